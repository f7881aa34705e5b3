-- The student lists' department filter (`teacher.department_id`: the class teachers of a department,
-- `teacher_id IN (SELECT ...)`): its total is an index-only count per teacher of the subject line
-- (11 ms for 38,000 students on the large set) instead of a scan of every subject line (225 ms).
CREATE INDEX student_subject_subject_teacher_idx ON student_subject (subject, teacher_id);
