-- Class operations (issue 17, docs/decisions/classes.md): conflict-safe team edits, the auto-add-friend
-- switch, class changes with their log, stop (suspension) batches, and one recount of a class's
-- statistics that every move runs in its own transaction.

-- Conflict-safe edits of a class (state, kind, course-day kind): the version the form read.
ALTER TABLE team ADD COLUMN version int NOT NULL DEFAULT 1;
CREATE TRIGGER team_bump_version BEFORE UPDATE ON team FOR EACH ROW EXECUTE FUNCTION bump_record_version();
-- updateStudentTeamByState / getStudentTeamById: the class's "add friends automatically" switch (ON/OFF).
ALTER TABLE team ADD COLUMN auto_add_friend smallint NOT NULL DEFAULT 0 CHECK (auto_add_friend IN (0, 1));
-- A class created by hand (/addClassOpt) rather than by the enrolment planner.
ALTER TABLE team ADD COLUMN created_manually smallint NOT NULL DEFAULT 0 CHECK (created_manually IN (0, 1));

-- One line per student moved (or refused) by a class change: /manageChangeClass's operation log
-- (queryChangeTeamLog). import_type: 0 by student, 1 by class, 2 by file import. kind: 0 调班, 1 调期.
CREATE TABLE team_change_log (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  student_id bigint REFERENCES student(id) ON DELETE CASCADE,
  mobile text,
  from_team_id bigint REFERENCES team(id),
  to_team_id bigint REFERENCES team(id),
  origin_team_name text,
  current_team_name text,
  kind smallint NOT NULL DEFAULT 0 CHECK (kind IN (0, 1)),
  import_type smallint NOT NULL DEFAULT 0 CHECK (import_type IN (0, 1, 2)),
  execute_result text NOT NULL CHECK (execute_result IN ('SUCCESS', 'FAIL')),
  message text,
  reason text,
  staff_id bigint REFERENCES staff(id),
  staff_name text,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_change_log_list_idx ON team_change_log (subject, ctime DESC);
CREATE INDEX team_change_log_student_idx ON team_change_log (student_id, ctime DESC);

-- Stop (suspension) batches (/suspendClasses): a named list of students in classes whose lessons stop
-- for a period. status: 0 待执行 (editable), 1 已执行, 2 已删除. Executing sets the enrolment's
-- course_state to 1 停课 (the student menu's "stopped" count reads it).
CREATE TABLE team_stop_batch (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  name text NOT NULL,
  reason text NOT NULL,
  stop_start timestamptz NOT NULL,
  stop_end timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  item_count int NOT NULL DEFAULT 0,
  executed_at timestamptz,
  executed_by bigint REFERENCES staff(id),
  staff_id bigint REFERENCES staff(id),
  version int NOT NULL DEFAULT 1,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now(),
  CHECK (stop_end >= stop_start)
);
CREATE INDEX team_stop_batch_list_idx ON team_stop_batch (subject, status, ctime DESC);
CREATE TRIGGER team_stop_batch_bump_version BEFORE UPDATE ON team_stop_batch FOR EACH ROW EXECUTE FUNCTION bump_record_version();

CREATE TABLE team_stop_batch_item (
  batch_id bigint NOT NULL REFERENCES team_stop_batch(id) ON DELETE CASCADE,
  student_id bigint NOT NULL,
  team_id bigint NOT NULL,
  PRIMARY KEY (batch_id, student_id, team_id),
  FOREIGN KEY (student_id, team_id) REFERENCES student_team (student_id, team_id) ON DELETE CASCADE
);
CREATE INDEX team_stop_batch_item_team_idx ON team_stop_batch_item (team_id);

-- Class lists filter on the teacher's WeChat and the enrol state too.
CREATE INDEX team_enroll_state_idx ON team (subject, team_type, enroll_state, ctime DESC);

-- A class's statistics from its live students (the formula of the demo loader's fixup, with "today"
-- = the last 24 hours). Callers lock the teams first (SELECT ... FOR UPDATE in id order), so under
-- READ COMMITTED this statement sees every move committed before the lock was granted: exact.
CREATE FUNCTION recount_team_statistics(team_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE team t SET student_count = coalesce(x.n, 0), enrolled = coalesce(x.n, 0),
         join_count = coalesce(x.joined, 0), complete_count = coalesce(x.completed, 0), task_count = coalesce(x.tasks, 0),
         comment_count = coalesce(x.comments, 0), system_order_count = coalesce(x.converted, 0), refund_count = coalesce(x.refunded, 0),
         renew_count = coalesce(x.renewed, 0), express_sent_count = coalesce(x.sent, 0), express_signed_count = coalesce(x.signed, 0),
         added_wechat = coalesce(x.wechat, 0), unadd_wechat = coalesce(x.n - x.wechat, 0), added_group = coalesce(x.grp, 0),
         unadd_group = coalesce(x.n - x.grp, 0), flow_out_count = coalesce(x.left_team, 0), today_active_count = coalesce(x.active, 0),
         stats_time = now(), utime = now()
    FROM (SELECT id FROM team WHERE id = ANY(team_ids)) k
    LEFT JOIN (SELECT team_id, count(*) AS n, count(*) FILTER (WHERE join_count > 0) AS joined, count(*) FILTER (WHERE complete_count > 0) AS completed,
              count(*) FILTER (WHERE task_count > 0) AS tasks, count(*) FILTER (WHERE comment_count > 0) AS comments, count(*) FILTER (WHERE is_conversion = 1) AS converted,
              count(*) FILTER (WHERE refund_status <> 0) AS refunded, count(*) FILTER (WHERE renew_status = 1) AS renewed,
              count(*) FILTER (WHERE express_send_count > 0) AS sent, count(*) FILTER (WHERE express_sign_in_count > 0) AS signed,
              count(*) FILTER (WHERE added_wechat = 1) AS wechat, count(*) FILTER (WHERE added_group = 1) AS grp,
              count(*) FILTER (WHERE leave_time IS NOT NULL) AS left_team, count(*) FILTER (WHERE last_join_time >= now() - interval '1 day') AS active
            FROM student_team WHERE del = 0 AND team_id = ANY(team_ids) GROUP BY team_id) x ON x.team_id = k.id
   WHERE t.id = k.id;
  UPDATE management m SET enrolled = y.n
    FROM (SELECT term_id, sum(student_count) AS n FROM team
           WHERE term_id IN (SELECT term_id FROM team WHERE id = ANY(team_ids) AND term_id IS NOT NULL) GROUP BY term_id) y
   WHERE m.id = y.term_id;
$$;
