-- Who an outbox message was sent to (issue 25 finding 1). The verification-code lookup
-- (GET /api/m/v1/sms/getCodeByMobile, page /getVerCode) shows only 'customer' rows: codes and texts
-- sent to parents and students. 'staff' rows are staff login codes: reading one let any role with the
-- lookup log in as that staff member, so they are never shown (the built-in simulator logs them).
-- 'teacher' rows confirm a teacher's number on the teacher form. No default: every writer says who
-- the message is for.
ALTER TABLE sms_outbox ADD COLUMN audience text;
UPDATE sms_outbox SET audience = CASE purpose WHEN 'login' THEN 'staff' WHEN 'teacher' THEN 'teacher' ELSE 'customer' END;
ALTER TABLE sms_outbox ALTER COLUMN audience SET NOT NULL;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_audience_check CHECK (audience IN ('staff', 'customer', 'teacher'));
-- A staff login code is a staff message whatever a caller claims.
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_login_is_staff CHECK (purpose IS DISTINCT FROM 'login' OR audience = 'staff');
DROP INDEX sms_outbox_mobile_idx;
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, audience, id DESC);
