-- The WeChat account name (微信号) a student added the teacher with: the original client shows it in the
-- student detail (jluserInfo.wechat_no) and in the trial lists (userExtends.wechat_no). Nullable: only
-- students who added a teacher on WeChat have one.
ALTER TABLE student ADD COLUMN wechat_no text;
