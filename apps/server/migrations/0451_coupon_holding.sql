-- The per-student coupon limit (coupon.per_user_limit) enforced by the database on every path that
-- gives a student a coupon (issue 25 finding 7; docs/decisions/marketing.md): sends, the import and
-- the dispensing rules (INSERT), a move to another student and re-activating a voided coupon
-- (UPDATE), and any SQL written later. changeCouponUser used to move a third copy of a 1-per-person
-- coupon onto a student.
--
-- coupon_holding keeps, per (coupon, student), how many copies the student holds — the rows of
-- user_coupon that are not voided (status <> 3; used and expired ones count, as the send's check
-- always counted them). Triggers on user_coupon keep it; a gain upserts the pair's row, which takes
-- that row's lock, so concurrent gains for one pair queue and each sees the count the previous one
-- committed (under any isolation level: a concurrent update of the row fails a REPEATABLE READ
-- transaction instead of letting it count from an old snapshot). A gain that takes the count past the
-- limit raises check_violation named coupon_holding_per_user_limit, and the statement rolls back.
-- Losses never raise: lowering a coupon's limit leaves what students hold (their property) and only
-- stops further gains. No foreign keys: the counter is derived, and a key-share lock on the coupon
-- could deadlock against a send that holds the coupon row.
CREATE TABLE coupon_holding (
  coupon_id bigint NOT NULL,
  uid bigint NOT NULL,
  held int NOT NULL CHECK (held >= 0),
  PRIMARY KEY (coupon_id, uid)
);

INSERT INTO coupon_holding (coupon_id, uid, held)
  SELECT coupon_id, uid, count(*) FROM user_coupon WHERE status <> 3 GROUP BY coupon_id, uid;

-- Applies signed changes per pair (pairs in key order, so two statements lock rows in one order) and
-- refuses a gain past the coupon's limit. DETAIL carries the figures as JSON for the 409 message.
CREATE FUNCTION coupon_holding_change(coupon_ids bigint[], uids bigint[], deltas int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  over record;
BEGIN
  WITH d AS (
    SELECT c AS coupon_id, u AS uid, sum(n)::int AS n
      FROM unnest(coupon_ids, uids, deltas) AS x(c, u, n)
     GROUP BY c, u HAVING sum(n) <> 0
  ), up AS (
    INSERT INTO coupon_holding AS h (coupon_id, uid, held)
    SELECT coupon_id, uid, greatest(n, 0) FROM d ORDER BY coupon_id, uid
    ON CONFLICT (coupon_id, uid) DO UPDATE SET held = greatest(h.held + (SELECT d.n FROM d WHERE d.coupon_id = EXCLUDED.coupon_id AND d.uid = EXCLUDED.uid), 0)
    RETURNING h.coupon_id, h.uid, h.held
  )
  SELECT up.coupon_id, up.uid, up.held, c.per_user_limit, c.name INTO over
    FROM up JOIN d ON d.coupon_id = up.coupon_id AND d.uid = up.uid JOIN coupon c ON c.id = up.coupon_id
   WHERE d.n > 0 AND c.per_user_limit IS NOT NULL AND up.held > c.per_user_limit
   ORDER BY up.coupon_id, up.uid LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING
      ERRCODE = 'check_violation',
      CONSTRAINT = 'coupon_holding_per_user_limit',
      MESSAGE = format('student %s would hold %s of coupon %s, the limit is %s per student', over.uid, over.held, over.coupon_id, over.per_user_limit),
      DETAIL = json_build_object('couponId', over.coupon_id::text, 'couponName', over.name, 'uid', over.uid::text,
                                 'limit', over.per_user_limit)::text;
  END IF;
END $$;

CREATE FUNCTION coupon_holding_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coupon_holding_change(array_agg(coupon_id), array_agg(uid), array_agg(1)) FROM new_rows WHERE status <> 3 HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION coupon_holding_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coupon_holding_change(array_agg(coupon_id), array_agg(uid), array_agg(-1)) FROM old_rows WHERE status <> 3 HAVING count(*) > 0;
  RETURN NULL;
END $$;

-- Row level with a WHEN clause: updates that touch neither the holder, the coupon nor voidedness
-- (end dates, order use, expiry, bulk fix-ups) never call the function.
CREATE FUNCTION coupon_holding_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM coupon_holding_change(
    ARRAY[OLD.coupon_id, NEW.coupon_id], ARRAY[OLD.uid, NEW.uid],
    ARRAY[CASE WHEN OLD.status <> 3 THEN -1 ELSE 0 END, CASE WHEN NEW.status <> 3 THEN 1 ELSE 0 END]);
  RETURN NULL;
END $$;

CREATE FUNCTION coupon_holding_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM coupon_holding;
  RETURN NULL;
END $$;

-- A load with triggers off (the seed's large set runs as session_replication_role = replica) calls this after.
CREATE FUNCTION rebuild_coupon_holdings() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM coupon_holding;
  INSERT INTO coupon_holding (coupon_id, uid, held)
    SELECT coupon_id, uid, count(*) FROM user_coupon WHERE status <> 3 GROUP BY coupon_id, uid;
END $$;

CREATE TRIGGER coupon_holding_insert AFTER INSERT ON user_coupon REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_holding_insert();
CREATE TRIGGER coupon_holding_delete AFTER DELETE ON user_coupon REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_holding_delete();
CREATE TRIGGER coupon_holding_update AFTER UPDATE ON user_coupon FOR EACH ROW
  WHEN (OLD.uid IS DISTINCT FROM NEW.uid OR OLD.coupon_id IS DISTINCT FROM NEW.coupon_id OR (OLD.status = 3) IS DISTINCT FROM (NEW.status = 3))
  EXECUTE FUNCTION coupon_holding_update();
CREATE TRIGGER coupon_holding_truncate AFTER TRUNCATE ON user_coupon
  FOR EACH STATEMENT EXECUTE FUNCTION coupon_holding_truncate();
