-- Marketing REST (issue 20): dispensing rules, training-camp coupons, redeem-code generation state,
-- referral screenshots review, the referral activity and marketing activities (promotions).

-- A coupon's directed dispensing rule per enrolment period (couponDispensed/*): which departments
-- get the coupon on which day of the period. details = [{uid: department id, day: n}, ...].
-- execute_type (client): 0 only this period, 1 this and the following periods.
CREATE TABLE coupon_dispense_rule (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  coupon_id bigint NOT NULL REFERENCES coupon(id),
  period text NOT NULL,
  period_name text,
  execute_type smallint NOT NULL DEFAULT 0 CHECK (execute_type IN (0, 1)),
  details jsonb NOT NULL DEFAULT '[]',
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_id, period)
);

-- Training-camp coupons (list, insertCampCoupon, findNameByCondition, downCampCoupon): a coupon put
-- on the camp shelf. status: 1 上架, 0 下架.
CREATE TABLE camp_coupon (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  coupon_id bigint NOT NULL REFERENCES coupon(id),
  name text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX camp_coupon_on_shelf_idx ON camp_coupon (subject, coupon_id) WHERE status = 1;
CREATE INDEX camp_coupon_subject_idx ON camp_coupon (subject, status, ctime DESC);

-- Held coupons listed by dispensing batch, and the /sendcoupon record list by coupon.
CREATE INDEX coupon_dispense_coupon_time_idx ON coupon_dispense (subject, coupon_id, ctime DESC);

-- Redeem codes: config rows carry the job that generates their codes; the code library lists a
-- config's codes newest first.
ALTER TABLE redeem_code_config ADD COLUMN generate_job_id bigint;
ALTER TABLE redeem_code_config ADD COLUMN version int NOT NULL DEFAULT 0;
CREATE INDEX redeem_code_config_list_idx ON redeem_code (config_id, status, id DESC);

-- Referral screenshots (/recommend): share_reward rows are reviewed; 2 = 驳回 (rejected, may be
-- reviewed again with reComplete).
ALTER TABLE share_reward DROP CONSTRAINT share_reward_status_check;
ALTER TABLE share_reward ADD CONSTRAINT share_reward_status_check CHECK (status IN (0, 1, 2));

-- The referral ("推荐有礼") activity of a subject (/recommendActivity): one row per subject.
CREATE TABLE referral_activity (
  subject int PRIMARY KEY,
  title text NOT NULL,
  start_date timestamptz,
  end_date timestamptz,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  inviter_reward int NOT NULL DEFAULT 0 CHECK (inviter_reward >= 0),
  invitee_reward int NOT NULL DEFAULT 0 CHECK (invitee_reward >= 0),
  reward_account_type smallint NOT NULL DEFAULT 2 CHECK (reward_account_type IN (1, 2, 3)),
  share_reward int NOT NULL DEFAULT 0 CHECK (share_reward >= 0),
  rules text,
  staff_id bigint REFERENCES staff(id),
  version int NOT NULL DEFAULT 0,
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date)
);

-- Marketing activities (/activityManagement; /api/p/v1/promotions/*): a time window, the packages
-- and channels it applies to, a status. Orders carry promotions_id, which is how an activity's
-- orders and students are counted. status: 1 启用, 0 停用.
CREATE TABLE promotions (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  regtype smallint NOT NULL DEFAULT 9,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  package_ids bigint[] NOT NULL DEFAULT '{}',
  channel_ids bigint[] NOT NULL DEFAULT '{}',
  gifts text,
  description text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  staff_id bigint REFERENCES staff(id),
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date)
);
CREATE INDEX promotions_subject_idx ON promotions (subject, status, ctime DESC) WHERE deleted = 0;
CREATE INDEX promotions_name_trgm_idx ON promotions USING gin (name gin_trgm_ops);
CREATE INDEX orders_promotions_idx ON orders (promotions_id) WHERE promotions_id IS NOT NULL;

-- Conflict-safe edits of the marketing records the console edits (see 0270).
CREATE TRIGGER coupon_bump_version BEFORE UPDATE ON coupon FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER redeem_code_config_bump_version BEFORE UPDATE ON redeem_code_config FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER referral_activity_bump_version BEFORE UPDATE ON referral_activity FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER promotions_bump_version BEFORE UPDATE ON promotions FOR EACH ROW EXECUTE FUNCTION bump_record_version();

-- Dispensing source 5: a spreadsheet import on /sendcoupon.
ALTER TABLE coupon_dispense DROP CONSTRAINT coupon_dispense_source_check;
ALTER TABLE coupon_dispense ADD CONSTRAINT coupon_dispense_source_check CHECK (source BETWEEN 1 AND 5);

-- The coin ledger of /issueBearCoins lists one account type newest first, whatever the trans_type.
CREATE INDEX account_record_type_time_idx ON account_record (subject, account_type, ctime DESC);
