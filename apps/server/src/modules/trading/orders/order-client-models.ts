import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel } from '../../../platform/query';
import { TRADE_TYPE } from './dictionaries';
import { ORDER_FIELDS, ORDER_RELATIONS } from './order-models';
import { userRelation } from '../../students';

/**
 * Models behind the roots and relations of the original client's order, payment and invoice pages
 * (docs/decisions/client-compatibility.md, "Trading"). All read existing tables; access is the
 * orders area (finance pages included: they are order pages of the same console).
 */

const orders = { area: 'orders' } as const;
const d = (zh: string, en: string) => ({ zh, en });

/**
 * OrderOptStatisticsPage / OrderOptSumStatistics: the order operations table (every order, all the
 * order fields); CouponOrderStatisticsPage / CouponOrderSumStatistics: the orders paid with a coupon
 * (user_coupon_id set; partial index of migration 0250).
 */
export const OrderOptModel = defineModel({
  name: 'OrderOpt',
  description: 'orders as the order-operations table reads them',
  source: 'orders',
  access: orders,
  subjectColumn: 'subject',
  roots: ['Page', 'Statistics'],
  rootNames: { Page: 'OrderOptStatisticsPage', Statistics: 'OrderOptSumStatistics' },
  fields: ORDER_FIELDS,
  relations: ORDER_RELATIONS,
});

export const CouponOrderModel = defineModel({
  name: 'CouponOrder',
  description: 'orders paid with a coupon',
  source: 'orders',
  access: orders,
  subjectColumn: 'subject',
  where: 't.user_coupon_id IS NOT NULL',
  roots: ['Page', 'Statistics'],
  rootNames: { Page: 'CouponOrderStatisticsPage', Statistics: 'CouponOrderSumStatistics' },
  fields: ORDER_FIELDS,
  relations: ORDER_RELATIONS,
});

/**
 * `salesman` of an order: the console account that sold it (orders.salesman_id → staff), with the
 * names the order tables show: realname, and the department / group / area of the teacher record
 * that account belongs to (teacher.staff_id), else of the account's own department.
 */
const salesTeacher = (column: string) => `(SELECT te.${column} FROM teacher te WHERE te.staff_id = t.id ORDER BY te.id LIMIT 1)`;
const departmentOf = `COALESCE(${salesTeacher('department_id')}, t.department_id)`;
export const OrderSalesmanModel = defineModel({
  name: 'OrderSalesman',
  description: 'the staff account that sold an order',
  source: 'staff',
  access: orders,
  roots: [],
  fields: {
    id: { type: 'id' },
    real_name: { type: 'string' },
    realname: { type: 'string', sql: 't.real_name' },
    mobile: { type: 'string', mask: 'mobile' },
    area_name: { type: 'string', sql: salesTeacher('area_name') },
    department_name: { type: 'string', sql: `(SELECT dp.name FROM department dp WHERE dp.id = ${departmentOf})` },
    group_name: {
      type: 'string',
      sql: `(SELECT p.name FROM department dp JOIN department p ON p.id = dp.pid WHERE dp.id = ${departmentOf})`,
      description: 'the parent of the department',
    },
  },
});

const USER_COUPON_STATUS: Dictionary = {
  0: d('未使用', 'Unused'),
  1: d('已使用', 'Used'),
  2: d('已过期', 'Expired'),
  3: d('已作废', 'Voided'),
};

/** `user_coupon` of an order: the student's coupon used on it (oid = the order). */
export const OrderUserCouponModel = defineModel({
  name: 'OrderUserCoupon',
  source: 'user_coupon',
  access: orders,
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id' },
    oid: { type: 'id', sql: 't.order_id' },
    uid: { type: 'id' },
    coupon_id: { type: 'id' },
    status: { type: 'int', label: USER_COUPON_STATUS },
    use_time: { type: 'time' },
    ctime: { type: 'time' },
  },
});

/**
 * Payments (PaymentPay, PaymentPayList, PaymentPayListEx, `paymentPay` of an order): the PAYMENT
 * entries of the money ledger with their order. transaction_id is our payment number, derived from
 * the ledger entry (the console has no payment gateway; a gateway's own number would replace it).
 */
