import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel, type FieldOptions, noFilter, type QueryRegistry, studentRef } from '../../platform/query';

/**
 * Query models of the marketing area: the coin / gem / cash ledger (AccountPage), coupons and the
 * coupons students hold, and redeem (exchange) codes. Filterable fields are the indexed columns of
 * 0160 / 0180; everything else is readable only. See docs/decisions/query-roots.md.
 */

const d = (zh: string, en: string) => ({ zh, en });
/** Codes 0160 defines as "ours" (not in @console/domain). */
const USER_COUPON_STATUS: Dictionary = {
  0: d('未使用', 'Unused'),
  1: d('已使用', 'Used'),
  2: d('已过期', 'Expired'),
  3: d('已作废', 'Void'),
};
const COUPON_STATUS: Dictionary = { 1: d('有效', 'Active'), 0: d('失效', 'Inactive') };
const COUPON_TYPE: Dictionary = {
  0: d('通用券', 'General'),
  1: d('体验课券', 'Trial'),
  2: d('系统课券', 'System'),
  3: d('续费券', 'Renewal'),
  4: d('训练营券', 'Camp'),
};

const user = (localField: string) => ({ user: { model: 'User', localField, foreignField: 'id' } });
const order = (localField: string) => ({ order: { model: 'Order', localField, foreignField: 'id' } });

/** account_record: one movement of cash (1), coins (2) or gems (3). */
export const AccountModel = defineModel({
  name: 'Account',
  description: 'Account ledger rows (cash 1, coins 2, gems 3); filter by uid and account_type',
  source: 'account_record',
  subjectColumn: 'subject',
  access: { area: 'accounts' },
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: { type: 'int' },
    account_id: { type: 'id' },
    account_type: { type: 'int', label: DICTIONARIES.accountType },
    trans_type: { type: 'int', label: DICTIONARIES.transType },
    desc: noFilter('string', { column: 'description' }),
    amount: noFilter('money', { description: 'signed: + credit, - debit' }),
    balance_after: noFilter('money'),
    note: noFilter('string'),
    order_id: { type: 'id' },
    import_log_id: { type: 'id' },
    staff_id: noFilter('id'),
    update_date: { type: 'time', column: 'ctime' },
    ctime: { type: 'time' },
  },
  relations: { ...user('uid'), ...order('order_id') },
});

const COUPON_FIELDS: Record<string, FieldOptions> = {
  id: { type: 'id' },
  subject: { type: 'int' },
  name: { type: 'string' },
  type: { type: 'int', label: COUPON_TYPE },
  rule: noFilter('string'),
  status: { type: 'int', label: COUPON_STATUS },
  threshold_amount: noFilter('money'),
  amount: noFilter('money'),
  discount: noFilter('money', { description: '8.50 = pay 85%' }),
  stack: noFilter('int'),
  start_date: noFilter('time'),
  end_date: noFilter('time'),
  valid_type: noFilter('int'),
  valid_days: noFilter('int'),
  total_num: noFilter('int'),
  issued_num: noFilter('int'),
  used_num: noFilter('int'),
  per_user_limit: noFilter('int'),
  duty_ids: noFilter('string[]', { sql: 't.duty_ids::text[]' }),
  description: noFilter('string'),
  staff_id: noFilter('id'),
  ctime: noFilter('time'),
  utime: noFilter('time'),
};

export const CouponModel = defineModel({
  name: 'Coupon',
  description: 'Coupon definitions (deleted ones are never shown)',
  source: 'coupon',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  access: { area: 'coupons' },
  roots: ['Page', 'List'],
  fields: COUPON_FIELDS,
});

/** user_coupon with its coupon's name / type / amount (and the `coupon` relation for the rest). */
const USER_COUPON_SOURCE = `SELECT uc.id, uc.subject, uc.coupon_id, uc.uid, uc.status, uc.start_date, uc.end_date, uc.notity_date, uc.order_id,
    uc.use_time, uc.dispense_id, uc.source, uc.teacher_id, uc.staff_id, uc.ctime, uc.utime,
    c.name AS coupon_name, c.type AS coupon_type, c.amount AS coupon_amount, c.rule AS coupon_rule,
    c.threshold_amount, c.discount
  FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id`;

