-- Indexes for the filters the student and marketing list pages offer (docs/decisions/query-roots.md,
-- "Students and marketing"): every filterable field of those query models is served by an index.
-- Each list index starts with the subject (always applied) and, on student_team, team_type (fixed
-- by the trial / system models), then the filtered column, then the default sort.

-- UserExtends / StudentAllUserStatistics / UserSystemStateStatistics: the life-cycle filter.
CREATE INDEX student_subject_life_cycle_idx ON student_subject (subject, life_cycle, join_date DESC) WHERE life_cycle IS NOT NULL;

-- Student statistics rows (trial / system lists): express status, trial category, difficulty,
-- added-WeChat and added-group tabs, order-number search.
CREATE INDEX student_team_express_idx ON student_team (subject, team_type, express_status, ctime DESC);
CREATE INDEX student_team_category_idx ON student_team (subject, team_type, category, ctime DESC);
CREATE INDEX student_team_sup_idx ON student_team (subject, team_type, sup, ctime DESC);
CREATE INDEX student_team_added_wechat_idx ON student_team (subject, team_type, added_wechat, ctime DESC);
CREATE INDEX student_team_added_group_idx ON student_team (subject, team_type, added_group, ctime DESC);
CREATE INDEX student_team_order_no_idx ON student_team (order_no) WHERE order_no IS NOT NULL;
-- SendCourseLogPage: the rows with a send_course_time, newest first.
CREATE INDEX student_team_send_course_idx ON student_team (subject, send_course_time DESC) WHERE send_course_time IS NOT NULL;

-- StudentCourseTaskPage / List: course_type is always applied (default [1,2]), newest upload first.
CREATE INDEX student_task_course_type_idx ON student_task (subject, course_type, upload_time DESC);

-- UserCouponPage: the status tabs of the coupon list.
CREATE INDEX user_coupon_status_idx ON user_coupon (subject, status, ctime DESC);