const PAYMENT_SOURCE = `SELECT l.id, l.subject, l.order_id, l.uid, l.amount, l.coin_type, l.trade_type, l.ctime, l.entry_type,
    o.status AS order_status, o.packages_id, o.buytime, o.out_trade_no
  FROM money_ledger l JOIN orders o ON o.id = l.order_id WHERE l.entry_type = 'PAYMENT'`;
export const PaymentPayModel = defineModel({
  name: 'PaymentPay',
  description: 'payments received (PAYMENT entries of the money ledger)',
  source: PAYMENT_SOURCE,
  access: orders,
  subjectColumn: 'subject',
  roots: ['List', 'ListEx', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    oid: { type: 'id', sql: 't.order_id' },
    uid: { type: 'id' },
    out_trade_no: { type: 'string' },
    transaction_id: {
      type: 'string',
      sql: `'PAY' || to_char(t.ctime AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(t.id::text, 10, '0')`,
      filter: false,
      description: 'our payment number: pay day and ledger entry',
    },
    amount: { type: 'money' },
    coin_type: { type: 'string' },
    trade_type: { type: 'string', label: TRADE_TYPE },
    type: { type: 'string', sql: 't.entry_type', description: 'ledger entry type (PAYMENT)' },
    status: { type: 'int', sql: 't.order_status', label: DICTIONARIES.orderStatus, description: "the order's status" },
    packages_id: { type: 'id' },
    buytime: { type: 'time' },
    ctime: { type: 'time' },
  },
  relations: { order: { model: 'Order', localField: 'oid', foreignField: 'id' } },
});

/** `promotionsList` of an order: its gift lines (a gift product, or a line given at no charge), as /giftsOf shows them. */
export const OrderGiftModel = defineModel({
  name: 'OrderGift',
  source: `SELECT s.id, s.subject, s.order_id, s.product_id, s.product_name, s.quantity, s.ctime
    FROM order_sub s LEFT JOIN product p ON p.id = s.product_id WHERE p.is_gifts = 1 OR s.amount = 0`,
  access: orders,
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id' },
    oid: { type: 'id', sql: 't.order_id' },
    product_id: { type: 'id' },
    gifts_name: { type: 'string', sql: 't.product_name' },
    quantity: { type: 'int' },
    ctime: { type: 'time' },
  },
});

/** `availablePromotions` of an order: the promotion it was placed under (orders.promotions_id). */
export const OrderPromotionModel = defineModel({
  name: 'OrderPromotion',
  source: 'SELECT o.id AS order_id, o.subject, o.promotions_id, o.promotions_status FROM orders o WHERE o.promotions_id IS NOT NULL',
  access: orders,
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id', sql: 't.promotions_id' },
    oid: { type: 'id', sql: 't.order_id' },
    status: { type: 'int', sql: 't.promotions_status' },
  },
});

/**
 * The referrer of an order's student in the order's subject (student_subject.send_id), and nothing
 * else of the line: what OrderPage's `pay_channel_user` filter reads under the orders area (the
 * referral tab of the student detail: the orders of the students this one referred).
 */
export const OrderReferralLineModel = defineModel({
  name: 'OrderReferralLine',
  source: 'student_subject',
  access: orders,
  subjectColumn: 'subject',
  roots: [],
  fields: { id: { type: 'id' }, student_id: { type: 'id' }, subject: { type: 'int' }, send_id: { type: 'id' } },
});

/** `exchange_code_log` of an order: the redeem-code use that created it, with its batch (`library`). */
export const OrderExchangeCodeLogModel = defineModel({
  name: 'OrderExchangeCodeLog',
  source: 'redeem_code_log',
  access: orders,
  subjectColumn: 'subject',
  roots: [],
  fields: {
    id: { type: 'id' },
    config_id: { type: 'id' },
    code: { type: 'string' },
    order_no: { type: 'string' },
    status: { type: 'int', label: DICTIONARIES.redeemCodeStatus },
    ctime: { type: 'time' },
  },
  relations: { library: { model: 'ExchangeCodeConfig', localField: 'config_id', foreignField: 'id', access: orders } },
});

