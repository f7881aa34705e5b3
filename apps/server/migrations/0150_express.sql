-- Logistics: address book, region and country dictionaries, express shipments with their status
-- history, address change log, delivery strategies and switches.

-- Region tree for address pickers (getCenterAddressList?code, getCenterAddressTownList?code,
-- getAllArea). level: 1 province, 2 city, 3 area (district), 4 town (street). Not subject-scoped.
CREATE TABLE center_address (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  parent_code text REFERENCES center_address(code),
  name text NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 4),
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX center_address_parent_idx ON center_address (parent_code, sort);
CREATE INDEX center_address_level_idx ON center_address (level, sort);

-- Countries for overseas shipping (oversea countries; product/getAllCountry). Not subject-scoped.
CREATE TABLE oversea_country (
  id bigserial PRIMARY KEY,
  country_code text NOT NULL UNIQUE,
  country_name text NOT NULL,
  country_name_en text,
  tel_area_code text,
  zip_required smallint NOT NULL DEFAULT 0 CHECK (zip_required IN (0, 1)),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  sort int NOT NULL DEFAULT 0
);

-- Address book of a student (getAddressList, getAddressById, background/createAddressNew,
-- updateAddressNew, updateDefaultAddress; student detail "address book"). Person-level, not
-- subject-scoped. At most one default address per student.
CREATE TABLE address (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  receipt_name text NOT NULL,
  receipt_tel text NOT NULL,
  tel_area_code text NOT NULL DEFAULT '86',
  province text,
  city text,
  area text,
  street text,
  address_detail text NOT NULL DEFAULT '',
  province_code text,
  city_code text,
  area_code text,
  street_code text,
  country_code text,
  country_name text,
  zip_code text,
  id_code text,
  is_default smallint NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX address_uid_idx ON address (uid) WHERE deleted = 0;
CREATE UNIQUE INDEX address_default_idx ON address (uid) WHERE is_default = 1 AND deleted = 0;

-- Express shipment (ExpressPage, ExpressList, /express, /graphql/express, /graphql/logisticsList,
-- /graphql/logisticsStatistics; /api/ex/v1|v2/express/*).
-- express_status (CONTRACT §9): 0 无地址, 1 待发货, 2 已发货, 3 已签收, 4 签收失败, 5 已退货, 6 待审核,
-- 7 无效, 8 疑难, 9 退款暂停发货. product_type: 0 体验课随材, 1 系统课盒子随材, 2 商城, 3 推荐有奖,
-- 4 邀请有奖, 5 补货商品, 6 关单赠品, 7 转介绍, 8 兑吧, 9 邀请有奖-抽奖.
-- source_type: 0 order, 1 approval reissue, 2 manual (ours), 5 replenishment, 6 imported (CONTRACT).
-- The receipt_* / region / country fields are a snapshot of the address at creation (or the last
-- address change); address_id points at the address-book row it came from.
-- regtype/term/sup/team_id/teacher_id are copied from the order so the list filters hit one table.
-- delivery_time = handed to the warehouse, delivery_collect_time = collected by the carrier
-- (shipped), signing_time = signed for. express_total = number of parcels.
CREATE TABLE express (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint REFERENCES orders(id),
  out_trade_no text,
  uid bigint NOT NULL REFERENCES student(id),
  address_id bigint REFERENCES address(id),
  team_id bigint,
  teacher_id bigint,
  term int,
  sup text,
  regtype smallint,
  product_type smallint NOT NULL DEFAULT 0 CHECK (product_type BETWEEN 0 AND 9),
  source_type smallint NOT NULL DEFAULT 0,
  express_status smallint NOT NULL DEFAULT 1 CHECK (express_status BETWEEN 0 AND 9),
  express_company text,
  express_nu text,
  express_total int NOT NULL DEFAULT 1 CHECK (express_total >= 0),
  product_name text,
  product_version text,
  replenish_type smallint,
  replenish_reason text,
  warehouse_name text,
  delivery_type smallint,
  receipt_name text,
  receipt_tel text,
  tel_area_code text,
  province text,
  city text,
  area text,
  street text,
  address_detail text,
  country_name text,
  country_code text,
  zip_code text,
  id_code text,
  sn_code text,
  remark text,
  flow_approval_id bigint,
  staff_id bigint REFERENCES staff(id),
  delivery_time timestamptz,
  delivery_collect_time timestamptz,
  signing_time timestamptz,
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX express_subject_idx ON express (subject, ctime DESC);
CREATE INDEX express_status_idx ON express (subject, express_status, ctime DESC);
CREATE INDEX express_product_type_idx ON express (subject, product_type, express_status, ctime DESC);
CREATE INDEX express_collect_idx ON express (subject, delivery_collect_time DESC) WHERE delivery_collect_time IS NOT NULL;
CREATE INDEX express_term_idx ON express (subject, term, product_type) WHERE term IS NOT NULL;
CREATE INDEX express_source_idx ON express (subject, source_type, ctime DESC) WHERE source_type <> 0;
CREATE INDEX express_order_idx ON express (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX express_out_trade_no_idx ON express (out_trade_no) WHERE out_trade_no IS NOT NULL;
CREATE INDEX express_uid_idx ON express (uid, ctime DESC);
CREATE INDEX express_team_idx ON express (team_id) WHERE team_id IS NOT NULL;
CREATE INDEX express_nu_idx ON express (express_nu) WHERE express_nu IS NOT NULL;
CREATE INDEX express_address_idx ON express (address_id) WHERE address_id IS NOT NULL;
CREATE INDEX express_receipt_tel_trgm_idx ON express USING gin (receipt_tel gin_trgm_ops);
CREATE INDEX express_receipt_name_trgm_idx ON express USING gin (receipt_name gin_trgm_ops);

-- Status and remark history of a shipment ("status update with remark", invalid marking).
CREATE TABLE express_remark_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  express_id bigint NOT NULL REFERENCES express(id) ON DELETE CASCADE,
  from_status smallint,
  to_status smallint CHECK (to_status BETWEEN 0 AND 9),
  remark text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX express_remark_log_express_idx ON express_remark_log (express_id, ctime);

-- Address change log (getAddressLog; updateExpressAddressNew). before/after: field snapshots.
-- action: CREATE, UPDATE, DEFAULT, DELETE, EXPRESS_UPDATE (a shipment's receipt changed).
CREATE TABLE address_log (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  address_id bigint REFERENCES address(id) ON DELETE CASCADE,
  express_id bigint REFERENCES express(id) ON DELETE CASCADE,
  subject int,
  action text NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'DEFAULT', 'DELETE', 'EXPRESS_UPDATE')),
  before jsonb,
  after jsonb,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX address_log_uid_idx ON address_log (uid, ctime DESC);
CREATE INDEX address_log_address_idx ON address_log (address_id, ctime DESC) WHERE address_id IS NOT NULL;
CREATE INDEX address_log_express_idx ON address_log (express_id, ctime DESC) WHERE express_id IS NOT NULL;

-- Delivery strategy per product type (delivery strategies: create, update, list by product type,
-- update status). status: 0 off, 1 on. rule: warehouse / carrier / delay / region rules.
CREATE TABLE delivery_strategy (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  product_type smallint NOT NULL CHECK (product_type BETWEEN 0 AND 9),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  warehouse_name text,
  express_company text,
  delay_days int NOT NULL DEFAULT 0,
  rule jsonb NOT NULL DEFAULT '{}',
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_strategy_idx ON delivery_strategy (subject, product_type, status);

-- Express switches (per subject on/off flags, e.g. automatic delivery push).
CREATE TABLE express_switch (
  subject int NOT NULL,
  switch_key text NOT NULL,
  is_open smallint NOT NULL DEFAULT 0 CHECK (is_open IN (0, 1)),
  remark text,
  staff_id bigint REFERENCES staff(id),
  utime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, switch_key)
);
