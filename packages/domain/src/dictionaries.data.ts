/**
 * Value tables (CONTRACT §9 "facts of the business", plus a few the spec describes in 01 §4).
 * Shape: { [code]: { zh, en, name? } }; `name` is the constant the original client uses, where known.
 */
export interface DictEntry {
  zh: string;
  en: string;
  name?: string;
}
export type Dictionary = Readonly<Record<string, DictEntry>>;

const d = (zh: string, en: string, name?: string): DictEntry => (name ? { zh, en, name } : { zh, en });

export const TEAM_STATE: Dictionary = { 0: d('待开课', 'Not started'), 1: d('开课中', 'In progress'), 2: d('已结课', 'Finished') };

/** Enrollment period (management) status; `on_going` = 0-3 (ON_GOING_PERIOD_STATUSES). */
export const ENROLLMENT_PERIOD_STATUS: Dictionary = {
  0: d('待开始', 'Not started'),
  1: d('招生中', 'Enrolling'),
  2: d('待开课', 'Awaiting start'),
  3: d('上课中', 'In class'),
  4: d('已结课', 'Finished'),
};
export const ON_GOING_PERIOD_STATUSES: readonly number[] = [0, 1, 2, 3];

export const ORDER_STATUS: Dictionary = {
  0: d('未激活', 'Not activated'),
  1: d('已激活', 'Activated'),
  2: d('已支付', 'Paid'),
  3: d('已完成', 'Completed'),
  4: d('申请退款', 'Refund requested'),
  5: d('退款中', 'Refunding'),
  6: d('部分退款', 'Partly refunded'),
  7: d('退款完成', 'Refunded'),
  8: d('关闭', 'Closed'),
};

/** Numeric order regtype; `name` only where the spec's constant list clearly maps. */
export const ORDER_REGTYPE: Dictionary = {
  1: d('体验课', 'Trial course', 'EXPERIENCE'),
  2: d('首单', 'First order', 'FIRST_ORDER'),
  3: d('续费', 'Renewal', 'RENEW'),
  4: d('推荐有礼', 'Referral reward'),
  5: d('小熊商城', 'Bear mall'),
  6: d('邀请有奖', 'Invitation reward'),
  7: d('素质课', 'Enrichment course'),
  8: d('兑换', 'Exchange'),
  9: d('营销活动', 'Marketing campaign'),
  10: d('新签补差', 'New-sign top-up', 'MAKEUP'),
  11: d('续费补差', 'Renewal top-up', 'RENEW_MAKEUP'),
};

export const IS_REFUND: Dictionary = {
  0: d('无', 'None'),
  1: d('已退费', 'Refunded'),
  2: d('申请退费', 'Refund requested'),
  3: d('退费中', 'Refunding'),
};

export const INVOICE_STATUS: Dictionary = {
  0: d('待开票', 'To be issued'),
  1: d('开票中', 'Issuing'),
  2: d('已开票', 'Issued'),
  3: d('开票失败', 'Failed'),
  4: d('作废', 'Voided'),
};

export const EXPRESS_STATUS: Dictionary = {
  0: d('无地址', 'No address'),
  1: d('待发货', 'To be shipped'),
  2: d('已发货', 'Shipped'),
  3: d('已签收', 'Delivered'),
  4: d('签收失败', 'Delivery failed'),
  5: d('已退货', 'Returned'),
  6: d('待审核', 'Pending review'),
  7: d('无效', 'Invalid'),
  8: d('疑难', 'Problem'),
  9: d('退款暂停发货', 'Held for refund'),
};

export const EXPRESS_PRODUCT_TYPE: Dictionary = {
  0: d('体验课随材', 'Trial-course materials'),
  1: d('系统课盒子随材', 'System-course box'),
  2: d('商城', 'Mall'),
  3: d('推荐有奖', 'Referral reward'),
  4: d('邀请有奖', 'Invitation reward'),
  5: d('补货商品', 'Replenishment'),
  6: d('关单赠品', 'Closing gift'),
  7: d('转介绍', 'Referral'),
  8: d('兑吧', 'Duiba'),
  9: d('邀请有奖-抽奖', 'Invitation lottery'),
};

