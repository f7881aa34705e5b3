import { DICTIONARIES, type Dictionary } from '@console/domain';
import type { FieldOptions, RelationOptions } from '../../../platform/query';
import { REFUND_STATUS } from './order-labels';

/**
 * Fields and relations the original client's order pages select (OrderPage, Order,
 * OrderOptStatisticsPage, CouponOrderStatisticsPage; docs/decisions/client-compatibility.md,
 * "Trading"). Each one reads our own data: a column, a relation, or a value derived in the same
 * statement (scalar subqueries on indexed keys, evaluated only when the field is selected). None is a
 * constant.
 */

const d = (zh: string, en: string) => ({ zh, en });
const INVOICE_TYPE: Dictionary = { 1: d('电子普通发票', 'E-invoice'), 2: d('增值税专用发票', 'VAT special invoice') };
/** redeem_code_config.exchange_type (migration 0160: 1 one code per student, 2 shared code). */
export const EXCHANGE_TYPE: Dictionary = { 1: d('一人一码', 'One code per student'), 2: d('通用码', 'Shared code') };

/** The student's line in the order's subject (student_subject is unique per student and subject). */
const line = (column: string) => `(SELECT ss.${column} FROM student_subject ss WHERE ss.student_id = t.uid AND ss.subject = t.subject)`;

/**
 * The associated order: another order paid together under the same merge_out_trade_no, or, for a
 * top-up order (regtype 10 新签补差 / 11 续费补差), the student's latest first or renewal order of the
 * subject placed before it (the order being topped up).
 */
const associated = (column: string) => `(SELECT a.${column} FROM orders a WHERE a.uid = t.uid AND a.id <> t.id AND (
    (t.merge_out_trade_no IS NOT NULL AND a.merge_out_trade_no = t.merge_out_trade_no)
    OR (t.regtype IN (10, 11) AND a.subject = t.subject AND a.regtype IN (2, 3) AND a.ctime <= t.ctime))
  ORDER BY (a.merge_out_trade_no IS NOT DISTINCT FROM t.merge_out_trade_no) DESC, a.ctime DESC, a.id DESC LIMIT 1)`;

/** The order's lines of one product type: VIRTUAL_GOODS = the course, ACTUAL_GOODS = the instrument / materials. */
const firstLine = (type: string, column: string) =>
  `(SELECT s.${column} FROM order_sub s WHERE s.order_id = t.id AND s.product_type = '${type}' ORDER BY s.id LIMIT 1)`;
const linesTotal = (type: string) => `(SELECT sum(s.amount) FROM order_sub s WHERE s.order_id = t.id AND s.product_type = '${type}')`;

/** The order's live invoice (at most one per order: invoice_live_idx), else its latest one. */
const invoice = (column: string) =>
  `(SELECT i.${column} FROM invoice i WHERE i.order_id = t.id ORDER BY (i.invoice_status IN (0, 1, 2)) DESC, i.id DESC LIMIT 1)`;

/** The redeem code used for the order (redeem_code_log.order_no = out_trade_no; indexed since migration 0160). */
const exchangeLog = (column: string) =>
  `(SELECT l.${column} FROM redeem_code_log l WHERE l.order_no = t.out_trade_no ORDER BY l.id DESC LIMIT 1)`;

/** The latest refund of the order (money is yuan: "rmb" in the client's name). */
const latestRefundStatus = '(SELECT r.status FROM refund r WHERE r.order_id = t.id ORDER BY r.ctime DESC, r.id DESC LIMIT 1)';
const refundStatusZh = `CASE ${latestRefundStatus} ${Object.entries(REFUND_STATUS)
  .map(([code, e]) => `WHEN ${code} THEN '${e.zh}'`)
  .join(' ')} END`;

