import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel, type FieldOptions, type RelationOptions } from '../../../platform/query';
import { PRODUCT_TYPE } from '../../catalog';
import { CLIENT_FROM, ORDER_STATUS_NAME, TRADE_TYPE } from './dictionaries';
import { ORDER_CLIENT_FIELDS, ORDER_CLIENT_RELATIONS } from './order-client-fields';
import { REFUND_STATUS } from './order-labels';
import { userRelation } from '../../students';

/**
 * Orders (spec 01 §3 "Order"), sub-order lines, refunds. `Order` serves OrderPage / OrderList /
 * OrderListEx / Order / OrderCount; `OrderStat` serves only OrderStatistics, over the same rows and
 * fields, with the one scope rule the spec gives for statistics: handwork (6) counts art, writing and
 * handwork orders (0, 1, 6).
 */

const ORDER_STATUS_LABEL: Dictionary = Object.fromEntries(
  Object.entries(ORDER_STATUS_NAME).map(([code, name]) => [name, DICTIONARIES.orderStatus[code]]),
);
const orderStatusSql = `CASE t.status ${Object.entries(ORDER_STATUS_NAME)
  .map(([code, name]) => `WHEN ${code} THEN '${name}'`)
  .join(' ')} END`;

export const ORDER_FIELDS: Record<string, FieldOptions> = {
  id: { type: 'id' },
  subject: { type: 'int', label: DICTIONARIES.subject },
  uid: { type: 'id', description: 'the student (student.id)' },
  user_id: { type: 'id', sql: 't.uid', description: 'alias of uid' },
  out_trade_no: { type: 'string' },
  merge_out_trade_no: { type: 'string' },
  status: { type: 'int', label: DICTIONARIES.orderStatus },
  order_status: { type: 'string', sql: orderStatusSql, label: ORDER_STATUS_LABEL, description: 'status name (PAYMENT, COMPLETED, ...)' },
  regtype: { type: 'int', label: DICTIONARIES.orderRegtype },
  isrefund: { type: 'int', label: DICTIONARIES.isRefund },
  invoice_status: { type: 'int', label: DICTIONARIES.invoiceStatus },
  packages_id: { type: 'id' },
  packages_name: { type: 'string' },
  packages_course_week: { type: 'int' },
  packages_course_day: { type: 'int' },
  product_name: { type: 'string' },
  topic_id: { type: 'id' },
  sup: { type: 'string', label: DICTIONARIES.systemSupLevel },
  stage: { type: 'string' },
  term: { type: 'int', description: 'enrollment period number' },
  amount: { type: 'money', description: 'paid (yuan)' },
  total_amount: { type: 'money' },
  discount_amount: { type: 'money' },
  other_amount: { type: 'money' },
  refunded_amount: { type: 'money' },
  coin_type: { type: 'string', description: 'currency code of the amounts' },
  bear_integral: { type: 'int', description: 'coins used' },
  gem_integral: { type: 'int', description: 'gems used' },
  trade_type: { type: 'string', label: TRADE_TYPE },
  client_from: { type: 'string', label: CLIENT_FROM },
  trial_pay_channel: { type: 'string', label: TRADE_TYPE, description: 'how the trial order was paid' },
  purchase_identity: { type: 'int' },
  promotions_id: { type: 'id' },
  promotions_status: { type: 'int' },
  order_protocol: { type: 'string' },
  remaining_week: { type: 'int' },
  channel_id: { type: 'id' },
  team_id: { type: 'id' },
  teacher_id: { type: 'id' },
  department_id: { type: 'id' },
  salesman_id: { type: 'id' },
  coupon_id: { type: 'id' },
  user_coupon_id: { type: 'id' },
  buytime: { type: 'time', description: 'pay time' },
  complete_time: { type: 'time' },
  close_time: { type: 'time' },
  remark: { type: 'string' },
  version: { type: 'int', description: 'bumped by every update (conflict-safe edits)' },
  ctime: { type: 'time' },
  utime: { type: 'time' },
  ...ORDER_CLIENT_FIELDS,
};

export const ORDER_RELATIONS: Record<string, RelationOptions> = {
  ...userRelation(),
  channel: { model: 'Channel', localField: 'channel_id', foreignField: 'id' },
  team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  salesman: { model: 'OrderSalesman', localField: 'salesman_id', foreignField: 'id' },
  department: { model: 'Department', localField: 'department_id', foreignField: 'id' },
  packages: { model: 'Packages', localField: 'packages_id', foreignField: 'id' },
  topic: { model: 'Topic', localField: 'topic_id', foreignField: 'id', access: { area: 'orders' } },
  coupon: { model: 'OrderCoupon', localField: 'coupon_id', foreignField: 'id' },
  express: { model: 'Express', localField: 'id', foreignField: 'order_id', many: true },
  subOrder: { model: 'OrderSub', localField: 'id', foreignField: 'order_id', many: true },
  orderSubList: { model: 'OrderSub', localField: 'id', foreignField: 'order_id', many: true },
  refunds: { model: 'Refund', localField: 'id', foreignField: 'order_id', many: true },
  ...ORDER_CLIENT_RELATIONS,
};

