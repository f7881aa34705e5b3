-- Catalogue: channels (and their classification tree), topics, products, packages with per-currency
-- prices, and enrollment periods ("management"). Subjects are codes (CONTRACT §2), not a table.
-- Conventions for every business migration (0100-0199): bigint ids, ctime/utime timestamptz,
-- `subject int NOT NULL` on subject-scoped rows, money numeric(12,2), spec snake_case column names,
-- 0/1 flags as smallint (the query language matches 0/1 loosely; booleans would not).
-- See docs/data-model.md.

-- Channel classification tree (channel management page): level 1..3 groups.
CREATE TABLE channel_class (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  pid bigint REFERENCES channel_class(id),
  name text NOT NULL,
  level smallint NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 3),
  sort int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_class_subject_idx ON channel_class (subject, pid, sort);

-- Acquisition channel of a student / order (orders.channel_id, student.channel_id, redeem codes).
-- status: 0 enabled, 1 disabled.
CREATE TABLE channel (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  channel_class_id bigint REFERENCES channel_class(id),
  name text NOT NULL,
  inner_name text,
  code text,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  remark text,
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_subject_idx ON channel (subject, status, ctime DESC);
CREATE INDEX channel_class_id_idx ON channel (channel_class_id);
CREATE UNIQUE INDEX channel_code_idx ON channel (subject, code) WHERE code IS NOT NULL AND deleted = 0;
CREATE INDEX channel_name_trgm_idx ON channel USING gin (name gin_trgm_ops);

-- Topic products (TopicList, product/TopicDetail?topicId; topic 13 = the topic product).
CREATE TABLE topic (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  detail jsonb,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX topic_subject_idx ON topic (subject, status);

-- Product (ProductPage, /shopManger): a physical or virtual good that packages bundle.
-- type: ACTUAL_GOODS | VIRTUAL_GOODS. status: 0 on sale, 1 off sale.
CREATE TABLE product (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  title text,
  sub_title text,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  type text NOT NULL DEFAULT 'ACTUAL_GOODS' CHECK (type IN ('ACTUAL_GOODS', 'VIRTUAL_GOODS')),
  unit text,
  course_unit text,
  payment text,
  price numeric(12,2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  center_product_code text,
  is_new smallint NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  course_difficulty text,
  count int NOT NULL DEFAULT 1,
  course_week int,
  course_day int,
  course_level text,
  is_gifts smallint NOT NULL DEFAULT 0 CHECK (is_gifts IN (0, 1)),
  pro_version text,
  images jsonb NOT NULL DEFAULT '[]',
  delivery_cycle int,
  delivery_type smallint,
  delivery_num int,
  labid text,
  keywords text,
  country_codes text[] NOT NULL DEFAULT '{}',
  materials jsonb NOT NULL DEFAULT '[]',
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_subject_idx ON product (subject, status, ctime DESC);
CREATE INDEX product_type_idx ON product (subject, type);
CREATE INDEX product_center_code_idx ON product (center_product_code) WHERE center_product_code IS NOT NULL;
CREATE INDEX product_name_trgm_idx ON product USING gin (name gin_trgm_ops);

-- Per-currency product price (spec nested: currencies_code, currencies_price, achievement_price).
CREATE TABLE product_price (
  product_id bigint NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  currencies_code text NOT NULL REFERENCES currency(code),
  currencies_price numeric(12,2) NOT NULL CHECK (currencies_price >= 0),
  achievement_price numeric(12,2) CHECK (achievement_price >= 0),
  utime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, currencies_code)
);

-- Package (PackagesList / PackagesPage / packageDetail, /meal): what an order buys (orders.packages_id).
-- status: 0 on sale, 1 off sale. category: trial categories of CONTRACT §9 (0, 3, 503..508) or null.
-- course_length: 1 月, 2 季, 3 半年, 4 年, 5 两年 (system courses). sup: S1..S9.
CREATE TABLE package (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  sub_title text,
  label text,
  type int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  regtype smallint CHECK (regtype BETWEEN 1 AND 11),
  sup text CHECK (sup ~ '^S[1-9]$'),
  category int,
  course_length smallint CHECK (course_length BETWEEN 1 AND 5),
  cost_price numeric(12,2) CHECK (cost_price >= 0),
  price numeric(12,2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  original numeric(12,2) CHECK (original >= 0),
  apple_product_id text,
  effective_days int,
  delivery_type smallint,
  groupon smallint NOT NULL DEFAULT 0 CHECK (groupon IN (0, 1)),
  groupon_price numeric(12,2) CHECK (groupon_price >= 0),
  groupon_total int,
  groupon_number int,
  course_week int,
  course_day int,
  sales int NOT NULL DEFAULT 0,
  payment text,
  group_type int,
  third_switch smallint NOT NULL DEFAULT 0 CHECK (third_switch IN (0, 1)),
  third_price numeric(12,2) CHECK (third_price >= 0),
  is_period smallint NOT NULL DEFAULT 0 CHECK (is_period IN (0, 1)),
  area text,
  payment_channel text,
  system_course_version text,
  sub_order_size int NOT NULL DEFAULT 0,
  package_group text,
  is_split smallint NOT NULL DEFAULT 0 CHECK (is_split IN (0, 1)),
  is_combine smallint NOT NULL DEFAULT 0 CHECK (is_combine IN (0, 1)),
  topic_id bigint REFERENCES topic(id),
  country_codes text[] NOT NULL DEFAULT '{}',
  split_orders jsonb NOT NULL DEFAULT '[]',
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX package_subject_idx ON package (subject, status, ctime DESC);
CREATE INDEX package_subject_type_idx ON package (subject, type, status);
CREATE INDEX package_topic_idx ON package (topic_id) WHERE topic_id IS NOT NULL;
CREATE INDEX package_name_trgm_idx ON package USING gin (name gin_trgm_ops);

-- Per-currency package price ("currency prices (including atome_price)").
CREATE TABLE package_price (
  package_id bigint NOT NULL REFERENCES package(id) ON DELETE CASCADE,
  currencies_code text NOT NULL REFERENCES currency(code),
  price numeric(12,2) NOT NULL CHECK (price >= 0),
  original numeric(12,2) CHECK (original >= 0),
  atome_price numeric(12,2) CHECK (atome_price >= 0),
  utime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (package_id, currencies_code)
);

-- Products bundled in a package (package "product list").
CREATE TABLE package_product (
  package_id bigint NOT NULL REFERENCES package(id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES product(id),
  quantity int NOT NULL DEFAULT 1 CHECK (quantity > 0),
  sort int NOT NULL DEFAULT 0,
  PRIMARY KEY (package_id, product_id)
);
CREATE INDEX package_product_product_idx ON package_product (product_id);

-- Enrollment period ("management", the term/period staff schedule): ManagementForTeacherList,
-- /api/s/v1/management/*. status (CONTRACT §9): 0 待开始, 1 招生中, 2 待开课, 3 上课中, 4 已结课;
-- on_going = 0..3. course_type (ours): 0 trial, 1 system, 2 28-day trial, 3 camp, 4 theme/aesthetic,
-- 5 special extension. `period` is the period number teams/orders/express carry as `term`.
CREATE TABLE management (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  course_type smallint NOT NULL DEFAULT 0,
  period int NOT NULL,
  period_name text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  category int,
  sup text CHECK (sup ~ '^S[1-9]$'),
  enroll_start timestamptz,
  enroll_end timestamptz,
  class_start timestamptz,
  class_end timestamptz,
  course_week int,
  pre_enroll int NOT NULL DEFAULT 0,
  enrolled int NOT NULL DEFAULT 0,
  sell_config jsonb NOT NULL DEFAULT '{}',
  config_switch smallint NOT NULL DEFAULT 1 CHECK (config_switch IN (0, 1)),
  remark text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject, course_type, period)
);
CREATE INDEX management_status_idx ON management (subject, course_type, status, period DESC);
CREATE INDEX management_period_idx ON management (subject, period);
