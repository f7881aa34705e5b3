-- Organisation and settings (issue 16): navy (water-army) accounts, handover records, enterprise-chat
-- staff. Teachers, departments, WeChat accounts and targets exist (0001, 0110).

-- Navy account (/wechatWaterArmy; navy/getNavyPage|saveNavy|delNavy): a WeChat account run by the
-- company to seed group chats. zq_status (ours): 0 online, 1 offline. type (ours): 0 personal WeChat,
-- 1 enterprise WeChat. del: soft delete (the client sends {id, del: 1}).
CREATE TABLE navy_account (
  id bigserial PRIMARY KEY,
  subject int NOT NULL DEFAULT 0,
  weixin_no text NOT NULL,
  nickname text,
  wechat_id text,
  head_img_url text,
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1)),
  zq_status smallint NOT NULL DEFAULT 0 CHECK (zq_status IN (0, 1)),
  department_id bigint REFERENCES department(id),
  teacher_id bigint REFERENCES teacher(id),
  remark text,
  del smallint NOT NULL DEFAULT 0 CHECK (del IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX navy_account_list_idx ON navy_account (subject, del, id DESC);
CREATE INDEX navy_account_department_idx ON navy_account (department_id, del);
CREATE UNIQUE INDEX navy_account_no_idx ON navy_account (subject, weixin_no) WHERE del = 0;

-- One handover (/workHandover): students (type 1), WeChat accounts (type 2) or a class (type 3)
-- moved from one teacher to another in one transaction. student_team_ids / weixin_ids list what moved.
CREATE TABLE handover_record (
  id bigserial PRIMARY KEY,
  subject int NOT NULL DEFAULT 0,
  handover_type smallint NOT NULL CHECK (handover_type IN (1, 2, 3)),
  send_teacher_id bigint NOT NULL REFERENCES teacher(id),
  receive_teacher_id bigint NOT NULL REFERENCES teacher(id),
  send_weixin_ids bigint[] NOT NULL DEFAULT '{}',
  receive_weixin_id bigint,
  team_ids bigint[] NOT NULL DEFAULT '{}',
  student_team_ids bigint[] NOT NULL DEFAULT '{}',
  student_count int NOT NULL DEFAULT 0,
  reason text,
  is_leave smallint NOT NULL DEFAULT 0 CHECK (is_leave IN (0, 1)),
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX handover_record_send_idx ON handover_record (send_teacher_id, ctime DESC);
CREATE INDEX handover_record_receive_idx ON handover_record (receive_teacher_id, ctime DESC);
CREATE INDEX handover_record_list_idx ON handover_record (subject, handover_type, ctime DESC);

-- Enterprise-chat (企业微信) staff member, optionally bound to a teacher (qw/staff/*). status (ours):
-- 0 active, 1 left. Last login data for staffLoginInfo/getStaffInfoList.
CREATE TABLE qw_staff (
  id bigserial PRIMARY KEY,
  subject int NOT NULL DEFAULT 0,
  qw_user_id text NOT NULL UNIQUE,
  name text NOT NULL,
  mobile text,
  department_id bigint REFERENCES department(id),
  teacher_id bigint REFERENCES teacher(id),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  last_login_time timestamptz,
  last_login_ip text,
  last_login_device text,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qw_staff_list_idx ON qw_staff (subject, status, id DESC);
CREATE INDEX qw_staff_teacher_idx ON qw_staff (teacher_id) WHERE teacher_id IS NOT NULL;
CREATE INDEX qw_staff_department_idx ON qw_staff (department_id);

-- Filters of the organisation pages: teachers by department subtree and status, targets by term.
CREATE INDEX teacher_target_term_idx ON teacher_target (subject, term, department_id);