/** OrderProductList / OrderProductPage: the product lines of orders (order_sub). */
export const OrderProductModel = defineModel({
  name: 'OrderProduct',
  source: 'order_sub',
  access: orders,
  subjectColumn: 'subject',
  defaultSort: { id: 'desc' },
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    oid: { type: 'id', sql: 't.order_id' },
    pid: { type: 'id', sql: 't.product_id' },
    uid: { type: 'id' },
    name: { type: 'string', sql: 't.product_name' },
    price: { type: 'money', sql: 't.unit_price' },
    quantity: { type: 'int' },
    amount: { type: 'money' },
    product_type: { type: 'string' },
    ctime: { type: 'time' },
  },
});

const TITLE_TYPE: Dictionary = { 1: d('个人', 'Personal'), 2: d('企业', 'Company') };
const INVOICE_TYPE: Dictionary = { 1: d('电子普通发票', 'E-invoice'), 2: d('增值税专用发票', 'VAT special invoice') };
/** What the invoice is for, from the order's lines: goods (a physical line) or training service only. */
const CONTENT_TYPE: Dictionary = { 1: d('培训服务', 'Training service'), 2: d('商品明细', 'Goods') };

/** InvoiceRecordPage: invoice requests and records (/invoiceManage) with student, order and payment. */
export const InvoiceRecordModel = defineModel({
  name: 'InvoiceRecord',
  source: 'invoice',
  access: orders,
  subjectColumn: 'subject',
  roots: ['Page'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    oid: { type: 'id', sql: 't.order_id' },
    uid: { type: 'id' },
    out_trade_no: { type: 'string' },
    invoice_status: { type: 'int', label: DICTIONARIES.invoiceStatus },
    title_type: { type: 'int', label: TITLE_TYPE },
    invoice_type: { type: 'int', label: INVOICE_TYPE },
    company_name: { type: 'string' },
    buyername: {
      type: 'string',
      sql: 'COALESCE(t.company_name, (SELECT s.username FROM student s WHERE s.id = t.uid))',
      filter: false,
      description: 'the buyer on the invoice: the company, else the student',
    },
    taxnum: { type: 'string' },
    money: { type: 'money' },
    email: { type: 'string' },
    phone: { type: 'string', mask: 'mobile' },
    address: {
      type: 'string',
      sql: `(SELECT concat_ws('', a.province, a.city, a.area, a.street, a.address_detail) FROM address a
              WHERE a.uid = t.uid AND a.deleted = 0 ORDER BY a.is_default DESC, a.id DESC LIMIT 1)`,
      filter: false,
      description: "the student's default address",
    },
    account: { type: 'string', sql: 't.bank_account', description: 'bank account for a VAT special invoice (migration 0250)' },
    invoice_img: { type: 'string', sql: 't.invoice_url' },
    invoice_pdf: { type: 'string', sql: 't.invoice_url' },
    uniq_id: { type: 'string', sql: 't.invoice_no', description: 'the invoice number' },
    message: { type: 'string', sql: 'COALESCE(t.fail_reason, t.remark)', description: 'why it failed, else the remark' },
    isImport: {
      type: 'int',
      sql: 'CASE WHEN t.staff_id IS NULL THEN 0 ELSE 1 END',
      filter: false,
      description: '1 when entered by staff in the console, 0 when the family asked in the app',
    },
    content_type: {
      type: 'int',
      sql: "CASE WHEN EXISTS (SELECT 1 FROM order_sub s WHERE s.order_id = t.order_id AND s.product_type = 'ACTUAL_GOODS') THEN 2 ELSE 1 END",
      filter: false,
      label: CONTENT_TYPE,
    },
    apply_time: { type: 'time' },
    complete_time: { type: 'time', sql: 't.issue_time' },
    ctime: { type: 'time' },
  },
  relations: {
    ...userRelation(),
    userInfo: { model: 'User', localField: 'uid', foreignField: 'id' },
    orderInfo: { model: 'Order', localField: 'oid', foreignField: 'id' },
    paymentPayInfo: { model: 'PaymentPay', localField: 'oid', foreignField: 'oid' },
  },
});

export const ORDER_CLIENT_MODELS = [
  OrderOptModel,
  CouponOrderModel,
  OrderSalesmanModel,
  OrderUserCouponModel,
  PaymentPayModel,
  OrderGiftModel,
  OrderPromotionModel,
  OrderExchangeCodeLogModel,
  OrderReferralLineModel,
  OrderProductModel,
  InvoiceRecordModel,
];
