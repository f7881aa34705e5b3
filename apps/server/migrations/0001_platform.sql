-- Platform tables: staff and their organisation, sessions, SMS, notifications, operation log,
-- idempotency, files, currencies. Ids are bigint; the API renders them as strings.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE role (
  id text PRIMARY KEY,
  name text NOT NULL,
  name_en text NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);

CREATE TABLE department (
  id bigserial PRIMARY KEY,
  pid bigint NOT NULL DEFAULT 99999,
  name text NOT NULL,
  subject int NOT NULL DEFAULT 0,
  sort int NOT NULL DEFAULT 0,
  leader_staff_id bigint,
  status int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX department_pid_idx ON department (pid);

CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  user_name text NOT NULL UNIQUE,
  real_name text NOT NULL,
  mobile text NOT NULL,
  password_hash text NOT NULL,
  role_id text NOT NULL,
  role_ids text[] NOT NULL,
  subject_list int[] NOT NULL,
  duty_id text,
  head text,
  department_id bigint REFERENCES department(id),
  status int NOT NULL DEFAULT 0,          -- 0 active, 1 disabled
  is_login int NOT NULL DEFAULT 1,         -- 1 may log in
  password_changed_at timestamptz,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_mobile_idx ON staff (mobile);
CREATE INDEX staff_department_idx ON staff (department_id);

CREATE TABLE staff_session (
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text,
  revoked_at timestamptz
);
CREATE INDEX staff_session_staff_idx ON staff_session (staff_id);

-- Login throttling: one row per (kind, key) window, e.g. ('account','admin'), ('ip','1.2.3.4').
CREATE TABLE login_attempt (
  kind text NOT NULL,
  key text NOT NULL,
  failures int NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  PRIMARY KEY (kind, key)
);

CREATE TABLE sms_code (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL,                   -- 'login', 'replace-mobile', ...
  code text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  tries int NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_code_mobile_idx ON sms_code (mobile, purpose, sent_at DESC);

-- What the built-in SMS provider "sent": read by the verification-code lookup page.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  content text NOT NULL,
  code text,
  purpose text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, ctime DESC);

CREATE TABLE notification (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL,
  type_id int NOT NULL DEFAULT 0,
  type_name text NOT NULL DEFAULT '',
  title text NOT NULL,
  brief_introduction text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  jump_link text NOT NULL DEFAULT '',
  subject int,
  is_read boolean NOT NULL DEFAULT false,
  notify_time timestamptz NOT NULL DEFAULT now(),
  read_time timestamptz
);
CREATE INDEX notification_staff_idx ON notification (staff_id, notify_time DESC);
CREATE INDEX notification_unread_idx ON notification (staff_id) WHERE NOT is_read;

CREATE TABLE operation_log (
  id bigserial PRIMARY KEY,
  staff_id bigint,
  staff_name text,
  action text NOT NULL,                    -- e.g. 'login', 'login.failed', 'refund.create', 'denied'
  entity text,
  entity_id text,
  changes jsonb,                           -- {field: [old, new]} or free detail
  detail jsonb,
  subject int,
  ip text,
  request_id text,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operation_log_ctime_idx ON operation_log (ctime DESC);
CREATE INDEX operation_log_staff_idx ON operation_log (staff_id, ctime DESC);
CREATE INDEX operation_log_entity_idx ON operation_log (entity, entity_id);

CREATE TABLE idempotency_key (
  key text NOT NULL,
  scope text NOT NULL,                     -- route, so one key cannot replay another call
  staff_id bigint NOT NULL,
  body_hash text NOT NULL,
  status text NOT NULL DEFAULT 'running',  -- running | done
  response_status int,
  response_body jsonb,
  ctime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE TABLE stored_file (
  id bigserial PRIMARY KEY,
  object_key text NOT NULL UNIQUE,
  visibility text NOT NULL,                -- public | private
  content_type text,
  size bigint,
  staff_id bigint,
  ctime timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currency (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort int NOT NULL DEFAULT 0
);

-- Cross-instance events (notifications) are also kept here so an SSE client can resume by id.
CREATE TABLE app_event (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  staff_id bigint,
  payload jsonb NOT NULL,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_event_staff_idx ON app_event (staff_id, id);
