/**
 * Dance, handwork, picture book, music kind and focus menus: spec 00 §2 "Other subject menus". The
 * spec names no groups there; items are placed in the groups the art/write/music menus use.
 */
import { group, item, RR, standardSettingsItems, tradingItems } from './menu-builders';
import type { SubjectMenu } from './menu-types';

const D = '00 §2 dance menu';
export const DANCE_MENU: SubjectMenu = {
  subject: 5,
  specRef: D,
  groups: [
    group('class', RR.classes.roles, [item('/trialTeam', RR.classes, D)]),
    group('student', null, [
      item('/trial', RR.usual, D),
      item('/system', RR.usual, D, { titleZh: '精品课', titleEn: 'Premium course students' }),
    ]),
    group('trading', null, tradingItems(D)),
    group('recruitment', null, [item('/preGeneratedClass', RR.usual, D), item('/zeroSalesManage', RR.usual, D)]),
    group('marketing', RR.marketing.roles, [
      item('/redeemCode', { roles: RR.marketing.roles, source: 'area-table 00 §6 (Marketing, by function)' }, D),
      item('/coupon', RR.coupon, D),
    ]),
    group('approval', null, [item('/approvalCenter', RR.usual, D)]),
    group('operations', null, [
      item('/channelManagement', RR.usual, D),
      item('/complaint', RR.usual, D),
      item('/changePhoneNumber', RR.phone, D),
    ]),
    group('data', RR.data.roles, [item('/behavior', RR.data, D)]),
    group('settings', RR.settings.roles, standardSettingsItems(`${D} (settings = art list)`)),
  ],
};

const H = '00 §2 handwork menu';
export const HANDWORK_MENU: SubjectMenu = {
  subject: 6,
  specRef: H,
  groups: [
    group('clue', null, [item('/myClue', RR.usual, H)]),
    group('student', null, [item('/users', RR.usual, H)]),
    group('trading', null, tradingItems(H)),
    group('logistics', null, [item('/express', RR.usual, H)]),
    group('marketing', null, [item('/coupon', RR.coupon, H)]),
    group('approval', null, [item('/approvalCenter', RR.usual, H)]),
    group('operations', null, [item('/activityManagement', RR.usual, H), item('/channelManagement', RR.usual, H)]),
  ],
};

const P = '00 §2 picture book menu';
export const PICTURE_BOOK_MENU: SubjectMenu = {
  subject: 9,
  specRef: P,
  groups: [
    group('class', RR.classes.roles, [item('/trialTeam', RR.classes, P), item('/systemTeam', RR.classes, P)]),
    group('student', null, [item('/trialUsers', RR.usual, P), item('/systemUsers', RR.usual, P)]),
    group('trading', null, tradingItems(P)),
    group('logistics', null, [item('/express', RR.usual, P)]),
    group('approval', null, [item('/approval', RR.usual, P)]),
    group('marketing', null, [item('/coupon', RR.coupon, P)]),
    group('operations', null, [item('/channelManagement', RR.usual, P)]),
    group('schedule', null, [item('/systemSchedule', RR.usual, P), item('/trialSchedule', RR.usual, P)]),
    group('settings', RR.settings.roles, standardSettingsItems(`${P} (settings = art list)`)),
  ],
};

const K = '00 §2 music kind menu';
export const MUSIC_KIND_MENU: SubjectMenu = {
  subject: 10,
  specRef: K,
  groups: [
    group('class', RR.classes.roles, [item('/systemTeam', RR.classes, K)]),
    group('student', null, [item('/systemUsers', RR.usual, K)]),
    group('trading', null, [item('/order', RR.usual, K)]),
    group('logistics', null, [item('/express', RR.usual, K)]),
    group('marketing', null, [item('/coupon', RR.coupon, K)]),
    group('schedule', null, [item('/systemSchedule', RR.usual, K)]),
    group('settings', RR.settings.roles, [
      item('/teacherManagement', RR.org, K),
      item('/weixinManagement', RR.staffWechat, K),
      item('/workHandover', RR.handover, K),
      item('/systemAccount', RR.systemAccount, K),
    ]),
  ],
};

const F = '00 §2 focus menu';
const F_GROUPS = '00 §2 focus menu ("class and student groups": routes ours, see docs/decisions)';
export const FOCUS_MENU: SubjectMenu = {
  subject: 11,
  specRef: F,
  groups: [
    group('class', RR.classes.roles, [item('/trialTeam', RR.classes, F_GROUPS), item('/systemTeam', RR.classes, F_GROUPS)]),
    group('student', null, [item('/trialUsers', RR.usual, F_GROUPS), item('/systemUsers', RR.usual, F)]),
    group('trading', null, tradingItems(F).slice(0, 3)),
    group('logistics', null, [item('/express', RR.usual, F)]),
    group('approval', null, [item('/approval', RR.usual, F)]),
    group('marketing', null, [item('/coupon', RR.coupon, F)]),
    group('schedule', null, [item('/systemSchedule', RR.usual, F), item('/trialSchedule', RR.usual, F)]),
    group('settings', RR.settings.roles, standardSettingsItems(`${F} (settings = art list)`)),
  ],
};
