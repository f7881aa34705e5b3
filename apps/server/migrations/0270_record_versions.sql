-- Conflict-safe edits (docs/decisions/console-power.md, "Record history and conflict-safe edits"):
-- every record the console edits carries a version, and every write path bumps it, so a save that
-- names the version it read can tell whether someone else saved in between. The bump is a row
-- trigger rather than `version = version + 1` in each UPDATE, so writes that do not know about
-- versions (imports, status changes, other modules) still move it. An UPDATE that already sets a new
-- version (the older `version = version + 1` statements) keeps it: the trigger only bumps when the
-- statement left the version as it was.

CREATE FUNCTION bump_record_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version IS NOT DISTINCT FROM OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;

-- Orders and shipments have had a version since 0140/0150 (default 0); new rows now start at 1.
ALTER TABLE orders ALTER COLUMN version SET DEFAULT 1;
ALTER TABLE express ALTER COLUMN version SET DEFAULT 1;
-- A constant default: no table rewrite on PostgreSQL 11+, cheap on the large set.
ALTER TABLE student ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE address ADD COLUMN version int NOT NULL DEFAULT 1;

CREATE TRIGGER orders_bump_version BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER express_bump_version BEFORE UPDATE ON express FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER student_bump_version BEFORE UPDATE ON student FOR EACH ROW EXECUTE FUNCTION bump_record_version();
CREATE TRIGGER address_bump_version BEFORE UPDATE ON address FOR EACH ROW EXECUTE FUNCTION bump_record_version();
