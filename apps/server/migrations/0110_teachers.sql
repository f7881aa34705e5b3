-- Teachers (the people who teach, sell and follow students), their WeChat accounts, sales targets
-- and outbound-call line bindings. Departments and staff are platform tables (0001).

-- Teacher (teacherList, teacher pages sorted id desc, /teacherManagement).
-- status (CONTRACT §9): 0 在职, 1 离职. duty_id: 1 体验课老师, 2 系统课老师, 3 and 4 兼职.
-- sex: 1 男, 2 女, 3 保密. A teacher may also log in to the console: staff_id links the account.
-- Spec nested objects come from joins: department {id,name,pid,pname} from department,
-- weixinTeacher from teacher_wechat (is_main = 1), teacherLevelInfo {level, level_name} from level.
CREATE TABLE teacher (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  staff_id bigint UNIQUE REFERENCES staff(id),
  realname text NOT NULL,
  nickname text,
  sex smallint NOT NULL DEFAULT 3 CHECK (sex IN (1, 2, 3)),
  phone text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  is_login smallint NOT NULL DEFAULT 1 CHECK (is_login IN (0, 1)),
  head_image text,
  join_date date,
  leave_date date,
  level int,
  level_name text,
  teacher_status smallint,
  work_status smallint,
  work_place text,
  data_auth smallint,
  department_id bigint REFERENCES department(id),
  duty_id smallint CHECK (duty_id IN (1, 2, 3, 4)),
  rank_id int,
  rank text,
  weixin text,
  qw_user_ids text[] NOT NULL DEFAULT '{}',
  ding_userid text,
  area_name text,
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teacher_subject_idx ON teacher (subject, status, id DESC);
CREATE INDEX teacher_department_idx ON teacher (department_id, status);
CREATE INDEX teacher_duty_idx ON teacher (subject, duty_id, status);
CREATE UNIQUE INDEX teacher_phone_idx ON teacher (subject, phone) WHERE deleted = 0;
CREATE INDEX teacher_phone_trgm_idx ON teacher USING gin (phone gin_trgm_ops);
CREATE INDEX teacher_realname_trgm_idx ON teacher USING gin (realname gin_trgm_ops);

-- WeChat account a teacher uses with students (WeChatTeacherList, /weixinManagement).
-- wechat_status: 0 normal, 1 disabled (ours). type: 0 personal WeChat, 1 enterprise WeChat (ours).
CREATE TABLE teacher_wechat (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  teacher_id bigint REFERENCES teacher(id),
  wechat_no text NOT NULL,
  wechat_id text,
  wechat_qr_code text,
  head_img_url text,
  nickname text,
  wechat_status smallint NOT NULL DEFAULT 0,
  wechat_record_id text,
  type smallint NOT NULL DEFAULT 0,
  is_main smallint NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
  qw_user_id text,
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teacher_wechat_teacher_idx ON teacher_wechat (teacher_id);
CREATE INDEX teacher_wechat_subject_idx ON teacher_wechat (subject, wechat_status, ctime DESC);
CREATE UNIQUE INDEX teacher_wechat_no_idx ON teacher_wechat (subject, wechat_no) WHERE deleted = 0;
CREATE INDEX teacher_wechat_wechat_id_idx ON teacher_wechat (wechat_id) WHERE wechat_id IS NOT NULL;
CREATE INDEX teacher_wechat_no_trgm_idx ON teacher_wechat USING gin (wechat_no gin_trgm_ops);

-- Sales target of a teacher per period (/teacherGoalSetting; teachertargets/*).
CREATE TABLE teacher_target (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  teacher_id bigint NOT NULL REFERENCES teacher(id),
  department_id bigint REFERENCES department(id),
  type smallint NOT NULL DEFAULT 0,
  term int,
  category int,
  sup text CHECK (sup ~ '^S[1-9]$'),
  gmv_num int NOT NULL DEFAULT 0 CHECK (gmv_num >= 0),
  gmv numeric(12,2) NOT NULL DEFAULT 0 CHECK (gmv >= 0),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teacher_target_subject_idx ON teacher_target (subject, term, teacher_id);
CREATE INDEX teacher_target_teacher_idx ON teacher_target (teacher_id);
CREATE INDEX teacher_target_department_idx ON teacher_target (department_id);

-- Outbound phone line (seat) bound to a teacher (/CallCenter seat config; bindTel / unbindAgentTel).
-- use_status: 0 free, 1 bound (ours). tel_type: 1 mobile, 2 landline (ours).
CREATE TABLE outbound_binding (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  cno text NOT NULL,
  agent_name text,
  teacher_id bigint REFERENCES teacher(id),
  tel_type smallint,
  tel text,
  use_status smallint NOT NULL DEFAULT 0 CHECK (use_status IN (0, 1)),
  bind_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject, cno)
);
CREATE INDEX outbound_binding_teacher_idx ON outbound_binding (teacher_id);
