/** Music (code 3) menu: spec 00 §2 "Menu for the music subject". */
import { group, item, RR, standardSettingsItems, tradingItems } from './menu-builders';
import type { SubjectMenu } from './menu-types';

const S = '00 §2 music menu';
const CALL = '00 §2 music menu (call centre); paths 02 §2';
const RECRUIT = RR.explicit(['1', '2', '3', '4', '7', '19', '21'], 'music 招生管理 group');
const DATA = RR.explicit(['1', '2', '3', '4', '7', '19'], 'music 数据中心 group');
const CLASS = RR.explicit(['1', '2', '3', '4', '5', '7', '19', '21'], 'music 班级管理 group');
const LOOKUP = RR.explicit(['1', '2', '3', '4', '7'], 'music 运营管理');

export const MUSIC_MENU: SubjectMenu = {
  subject: 3,
  specRef: S,
  groups: [
    group('class', CLASS.roles, [item('/trialTeam', CLASS, S), item('/systemTeam', CLASS, S)]),
    group('student', null, [item('/trial', RR.usual, S), item('/system', RR.usual, S), item('/piano', RR.usual, S)]),
    group('trading', null, tradingItems(S)),
    group('logistics', null, [item('/express', RR.usual, S)]),
    group('marketing', RR.marketing.roles, [
      item('/redeemCode', { roles: RR.marketing.roles, source: 'area-table 00 §6 (Marketing, by function)' }, S),
      item('/coupon', RR.coupon, S),
    ]),
    group('approval', null, [item('/approvalCenter', RR.usual, S)]),
    group('call', RR.call.roles, [item('/record', RR.call, CALL), item('/statistics', RR.call, CALL), item('/CallCenter', RR.seat, CALL)]),
    group('review', RR.review.roles, [item('/review', RR.review, S, { hidden: true })]),
    group('operations', null, [
      item('/activityManagement', RR.usual, S),
      item('/recommend', RR.usual, S),
      item('/operatingSchedule', RR.schedules, S, { titleZh: '招生排期' }),
      item('/channelManagement', RR.usual, S),
      item('/associationSell', RR.usual, S),
      item('/complaint', RR.usual, S),
      item('/changePhoneNumber', RR.phone, S),
      item('/issueBearCoins', RR.usual, S),
      item('/getVerCode', LOOKUP, S),
      item('/exchangeSearch', LOOKUP, S),
      item('/manageChangeClass', RR.conditional, S, { condition: 'manageChangeClassAllowListWithMobile' }),
    ]),
    group('recruitment', RECRUIT.roles, [
      item('/recruitList', RECRUIT, S),
      item('/threadManage', RECRUIT, S),
      item('/saleInventory', RECRUIT, S),
      item('/preGeneratedClass', RECRUIT, S),
      item('/zeroSalesManage', RECRUIT, S),
      item('/musicalRecruit', RECRUIT, S),
    ]),
    group('data', DATA.roles, [item('/liveBroadcast', DATA, S), item('/behavior', DATA, S)]),
    // "the settings items with role limits": the art settings list, group roles 1,2,7,24,25.
    group('settings', RR.settings.roles, standardSettingsItems(`${S} (settings = art list)`)),
  ],
};
