-- Classes (teams), course lessons, the student-in-team row that carries the spec's student
-- statistics (trial and system lists), learning records (5,000,000 rows at the large scale),
-- homework uploads and teacher comments.

-- Course lesson catalogue (CoursewareListEx: id, title; learning_record.course_id).
-- lesson_type: trial 0/11, system 1/12 (spec §9). lesson: unit code W{n}D{m}. sup: S1..S9.
CREATE TABLE course (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  course_type smallint NOT NULL DEFAULT 0,
  lesson_type smallint NOT NULL DEFAULT 0,
  sup text CHECK (sup ~ '^S[1-9]$'),
  level text,
  unit text,
  lesson text,
  title text NOT NULL,
  sort int NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_subject_idx ON course (subject, lesson_type, sup, sort);

-- Class / team (trial, system, theme/aesthetic, camp team lists; HistoryStudentTeam*; /classManage,
-- /trialTeam, /systemTeam ...). team_type: 0 trial, >0 system (CONTRACT §9). team_state: 0 待开课,
-- 1 开课中, 2 已结课. term = management.period (term_id = management.id). category = team_category
-- (trial categories 0, 3, 503..508; search categories 28.., 29..). The count columns are the list's
-- statistics, refreshed by the teams module (rates = count / student_count).
CREATE TABLE team (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  team_name text NOT NULL,
  team_type smallint NOT NULL DEFAULT 0 CHECK (team_type >= 0),
  team_kind smallint NOT NULL DEFAULT 0,
  team_state smallint NOT NULL DEFAULT 0 CHECK (team_state BETWEEN 0 AND 2),
  term int,
  term_id bigint REFERENCES management(id),
  teacher_id bigint REFERENCES teacher(id),
  teacher_wechat_id bigint REFERENCES teacher_wechat(id),
  department_id bigint REFERENCES department(id),
  sup text CHECK (sup ~ '^S[1-9]$'),
  category int,
  pre_enroll int NOT NULL DEFAULT 0,
  enrolled int NOT NULL DEFAULT 0,
  enroll_state smallint NOT NULL DEFAULT 0,
  student_count int NOT NULL DEFAULT 0,
  current_lesson text,
  progress int NOT NULL DEFAULT 0,
  class_start timestamptz,
  class_end timestamptz,
  course_day int,
  course_day_kind smallint,
  room_wxid text,
  qr_code text,
  added_wechat int NOT NULL DEFAULT 0,
  unadd_wechat int NOT NULL DEFAULT 0,
  added_group int NOT NULL DEFAULT 0,
  unadd_group int NOT NULL DEFAULT 0,
  join_count int NOT NULL DEFAULT 0,
  complete_count int NOT NULL DEFAULT 0,
  task_count int NOT NULL DEFAULT 0,
  comment_count int NOT NULL DEFAULT 0,
  system_order_count int NOT NULL DEFAULT 0,
  refund_count int NOT NULL DEFAULT 0,
  renew_count int NOT NULL DEFAULT 0,
  express_sent_count int NOT NULL DEFAULT 0,
  express_signed_count int NOT NULL DEFAULT 0,
  flow_out_count int NOT NULL DEFAULT 0,
  today_active_count int NOT NULL DEFAULT 0,
  stats_time timestamptz,
  staff_id bigint REFERENCES staff(id),
  deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_list_idx ON team (subject, team_type, team_state, ctime DESC);
CREATE INDEX team_term_idx ON team (subject, term, team_type);
CREATE INDEX team_term_id_idx ON team (term_id);
CREATE INDEX team_teacher_idx ON team (teacher_id, team_state);
CREATE INDEX team_department_idx ON team (department_id, team_state);
CREATE INDEX team_class_start_idx ON team (subject, class_start DESC);
CREATE INDEX team_category_idx ON team (subject, category, team_state);
CREATE INDEX team_name_trgm_idx ON team USING gin (team_name gin_trgm_ops);

-- A student in a team = the spec's "student statistics row (trial and system)":
-- StudentTrialStatisticsPage / V2 / V3, StudentSystemStatisticsPage / List,
-- StudentSystemCourseStatisticsV3Page, StudentSystemLearnListStatisticsList (del = 0),
-- StudentCampStatisticsPage, StudentTeamList, blurrySearch. team_type/term/sup/category/teacher are
-- copied from the team (so one index answers each list page). order_no = orders.out_trade_no of the
-- order that put the student here (order_id its id). life_cycle: 0 待开课, 1 开课中, 2 已结课, 91 已退费.
-- express_status: CONTRACT §9 express codes of this enrollment's materials shipment.
CREATE TABLE student_team (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL REFERENCES student(id) ON DELETE CASCADE,
  team_id bigint NOT NULL REFERENCES team(id),
  team_type smallint NOT NULL DEFAULT 0,
  term int,
  sup text,
  category int,
  teacher_id bigint REFERENCES teacher(id),
  teacher_wechat_id bigint,
  department_id bigint,
  order_id bigint,
  order_no text,
  buytime timestamptz,
  life_cycle smallint CHECK (life_cycle IN (0, 1, 2, 91)),
  course_state smallint NOT NULL DEFAULT 0,
  current_super text,
  current_level text,
  current_unit text,
  current_lesson text,
  remaining_week int,
  added_group smallint NOT NULL DEFAULT 0 CHECK (added_group IN (0, 1)),
  added_wechat smallint NOT NULL DEFAULT 0 CHECK (added_wechat IN (0, 1)),
  follow smallint NOT NULL DEFAULT 0,
  express_status smallint CHECK (express_status BETWEEN 0 AND 9),
  express_send_count int NOT NULL DEFAULT 0,
  express_sign_in_count int NOT NULL DEFAULT 0,
  is_conversion smallint NOT NULL DEFAULT 0 CHECK (is_conversion IN (0, 1)),
  renew_status smallint NOT NULL DEFAULT 0,
  makeup_status smallint NOT NULL DEFAULT 0,
  refund_status smallint NOT NULL DEFAULT 0,
  enter_team_way smallint NOT NULL DEFAULT 0,
  enter_team_time timestamptz NOT NULL DEFAULT now(),
  leave_time timestamptz,
  send_course_time timestamptz,
  join_count int NOT NULL DEFAULT 0,
  complete_count int NOT NULL DEFAULT 0,
  task_count int NOT NULL DEFAULT 0,
  comment_count int NOT NULL DEFAULT 0,
  last_join_time timestamptz,
  last_complete_time timestamptz,
  last_task_time timestamptz,
  del smallint NOT NULL DEFAULT 0 CHECK (del IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, team_id)
);
CREATE INDEX student_team_team_idx ON student_team (team_id, del);
CREATE INDEX student_team_list_idx ON student_team (subject, team_type, ctime DESC);
CREATE INDEX student_team_term_idx ON student_team (subject, team_type, term, ctime DESC);
CREATE INDEX student_team_teacher_idx ON student_team (teacher_id, team_type, ctime DESC);
CREATE INDEX student_team_life_cycle_idx ON student_team (subject, team_type, life_cycle, ctime DESC);
CREATE INDEX student_team_order_idx ON student_team (order_id) WHERE order_id IS NOT NULL;

-- Learning record: one row per student per lesson in a team (learn-record pages and summaries for
-- trial, system and camp; TeamStudentCompleteCourseStatistics). Lean on purpose (5M rows):
-- term / teacher_id are read from the team, title / lesson / lesson_type from course (lesson_type is
-- copied because the student-detail tabs filter on it). state: 0 locked, 1 unlocked, 2 joined,
-- 3 completed (ours). *_time = first time of each event, last_learn_time = latest activity.
-- duration in seconds. The composite FK keeps every record inside a real enrollment.
CREATE TABLE learning_record (
  id bigserial PRIMARY KEY,
  student_id bigint NOT NULL,
  team_id bigint NOT NULL,
  course_id bigint NOT NULL,
  join_time timestamptz,
  complete_time timestamptz,
  task_time timestamptz,
  comment_time timestamptz,
  listen_comment_time timestamptz,
  last_learn_time timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  subject int NOT NULL,
  duration int NOT NULL DEFAULT 0,
  lesson_type smallint NOT NULL DEFAULT 0,
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  join_count smallint NOT NULL DEFAULT 0,
  complete_count smallint NOT NULL DEFAULT 0,
  task_count smallint NOT NULL DEFAULT 0,
  comment_count smallint NOT NULL DEFAULT 0,
  listen_comment_count smallint NOT NULL DEFAULT 0,
  chapter_learned_count smallint NOT NULL DEFAULT 0,
  FOREIGN KEY (student_id, team_id) REFERENCES student_team (student_id, team_id) ON DELETE CASCADE,
  UNIQUE (student_id, team_id, course_id)
);
CREATE INDEX learning_record_team_idx ON learning_record (team_id, course_id);

-- Homework upload of a student for a lesson (StudentCourseTaskPage/List,
-- StudentCourseUnUploadTaskList = learning records without task_time, StudentCourseAudioPage).
-- comment_status: 0 not commented, 1 commented. course_type: task course types (default [1,2]).
CREATE TABLE student_task (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint NOT NULL,
  team_id bigint NOT NULL,
  course_id bigint NOT NULL,
  course_type smallint NOT NULL DEFAULT 1,
  task_image jsonb NOT NULL DEFAULT '[]',
  task_video text,
  task_sound text,
  is_overtime smallint NOT NULL DEFAULT 0 CHECK (is_overtime IN (0, 1)),
  upload_time timestamptz NOT NULL DEFAULT now(),
  comment_status smallint NOT NULL DEFAULT 0 CHECK (comment_status IN (0, 1)),
  comment_teacher_id bigint REFERENCES teacher(id),
  del smallint NOT NULL DEFAULT 0 CHECK (del IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (student_id, team_id) REFERENCES student_team (student_id, team_id) ON DELETE CASCADE
);
CREATE INDEX student_task_student_idx ON student_task (student_id, team_id, course_id);
CREATE INDEX student_task_team_idx ON student_task (team_id, course_id);
CREATE INDEX student_task_queue_idx ON student_task (subject, comment_status, upload_time DESC);

-- Teacher comment on a homework (comments: sound, video, content_json; feedback: feedback_type,
-- tag, content). comment_type: 0 manual, 1 smart, 2 real person, 3 voice library, 4 batch voice library.
CREATE TABLE task_comment (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  task_id bigint NOT NULL REFERENCES student_task(id) ON DELETE CASCADE,
  teacher_id bigint REFERENCES teacher(id),
  comment_type smallint NOT NULL DEFAULT 0 CHECK (comment_type BETWEEN 0 AND 4),
  sound text,
  sound_duration int,
  video text,
  content_json jsonb,
  feedback_type smallint,
  tag text,
  feedback_content text,
  listen_time timestamptz,
  del smallint NOT NULL DEFAULT 0 CHECK (del IN (0, 1)),
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_comment_task_idx ON task_comment (task_id);
CREATE INDEX task_comment_teacher_idx ON task_comment (teacher_id, ctime DESC);
