-- Retention of exported files and import reports (the recurring `files.expire` job): past the period
-- the file is deleted and the record marked expired; the row stays (who exported what, when, how many rows).
ALTER TABLE export_record ADD COLUMN expired_at timestamptz;
ALTER TABLE import_record ADD COLUMN expired_at timestamptz;
-- What the job looks for: records that still hold a file, by age.
CREATE INDEX export_record_file_age_idx ON export_record (finished_at) WHERE file_key IS NOT NULL;
CREATE INDEX import_record_report_age_idx ON import_record (finished_at) WHERE report_key IS NOT NULL;
