-- Marketing: coupons (definitions, applicable packages, dispensing batches, coupons held by
-- students), redeem codes (configs, codes, usage log), and the cash / coin / gem accounts with
-- their ledger.

-- Coupon definition (/coupon; getAllCoupons, createCoupon, updateCoupon, checkCouponName ...).
-- status: 1 有效 (enabled), 0 失效 (disabled). rule: MONEYOFF (amount off when the order reaches
-- threshold_amount), DISCOUNT (pay discount/10 of the price, e.g. 8.50), others as the app adds.
-- type (ours): 0 general, 1 trial, 2 system, 3 renew, 4 camp. stack: 1 may combine with others.
-- valid_type: 1 fixed window start_date..end_date, 2 valid_days after it is received.
-- duty_ids: teacher duties allowed to send it (duty/getCouponsNew?dutyId).
CREATE TABLE coupon (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  type smallint NOT NULL DEFAULT 0,
  rule text NOT NULL DEFAULT 'MONEYOFF',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  threshold_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (threshold_amount >= 0),
  amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  discount numeric(4,2) CHECK (discount > 0 AND discount <= 10),
  stack smallint NOT NULL DEFAULT 0 CHECK (stack IN (0, 1)),
  start_date timestamptz,
  end_date timestamptz,
  valid_type smallint NOT NULL DEFAULT 1 CHECK (valid_type IN (1, 2)),
  valid_days int CHECK (valid_days > 0),
  total_num int CHECK (total_num >= 0),
  issued_num int NOT NULL DEFAULT 0 CHECK (issued_num >= 0),
  used_num int NOT NULL DEFAULT 0 CHECK (used_num >= 0),
  per_user_limit int CHECK (per_user_limit > 0),
  duty_ids smallint[] NOT NULL DEFAULT '{}',
  description text,
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (total_num IS NULL OR issued_num <= total_num),
  CHECK (rule <> 'DISCOUNT' OR discount IS NOT NULL)
);
CREATE UNIQUE INDEX coupon_name_idx ON coupon (subject, name) WHERE deleted = 0;
CREATE INDEX coupon_status_idx ON coupon (subject, status, ctime DESC);
CREATE INDEX coupon_type_idx ON coupon (subject, type, status);
CREATE INDEX coupon_name_trgm_idx ON coupon USING gin (name gin_trgm_ops);

-- Packages a coupon applies to (getAllCouponByPackagesId). No row = any package of the subject.
CREATE TABLE coupon_package (
  coupon_id bigint NOT NULL REFERENCES coupon(id) ON DELETE CASCADE,
  package_id bigint NOT NULL REFERENCES package(id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_id, package_id)
);
CREATE INDEX coupon_package_package_idx ON coupon_package (package_id);

