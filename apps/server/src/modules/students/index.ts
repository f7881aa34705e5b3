import type { Family } from '../../platform/family';
import { registerAccountRoutes } from './accounts/routes';
import { registerConductRoutes } from './conduct/routes';
import { registerExamRoutes } from './exams/routes';
import { registerStudentFollowRoutes } from './follow/routes';
import { registerGiftCardRoutes } from './gift-cards/routes';
import { registerInvitationRoutes } from './invitations/routes';
import { registerLabelRoutes } from './labels/routes';
import { registerStudentLogoffRoutes } from './logoff/routes';
import { registerStudentMobileRoutes } from './mobile/routes';
import { registerStudentNotifyRoutes } from './notify/routes';
import { registerStudentsQueries } from './profile/models';
import { registerWeeklyReportRoutes } from './weekly-reports/routes';

// What other families may use: the `user` relation to a student, class-row fields, account balances,
// and completing a share reward.
export { userRelation } from './profile/user-relation';
export { teamRowFields, TEAM_ROW_RELATIONS } from './profile/models-statistics';
export { changeBalance, hundredthsToNumber, hundredthsToNumeric, numericToHundredths, type AccountType } from './accounts/balance';
export { completeShareReward } from './invitations/share-rewards';

/**
 * The students family: profile and learning records, follow-ups, labels, weekly reports, exams, gift cards,
 * invitations (share rewards, QR codes), conduct, notify switches, mobile, logoff, and the coin, diamond and cash accounts.
 */
export const studentsFamily: Family = {
  name: 'students',
  queries: registerStudentsQueries,
  register(app, deps) {
    registerAccountRoutes(app, deps);
    registerStudentFollowRoutes(app, deps);
    registerStudentLogoffRoutes(app, deps);
    registerLabelRoutes(app, deps);
    registerWeeklyReportRoutes(app, deps);
    registerInvitationRoutes(app, deps);
    registerConductRoutes(app, deps);
    registerExamRoutes(app, deps);
    registerGiftCardRoutes(app, deps);
    registerStudentMobileRoutes(app, deps);
    registerStudentNotifyRoutes(app, deps);
  },
};
