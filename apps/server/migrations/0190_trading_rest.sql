-- Trading and logistics REST calls (issue 7): what the order, express and order-out calls need
-- beyond 0140 / 0150. See docs/decisions/trading.md.

-- Messages sent about an order (reSendOrderCompleteMessage, pushMsgByOrderIds, sendMsgForTeacher).
-- kind: COMPLETE (order-complete message to the student), PUSH (app push to the student), TEACHER
-- (notice to the order's teacher). channel: SMS, PUSH, NOTICE. status: 0 queued, 1 sent, 2 failed.
-- target: the real mobile (SMS), the uid (PUSH) or the staff id (NOTICE); answers mask mobiles.
CREATE TABLE order_message (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  order_id bigint NOT NULL REFERENCES orders(id),
  uid bigint REFERENCES student(id),
  kind text NOT NULL CHECK (kind IN ('COMPLETE', 'PUSH', 'TEACHER')),
  channel text NOT NULL CHECK (channel IN ('SMS', 'PUSH', 'NOTICE')),
  scenario_id text,
  target text,
  content text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),
  fail_reason text,
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_message_order_idx ON order_message (order_id, kind, ctime DESC);
CREATE INDEX order_message_subject_idx ON order_message (subject, ctime DESC);

-- An order is transferred out at most once (orderToOut): pending or done transfers are live.
CREATE UNIQUE INDEX order_out_live_idx ON order_out (order_id) WHERE status IN (0, 1);

-- Express import batches (importExpress): who imported which file, with the row report.
CREATE TABLE express_import (
  id bigserial PRIMARY KEY,
  subject int NOT NULL,
  file_name text,
  total int NOT NULL DEFAULT 0,
  success_num int NOT NULL DEFAULT 0,
  fail_num int NOT NULL DEFAULT 0,
  report jsonb NOT NULL DEFAULT '[]',
  staff_id bigint REFERENCES staff(id),
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX express_import_subject_idx ON express_import (subject, ctime DESC);
CREATE INDEX express_import_staff_idx ON express_import (staff_id, ctime DESC);
