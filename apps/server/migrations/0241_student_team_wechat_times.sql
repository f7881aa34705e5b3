-- When the student added the teacher on WeChat / joined the class group (the class page of the original
-- client shows both next to the flags added_wechat / added_group). Nullable: unknown for older rows.
ALTER TABLE student_team ADD COLUMN added_wechat_time timestamptz;
ALTER TABLE student_team ADD COLUMN added_group_time timestamptz;
