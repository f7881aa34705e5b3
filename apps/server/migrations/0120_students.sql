-- Students: the person (student), their per-subject record (student_subject = the spec's
-- UserExtends), labels, and the student-side history (follow-ups, intentions, weekly reports,
-- logins, behaviour, SMS, calls, agreements, mobile replacements, logoff, to-do tasks, blacklist,
-- notification switches). Addresses live with express (0150).
--
-- Student reference column per table: the spec's name for that entity where it gives one
-- (uid / user_id / student_id), `uid` otherwise. docs/data-model.md lists every alias.

-- The person behind one app account, shared by every subject line.
-- sex: 1 男, 2 女, 3 保密. base_painting: 1 无基础, 2 <1年, 3 >1年.
-- mobile is stored in full; responses mask it (CONTRACT §4). user_num: unique numeric string.
-- is_logoff: 1 once a logoff process passed (logoff_process.status 2); frees the mobile.
CREATE TABLE student (
  id bigserial PRIMARY KEY,
  user_num text NOT NULL UNIQUE CHECK (user_num ~ '^[0-9]+$'),
  mobile text NOT NULL,
  tel_area_code text NOT NULL DEFAULT '86',
  mobile_province text,
  mobile_city text,
  username text,
  nickname text,
  sex smallint NOT NULL DEFAULT 3 CHECK (sex IN (1, 2, 3)),
  birthday date,
  head text,
  base_painting smallint CHECK (base_painting IN (1, 2, 3)),
  grade smallint,
  email text,
  country_code text,
  province text,
  city text,
  area text,
  channel_id bigint REFERENCES channel(id),
  send_id bigint REFERENCES student(id),
  first_subject int NOT NULL DEFAULT 0,
  join_date timestamptz NOT NULL DEFAULT now(),
  wechat_unionid text,
  wechat_nickname text,
  wechat_head text,
  wechat_follow smallint NOT NULL DEFAULT 0 CHECK (wechat_follow IN (0, 1)),
  is_logoff smallint NOT NULL DEFAULT 0 CHECK (is_logoff IN (0, 1)),
  logoff_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX student_mobile_idx ON student (mobile, tel_area_code) WHERE is_logoff = 0;
CREATE INDEX student_mobile_all_idx ON student (mobile) WHERE is_logoff = 1;
CREATE INDEX student_mobile_trgm_idx ON student USING gin (mobile gin_trgm_ops);
CREATE INDEX student_user_num_trgm_idx ON student USING gin (user_num gin_trgm_ops);
CREATE INDEX student_username_trgm_idx ON student USING gin (username gin_trgm_ops);
CREATE INDEX student_nickname_trgm_idx ON student USING gin (nickname gin_trgm_ops);
CREATE INDEX student_send_idx ON student (send_id) WHERE send_id IS NOT NULL;
CREATE INDEX student_join_date_idx ON student (join_date DESC);
CREATE INDEX student_wechat_unionid_idx ON student (wechat_unionid) WHERE wechat_unionid IS NOT NULL;

-- A student in one subject line (spec UserExtends: UserExtendsList/Page/ListEx, User,
-- StudentAllUserStatisticsPage, UserSystemStateStatisticsPage). One row per (student, subject),
-- created when the student first meets the subject (registration, trial order, redeem code...).
-- user_status (CONTRACT §9): 0 已注册 .. 12 半年系统课完课. life_cycle: 0 待开课, 1 开课中, 2 已结课, 91 已退费.
-- teacher_id = current system-course / follow-up teacher; trial_* = the current trial class.
CREATE TABLE student_subject (
  id bigserial PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  subject int NOT NULL,
  user_status smallint NOT NULL DEFAULT 0 CHECK (user_status BETWEEN 0 AND 12),
  life_cycle smallint CHECK (life_cycle IN (0, 1, 2, 91)),
  join_date timestamptz NOT NULL DEFAULT now(),
  channel_id bigint REFERENCES channel(id),
  send_id bigint REFERENCES student(id),
  teacher_id bigint REFERENCES teacher(id),
  department_id bigint REFERENCES department(id),
  team_id bigint,
  term int,
  sup text CHECK (sup ~ '^S[1-9]$'),
  trial_teacher_id bigint REFERENCES teacher(id),
  trial_team_id bigint,
  trial_term int,
  first_order_time timestamptz,
  last_order_buy_time timestamptz,
  system_order_count int NOT NULL DEFAULT 0,
  remaining_week int,
  added_wechat smallint NOT NULL DEFAULT 0 CHECK (added_wechat IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, subject)
);
CREATE INDEX student_subject_join_idx ON student_subject (subject, join_date DESC);
CREATE INDEX student_subject_status_idx ON student_subject (subject, user_status, join_date DESC);
CREATE INDEX student_subject_channel_idx ON student_subject (subject, channel_id, join_date DESC) WHERE channel_id IS NOT NULL;
CREATE INDEX student_subject_teacher_idx ON student_subject (teacher_id, join_date DESC) WHERE teacher_id IS NOT NULL;
CREATE INDEX student_subject_trial_teacher_idx ON student_subject (trial_teacher_id, join_date DESC) WHERE trial_teacher_id IS NOT NULL;
CREATE INDEX student_subject_last_buy_idx ON student_subject (subject, last_order_buy_time DESC) WHERE last_order_buy_time IS NOT NULL;

-- Labels (DefineLabelListEx, listLabelsForUser, findDefineLableByTeacherId, /labelManage).
-- type: 0 system label, 1 teacher-defined (teacher_id set).
CREATE TABLE label (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  type smallint NOT NULL DEFAULT 0,
  teacher_id bigint REFERENCES teacher(id),
  color text,
  sort int NOT NULL DEFAULT 0,
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX label_subject_idx ON label (subject, type, sort);
CREATE INDEX label_teacher_idx ON label (teacher_id) WHERE teacher_id IS NOT NULL;

CREATE TABLE student_label (
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  label_id bigint NOT NULL REFERENCES label(id) ON DELETE CASCADE,
  subject int NOT NULL,
  teacher_id bigint REFERENCES teacher(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, label_id)
);
CREATE INDEX student_label_label_idx ON student_label (label_id);

-- Student to-do task of a teacher (/todoTask). status: 0 pending, 1 done, 2 expired, 3 cancelled
-- (0 from the spec, the rest ours). period = term. call_duration in seconds.
CREATE TABLE todo_task (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  teacher_id bigint NOT NULL REFERENCES teacher(id),
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  task_type smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  due_time timestamptz,
  period int,
  plan_id bigint,
  call_duration int NOT NULL DEFAULT 0,
  content text,
  finish_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX todo_task_teacher_idx ON todo_task (teacher_id, status, due_time);
CREATE INDEX todo_task_subject_idx ON todo_task (subject, status, due_time);
CREATE INDEX todo_task_student_idx ON todo_task (student_id);

-- Follow-up log (UserFollowLogPage, createUserFollowLog, /associationSell).
CREATE TABLE follow_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  staff_id bigint REFERENCES staff(id),
  todo_task_id bigint REFERENCES todo_task(id) ON DELETE SET NULL,
  source smallint NOT NULL DEFAULT 0,
  label_text text,
  contact_type smallint,
  point_type smallint,
  finish_type smallint,
  content text NOT NULL DEFAULT '',
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX follow_log_uid_idx ON follow_log (uid, ctime DESC);
CREATE INDEX follow_log_subject_idx ON follow_log (subject, ctime DESC);
CREATE INDEX follow_log_teacher_idx ON follow_log (teacher_id, ctime DESC) WHERE teacher_id IS NOT NULL;
CREATE INDEX follow_log_todo_idx ON follow_log (todo_task_id) WHERE todo_task_id IS NOT NULL;

-- Purchase intention recorded by a teacher (userintention/create|update: uid, type, describe,
-- isTrack, today, tomorrow). One row per (uid, subject, type).
CREATE TABLE user_intention (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  type smallint NOT NULL DEFAULT 0,
  describe text,
  is_track smallint NOT NULL DEFAULT 0 CHECK (is_track IN (0, 1)),
  today text,
  tomorrow text,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, subject, type)
);

-- Weekly learning report of a student (StudentWeekReportCount/Page, work/report/findAll).
CREATE TABLE weekly_report (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  team_id bigint,
  teacher_id bigint REFERENCES teacher(id),
  course_type smallint NOT NULL DEFAULT 1,
  report_week date NOT NULL,
  current_super text,
  current_level text,
  current_unit text,
  look_times int NOT NULL DEFAULT 0,
  share_times int NOT NULL DEFAULT 0,
  first_look_time timestamptz,
  content jsonb NOT NULL DEFAULT '{}',
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX weekly_report_student_idx ON weekly_report (student_id, report_week DESC);
CREATE INDEX weekly_report_team_idx ON weekly_report (team_id, report_week DESC) WHERE team_id IS NOT NULL;
CREATE INDEX weekly_report_subject_idx ON weekly_report (subject, report_week DESC);

-- App logins (UserLoginDataPage, /loginRecord of students).
CREATE TABLE login_data (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  device_type text,
  device_model text,
  device_id text,
  login_time timestamptz NOT NULL DEFAULT now(),
  login_source text,
  appversion text,
  ip text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_data_uid_idx ON login_data (uid, login_time DESC);
CREATE INDEX login_data_subject_idx ON login_data (subject, login_time DESC);

-- Behaviour trail (UserBehaviorLogPage, /behavior). action_type: ids of the action-type list.
CREATE TABLE behavior_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  action_type smallint NOT NULL,
  action_name text,
  content jsonb,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX behavior_log_uid_idx ON behavior_log (uid, ctime DESC);
CREATE INDEX behavior_log_subject_idx ON behavior_log (subject, action_type, ctime DESC);

-- SMS sent to a student (SmsPage). Staff verification codes are platform sms_outbox, not here.
-- status: 0 sending, 1 sent, 2 failed (ours); type: template category.
CREATE TABLE sms_record (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint REFERENCES student(id) ON DELETE SET NULL,
  mobile text NOT NULL,
  datetime timestamptz NOT NULL DEFAULT now(),
  content text NOT NULL,
  type smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0,
  result text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_record_uid_idx ON sms_record (uid, datetime DESC) WHERE uid IS NOT NULL;
CREATE INDEX sms_record_mobile_idx ON sms_record (mobile, datetime DESC);
CREATE INDEX sms_record_subject_idx ON sms_record (subject, datetime DESC);

-- IVR and outbound call records (OutboundCallRecordPage, IVR history, /record, /CallRecord).
-- record_type: 1 outbound, 2 IVR, 3 inbound (ours). cdr_status: 21 unanswered, 22 answered.
-- answer_duration in seconds.
CREATE TABLE call_record (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint REFERENCES student(id) ON DELETE SET NULL,
  teacher_id bigint REFERENCES teacher(id),
  cno text,
  record_type smallint NOT NULL DEFAULT 1 CHECK (record_type IN (1, 2, 3)),
  call_type smallint,
  customer_number text NOT NULL,
  cdr_status smallint NOT NULL CHECK (cdr_status IN (21, 22)),
  start_time timestamptz NOT NULL DEFAULT now(),
  answer_time timestamptz,
  end_time timestamptz,
  answer_duration int NOT NULL DEFAULT 0 CHECK (answer_duration >= 0),
  end_reason text,
  record_file text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX call_record_uid_idx ON call_record (uid, start_time DESC) WHERE uid IS NOT NULL;
CREATE INDEX call_record_subject_idx ON call_record (subject, record_type, start_time DESC);
CREATE INDEX call_record_teacher_idx ON call_record (teacher_id, start_time DESC) WHERE teacher_id IS NOT NULL;
CREATE INDEX call_record_number_idx ON call_record (customer_number, start_time DESC);

-- User agreements signed in the app ([user-agreement query]).
CREATE TABLE user_agreement (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  agreement_name text NOT NULL,
  version text,
  sign_time timestamptz NOT NULL DEFAULT now(),
  effect_time timestamptz,
  release_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_agreement_uid_idx ON user_agreement (uid, sign_time DESC);

-- Mobile replacements (replaceMobile, /changePhoneNumber). Immutable.
CREATE TABLE replace_mobile_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  old_mobile text NOT NULL,
  new_mobile text NOT NULL,
  staff_id bigint NOT NULL REFERENCES staff(id),
  remark text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX replace_mobile_log_uid_idx ON replace_mobile_log (uid, ctime DESC);
CREATE INDEX replace_mobile_log_subject_idx ON replace_mobile_log (subject, ctime DESC);
CREATE INDEX replace_mobile_log_old_idx ON replace_mobile_log (old_mobile);
CREATE INDEX replace_mobile_log_new_idx ON replace_mobile_log (new_mobile);

-- Account logoff process (userLogoffProcess/applyLogoff|passLogoff|cancelLogoff|update).
-- status: 0 default, 1 under review, 2 logged off, 3 cancelled. source: 1 user, 2 staff.
CREATE TABLE logoff_process (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  user_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  source smallint NOT NULL DEFAULT 1 CHECK (source IN (1, 2)),
  reason text,
  notes text,
  apply_time timestamptz NOT NULL DEFAULT now(),
  approval_time timestamptz,
  logoff_time timestamptz,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX logoff_process_user_idx ON logoff_process (user_id, ctime DESC);
CREATE INDEX logoff_process_subject_idx ON logoff_process (subject, status, ctime DESC);

-- Message blacklist (notifySwitch/checkBlacklists|addBlacklists|deleteBlacklist, blacklists/*).
-- type: 'MSG' all messages, or a business-line message type.
CREATE TABLE blacklist (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'MSG',
  reason text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, subject, type)
);
CREATE INDEX blacklist_subject_idx ON blacklist (subject, ctime DESC);

-- Notification switch per student and type (getUserNotifySwitchV2 / updateUserNotifySwitchV2).
-- Absent row = default OFF.
CREATE TABLE notify_switch (
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  subject int NOT NULL,
  type text NOT NULL DEFAULT 'COMMENT',
  status text NOT NULL DEFAULT 'OFF' CHECK (status IN ('ON', 'OFF')),
  staff_id bigint REFERENCES staff(id),
  utime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, subject, type)
);