/** Express source_type: only these two values are facts (CONTRACT §9). */
export const EXPRESS_SOURCE_TYPE: Dictionary = { 5: d('补货', 'Replenishment'), 6: d('导入', 'Imported') };

/** 0-7 per CONTRACT §9; 8+ numbered by us in the order of the spec's apply list (01 §7). */
export const APPROVAL_TYPE: Dictionary = {
  0: d('退款', 'Refund', 'REFUND'),
  1: d('补发货', 'Reissue', 'REISSUE'),
  2: d('调班', 'Class change', 'ADJUSTMENT_CLASS'),
  3: d('调期', 'Period change', 'ADJUSTMENT_STAGE'),
  4: d('调级', 'Level change', 'ADJUSTMENT_SUP'),
  5: d('无归属订单', 'Uncredited order', 'UNCREDITED'),
  6: d('随材打包', 'Material packing', 'PACKAGE_BOX'),
  7: d('赠品', 'Promotion gift', 'PROMOTIONS'),
  8: d('RHW审批', 'RHW', 'RHW'),
  9: d('更换归属', 'Change of owner', 'CHANGE_CUSTOMER'),
  10: d('钢琴停课', 'Piano suspension', 'PIANO_SUSPENSION'),
  11: d('线索判定', 'Clue judgment', 'CLUE_JUDGMENT'),
  12: d('体验课调级', 'Trial level change', 'TRIAL_ADJUSTMENT_SUP'),
  13: d('续费调整', 'Renewal adjustment', 'ADJUSTMENT_RENEW'),
  14: d('金币商城退单', 'Coin-mall chargeback', 'GOLD_COIN_MALL_CHARGEBACK'),
};

export const APPROVAL_STATUS: Dictionary = {
  0: d('审批中', 'Pending', 'PENDING'),
  1: d('通过', 'Approved', 'COMPLETED'),
  2: d('已撤销', 'Revoked', 'REVOCATION'),
  3: d('驳回', 'Declined', 'DECLINE'),
};

export const COMPLAINT_STATUS: Dictionary = {
  1: d('待处理', 'Open'),
  2: d('处理中', 'In progress'),
  3: d('待回访', 'Awaiting callback'),
  7: d('已解决', 'Resolved'),
};
export const COMPLAINT_SUB_STATUS: Dictionary = {
  11: d('退回处理', 'Sent back'),
  20: d('待处理', 'Open'),
  21: d('首次处理', 'First handling'),
};
export const COMPLAINT_CONTACT_TYPE: Dictionary = { TEL: d('电话', 'Telephone'), MOBILE: d('手机', 'Mobile'), WX: d('微信', 'WeChat') };

export const REDEEM_CONFIG_STATUS: Dictionary = { 1: d('有效', 'Active'), 0: d('失效', 'Inactive') };
export const REDEEM_CODE_STATUS: Dictionary = {
  0: d('已失效', 'Invalidated'),
  1: d('未使用', 'Unused'),
  2: d('已兑换', 'Redeemed'),
  4: d('已过期', 'Expired'),
};

export const SOP_TASK_STATUS: Dictionary = {
  AWAIT: d('待执行', 'Waiting'),
  PROCESSING: d('执行中', 'Running'),
  FINISH: d('已完成', 'Finished'),
  STOP: d('已停止', 'Stopped'),
};
export const SOP_TEMPLATE_STATE: Dictionary = { 0: d('启用', 'Enabled'), 1: d('禁用', 'Disabled') };

export const USER_STATUS: Dictionary = {
  0: d('已注册', 'Registered'),
  1: d('已体验课', 'Trial enrolled'),
  2: d('体验课完课', 'Trial completed'),
  3: d('已月系统课', 'Monthly system course'),
  4: d('月系统课完课', 'Monthly course completed'),
  5: d('已年系统课', 'Yearly system course'),
  6: d('年系统课完课', 'Yearly course completed'),
  7: d('年系统课续费', 'Yearly course renewed'),
  8: d('注销失效', 'Logged off'),
  9: d('已季系统课', 'Quarterly system course'),
  10: d('季系统课完课', 'Quarterly course completed'),
  11: d('已半年系统课', 'Half-year system course'),
  12: d('半年系统课完课', 'Half-year course completed'),
};

