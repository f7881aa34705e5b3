-- The renewal workbench (/renewUserLayer) and renewal targets (spec 02 §3 "Renewal target",
-- "Renewal layer student"; docs/decisions/clues-and-renewal.md).

-- A student's renewal layer: renew_level 0 means not in the workbench (the list forces >= 1).
-- flow_status 1..4 (meanings not in the spec; ours): 1 to follow, 2 following, 3 intending, 4 renewed.
CREATE TABLE renew_layer_student (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  renew_level smallint NOT NULL DEFAULT 0 CHECK (renew_level BETWEEN 0 AND 9),
  flow_status smallint NOT NULL DEFAULT 1 CHECK (flow_status BETWEEN 1 AND 4),
  active_status smallint NOT NULL DEFAULT 0 CHECK (active_status IN (0, 1)),
  coupon_received smallint NOT NULL DEFAULT 0 CHECK (coupon_received IN (0, 1)),
  coupon_used smallint NOT NULL DEFAULT 0 CHECK (coupon_used IN (0, 1)),
  renew_period_type smallint NOT NULL DEFAULT 0,
  last_renewal_time timestamptz,
  continue_order_count int NOT NULL DEFAULT 0,
  remaining_lessons int NOT NULL DEFAULT 0,
  join_course_count int NOT NULL DEFAULT 0,
  complete_course_count int NOT NULL DEFAULT 0,
  task_count int NOT NULL DEFAULT 0,
  last_follow_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, subject)
);
CREATE INDEX renew_layer_level_idx ON renew_layer_student (subject, renew_level, ctime DESC) WHERE renew_level >= 1;
CREATE INDEX renew_layer_flow_idx ON renew_layer_student (subject, flow_status) WHERE renew_level >= 1;
CREATE INDEX renew_layer_teacher_idx ON renew_layer_student (teacher_id, renew_level) WHERE renew_level >= 1;

-- Follow-ups written from the renewal workbench (renewal/follow/log/addLog, getLogs).
CREATE TABLE renewal_follow_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  staff_id bigint REFERENCES staff(id),
  follow_type smallint NOT NULL DEFAULT 0,
  content text NOT NULL,
  next_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX renewal_follow_log_student_idx ON renewal_follow_log (student_id, ctime DESC);

-- What a renewal teacher did with a student (AssessmentActionLogPage).
CREATE TABLE assessment_action_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  staff_id bigint REFERENCES staff(id),
  action_type smallint NOT NULL DEFAULT 0,
  action_name text NOT NULL,
  content text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assessment_action_log_student_idx ON assessment_action_log (student_id, ctime DESC);
CREATE INDEX assessment_action_log_subject_idx ON assessment_action_log (subject, ctime DESC);

-- Monthly renewal targets. status: 0 draft, 1 in force, 2 closed (ours; the spec names no values).
-- dismantling_dimension: 1 per teacher (the only one the detail rows hold), 2 per department.
CREATE TABLE renewal_target (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  target_name text NOT NULL,
  year_month text NOT NULL CHECK (year_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  total_order_quantity int NOT NULL DEFAULT 0 CHECK (total_order_quantity >= 0),
  total_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
  dismantling_dimension smallint NOT NULL DEFAULT 1 CHECK (dismantling_dimension IN (1, 2)),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  staff_id bigint REFERENCES staff(id),
  version int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX renewal_target_subject_idx ON renewal_target (subject, ctime DESC);
CREATE UNIQUE INDEX renewal_target_name_idx ON renewal_target (subject, year_month, target_name);
CREATE TRIGGER renewal_target_version BEFORE UPDATE ON renewal_target FOR EACH ROW EXECUTE FUNCTION bump_record_version();

-- Per-teacher targets: order quantity and amount for each of the five kinds.
CREATE TABLE renewal_target_detail (
  id bigserial PRIMARY KEY,
  target_id bigint NOT NULL REFERENCES renewal_target(id) ON DELETE CASCADE,
  subject int NOT NULL,
  teacher_id bigint NOT NULL REFERENCES teacher(id),
  department_id bigint REFERENCES department(id),
  makeup_quantity int NOT NULL DEFAULT 0 CHECK (makeup_quantity >= 0),
  makeup_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (makeup_amount >= 0),
  after_course_quantity int NOT NULL DEFAULT 0 CHECK (after_course_quantity >= 0),
  after_course_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (after_course_amount >= 0),
  before_course_quantity int NOT NULL DEFAULT 0 CHECK (before_course_quantity >= 0),
  before_course_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (before_course_amount >= 0),
  camp_quantity int NOT NULL DEFAULT 0 CHECK (camp_quantity >= 0),
  camp_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (camp_amount >= 0),
  other_quantity int NOT NULL DEFAULT 0 CHECK (other_quantity >= 0),
  other_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (other_amount >= 0),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (target_id, teacher_id)
);
CREATE INDEX renewal_target_detail_teacher_idx ON renewal_target_detail (teacher_id);

CREATE TABLE renewal_target_log (
  id bigserial PRIMARY KEY,
  target_id bigint NOT NULL REFERENCES renewal_target(id) ON DELETE CASCADE,
  subject int NOT NULL,
  operation_name text NOT NULL,
  "desc" text,
  staff_id bigint REFERENCES staff(id),
  operation_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX renewal_target_log_target_idx ON renewal_target_log (target_id, operation_time DESC);
CREATE INDEX renewal_target_status_idx ON renewal_target (subject, status, ctime DESC);