export const OrderModel = defineModel({
  name: 'Order',
  source: 'orders',
  access: { area: 'orders' },
  subjectColumn: 'subject',
  // the status / refund tabs count through the rollup (hundreds of thousands of orders per tab)
  countRollup: { table: 'orders_count', columns: ['subject', 'status', 'regtype', 'isrefund'] },
  roots: ['Page', 'List', 'ListEx', 'One', 'Count'],
  fields: ORDER_FIELDS,
  relations: ORDER_RELATIONS,
});

/** OrderStatistics(query, sumField, termField); handwork statistics span subjects 0, 1 and 6 (spec 01 §7). */
export const OrderStatModel = defineModel({
  name: 'OrderStat',
  description: 'orders as OrderStatistics counts them',
  source: 'orders',
  access: { area: 'orders' },
  subjectColumn: 'subject',
  subjectValues: (subject) => (subject === 6 ? [0, 1, 6] : [subject]),
  roots: ['Statistics'],
  rootNames: { Statistics: 'OrderStatistics' },
  // migration 0226: whole days of a time range are summed from orders_day
  dayRollup: {
    table: 'orders_day',
    time: 'ctime',
    columns: ['subject', 'status', 'regtype', 'isrefund'],
    sums: ['amount', 'total_amount', 'discount_amount', 'other_amount', 'refunded_amount', 'bear_integral', 'gem_integral'],
  },
  fields: ORDER_FIELDS,
  relations: ORDER_RELATIONS,
});

const SUB_STATUS: Dictionary = { 0: { zh: '正常', en: 'Normal' }, 1: { zh: '已退款', en: 'Refunded' } };

/** Sub-order lines (subOrder / orderSubList of an order; OrderSubList). */
export const OrderSubModel = defineModel({
  name: 'OrderSub',
  source: 'order_sub',
  access: { area: 'orders' },
  subjectColumn: 'subject',
  defaultSort: { order_id: 'desc', id: 'asc' },
  roots: ['List'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    order_id: { type: 'id' },
    uid: { type: 'id' },
    sub_out_trade_no: { type: 'string' },
    product_id: { type: 'id' },
    product_type: { type: 'string', label: PRODUCT_TYPE },
    product_name: { type: 'string' },
    quantity: { type: 'int' },
    unit_price: { type: 'money' },
    amount: { type: 'money' },
    status: { type: 'int', label: SUB_STATUS },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    order: { model: 'Order', localField: 'order_id', foreignField: 'id' },
    product: { model: 'Product', localField: 'product_id', foreignField: 'id', access: { area: 'orders' } },
  },
});

/** Refunds (RefundPage / RefundList). bank_info is not readable here (refundDetail shows it to finance). */
export const RefundModel = defineModel({
  name: 'Refund',
  source: 'refund',
  access: { area: 'refunds' },
  subjectColumn: 'subject',
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    order_id: { type: 'id' },
    uid: { type: 'id' },
    out_trade_no: { type: 'string' },
    refund_no: { type: 'string' },
    refund_amount: { type: 'money' },
    coin_type: { type: 'string' },
    status: { type: 'int', label: REFUND_STATUS },
    reason: { type: 'string' },
    trade_type: { type: 'string', label: TRADE_TYPE },
    flow_approval_id: { type: 'id' },
    staff_id: { type: 'id' },
    refund_time: { type: 'time' },
    fail_reason: { type: 'string' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    ...userRelation(),
    order: { model: 'Order', localField: 'order_id', foreignField: 'id' },
    staff: { model: 'Staff', localField: 'staff_id', foreignField: 'id', access: { area: 'refunds' } },
  },
});

const COUPON_RULE: Dictionary = { MONEYOFF: { zh: '满减', en: 'Money off' }, DISCOUNT: { zh: '折扣', en: 'Discount' } };

/** The main coupon of an order (`coupon` relation); the coupon pages' own model is marketing's. */
export const OrderCouponModel = defineModel({
  name: 'OrderCoupon',
  source: 'coupon',
  access: { area: 'orders' },
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    name: { type: 'string' },
    type: { type: 'int' },
    rule: { type: 'string', label: COUPON_RULE },
    status: { type: 'int' },
    threshold_amount: { type: 'money' },
    amount: { type: 'money' },
    discount: { type: 'money' },
    stack: { type: 'int' },
    start_date: { type: 'time' },
    end_date: { type: 'time' },
    ctime: { type: 'time' },
  },
});
