/** Art (code 0, default subject) menu: spec 00 §2 "Menu for the art subject", roles per 00 §6. */
import { group, item, RR, standardSettingsItems } from './menu-builders';
import type { SubjectMenu } from './menu-types';

const S = '00 §2 art menu';
const OPS = '00 §2 art menu; 02 §2 operations';
const EXCHANGE_SEARCH = RR.explicit(['1', '2', '3', '4', '7'], 'music 00 §2 list applied to the same page');
const PUT_THE_COURSE = RR.explicit(['1', '2', '3', '4', '7'], 'write 00 §2 list applied to the same page');

export const ART_MENU: SubjectMenu = {
  subject: 0,
  specRef: S,
  groups: [
    group('class', RR.classes.roles, [
      item('/classManage', RR.classes, S),
      item('/systemTeam', RR.classes, S),
      item('/trainTeam', RR.classes, S),
      item('/aestheticTeam', RR.classes, S),
      item('/ponyAI', RR.classes, S),
    ]),
    group('student', null, [item('/trial', RR.usual, S), item('/newSystem', RR.usual, S), item('/allUsers', RR.usual, S)]),
    group('renewal', null, [item('/renewUserLayer', RR.usual, S)]),
    group('trading', null, [
      item('/order', RR.usual, S),
      item('/financeRefound', RR.usual, S),
      item('/invoiceManage', RR.usual, S),
      item('/contractManage', RR.usual, S),
      item('/shiftOrder', RR.usual, S),
      item('/order/ponyAI', RR.usual, S),
    ]),
    group('clue', null, [
      item('/clueLibrary', RR.usual, S, { hidden: true }),
      item('/threadManage', RR.usual, S),
      item('/saleInventory', RR.usual, S),
      item('/capacityAllocation', RR.conditional, S, { condition: 'clueCapacityAllowList' }),
      item('/robAllocation', RR.conditional, S, { condition: 'grabTreasureAllowList' }),
      item('/recruitList', RR.usual, S),
      item('/operatingSchedule', RR.schedules, S),
      item('/systemSchedule', RR.usual, S),
      item('/campSchedule', RR.usual, S),
      item('/newCampSchedule', RR.usual, S),
      item('/arteducationSchedule', RR.usual, S),
      item('/themeSchedule', RR.usual, S),
      item('/preGeneratedClass', RR.usual, S),
      item('/zeroSalesManage', RR.usual, S),
      item('/twoTransformations', RR.usual, S),
      item('/trainingCamp', RR.usual, S),
      item('/ponyAISchedule', RR.usual, S),
    ]),
    group('logistics', null, [item('/express', RR.usual, S)]),
    group('review', RR.review.roles, [
      item('/taskComment', RR.review, S),
      item('/voice-library', RR.voice, S),
      item('/labelManage', RR.review, S),
      item('/schedule', RR.review, S),
      item('/parttimeHandover', RR.review, S),
      item('/realReviewSchedule', RR.review, S),
      item('/testingLabelManage', RR.review, S),
      item('/labelContent', RR.review, S),
    ]),
    group('operations', null, [
      item('/activityManagement', RR.usual, OPS),
      item('/exchangeSearch', EXCHANGE_SEARCH, OPS),
      item('/complaint', RR.usual, OPS),
      item('/channelManagement', RR.usual, OPS),
      item('/teacherGoalSetting', RR.teacherGoals, OPS),
      // same page as the review group's /labelManage: same (review) list, the one the spec gives it
      item('/labelManage', RR.review, OPS),
      item('/issueBearCoins', RR.usual, OPS),
      item('/getVerCode', RR.verCode, OPS),
      item('/recommend', RR.usual, OPS),
      item('/changePhoneNumber', RR.phone, OPS),
      item('/suspendClasses', RR.usual, OPS),
      item('/recommendActivity', RR.referral, OPS),
      item('/associationSell', RR.usual, OPS),
      item('/materialLibrary', RR.usual, OPS),
      item('/putTheCourse', PUT_THE_COURSE, OPS),
      item('/deliverPeriod', RR.delivery, OPS),
      item('/ivrManagement', RR.ivr, OPS),
      item('/todoTask', RR.usual, OPS),
      item('/dataBanks', RR.dataBank, OPS),
      item('/classDetailManage', RR.usual, OPS),
      item('/groupSop', RR.usual, OPS),
      item('/uploadFile', RR.conditional, OPS, { condition: 'materialUploadMobile' }),
      item('/manageChangeClass', RR.conditional, OPS, { condition: 'manageChangeClassAllowList' }),
      item('/addClassOpt', RR.conditional, OPS, { condition: 'classCreationAllowList' }),
    ]),
    group('shop', RR.shop.roles, [item('/shopManger', RR.shop, S), item('/meal', RR.shop, S)]),
    group('recruitment', null, [item('/preGeneratedClass', RR.usual, S), item('/zeroSalesManage', RR.usual, S)]),
    group('marketing', RR.marketing.roles, [
      item('/marketing', RR.marketing, S),
      item('/coupon', RR.coupon, S),
      item('/wechartsendList', RR.marketing, S),
      // Coupon row (1,3,4,7) applied by function, not the group-level marketing list: sending coupons
      // is a coupon operation (the inventory flags the ambiguity).
      item('/sendcoupon', RR.coupon, S),
    ]),
    group('ai', RR.ai.roles, [item('/reply', RR.ai, S), item('/rebot', RR.ai, S)]),
    group('approval', null, [item('/approval', RR.usual, S)]),
    group('call', RR.call.roles, [item('/record', RR.call, S), item('/statistics', RR.call, S), item('/CallCenter', RR.seat, S)]),
    group('data', RR.data.roles, [
      item('/salesIndicators', RR.data, S),
      item('/liveBroadcastNew', RR.data, S),
      item('/liveBroadcast', RR.data, S),
      item('/priodPerformance', RR.data, S),
      item('/salesPerformance', RR.data, S),
      item('/behavior', RR.data, S),
      item('/learnRecord', RR.data, S),
      item('/systemJoinCourseLog', RR.data, S),
      item('/exportRecord', RR.exportRecords, S),
    ]),
    group('settings', RR.settings.roles, standardSettingsItems(S)),
  ],
};
