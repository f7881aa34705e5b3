-- Trading: orders, sub-order lines, refunds, the money ledger, invoices, contracts, order-out records.
-- Money is numeric(12,2) (yuan, exact to the fen). Amount columns never hold floats.

-- Order (OrderPage, OrderStatistics, /order; /api/o/v1/order/*).
-- status (CONTRACT §9): 0 未激活, 1 已激活, 2 已支付, 3 已完成, 4 申请退款, 5 退款中, 6 部分退款, 7 退款完成, 8 关闭.
-- The spec's order_status is the status name (PAYMENT, COMPLETED, ...) derived from status.
-- regtype: 1 体验课, 2 首单, 3 续费, 4 推荐有礼, 5 小熊商城, 6 邀请有奖, 7 素质课, 8 兑换, 9 营销活动,
-- 10 新签补差, 11 续费补差. isrefund: 0 none, 1 已退费, 2 申请退费, 3 退费中.
-- invoice_status: copy of the live invoice's status (invoice_status_text), null = never invoiced.
-- amount = paid, total_amount = list price, discount_amount = coupon/promotion discount,
-- refunded_amount = sum of successful refunds (kept <= amount by a CHECK; the refund use case
-- updates it in the same transaction as the refund and ledger rows).
-- coin_type = currency code of the amounts (spec alias; the brief's "currency"), default CNY.
-- bear_integral = coins (小熊币) used, gem_integral = gems (宝石) used.
-- buytime = pay time. coupon_id / user_coupon_id: the main coupon; every coupon used is
-- user_coupon.order_id = orders.id. salesman_id references staff.
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id),
  out_trade_no text NOT NULL UNIQUE,
  merge_out_trade_no text,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 8),
  regtype smallint NOT NULL CHECK (regtype BETWEEN 1 AND 11),
  isrefund smallint NOT NULL DEFAULT 0 CHECK (isrefund BETWEEN 0 AND 3),
  invoice_status smallint CHECK (invoice_status BETWEEN 0 AND 4),
  packages_id bigint REFERENCES package(id),
  packages_name text,
  packages_course_week int,
  packages_course_day int,
  product_name text,
  topic_id bigint REFERENCES topic(id),
  sup text CHECK (sup ~ '^S[1-9]$'),
  stage text,
  term int,
  amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  total_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
  discount_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  other_amount numeric(12,2) NOT NULL DEFAULT 0,
  refunded_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
  coin_type text NOT NULL DEFAULT 'CNY' REFERENCES currency(code),
  bear_integral int NOT NULL DEFAULT 0 CHECK (bear_integral >= 0),
  gem_integral int NOT NULL DEFAULT 0 CHECK (gem_integral >= 0),
  trade_type text,
  client_from text,
  trial_pay_channel text,
  purchase_identity smallint,
  promotions_id bigint,
  promotions_status smallint,
  order_protocol text,
  remaining_week int,
  channel_id bigint REFERENCES channel(id),
  team_id bigint REFERENCES team(id),
  teacher_id bigint REFERENCES teacher(id),
  department_id bigint REFERENCES department(id),
  salesman_id bigint REFERENCES staff(id),
  coupon_id bigint,
  user_coupon_id bigint,
  buytime timestamptz,
  complete_time timestamptz,
  close_time timestamptz,
  remark text,
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_subject_ctime_idx ON orders (subject, ctime DESC);
CREATE INDEX orders_status_idx ON orders (subject, status, ctime DESC);
CREATE INDEX orders_regtype_idx ON orders (subject, regtype, ctime DESC);
CREATE INDEX orders_buytime_idx ON orders (subject, buytime DESC) WHERE buytime IS NOT NULL;
CREATE INDEX orders_term_idx ON orders (subject, term, regtype) WHERE term IS NOT NULL;
CREATE INDEX orders_refund_idx ON orders (subject, isrefund, ctime DESC) WHERE isrefund <> 0;
CREATE INDEX orders_uid_idx ON orders (uid, ctime DESC);
CREATE INDEX orders_merge_idx ON orders (merge_out_trade_no) WHERE merge_out_trade_no IS NOT NULL;
CREATE INDEX orders_teacher_idx ON orders (teacher_id, ctime DESC) WHERE teacher_id IS NOT NULL;
CREATE INDEX orders_department_idx ON orders (department_id, ctime DESC) WHERE department_id IS NOT NULL;
CREATE INDEX orders_channel_idx ON orders (channel_id, ctime DESC) WHERE channel_id IS NOT NULL;
CREATE INDEX orders_package_idx ON orders (packages_id, ctime DESC) WHERE packages_id IS NOT NULL;
CREATE INDEX orders_team_idx ON orders (team_id) WHERE team_id IS NOT NULL;
CREATE INDEX orders_salesman_idx ON orders (salesman_id, ctime DESC) WHERE salesman_id IS NOT NULL;

-- The enrollment a paid order created (student_team.order_id) now has its target.
ALTER TABLE student_team ADD CONSTRAINT student_team_order_fk FOREIGN KEY (order_id) REFERENCES orders(id);

-- Sub-order lines (subOrder / orderSubList; getOrderSubListByOrderIdAndUserId).
-- product_type: ACTUAL_GOODS | VIRTUAL_GOODS (product.type). status: 0 normal, 1 refunded (ours).
CREATE TABLE order_sub (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  uid bigint NOT NULL,
  sub_out_trade_no text,
  product_id bigint REFERENCES product(id),
  product_type text,
  product_name text NOT NULL,
  quantity int NOT NULL DEFAULT 1 CHECK (quantity > 0),
  unit_price numeric(12,2) NOT NULL DEFAULT 0 CHECK (unit_price >= 0),
  amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_sub_order_idx ON order_sub (order_id);
CREATE INDEX order_sub_uid_idx ON order_sub (uid);

-- Refund of (part of) a paid order (financeRefund, batchRefund, findRefunds by outTradeNo,
-- refundDetail, /financeRefound). status (ours): 0 申请中, 1 退款中, 2 已退款, 3 退款失败, 4 已撤销.
-- Only status 2 counts in orders.refunded_amount and writes a REFUND ledger entry.
-- flow_approval_id: the refund approval that led here (FK added in 0170).
CREATE TABLE refund (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id),
  uid bigint NOT NULL REFERENCES student(id),
  out_trade_no text NOT NULL,
  refund_no text NOT NULL UNIQUE,
  refund_amount numeric(12,2) NOT NULL CHECK (refund_amount > 0),
  coin_type text NOT NULL DEFAULT 'CNY',
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  reason text,
  trade_type text,
  bank_info jsonb,
  flow_approval_id bigint,
  staff_id bigint REFERENCES staff(id),
  refund_time timestamptz,
  fail_reason text,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refund_order_idx ON refund (order_id, ctime);
CREATE INDEX refund_out_trade_no_idx ON refund (out_trade_no);
CREATE INDEX refund_uid_idx ON refund (uid, ctime DESC);
CREATE INDEX refund_subject_idx ON refund (subject, ctime DESC);
CREATE INDEX refund_status_idx ON refund (subject, status, ctime DESC);

-- Money ledger: every movement of money on an order is one immutable row (never updated).
-- entry_type: PAYMENT (amount > 0), REFUND (amount < 0), REFUND_REVERSAL (> 0, a failed payout
-- returned), ADJUSTMENT (either sign). balance_after = money the company still holds for the
-- order after this entry (= orders.amount - orders.refunded_amount once settled), never negative.
CREATE TABLE money_ledger (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id),
  uid bigint NOT NULL,
  refund_id bigint REFERENCES refund(id),
  entry_type text NOT NULL CHECK (entry_type IN ('PAYMENT', 'REFUND', 'REFUND_REVERSAL', 'ADJUSTMENT')),
  amount numeric(12,2) NOT NULL CHECK (amount <> 0),
  coin_type text NOT NULL DEFAULT 'CNY',
  balance_after numeric(12,2) NOT NULL CHECK (balance_after >= 0),
  trade_type text,
  staff_id bigint REFERENCES staff(id),
  memo text,
  ctime timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (entry_type = 'PAYMENT' AND amount > 0)
    OR (entry_type = 'REFUND' AND amount < 0 AND refund_id IS NOT NULL)
    OR (entry_type = 'REFUND_REVERSAL' AND amount > 0 AND refund_id IS NOT NULL)
    OR entry_type = 'ADJUSTMENT'
  )
);
CREATE INDEX money_ledger_order_idx ON money_ledger (order_id, id);
CREATE INDEX money_ledger_subject_idx ON money_ledger (subject, ctime DESC);
CREATE INDEX money_ledger_refund_idx ON money_ledger (refund_id) WHERE refund_id IS NOT NULL;

-- Invoice request / record (/invoiceManage; invoice queries).
-- invoice_status (CONTRACT §9): 0 待开票, 1 开票中, 2 已开票, 3 开票失败, 4 作废.
-- title_type (ours): 1 个人, 2 企业. invoice_type (ours): 1 电子普通发票, 2 增值税专用发票.
-- At most one live (0..2) invoice per order; failed or voided ones stay as history.
CREATE TABLE invoice (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id),
  uid bigint NOT NULL REFERENCES student(id),
  out_trade_no text NOT NULL,
  invoice_status smallint NOT NULL DEFAULT 0 CHECK (invoice_status BETWEEN 0 AND 4),
  title_type smallint NOT NULL DEFAULT 1 CHECK (title_type IN (1, 2)),
  invoice_type smallint NOT NULL DEFAULT 1 CHECK (invoice_type IN (1, 2)),
  company_name text,
  taxnum text,
  money numeric(12,2) NOT NULL CHECK (money > 0),
  email text,
  phone text,
  invoice_no text,
  invoice_url text,
  fail_reason text,
  remark text,
  apply_time timestamptz NOT NULL DEFAULT now(),
  issue_time timestamptz,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (title_type = 1 OR (company_name IS NOT NULL AND taxnum IS NOT NULL))
);
CREATE UNIQUE INDEX invoice_live_idx ON invoice (order_id) WHERE invoice_status IN (0, 1, 2);
CREATE INDEX invoice_order_idx ON invoice (order_id);
CREATE INDEX invoice_status_idx ON invoice (subject, invoice_status, ctime DESC);
CREATE INDEX invoice_subject_idx ON invoice (subject, ctime DESC);
CREATE INDEX invoice_uid_idx ON invoice (uid);
CREATE INDEX invoice_out_trade_no_idx ON invoice (out_trade_no);
CREATE INDEX invoice_company_trgm_idx ON invoice USING gin (company_name gin_trgm_ops);

-- Contract (/contractManage; /api/c/v1/contract/* create, list, detail, stop, delete, modify, info).
-- status (ours): 0 待签署, 1 已生效, 2 已终止 (stop), 3 已过期. delete = deleted 1.
CREATE TABLE contract (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  contract_no text NOT NULL UNIQUE,
  title text NOT NULL,
  contract_type smallint NOT NULL DEFAULT 0,
  uid bigint REFERENCES student(id),
  order_id bigint REFERENCES orders(id),
  party_name text,
  party_mobile text,
  company_name text,
  amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  start_date date,
  end_date date,
  sign_time timestamptz,
  stop_time timestamptz,
  stop_reason text,
  file_url text,
  remark text,
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_status_idx ON contract (subject, status, ctime DESC);
CREATE INDEX contract_subject_idx ON contract (subject, ctime DESC);
CREATE INDEX contract_uid_idx ON contract (uid) WHERE uid IS NOT NULL;
CREATE INDEX contract_order_idx ON contract (order_id) WHERE order_id IS NOT NULL;

-- Contract price detail lines (price details / check price data). amount = quantity * unit_price.
CREATE TABLE contract_price_detail (
  id bigserial PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES contract(id) ON DELETE CASCADE,
  package_id bigint REFERENCES package(id),
  item_name text NOT NULL,
  quantity int NOT NULL DEFAULT 1 CHECK (quantity > 0),
  unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0),
  amount numeric(12,2) NOT NULL CHECK (amount >= 0),
  sort int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_price_detail_contract_idx ON contract_price_detail (contract_id, sort);

-- Order-out records (/api/o/v1/orderOut/list, /export, /orderToOut; /shiftOrder): an order moved
-- out of its line (transfer to another subject or to an external system). Fields are ours.
-- out_type: 1 transfer to another subject, 2 transfer to another student, 3 external (ours).
-- status: 0 pending, 1 done, 2 failed.
CREATE TABLE order_out (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id),
  out_trade_no text NOT NULL,
  uid bigint NOT NULL,
  out_type smallint NOT NULL DEFAULT 1,
  target_subject int,
  target_uid bigint,
  amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
  reason text,
  staff_id bigint REFERENCES staff(id),
  out_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_out_subject_idx ON order_out (subject, ctime DESC);
CREATE INDEX order_out_order_idx ON order_out (order_id);
CREATE INDEX order_out_out_trade_no_idx ON order_out (out_trade_no);
