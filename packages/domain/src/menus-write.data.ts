/**
 * Writing / calligraphy (code 1) menu: spec 00 §2 "Menu for the write (calligraphy) subject" and the
 * role-19 reduced menu (00 §2, 02 §2: work list, organisation structure, staff management).
 */
import { group, item, RR, tradingItems } from './menu-builders';
import type { SubjectMenu } from './menu-types';

const S = '00 §2 write menu';
const T = '00 §2 write menu, role 19 (02 §2)';
const ONLY_7 = RR.explicit(['7'], 'write settings: role 7 only');
const EXCHANGE_SEARCH = RR.explicit(['1', '2', '3', '4', '7'], 'music 00 §2 list applied to the same page');
const ROLE_19 = RR.explicit(['19'], 'role-19 reduced menu');

export const WRITE_MENU: SubjectMenu = {
  subject: 1,
  specRef: S,
  groups: [
    group('class', RR.classes.roles, [
      item('/trialTeam', RR.classes, S),
      item('/systemTeam', RR.classes, S),
      item('/specialExpand', RR.classes, S),
    ]),
    group('student', null, [item('/trialUsers', RR.usual, S), item('/newSystemUsers', RR.usual, S), item('/allUsers', RR.usual, S)]),
    group('trading', null, tradingItems(S)),
    group('logistics', null, [item('/express', RR.usual, S)]),
    group('review', RR.review.roles, [
      item('/voice-library', RR.voice, S),
      item('/reviewManagement', RR.explicit(['1', '2', '7', '19', '21', '38'], 'group 点评管理'), S),
    ]),
    group('operations', null, [
      item('/channelManagement', RR.usual, S),
      item('/changePhoneNumber', RR.phone, S),
      item('/activityManagement', RR.explicit(['2', '7'], 'write 运营管理'), S),
      item('/exchangeSearch', EXCHANGE_SEARCH, S),
      item('/getVerCode', RR.verCode, S),
      item('/putTheCourse', RR.explicit(['1', '2', '3', '4', '7'], 'write 运营管理'), S),
    ]),
    group('recruitment', null, [
      item('/operatingSchedule', RR.explicit(['1', '2', '7'], '招生排期 roles 1,2,7 only'), S, { titleZh: '招生排期' }),
      item('/majorCourse', RR.explicit(['1', '2', '7'], '专项扩展课排期 roles 1,2,7 only'), S),
      item('/preGeneratedClass', RR.usual, S),
      item('/zeroSalesManage', RR.usual, S),
    ]),
    group('marketing', RR.marketing.roles, [
      item('/marketing', RR.explicit(['1', '2', '3', '4', '7'], 'group 营销中心'), S),
      item('/coupon', RR.explicit(['1', '3', '4', '7'], 'write /coupon'), S),
    ]),
    group('ai', RR.ai.roles, [
      item('/reply', RR.explicit(['1', '2', '3', '4', '5', '7', '19', '21'], 'group AI智能客服'), S),
      item('/rebot', RR.explicit(['1', '2', '3', '4', '5', '7', '19', '21'], 'group AI智能客服'), S),
    ]),
    group('approval', null, [item('/approvalCenter', RR.usual, S)]),
    group('call', RR.call.roles, [item('/CallRecord', RR.call, S), item('/statistics', RR.call, S), item('/CallCenter', RR.seat, S)]),
    group('data', RR.data.roles, [item('/behavior', RR.data, S)]),
    group('settings', null, [
      item('/organizationalStructure', RR.explicit(['1', '2', '7', '25'], 'write: organisation structure'), S),
      item('/teacherManagement', ONLY_7, S),
      item('/weixinManagement', ONLY_7, S),
      item('/wechatWaterArmy', ONLY_7, S),
      item('/systemAccount', ONLY_7, S),
      item('/workHandover', ONLY_7, S),
    ]),
  ],
  teacherGroups: [
    group('review', ['19'], [item('/reviewManagement', ROLE_19, T)]),
    group('settings', ['19'], [item('/organizationalStructure', ROLE_19, T), item('/teacherManagement', ROLE_19, T)]),
  ],
};