function userCouponFields(): Record<string, FieldOptions> {
  return {
    id: { type: 'id' },
    ...studentRef('uid'),
    subject: { type: 'int' },
    coupon_id: { type: 'id' },
    status: { type: 'int', label: USER_COUPON_STATUS },
    start_date: noFilter('time'),
    end_date: noFilter('time'),
    notity_date: noFilter('time', { description: 'expiry reminder date (spec spelling)' }),
    order_id: { type: 'id' },
    use_time: noFilter('time'),
    dispense_id: { type: 'id' },
    source: noFilter('int'),
    teacher_id: noFilter('id'),
    staff_id: noFilter('id'),
    coupon_name: noFilter('string'),
    coupon_type: noFilter('int', { label: COUPON_TYPE }),
    coupon_amount: noFilter('money'),
    coupon_rule: noFilter('string'),
    threshold_amount: noFilter('money'),
    discount: noFilter('money'),
    ctime: { type: 'time' },
    utime: noFilter('time'),
  };
}

const userCouponRelations = {
  ...user('uid'),
  ...order('order_id'),
  coupon: { model: 'Coupon', localField: 'coupon_id', foreignField: 'id' },
};

export const UserCouponModel = defineModel({
  name: 'UserCoupon',
  description: 'Coupons held by students',
  source: USER_COUPON_SOURCE,
  subjectColumn: 'subject',
  access: { area: 'coupons' },
  roots: ['Page', 'List'],
  fields: userCouponFields(),
  relations: userCouponRelations,
});

/** The coupons a student can use for a purchase now: unused and inside their validity window. */
export const CouponUserBuyModel = defineModel({
  name: 'CouponUserBuy',
  description: 'Usable coupons of a student at purchase time (status 0, start_date <= now < end_date); filter by uid',
  source: USER_COUPON_SOURCE,
  subjectColumn: 'subject',
  where: 't.status = 0 AND t.start_date <= now() AND t.end_date > now()',
  access: { area: 'students' },
  roots: ['List'],
  rootNames: { List: 'CouponUserBuy' },
  defaultSort: { end_date: 'asc' },
  fields: userCouponFields(),
  relations: { user: userCouponRelations.user },
});

/** The spec's unnamed "grade-coupon query" (student detail): every coupon the student holds. */
export const GradeCouponModel = defineModel({
  name: 'GradeCoupon',
  description: 'Coupons of a student for the detail page (any status); filter by uid',
  source: USER_COUPON_SOURCE,
  subjectColumn: 'subject',
  access: { area: 'students' },
  roots: ['List'],
  fields: userCouponFields(),
  relations: userCouponRelations, // the detail's coupon tab reads coupon { name type amount } and order { ... }
});

const REDEEM = { area: 'redeem-codes' } as const;

export const ExchangeCodeConfigModel = defineModel({
  name: 'ExchangeCodeConfig',
  description: 'Redeem-code configurations (deleted ones are never shown)',
  source: 'redeem_code_config',
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  access: REDEEM,
  roots: ['Page', 'List', 'One'],
  defaultSort: { ctime: 'desc' },
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    del: { type: 'int', column: 'deleted', description: 'always 0 here (the client filters del: 0)' },
    title: { type: 'string' },
    num: noFilter('int'),
    package_name: noFilter('string', { sql: '(SELECT p.name FROM package p WHERE p.id = t.package_id)' }),
    channel_name: noFilter('string', { sql: '(SELECT c.name FROM channel c WHERE c.id = t.channel_id)' }),
    customer_sign_name: noFilter('string', { sql: '(SELECT l.name FROM label l WHERE l.id::text = t.customer_sign_id)' }),
    send_express: noFilter('int', { column: 'is_send_express' }),
    course_level: noFilter('string', { sql: '(SELECT p.sup FROM package p WHERE p.id = t.package_id)' }),
    generated_num: noFilter('int', { sql: '(SELECT coalesce(max(rc.generated), 0) FROM redeem_code_count rc WHERE rc.config_id = t.id)' }),
    version: noFilter('int'),
    converted_num: noFilter('int'),
    package_id: { type: 'id' },
    channel_id: noFilter('id'),
    customer_sign_id: noFilter('string'),
    start_date: noFilter('time'),
    end_date: noFilter('time'),
    status: { type: 'int', label: DICTIONARIES.redeemConfigStatus },
    code: noFilter('string'),
    expire: noFilter('int'),
    expire_type: noFilter('int'),
    is_send_express: noFilter('int'),
    exchange_type: noFilter('int'),
    is_put_course: noFilter('int'),
    remark: noFilter('string'),
    staff_id: noFilter('id'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
  },
  relations: {
    packages: { model: 'Packages', localField: 'package_id', foreignField: 'id' },
    packageInfo: { model: 'Packages', localField: 'package_id', foreignField: 'id' },
    channelInfo: { model: 'Channel', localField: 'channel_id', foreignField: 'id' },
    customerSignInfo: { model: 'CustomerSign', localField: 'customer_sign_id', foreignField: 'id' },
  },
});

