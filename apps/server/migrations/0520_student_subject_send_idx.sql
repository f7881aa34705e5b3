-- The students one student referred, per subject line (issue 28): the original client's referral tab
-- filters OrderPage by `pay_channel_user` (the referrer), compiled as
-- uid IN (SELECT student_id FROM student_subject WHERE subject = $1 AND send_id = $2).
-- student_send_idx covers only the person's first referrer (student.send_id); the line's is its own.
CREATE INDEX student_subject_send_idx ON student_subject (send_id, subject) WHERE send_id IS NOT NULL;