export const LIFE_CYCLE: Dictionary = {
  0: d('待开课', 'Not started'),
  1: d('开课中', 'In progress'),
  2: d('已结课', 'Finished'),
  91: d('已退费', 'Refunded'),
};
export const SEX: Dictionary = { 1: d('男', 'Male'), 2: d('女', 'Female'), 3: d('保密', 'Undisclosed') };
export const BASE_PAINTING: Dictionary = { 1: d('无基础', 'No experience'), 2: d('<1年', 'Under 1 year'), 3: d('>1年', 'Over 1 year') };
export const TEACHER_STATUS: Dictionary = { 0: d('在职', 'Active'), 1: d('离职', 'Left') };
export const DUTY_ID: Dictionary = {
  1: d('体验课老师', 'Trial teacher'),
  2: d('系统课老师', 'System-course teacher'),
  3: d('兼职', 'Part-time'),
  4: d('兼职', 'Part-time'),
};
/** Root department pid (CONTRACT §9). */
export const ROOT_DEPARTMENT_PID = 99999;

export const ACCOUNT_TYPE: Dictionary = { 1: d('现金', 'Cash'), 2: d('小熊币', 'Bear coins'), 3: d('宝石', 'Gems') };
export const TRANS_TYPE: Dictionary = {
  0: d('默认', 'Default'),
  1: d('邀请有奖', 'Invitation reward'),
  2: d('完成任务', 'Task completed'),
  3: d('邀请红包', 'Invitation red packet'),
  4: d('提现', 'Withdrawal'),
  5: d('币宝石兑换', 'Coin/gem exchange'),
  6: d('学习奖励', 'Learning reward'),
  7: d('注册', 'Registration'),
  8: d('运营活动', 'Operations campaign'),
  9: d('投诉补偿', 'Complaint compensation'),
  10: d('抽奖', 'Lottery'),
  11: d('大转盘消耗', 'Wheel spin'),
  12: d('兑吧添加', 'Duiba credit'),
  13: d('兑吧扣除', 'Duiba debit'),
  14: d('运营扣除', 'Operations debit'),
  // Ours (not in the original client): the referral activity's reward to the invited student, and a
  // referral reward taken back because the order that earned it was refunded (docs/decisions/marketing.md).
  15: d('被邀请奖励', 'Invitee reward'),
  16: d('奖励收回', 'Reward taken back'),
};

const levels = (n: number): Dictionary =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`S${i + 1}`, d(`S${i + 1}`, `S${i + 1}`)]));
/** Course difficulty `sup`: trial levels S1-S4, system levels S1-S9. */
export const TRIAL_SUP_LEVEL: Dictionary = levels(4);
export const SYSTEM_SUP_LEVEL: Dictionary = levels(9);

export const SYSTEM_COURSE_LENGTH: Dictionary = {
  1: d('月', 'Month'),
  2: d('季', 'Quarter'),
  3: d('半年', 'Half year'),
  4: d('年', 'Year'),
  5: d('两年', 'Two years'),
};

export const TRIAL_COURSE_CATEGORY: Dictionary = {
  0: d('双周体验课', 'Two-week trial'),
  3: d('单周体验课', 'One-week trial'),
  503: d('双周体验课', 'Two-week trial (503)'),
  505: d('双周体验课', 'Two-week trial (505)'),
  508: d('双周体验课', 'Two-week trial (508)'),
  506: d('单周体验课', 'One-week trial (506)'),
  507: d('单周体验课', 'One-week trial (507)'),
};

/** 01 §4 (English in the spec; zh ours). */
export const LOGOFF_STATUS: Dictionary = {
  0: d('未申请', 'Default'),
  1: d('审核中', 'Under review'),
  2: d('已注销', 'Logged off'),
  3: d('已取消', 'Cancelled'),
};
export const LOGOFF_SOURCE: Dictionary = { 1: d('用户', 'User'), 2: d('员工', 'Staff') };
export const CALL_CDR_STATUS: Dictionary = { 21: d('未接通', 'Unanswered'), 22: d('已接通', 'Answered') };
