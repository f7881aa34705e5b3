-- Spreadsheet imports run as jobs: a dry run (checks every row, writes nothing, keeps a row-by-row
-- report) or an all-or-nothing commit. State and progress are the job's; committed_at is set in the
-- writing transaction, so a re-run of a commit whose instance died after committing writes nothing twice.
CREATE TABLE import_record (
  id bigserial PRIMARY KEY,
  job_id bigint REFERENCES job (id),
  staff_id bigint NOT NULL,
  subject int NOT NULL DEFAULT 0,
  kind text NOT NULL,
  file_key text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  dry_run boolean NOT NULL,
  total int,
  success int,
  failed int,
  written boolean NOT NULL DEFAULT false,
  report jsonb,
  report_key text,
  committed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_record_staff_idx ON import_record (staff_id, id DESC);
