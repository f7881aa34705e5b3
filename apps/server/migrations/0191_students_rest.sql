-- Student REST calls (spec 01 §7 "Student REST") whose records 0120 did not model: questionnaires,
-- teacher follow groups, share rewards, the user violation log, exams and exam exchange codes, gift
-- cards, student QR codes and private chat messages; plus the approver of a logoff process and the
-- rule "one open logoff process per student". Codes marked (ours) are our choice, see
-- docs/decisions/students-rest.md.

-- Questionnaire staff define (/api/f/v1/questionnaire/page|save|query). status (ours): 0 draft,
-- 1 published, 2 closed. questions: [{id, title, type: SINGLE|MULTI|TEXT, options: [text]}].
CREATE TABLE questionnaire (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  title text NOT NULL,
  description text,
  questions jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_subject_idx ON questionnaire (subject, id DESC) WHERE deleted = 0;

-- A student's answers to a questionnaire (/api/f/v1/questionnaire/byUser, the student detail tab).
-- answers: [{questionId, value}] as submitted in the app.
CREATE TABLE questionnaire_answer (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  questionnaire_id bigint NOT NULL REFERENCES questionnaire(id) ON DELETE CASCADE,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '[]',
  submit_time timestamptz NOT NULL DEFAULT now(),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_answer_uid_idx ON questionnaire_answer (uid, submit_time DESC);
CREATE INDEX questionnaire_answer_questionnaire_idx ON questionnaire_answer (questionnaire_id, submit_time DESC);

-- A teacher's follow-up group of students (/api/t/v1/teacher/teacherFollowGroup/*). type (ours):
-- 0 custom, 1 trial follow-up, 2 system follow-up. Soft delete; names unique per teacher and type.
CREATE TABLE teacher_follow_group (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  teacher_id bigint NOT NULL REFERENCES teacher(id),
  type smallint NOT NULL DEFAULT 0,
  name text NOT NULL,
  remark text,
  sort int NOT NULL DEFAULT 0,
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teacher_follow_group_name_idx ON teacher_follow_group (teacher_id, type, name) WHERE deleted = 0;
CREATE INDEX teacher_follow_group_teacher_idx ON teacher_follow_group (teacher_id, type, sort) WHERE deleted = 0;

CREATE TABLE teacher_follow_group_student (
  group_id bigint NOT NULL REFERENCES teacher_follow_group(id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  ctime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, student_id)
);
CREATE INDEX teacher_follow_group_student_idx ON teacher_follow_group_student (student_id);

-- A student's share that earns a reward (/api/b/v1/backend/userflow/sharereward/pageList|complete).
-- share_type (ours): 0 homework, 1 poster, 2 weekly report. status: 0 待发放, 1 已发放 (complete
-- credits reward_amount to the reward account; account_record_id is that ledger row).
CREATE TABLE share_reward (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  share_type smallint NOT NULL DEFAULT 0,
  share_content text,
  share_image text,
  share_time timestamptz NOT NULL DEFAULT now(),
  reward_account_type smallint NOT NULL DEFAULT 2 CHECK (reward_account_type IN (1, 2, 3)),
  reward_amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (reward_amount >= 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  account_record_id bigint REFERENCES account_record(id),
  staff_id bigint REFERENCES staff(id),
  complete_time timestamptz,
  remark text,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_reward_subject_idx ON share_reward (subject, status, share_time DESC);
CREATE INDEX share_reward_uid_idx ON share_reward (uid, share_time DESC);

-- Reported misbehaviour of a student in the app (user violation log get / update status).
-- violation_type (ours): 0 other, 1 inappropriate content, 2 harassment, 3 advertising.
-- status (ours): 0 待处理, 1 已处理, 2 已忽略; only 0 moves.
CREATE TABLE user_violation_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  violation_type smallint NOT NULL DEFAULT 0,
  content text,
  evidence jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  handle_remark text,
  staff_id bigint REFERENCES staff(id),
  handle_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_violation_log_subject_idx ON user_violation_log (subject, status, ctime DESC);
CREATE INDEX user_violation_log_uid_idx ON user_violation_log (uid, ctime DESC);

-- A student's art grading exam (examByUid). status (ours): 0 待考, 1 已考, 2 通过, 3 未通过.
CREATE TABLE student_exam (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  exam_name text NOT NULL,
  exam_level text,
  score numeric(5,1),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  exam_time timestamptz,
  certificate_url text,
  exchange_code_id bigint,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_exam_uid_idx ON student_exam (uid, ctime DESC);

-- Exam exchange codes ("exam change codes"): generated by staff, redeemed in the app for an exam
-- entry. status like redeem codes (CONTRACT §9): 0 已失效, 1 未使用, 2 已兑换.
CREATE TABLE exam_change_code (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  code text NOT NULL UNIQUE,
  exam_name text NOT NULL,
  exam_level text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  uid bigint REFERENCES student(id) ON DELETE SET NULL,
  use_time timestamptz,
  expire_time timestamptz,
  remark text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exam_change_code_subject_idx ON exam_change_code (subject, status, id DESC);
CREATE INDEX exam_change_code_uid_idx ON exam_change_code (uid) WHERE uid IS NOT NULL;

-- Gift cards given to students (gift cards, jd gift card info and sendSms). card_type: 'JD' or
-- another issuer. card_secret is never shown in full (masked in every response); only the SMS to the
-- student carries it. status (ours): 0 未发放, 1 已发放, 2 已使用, 3 已作废.
CREATE TABLE gift_card (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint REFERENCES student(id) ON DELETE SET NULL,
  card_type text NOT NULL DEFAULT 'JD',
  card_no text NOT NULL,
  card_secret text NOT NULL,
  amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  source text,
  order_id bigint REFERENCES orders(id),
  send_time timestamptz,
  sms_count int NOT NULL DEFAULT 0,
  last_sms_time timestamptz,
  expire_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (card_type, card_no)
);
CREATE INDEX gift_card_uid_idx ON gift_card (uid, ctime DESC) WHERE uid IS NOT NULL;
CREATE INDEX gift_card_subject_idx ON gift_card (subject, status, ctime DESC);

-- QR codes created for a student (QR code creation): the web renders `content` as the image.
-- qr_type (ours): INVITE, BIND_WECHAT, ACTIVITY. scene: the random token inside content.
CREATE TABLE user_qrcode (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  qr_type text NOT NULL DEFAULT 'INVITE',
  scene text NOT NULL UNIQUE,
  content text NOT NULL,
  channel_id bigint REFERENCES channel(id),
  expire_time timestamptz,
  scan_count int NOT NULL DEFAULT 0,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_qrcode_uid_idx ON user_qrcode (uid, ctime DESC);

-- Private chat between a student and a teacher in the app (read-only for staff). direction:
-- 1 student → teacher, 2 teacher → student. msg_type (ours): TEXT, IMAGE, VOICE.
CREATE TABLE private_chat_message (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  uid bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  direction smallint NOT NULL CHECK (direction IN (1, 2)),
  msg_type text NOT NULL DEFAULT 'TEXT',
  content text NOT NULL,
  send_time timestamptz NOT NULL DEFAULT now(),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX private_chat_message_uid_idx ON private_chat_message (uid, send_time DESC);

-- Who passed or cancelled a logoff process (staff_id stays the applicant for staff-sourced ones).
ALTER TABLE logoff_process ADD COLUMN approval_staff_id bigint REFERENCES staff(id);

-- At most one open (0 default / 1 under review) logoff process per student: a second apply is 409.
CREATE UNIQUE INDEX logoff_process_open_idx ON logoff_process (user_id) WHERE status IN (0, 1);
