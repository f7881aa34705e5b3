-- Clues (sales leads), their libraries, flow log, activity, capacity and grab-treasure config
-- (spec 02 §3 "Clue", docs/decisions/clues-and-renewal.md for the rules the spec leaves open).
--
-- clue_status is the library code: 1001 new sub-library, 1002 history, 1003 past clues (the three
-- held by a teacher), 2000 open sea, 3000 grab treasure, 4001 staged and 4002 permanent
-- do-not-disturb (no teacher). A held clue must be worked (a follow-up) before flow_deadline or the
-- flow-back job returns it to the open sea; the teacher who lost it may not claim it again before
-- frozen_until (remainFrozenDays). stage_no is the sales stage the capacity is counted per.
CREATE TABLE flow_reason (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  -- where a clue flowing for this reason goes: 2000 open sea, 3000 grab treasure, 1001 private
  target_library smallint NOT NULL DEFAULT 2000 CHECK (target_library IN (1001, 2000, 3000)),
  sort int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject, code)
);

CREATE TABLE clue (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  user_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  oid bigint REFERENCES orders(id) ON DELETE SET NULL,
  period int,
  period_name text,
  sup text CHECK (sup ~ '^S[1-9]$'),
  clue_status smallint NOT NULL DEFAULT 2000 CHECK (clue_status IN (1001, 1002, 1003, 2000, 3000, 4001, 4002)),
  current_clue smallint NOT NULL DEFAULT 1 CHECK (current_clue IN (0, 1)),
  clue_one_type_code text,
  clue_two_type_code text,
  channel text,
  last_order_buy_time timestamptz,
  join_course_enum smallint NOT NULL DEFAULT 0,
  complete_course_enum smallint NOT NULL DEFAULT 0,
  flow_count int NOT NULL DEFAULT 0,
  flow_reason text,
  flow_last_time timestamptz,
  teacher_id bigint REFERENCES teacher(id),
  stage_no smallint NOT NULL DEFAULT 1 CHECK (stage_no BETWEEN 1 AND 9),
  treasure_grabbing_stauts smallint NOT NULL DEFAULT 0 CHECK (treasure_grabbing_stauts IN (0, 1)),
  lock smallint NOT NULL DEFAULT 0 CHECK (lock IN (0, 1)),
  claim_time timestamptz,
  last_work_time timestamptz,
  flow_deadline timestamptz,
  frozen_teacher_id bigint REFERENCES teacher(id),
  frozen_until timestamptz,
  again_avtive smallint NOT NULL DEFAULT 0 CHECK (again_avtive IN (0, 1)),
  again_buy smallint NOT NULL DEFAULT 0 CHECK (again_buy IN (0, 1)),
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK ((clue_status IN (1001, 1002, 1003)) = (teacher_id IS NOT NULL))
);
-- One filter per index: the library tabs (newest first), a teacher's clues, the flow-back scan,
-- a student's clue, the period and channel filters.
CREATE INDEX clue_library_idx ON clue (subject, clue_status, ctime DESC);
CREATE INDEX clue_teacher_idx ON clue (teacher_id, stage_no, clue_status) WHERE teacher_id IS NOT NULL;
CREATE INDEX clue_teacher_ctime_idx ON clue (teacher_id, ctime DESC) WHERE teacher_id IS NOT NULL;
CREATE INDEX clue_deadline_idx ON clue (flow_deadline) WHERE teacher_id IS NOT NULL AND lock = 0;
CREATE INDEX clue_user_idx ON clue (user_id, subject);
CREATE INDEX clue_period_idx ON clue (subject, period, clue_status) WHERE period IS NOT NULL;
CREATE INDEX clue_channel_idx ON clue (subject, channel) WHERE channel IS NOT NULL;

CREATE TRIGGER clue_version BEFORE UPDATE ON clue FOR EACH ROW EXECUTE FUNCTION bump_record_version();

