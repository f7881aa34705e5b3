-- Introductions by department carry the file a department hands out (uploaded through the file
-- platform, kept as its public address and original name); the download log is read per department
-- and per channel (/channelManagement, introductions tab).
ALTER TABLE introduction ADD COLUMN file_url text;
ALTER TABLE introduction ADD COLUMN file_name text;
CREATE INDEX introduction_download_log_dept_idx ON introduction_download_log (subject, department_id, id DESC);
CREATE INDEX introduction_download_log_channel_idx ON introduction_download_log (channel_id, id DESC);