export const ExchangeCodeModel = defineModel({
  name: 'ExchangeCode',
  description: "Generated redeem codes (the spec's unnamed exchange-code query)",
  source: 'redeem_code',
  subjectColumn: 'subject',
  access: REDEEM,
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    config_id: { type: 'id' },
    code: { type: 'string' },
    card_no: { type: 'string' },
    status: { type: 'int', label: DICTIONARIES.redeemCodeStatus },
    ...studentRef('user_id'),
    order_id: noFilter('id'),
    converted_date: noFilter('time'),
    expire_date: noFilter('time'),
    staff_id: noFilter('id'),
    ctime: noFilter('time'),
    utime: noFilter('time'),
  },
  relations: user('user_id'),
});

export const ExchangeCodeLogModel = defineModel({
  name: 'ExchangeCodeLog',
  description: "Redeem-code usage log (the spec's unnamed exchange-code log query)",
  source: 'redeem_code_log',
  subjectColumn: 'subject',
  access: REDEEM,
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    config_id: { type: 'id' },
    code: { type: 'string' },
    status: noFilter('int', { label: DICTIONARIES.redeemCodeStatus }),
    ...studentRef('user_id'),
    teacher_id: noFilter('id'),
    team_id: noFilter('id'),
    card_no: noFilter('string'),
    order_no: { type: 'string' },
    del: noFilter('int', { sql: '0' }),
    use_date: noFilter('time'),
    converted_date: noFilter('time'),
    remark: noFilter('string'),
    staff_id: noFilter('id'),
    ctime: { type: 'time' },
  },
  relations: {
    ...user('user_id'),
    userInfo: { model: 'User', localField: 'user_id', foreignField: 'id' },
    team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
    teamInfo: { model: 'Team', localField: 'team_id', foreignField: 'id' },
    teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
    teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  },
});

const DISPENSE_SOURCE: Dictionary = {
  1: d('批量发放', 'Batch send'),
  2: d('指定用户', 'Designated users'),
  3: d('定向发放', 'Dispensing rule'),
  4: d('训练营', 'Camp'),
  5: d('表格导入', 'Import'),
};

/** coupon_dispense: one sending batch of /sendcoupon (who sent which coupon to how many, and the failures). */
export const CouponDispenseModel = defineModel({
  name: 'CouponDispense',
  description: 'Coupon sending records (/sendcoupon); filter by coupon_id, source, ctime',
  source: 'coupon_dispense',
  subjectColumn: 'subject',
  access: { area: 'coupons' },
  roots: ['Page', 'List'],
  defaultSort: { ctime: 'desc' },
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    coupon_id: { type: 'id' },
    coupon_name: noFilter('string', { sql: '(SELECT c.name FROM coupon c WHERE c.id = t.coupon_id)' }),
    name: noFilter('string'),
    source: { type: 'int', label: DISPENSE_SOURCE },
    end_date: noFilter('time'),
    total: noFilter('int'),
    success_num: noFilter('int'),
    fail_num: noFilter('int'),
    status: noFilter('int'),
    detail: noFilter('json'),
    staff_id: noFilter('id'),
    staff_name: noFilter('string', { sql: '(SELECT st.real_name FROM staff st WHERE st.id = t.staff_id)' }),
    ctime: { type: 'time' },
  },
});

/** A marketing label as the redeem-code config's customer sign (customer_sign_id holds the label id as text). */
export const CustomerSignModel = defineModel({
  name: 'CustomerSign',
  description: 'Customer sign (a label) of a redeem-code config',
  source: 'SELECT id::text AS id, subject, name FROM label',
  access: REDEEM,
  roots: [],
  fields: { id: { type: 'string' }, name: noFilter('string') },
});

/** Query models of this area (see docs/query-language.md, "How to add a model"). */
export function registerMarketingQueries(registry: QueryRegistry): void {
  registry.register(
    AccountModel,
    CouponModel,
    UserCouponModel,
    CouponUserBuyModel,
    GradeCouponModel,
    ExchangeCodeConfigModel,
    ExchangeCodeModel,
    ExchangeCodeLogModel,
    CustomerSignModel,
    CouponDispenseModel,
  );
}
