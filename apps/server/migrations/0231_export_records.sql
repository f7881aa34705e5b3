-- The export centre (/exportRecord): one row per "export current filter" a staff member asked for.
-- Its state, progress and error are those of its job (one source of truth); the row keeps what was
-- asked (root, columns, filter, sort) and what came out (rows, bytes, the stored file).
CREATE TABLE export_record (
  id bigserial PRIMARY KEY,
  job_id bigint REFERENCES job (id),
  staff_id bigint NOT NULL,
  staff_name text NOT NULL DEFAULT '',
  subject int NOT NULL DEFAULT 0,
  api_name text NOT NULL,
  file_name text NOT NULL,
  header jsonb NOT NULL, -- [[field path, column title], ...] in column order
  query jsonb,
  sort jsonb,
  lang text NOT NULL DEFAULT 'zh',
  row_count bigint,
  size_bytes bigint,
  file_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX export_record_staff_idx ON export_record (staff_id, id DESC) WHERE deleted_at IS NULL;

-- POST /api/b/v1/operateExportLog/add: what the original client reports after a download.
CREATE TABLE operate_export_log (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL,
  operate_type text NOT NULL DEFAULT '',
  table_name text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operate_export_log_staff_idx ON operate_export_log (staff_id, id DESC);
