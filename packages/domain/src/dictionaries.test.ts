import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  ON_GOING_PERIOD_STATUSES,
  dictionaryOptions,
  entryOf,
  labelOf,
  teamTypeKind,
  withDictionaryText,
  type DictionaryName,
} from './dictionaries';

const zh = (name: DictionaryName) => Object.fromEntries(Object.entries(DICTIONARIES[name]).map(([k, v]) => [k, v.zh]));

describe('dictionaries (CONTRACT §9)', () => {
  it('has the contract values', () => {
    expect(zh('teamState')).toEqual({ 0: '待开课', 1: '开课中', 2: '已结课' });
    expect(zh('enrollmentPeriodStatus')).toEqual({ 0: '待开始', 1: '招生中', 2: '待开课', 3: '上课中', 4: '已结课' });
    expect(ON_GOING_PERIOD_STATUSES).toEqual([0, 1, 2, 3]);
    expect(Object.values(zh('orderStatus'))).toEqual([
      '未激活',
      '已激活',
      '已支付',
      '已完成',
      '申请退款',
      '退款中',
      '部分退款',
      '退款完成',
      '关闭',
    ]);
    expect(Object.values(zh('orderRegtype'))).toEqual([
      '体验课',
      '首单',
      '续费',
      '推荐有礼',
      '小熊商城',
      '邀请有奖',
      '素质课',
      '兑换',
      '营销活动',
      '新签补差',
      '续费补差',
    ]);
    expect(zh('isRefund')).toEqual({ 0: '无', 1: '已退费', 2: '申请退费', 3: '退费中' });
    expect(Object.values(zh('invoiceStatus'))).toEqual(['待开票', '开票中', '已开票', '开票失败', '作废']);
    expect(Object.values(zh('expressStatus'))).toEqual([
      '无地址',
      '待发货',
      '已发货',
      '已签收',
      '签收失败',
      '已退货',
      '待审核',
      '无效',
      '疑难',
      '退款暂停发货',
    ]);
    expect(Object.values(zh('expressProductType'))).toEqual([
      '体验课随材',
      '系统课盒子随材',
      '商城',
      '推荐有奖',
      '邀请有奖',
      '补货商品',
      '关单赠品',
      '转介绍',
      '兑吧',
      '邀请有奖-抽奖',
    ]);
    expect(Object.keys(DICTIONARIES.expressSourceType)).toEqual(['5', '6']);
    const approvalTypes = Object.values(DICTIONARIES.approvalType)
      .slice(0, 8)
      .map((e) => `${e.name} ${e.zh}`);
    expect(approvalTypes).toEqual([
      'REFUND 退款',
      'REISSUE 补发货',
      'ADJUSTMENT_CLASS 调班',
      'ADJUSTMENT_STAGE 调期',
      'ADJUSTMENT_SUP 调级',
      'UNCREDITED 无归属订单',
      'PACKAGE_BOX 随材打包',
      'PROMOTIONS 赠品',
    ]);
    expect(Object.values(DICTIONARIES.approvalStatus).map((e) => `${e.name} ${e.zh}`)).toEqual([
      'PENDING 审批中',
      'COMPLETED 通过',
      'REVOCATION 已撤销',
      'DECLINE 驳回',
    ]);
    expect(zh('complaintStatus')).toEqual({ 1: '待处理', 2: '处理中', 3: '待回访', 7: '已解决' });
    expect(zh('complaintSubStatus')).toEqual({ 11: '退回处理', 20: '待处理', 21: '首次处理' });
    expect(Object.keys(DICTIONARIES.complaintContactType)).toEqual(['TEL', 'MOBILE', 'WX']);
    expect(zh('redeemConfigStatus')).toEqual({ 0: '失效', 1: '有效' });
    expect(zh('redeemCodeStatus')).toEqual({ 0: '已失效', 1: '未使用', 2: '已兑换', 4: '已过期' });
    expect(Object.keys(DICTIONARIES.sopTaskStatus)).toEqual(['AWAIT', 'PROCESSING', 'FINISH', 'STOP']);
    expect(zh('sopTemplateState')).toEqual({ 0: '启用', 1: '禁用' });
    expect(Object.keys(DICTIONARIES.userStatus)).toHaveLength(13);
    expect(labelOf('userStatus', 12)).toBe('半年系统课完课');
    expect(zh('lifeCycle')).toEqual({ 0: '待开课', 1: '开课中', 2: '已结课', 91: '已退费' });
    expect(zh('sex')).toEqual({ 1: '男', 2: '女', 3: '保密' });
    expect(zh('basePainting')).toEqual({ 1: '无基础', 2: '<1年', 3: '>1年' });
    expect(zh('teacherStatus')).toEqual({ 0: '在职', 1: '离职' });
    expect(zh('dutyId')).toEqual({ 1: '体验课老师', 2: '系统课老师', 3: '兼职', 4: '兼职' });
    expect(zh('accountType')).toEqual({ 1: '现金', 2: '小熊币', 3: '宝石' });
    // CONTRACT §9's 0..14, plus ours: 15 被邀请奖励 and 16 奖励收回 (referral rewards, docs/decisions/marketing.md)
    expect(Object.keys(DICTIONARIES.transType)).toHaveLength(17);
    expect(labelOf('transType', 14)).toBe('运营扣除');
    expect(labelOf('transType', 15)).toBe('被邀请奖励');
    expect(labelOf('transType', 16)).toBe('奖励收回');
    expect(labelOf('transType', 16, 'en')).toBe('Reward taken back');
    expect(Object.keys(DICTIONARIES.trialSupLevel)).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(Object.keys(DICTIONARIES.systemSupLevel)).toHaveLength(9);
    expect(zh('systemCourseLength')).toEqual({ 1: '月', 2: '季', 3: '半年', 4: '年', 5: '两年' });
    expect(
      Object.keys(DICTIONARIES.trialCourseCategory)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([0, 3, 503, 505, 506, 507, 508]);
    expect(labelOf('trialCourseCategory', 506)).toBe('单周体验课');
    expect(labelOf('subject', 3)).toBe('音乐');
    expect(labelOf('role', '19')).toBe('教研老师');
  });

  it('looks labels up loosely', () => {
    expect(labelOf(DICTIONARIES.orderStatus, 3)).toBe('已完成');
    expect(labelOf('orderStatus', '3')).toBe('已完成');
    expect(labelOf('orderStatus', ' 3 ', 'en')).toBe('Completed');
    expect(labelOf('orderStatus', 99)).toBeUndefined();
    expect(labelOf('orderStatus', null)).toBeUndefined();
    expect(labelOf('orderStatus', 'constructor')).toBeUndefined();
    expect(labelOf('complaintContactType', 'WX')).toBe('微信');
    expect(entryOf('approvalType', '0')?.name).toBe('REFUND');
  });

  it('gives select options and *_text labels', () => {
    expect(dictionaryOptions('sex')).toEqual([
      { value: 1, label: '男' },
      { value: 2, label: '女' },
      { value: 3, label: '保密' },
    ]);
    expect(dictionaryOptions('sopTaskStatus', 'en')[0]).toEqual({ value: 'AWAIT', label: 'Waiting' });
    expect(withDictionaryText({ team_state: 1, sex: '2', life_cycle: 5, name: 'x' })).toEqual({
      team_state: 1,
      team_state_text: '开课中',
      sex: '2',
      sex_text: '女',
      life_cycle: 5,
      life_cycle_text: null,
      name: 'x',
    });
    expect(withDictionaryText({ status: 2 }, { status: 'orderStatus' })).toEqual({ status: 2, status_text: '已支付' });
    expect(teamTypeKind(0)).toBe('trial');
    expect(teamTypeKind('3')).toBe('system');
  });
});