-- A sending / dispensing batch (send/batch/sendCoupon, disignatedUserSendCoupon,
-- couponDispensed/*, training-camp coupons, /sendcoupon). source: 1 batch send, 2 designated
-- user, 3 dispense, 4 camp coupon. status: 0 running, 1 done, 2 failed. detail: per-row failures.
CREATE TABLE coupon_dispense (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  coupon_id bigint NOT NULL REFERENCES coupon(id),
  name text,
  source smallint NOT NULL DEFAULT 1 CHECK (source BETWEEN 1 AND 4),
  end_date timestamptz,
  total int NOT NULL DEFAULT 0,
  success_num int NOT NULL DEFAULT 0,
  fail_num int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
  detail jsonb,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_dispense_subject_idx ON coupon_dispense (subject, ctime DESC);
CREATE INDEX coupon_dispense_coupon_idx ON coupon_dispense (coupon_id);

-- A coupon held by a student (coupon-user record; getUserCouponsDetailTOB,
-- updateEndDateAndStatusTOB, changeCouponUser, CouponUserBuy). status (ours): 0 未使用, 1 已使用,
-- 2 已过期, 3 已作废. notity_date (spec spelling) = the expiry reminder date. order_id = the order
-- it was used on.
CREATE TABLE user_coupon (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  coupon_id bigint NOT NULL REFERENCES coupon(id),
  uid bigint NOT NULL REFERENCES student(id),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz NOT NULL,
  notity_date timestamptz,
  order_id bigint REFERENCES orders(id),
  use_time timestamptz,
  dispense_id bigint REFERENCES coupon_dispense(id),
  source smallint NOT NULL DEFAULT 1,
  teacher_id bigint REFERENCES teacher(id),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  CHECK (status <> 1 OR order_id IS NOT NULL)
);
CREATE INDEX user_coupon_uid_idx ON user_coupon (uid, status, end_date);
CREATE INDEX user_coupon_coupon_idx ON user_coupon (coupon_id, status);
CREATE INDEX user_coupon_subject_idx ON user_coupon (subject, ctime DESC);
CREATE INDEX user_coupon_order_idx ON user_coupon (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX user_coupon_dispense_idx ON user_coupon (dispense_id) WHERE dispense_id IS NOT NULL;

-- Orders point at their main coupon.
ALTER TABLE orders ADD CONSTRAINT orders_coupon_fk FOREIGN KEY (coupon_id) REFERENCES coupon(id);
ALTER TABLE orders ADD CONSTRAINT orders_user_coupon_fk FOREIGN KEY (user_coupon_id) REFERENCES user_coupon(id);
CREATE INDEX orders_coupon_idx ON orders (coupon_id) WHERE coupon_id IS NOT NULL;
CREATE INDEX orders_user_coupon_idx ON orders (user_coupon_id) WHERE user_coupon_id IS NOT NULL;

-- Redeem-code (exchange code) configuration (/marketing, /redeemCode; exchange/code/save/config,
-- updateConfigStatus, deleteConfig). status (CONTRACT §9): 1 有效, 0 失效. num = codes generated,
-- converted_num = codes redeemed. expire_type (ours): 1 fixed end_date, 2 `expire` days after
-- generation. exchange_type (ours): 1 one code per student, 2 shared code (`code`).
CREATE TABLE redeem_code_config (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  title text NOT NULL,
  num int NOT NULL CHECK (num >= 0),
  converted_num int NOT NULL DEFAULT 0 CHECK (converted_num >= 0 AND converted_num <= num),
  package_id bigint REFERENCES package(id),
  channel_id bigint REFERENCES channel(id),
  customer_sign_id text,
  start_date timestamptz,
  end_date timestamptz,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  code text,
  expire int,
  expire_type smallint NOT NULL DEFAULT 1 CHECK (expire_type IN (1, 2)),
  is_send_express smallint NOT NULL DEFAULT 0 CHECK (is_send_express IN (0, 1)),
  exchange_type smallint NOT NULL DEFAULT 1,
  is_put_course smallint NOT NULL DEFAULT 0 CHECK (is_put_course IN (0, 1)),
  remark text,
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX redeem_code_config_status_idx ON redeem_code_config (subject, status, ctime DESC);
CREATE INDEX redeem_code_config_package_idx ON redeem_code_config (package_id) WHERE package_id IS NOT NULL;
CREATE INDEX redeem_code_config_title_trgm_idx ON redeem_code_config USING gin (title gin_trgm_ops);

-- One generated code ([exchange-code query], /exchangeSearch; updateExchangeCodeStatusByCode,
-- batchInvalid). status (CONTRACT §9): 0 已失效 (manual), 1 未使用, 2 已兑换, 4 已过期.
CREATE TABLE redeem_code (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  config_id bigint NOT NULL REFERENCES redeem_code_config(id),
  code text NOT NULL UNIQUE,
  card_no text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 4)),
  user_id bigint REFERENCES student(id),
  order_id bigint REFERENCES orders(id),
  converted_date timestamptz,
  expire_date timestamptz,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 2 OR (user_id IS NOT NULL AND converted_date IS NOT NULL))
);
CREATE INDEX redeem_code_config_idx ON redeem_code (config_id, status);
CREATE INDEX redeem_code_user_idx ON redeem_code (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX redeem_code_card_idx ON redeem_code (card_no) WHERE card_no IS NOT NULL;
CREATE INDEX redeem_code_subject_idx ON redeem_code (subject, status, ctime DESC);

-- Redeem-code usage log ([exchange-code log query]): one row per redeem attempt / status change.
CREATE TABLE redeem_code_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  config_id bigint NOT NULL REFERENCES redeem_code_config(id),
  code text NOT NULL,
  status smallint NOT NULL,
  user_id bigint REFERENCES student(id),
  teacher_id bigint REFERENCES teacher(id),
  team_id bigint REFERENCES team(id),
  card_no text,
  order_no text,
  use_date timestamptz NOT NULL DEFAULT now(),
  converted_date timestamptz,
  remark text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX redeem_code_log_subject_idx ON redeem_code_log (subject, ctime DESC);
CREATE INDEX redeem_code_log_config_idx ON redeem_code_log (config_id, ctime DESC);
CREATE INDEX redeem_code_log_code_idx ON redeem_code_log (code);
CREATE INDEX redeem_code_log_user_idx ON redeem_code_log (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX redeem_code_log_order_idx ON redeem_code_log (order_no) WHERE order_no IS NOT NULL;

-- Balance of a student per account type (getAccount; AccountPage header). Person-level: coins,
-- gems and cash are shared by the subject lines; the ledger row records which subject moved them.
-- account_type (CONTRACT §9): 1 现金 (yuan), 2 小熊币 (coins), 3 宝石 (gems); coins and gems are
-- whole numbers held in the same numeric column. Balances never go negative.
CREATE TABLE account (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  account_type smallint NOT NULL CHECK (account_type IN (1, 2, 3)),
  balance numeric(12,2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  frozen numeric(12,2) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, account_type)
);

-- Batch account changes from a spreadsheet (batchUpdateAccount, getImportLogList).
-- status: 0 running, 1 done, 2 failed.
CREATE TABLE account_import_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  file_name text,
  account_type smallint CHECK (account_type IN (1, 2, 3)),
  total int NOT NULL DEFAULT 0,
  success_num int NOT NULL DEFAULT 0,
  fail_num int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
  detail jsonb,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_import_log_subject_idx ON account_import_log (subject, ctime DESC);

-- Account ledger (AccountPage rows: trans_type, desc, amount, note, account_type, update_date/ctime;
-- bearCoinPage/byUid; batchUpdateAccount, /issueBearCoins). Immutable, amount signed.
-- trans_type (CONTRACT §9): 0 默认, 1 邀请有奖, 2 完成任务, 3 邀请红包, 4 提现, 5 币宝石兑换, 6 学习奖励,
-- 7 注册, 8 运营活动, 9 投诉补偿, 10 抽奖, 11 大转盘消耗, 12 兑吧添加, 13 兑吧扣除, 14 运营扣除.
-- description = spec `desc` (a reserved word in SQL).
CREATE TABLE account_record (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  account_id bigint NOT NULL REFERENCES account(id) ON DELETE CASCADE,
  uid bigint NOT NULL,
  account_type smallint NOT NULL CHECK (account_type IN (1, 2, 3)),
  trans_type smallint NOT NULL DEFAULT 0 CHECK (trans_type BETWEEN 0 AND 14),
  amount numeric(12,2) NOT NULL CHECK (amount <> 0),
  balance_after numeric(12,2) NOT NULL CHECK (balance_after >= 0),
  description text,
  note text,
  order_id bigint REFERENCES orders(id),
  import_log_id bigint REFERENCES account_import_log(id),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_record_uid_idx ON account_record (uid, account_type, ctime DESC);
CREATE INDEX account_record_account_idx ON account_record (account_id, id);
CREATE INDEX account_record_subject_idx ON account_record (subject, account_type, trans_type, ctime DESC);
CREATE INDEX account_record_order_idx ON account_record (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX account_record_import_idx ON account_record (import_log_id) WHERE import_log_id IS NOT NULL;
