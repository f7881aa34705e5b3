import type { Family } from '../../platform/family';
import { registerAccountRoutes } from './accounts/routes';
import { registerStudentFollowRoutes } from './follow/routes';
import { registerStudentLogoffRoutes } from './logoff/routes';
import { registerStudentMiscRoutes } from './misc/routes';
import { registerStudentMobileRoutes } from './mobile/routes';
import { registerStudentNotifyRoutes } from './notify/routes';
import { registerStudentsQueries } from './profile/models';

// What other families may use: the `user` relation to a student, class-row fields, account balances,
// and completing a share reward.
export { userRelation } from './profile/user-relation';
export { teamRowFields, TEAM_ROW_RELATIONS } from './profile/models-statistics';
export { changeBalance, hundredthsToNumber, hundredthsToNumeric, numericToHundredths, type AccountType } from './accounts/balance';
export { completeShareReward } from './misc/userflow';

/**
 * The students family: profile and learning records, follow-ups, labels, reports, exams and gift cards,
 * conduct, notify switches, mobile, logoff, and the coin, diamond and cash accounts.
 */
export const studentsFamily: Family = {
  name: 'students',
  queries: registerStudentsQueries,
  register(app, deps) {
    registerAccountRoutes(app, deps);
    registerStudentFollowRoutes(app, deps);
    registerStudentLogoffRoutes(app, deps);
    registerStudentMiscRoutes(app, deps);
    registerStudentMobileRoutes(app, deps);
    registerStudentNotifyRoutes(app, deps);
  },
};
