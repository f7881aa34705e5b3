-- Shop and channels (issue 19): channel links, short links with visit counts, introductions by
-- department with their download log, the data dictionary (dictionary/byType) and product labels.
-- Only new columns and tables: the catalogue tables of 0100 keep their columns (marketing reads them).

-- A channel's landing page (channel_link), its level (A/B/C... as the original client shows it),
-- its sort and the code of its short link (short_url.code).
ALTER TABLE channel ADD COLUMN channel_link text;
ALTER TABLE channel ADD COLUMN channel_level text;
ALTER TABLE channel ADD COLUMN sort int NOT NULL DEFAULT 0;
ALTER TABLE channel ADD COLUMN short_code text;
CREATE UNIQUE INDEX channel_short_code_idx ON channel (short_code) WHERE short_code IS NOT NULL;
CREATE INDEX channel_inner_name_trgm_idx ON channel USING gin (inner_name gin_trgm_ops);
CREATE INDEX channel_class_pid_idx ON channel_class (pid) WHERE pid IS NOT NULL;

-- Short links served by this server: GET /s/<code> redirects to url and counts the visit.
CREATE TABLE short_url (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{4,16}$'),
  url text NOT NULL,
  remark text,
  subject int,
  channel_id bigint REFERENCES channel(id),
  visits bigint NOT NULL DEFAULT 0 CHECK (visits >= 0),
  last_visit timestamptz,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX short_url_channel_idx ON short_url (channel_id) WHERE channel_id IS NOT NULL;
CREATE INDEX short_url_staff_idx ON short_url (staff_id, ctime DESC);

-- Introductions (the channel introduction text a department hands out) and who downloaded them.
CREATE TABLE introduction (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  department_id bigint NOT NULL REFERENCES department(id),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  channel_id bigint REFERENCES channel(id),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject, department_id)
);
CREATE TABLE introduction_download_log (
  id bigserial PRIMARY KEY,
  introduction_id bigint NOT NULL REFERENCES introduction(id) ON DELETE CASCADE,
  subject int NOT NULL,
  department_id bigint NOT NULL,
  channel_id bigint REFERENCES channel(id),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX introduction_download_log_intro_idx ON introduction_download_log (introduction_id, ctime DESC);

-- Data dictionary read by /api/s/v1/data/dictionary/byType (courseVersion, saleArea, ...).
CREATE TABLE data_dictionary (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  name_en text,
  sort int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  UNIQUE (type, code)
);
INSERT INTO data_dictionary (type, code, name, name_en, sort) VALUES
  ('courseVersion', 'V1', '1.0版', 'Version 1.0', 1),
  ('courseVersion', 'V2', '2.0版', 'Version 2.0', 2),
  ('courseVersion', 'V3', '3.0版', 'Version 3.0', 3),
  ('saleArea', 'CN', '中国大陆', 'Mainland China', 1),
  ('saleArea', 'HKMOTW', '港澳台', 'Hong Kong, Macao, Taiwan', 2),
  ('saleArea', 'SEA', '东南亚', 'Southeast Asia', 3),
  ('saleArea', 'NA', '北美', 'North America', 4),
  ('saleArea', 'EU', '欧洲', 'Europe', 5),
  ('paymentChannel', 'WECHAT', '微信支付', 'WeChat Pay', 1),
  ('paymentChannel', 'ALIPAY', '支付宝', 'Alipay', 2),
  ('paymentChannel', 'APPLE', '苹果支付', 'Apple Pay', 3),
  ('paymentChannel', 'ATOME', 'Atome 分期', 'Atome', 4),
  ('paymentChannel', 'PAYPAL', 'PayPal', 'PayPal', 5);

-- Product labels (label/findLabels; product.labid holds a label id).
CREATE TABLE product_label (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort int NOT NULL DEFAULT 0
);
INSERT INTO product_label (name, sort) VALUES ('新品', 1), ('热卖', 2), ('限时', 3), ('赠品', 4), ('海外专享', 5);

-- Conflict-safe edits of products, packages and channels (0270's pattern): forms send the version
-- they read; the row trigger bumps it on every update.
ALTER TABLE product ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE package ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE channel ADD COLUMN version int NOT NULL DEFAULT 1;
CREATE TRIGGER product_bump_version BEFORE UPDATE ON product FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER package_bump_version BEFORE UPDATE ON package FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER channel_bump_version BEFORE UPDATE ON channel FOR EACH ROW EXECUTE FUNCTION bump_record_version();