-- Library totals per subject without counting millions of rows (same scheme as 0220).
CREATE TABLE clue_count (
  subject int NOT NULL,
  clue_status smallint NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX clue_count_idx ON clue_count (subject, clue_status);

CREATE FUNCTION clue_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clue_count SELECT subject, clue_status, count(*) FROM new_rows GROUP BY 1, 2;
  RETURN NULL;
END $$;
CREATE FUNCTION clue_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clue_count SELECT subject, clue_status, -count(*) FROM old_rows GROUP BY 1, 2;
  RETURN NULL;
END $$;
CREATE FUNCTION clue_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clue_count
    SELECT subject, clue_status, sum(d) FROM (
      SELECT subject, clue_status, -1 AS d FROM old_rows
      UNION ALL
      SELECT subject, clue_status, 1 FROM new_rows
    ) moved GROUP BY 1, 2 HAVING sum(d) <> 0;
  RETURN NULL;
END $$;
CREATE FUNCTION clue_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM clue_count;
  RETURN NULL;
END $$;
CREATE TRIGGER clue_count_insert AFTER INSERT ON clue REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clue_count_insert();
CREATE TRIGGER clue_count_delete AFTER DELETE ON clue REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clue_count_delete();
CREATE TRIGGER clue_count_update AFTER UPDATE ON clue REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION clue_count_update();
CREATE TRIGGER clue_count_truncate AFTER TRUNCATE ON clue
  FOR EACH STATEMENT EXECUTE FUNCTION clue_count_truncate();

-- Every move of a clue between libraries / teachers. flow_type 0 circulation (claim, flow back,
-- allotment, grab treasure), 1 change (a teacher's clue given to another teacher).
CREATE TABLE clue_flow_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  clue_id bigint NOT NULL REFERENCES clue(id) ON DELETE CASCADE,
  user_id bigint NOT NULL,
  from_clue_code smallint,
  to_clue_code smallint NOT NULL,
  from_teacher_id bigint REFERENCES teacher(id),
  to_teacher_id bigint REFERENCES teacher(id),
  flow_type smallint NOT NULL DEFAULT 0 CHECK (flow_type IN (0, 1)),
  flow_reason text,
  staff_id bigint REFERENCES staff(id),
  flow_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clue_flow_log_clue_idx ON clue_flow_log (clue_id, flow_time DESC);
CREATE INDEX clue_flow_log_subject_idx ON clue_flow_log (subject, flow_time DESC);
CREATE INDEX clue_flow_log_to_teacher_idx ON clue_flow_log (to_teacher_id, flow_time DESC) WHERE to_teacher_id IS NOT NULL;
CREATE INDEX clue_flow_log_from_teacher_idx ON clue_flow_log (from_teacher_id, flow_time DESC) WHERE from_teacher_id IS NOT NULL;

-- A student's activity that made or revived a clue (ClueActivityPage).
CREATE TABLE clue_activity (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  clue_id bigint REFERENCES clue(id) ON DELETE CASCADE,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  buy_time timestamptz,
  activity_start timestamptz,
  stage text,
  course_status smallint NOT NULL DEFAULT 0,
  conversion_status smallint NOT NULL DEFAULT 0,
  flow_reason_msg text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clue_activity_uid_idx ON clue_activity (uid, ctime DESC);
CREATE INDEX clue_activity_subject_idx ON clue_activity (subject, ctime DESC);
CREATE INDEX clue_activity_clue_idx ON clue_activity (clue_id) WHERE clue_id IS NOT NULL;

-- The trial-period snapshot of a student kept when a clue becomes history (HistoryClueLogPage).
CREATE TABLE history_clue_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  clue_id bigint REFERENCES clue(id) ON DELETE SET NULL,
  team_id bigint,
  user_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  user_status smallint NOT NULL DEFAULT 0,
  added_wechat smallint NOT NULL DEFAULT 0,
  open_app_count int NOT NULL DEFAULT 0,
  join_course_count int NOT NULL DEFAULT 0,
  complete_course_count int NOT NULL DEFAULT 0,
  task_count int NOT NULL DEFAULT 0,
  comment_count int NOT NULL DEFAULT 0,
  listen_count int NOT NULL DEFAULT 0,
  last_join_time timestamptz,
  last_complete_time timestamptz,
  labels text[] NOT NULL DEFAULT '{}',
  last_order_buy_time timestamptz,
  appversion text,
  device_model text,
  device_type text,
  login_time timestamptz,
  intention jsonb,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX history_clue_log_user_idx ON history_clue_log (user_id, ctime DESC);
CREATE INDEX history_clue_log_subject_idx ON history_clue_log (subject, ctime DESC);
CREATE INDEX history_clue_log_team_idx ON history_clue_log (team_id) WHERE team_id IS NOT NULL;

-- How many clues a teacher may hold per stage (/capacityAllocation). No row = no limit.
CREATE TABLE clue_capacity_config (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  teacher_id bigint NOT NULL REFERENCES teacher(id),
  stage_no smallint NOT NULL CHECK (stage_no BETWEEN 1 AND 9),
  capacity int NOT NULL CHECK (capacity BETWEEN 0 AND 100000),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (teacher_id, stage_no)
);
CREATE INDEX clue_capacity_subject_idx ON clue_capacity_config (subject, teacher_id);

-- Teachers allowed to grab clues from the grab-treasure library (/robAllocation) and how many a day.
CREATE TABLE clue_grab_config (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  teacher_id bigint NOT NULL REFERENCES teacher(id),
  daily_limit int NOT NULL DEFAULT 10 CHECK (daily_limit BETWEEN 0 AND 10000),
  enabled smallint NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (teacher_id)
);
CREATE INDEX clue_grab_config_subject_idx ON clue_grab_config (subject);

-- TrackWashQuantityCount's "came back" split of the pools.
CREATE INDEX clue_pool_active_idx ON clue (subject, again_avtive) WHERE clue_status IN (2000, 3000);