export const ORDER_CLIENT_FIELDS: Record<string, FieldOptions> = {
  associated_order_out_trade_no: { type: 'string', sql: associated('out_trade_no'), filter: false, sort: false },
  associated_order_regtype: { type: 'int', sql: associated('regtype'), filter: false, sort: false, label: DICTIONARIES.orderRegtype },
  order_total_amount: {
    type: 'money',
    sql: 't.total_amount',
    description: 'the list price of the whole order (OrderOpt name of total_amount)',
  },
  pay_teacher_duty_id: {
    type: 'int',
    sql: '(SELECT te.duty_id FROM teacher te WHERE te.id = t.teacher_id)',
    filter: false,
    sort: false,
    description: "duty of the order's teacher",
  },
  last_team_id: { type: 'id', sql: line('team_id'), filter: false, sort: false, description: "the student's current class in the subject" },
  last_teacher_id: { type: 'id', sql: line('teacher_id'), filter: false, sort: false, description: "the student's current teacher" },
  trial_team_id: { type: 'id', sql: line('trial_team_id'), filter: false, sort: false, description: "the student's trial class" },
  trial_student_team_id: {
    type: 'id',
    sql: `(SELECT st.id FROM student_team st WHERE st.student_id = t.uid AND st.team_id = ${line('trial_team_id')} ORDER BY st.id DESC LIMIT 1)`,
    filter: false,
    sort: false,
    description: "the student's row in the trial class (key of trial_course)",
  },
  user_source_text: {
    type: 'string',
    sql: `(SELECT coalesce(cc.name, c.name) FROM channel c LEFT JOIN channel_class cc ON cc.id = c.channel_class_id WHERE c.id = t.channel_id)`,
    filter: false,
    sort: false,
    description: "where the student came from: the class of the order's channel (else the channel's name)",
  },
  packages_type: {
    type: 'int',
    sql: '(SELECT p.type FROM package p WHERE p.id = t.packages_id)',
    filter: false,
    sort: false,
    description: "type of the order's package",
  },
  first_order_send_id: { type: 'id', sql: line('send_id'), filter: false, sort: false, description: 'the student who referred this one' },
  // The referral tab sends {"pay_channel_user": "<referrer id>"}: filtered as uid IN (lines with that
  // send_id, student_subject_send_idx of migration 0520), never as the per-row read.
  pay_channel_user: {
    type: 'id',
    sql: line('send_id'),
    sort: false,
    filterVia: 'referralLine.send_id',
    description: 'the student who referred this one (the original filter name)',
  },
  student_team_name: {
    type: 'string',
    sql: '(SELECT tm.team_name FROM team tm WHERE tm.id = t.team_id)',
    filter: false,
    sort: false,
    description: 'name of the class the order enrolled',
  },
  buydate: {
    type: 'string',
    sql: "to_char(t.buytime AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')",
    filter: false,
    sort: false,
    description: 'pay day (China time)',
  },
  type: {
    type: 'string',
    sql: "CASE WHEN t.regtype = 1 THEN 'TRAIL' WHEN t.regtype IN (2, 3, 10, 11) THEN 'YEAR' ELSE 'OTHER' END",
    filter: false,
    sort: false,
    description: "course kind by regtype, in the client's courseType words: TRAIL (trial), YEAR (system course), OTHER",
  },
  product_type: {
    type: 'string',
    sql: '(SELECT s.product_type FROM order_sub s WHERE s.order_id = t.id ORDER BY s.id LIMIT 1)',
    filter: false,
    sort: false,
  },
  rmb_refund_status: { type: 'int', sql: latestRefundStatus, filter: false, sort: false, label: REFUND_STATUS },
  rmbRefundStatusText: {
    type: 'string',
    sql: refundStatusZh,
    filter: false,
    sort: false,
    description: 'zh label of the latest refund (client name)',
  },
  exchange_code: { type: 'string', sql: exchangeLog('code'), filter: false, sort: false },
  exchange_type: {
    type: 'int',
    sql: `(SELECT c.exchange_type FROM redeem_code_config c WHERE c.id = ${exchangeLog('config_id')})`,
    filter: false,
    sort: false,
    label: EXCHANGE_TYPE,
  },
  course_sub_out_trade_no: { type: 'string', sql: firstLine('VIRTUAL_GOODS', 'sub_out_trade_no'), filter: false, sort: false },
  course_product_name: { type: 'string', sql: firstLine('VIRTUAL_GOODS', 'product_name'), filter: false, sort: false },
  course_order_total_amount: { type: 'money', sql: linesTotal('VIRTUAL_GOODS'), filter: false, sort: false },
  instrument_sub_out_trade_no: { type: 'string', sql: firstLine('ACTUAL_GOODS', 'sub_out_trade_no'), filter: false, sort: false },
  instrument_product_name: { type: 'string', sql: firstLine('ACTUAL_GOODS', 'product_name'), filter: false, sort: false },
  instrument_order_total_amount: { type: 'money', sql: linesTotal('ACTUAL_GOODS'), filter: false, sort: false },
  invoice_code: { type: 'string', sql: invoice('invoice_no'), filter: false, sort: false, description: 'number of the order’s invoice' },
  instrument_invoice_code: { type: 'string', sql: invoice('invoice_no'), filter: false, sort: false },
  instrument_invoice_status: { type: 'int', sql: invoice('invoice_status'), filter: false, sort: false, label: DICTIONARIES.invoiceStatus },
  instrument_invoice_type: { type: 'int', sql: invoice('invoice_type'), filter: false, sort: false, label: INVOICE_TYPE },
};

export const ORDER_CLIENT_RELATIONS: Record<string, RelationOptions> = {
  channelDetail: { model: 'Channel', localField: 'channel_id', foreignField: 'id' },
  user_coupon: { model: 'OrderUserCoupon', localField: 'user_coupon_id', foreignField: 'id' },
  paymentPay: { model: 'PaymentPay', localField: 'id', foreignField: 'oid' },
  promotionsList: { model: 'OrderGift', localField: 'id', foreignField: 'oid', many: true },
  availablePromotions: { model: 'OrderPromotion', localField: 'id', foreignField: 'oid', many: true },
  exchange_code_log: { model: 'OrderExchangeCodeLog', localField: 'out_trade_no', foreignField: 'order_no' },
  // The student's trial class row (the original's tg_student_trial_course): team_category, order_no of the trial order.
  trial_course: { model: 'StudentTeamRow', localField: 'trial_student_team_id', foreignField: 'id' },
  first_send_user: { model: 'User', localField: 'first_order_send_id', foreignField: 'id' },
  pay_channel_user_extends: { model: 'UserExtends', localField: 'first_order_send_id', foreignField: 'id' },
  referralLine: { model: 'OrderReferralLine', localField: 'uid', foreignField: 'student_id' },
};
