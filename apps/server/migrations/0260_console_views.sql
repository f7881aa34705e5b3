-- Console power features (docs/decisions/console-power.md): saved views of a list page, the staff's
-- own list settings (column order, visibility, width; the default view), and the records a staff
-- opened recently (command palette). Stored on the server so they follow the staff to any browser.

-- A named set of filters, sort, columns and page size of one list. Personal (shared_role IS NULL) or
-- shared with a role: every staff holding that role sees it, read-only. Soft delete keeps the id of a
-- view someone still has as default harmless (the default is ignored when the view is gone).
CREATE TABLE console_view (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  list_id text NOT NULL,
  name text NOT NULL,
  state jsonb NOT NULL,
  shared_role text,
  version int NOT NULL DEFAULT 1,
  deleted int NOT NULL DEFAULT 0,
  ctime timestamptz NOT NULL DEFAULT now(),
  utime timestamptz NOT NULL DEFAULT now()
);
-- One name per owner and list among live views.
CREATE UNIQUE INDEX console_view_name_idx ON console_view (staff_id, list_id, name) WHERE deleted = 0;
CREATE INDEX console_view_shared_idx ON console_view (list_id, shared_role) WHERE deleted = 0 AND shared_role IS NOT NULL;

-- The staff's settings of one list: the columns (order, hidden, widths) and the default view.
CREATE TABLE console_list_prefs (
  staff_id bigint NOT NULL REFERENCES staff(id),
  list_id text NOT NULL,
  columns jsonb,
  default_view_id bigint,
  utime timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_id, list_id)
);

-- Records (students, orders) a staff opened, per subject; the newest few are kept.
CREATE TABLE console_recent (
  staff_id bigint NOT NULL REFERENCES staff(id),
  subject int NOT NULL,
  kind text NOT NULL,
  entity_id text NOT NULL,
  label text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_id, subject, kind, entity_id)
);
CREATE INDEX console_recent_staff_idx ON console_recent (staff_id, subject, opened_at DESC);
