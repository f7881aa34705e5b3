-- OrderStatistics over whole days without reading every order (docs/query-language.md §6, "Day
-- rollups"): per subject, China calendar day of ctime, status, regtype and isrefund, the number of
-- orders and the sums the console asks for. Maintained like the count rollups of 0220: statement-level
-- triggers append signed delta rows, compact_count_rollups() folds them, rebuild_count_rollups()
-- recounts after a bulk load. The engine reads whole days here and the partial first and last day
-- from the orders themselves, so a figure is exact for any time range.
-- China keeps UTC+8 all year (no daylight saving), so the day is a fixed offset, not a time zone
-- lookup (the same on PGlite and PostgreSQL whatever their time zone data).

CREATE FUNCTION china_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT ((t AT TIME ZONE 'UTC') + interval '8 hours')::date $$;

CREATE TABLE orders_day (
  subject int NOT NULL,
  day date NOT NULL,
  status smallint NOT NULL,
  regtype smallint NOT NULL,
  isrefund smallint NOT NULL,
  n bigint NOT NULL,
  amount numeric NOT NULL,
  total_amount numeric NOT NULL,
  discount_amount numeric NOT NULL,
  other_amount numeric NOT NULL,
  refunded_amount numeric NOT NULL,
  bear_integral bigint NOT NULL,
  gem_integral bigint NOT NULL
);
CREATE INDEX orders_day_idx ON orders_day (subject, day);

CREATE FUNCTION orders_day_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_day
    SELECT subject, china_day(ctime), status, regtype, isrefund, count(*), sum(amount), sum(total_amount),
      sum(discount_amount), sum(other_amount), sum(refunded_amount), sum(bear_integral), sum(gem_integral)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_day_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_day
    SELECT subject, china_day(ctime), status, regtype, isrefund, -count(*), -sum(amount), -sum(total_amount),
      -sum(discount_amount), -sum(other_amount), -sum(refunded_amount), -sum(bear_integral), -sum(gem_integral)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_day_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_day
    SELECT subject, day, status, regtype, isrefund, sum(n), sum(amount), sum(total_amount), sum(discount_amount),
      sum(other_amount), sum(refunded_amount), sum(bear_integral), sum(gem_integral)
    FROM (
      SELECT subject, china_day(ctime) AS day, status, regtype, isrefund, -1 AS n, -amount AS amount,
        -total_amount AS total_amount, -discount_amount AS discount_amount, -other_amount AS other_amount,
        -refunded_amount AS refunded_amount, -bear_integral AS bear_integral, -gem_integral AS gem_integral
      FROM old_rows
      UNION ALL
      SELECT subject, china_day(ctime), status, regtype, isrefund, 1, amount, total_amount, discount_amount,
        other_amount, refunded_amount, bear_integral, gem_integral
      FROM new_rows
    ) moved GROUP BY 1, 2, 3, 4, 5
    HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(total_amount) <> 0 OR sum(discount_amount) <> 0
      OR sum(other_amount) <> 0 OR sum(refunded_amount) <> 0 OR sum(bear_integral) <> 0 OR sum(gem_integral) <> 0;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_day_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_day;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_day_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_day_insert();
CREATE TRIGGER orders_day_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_day_delete();
CREATE TRIGGER orders_day_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_day_update();
CREATE TRIGGER orders_day_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_day_truncate();

CREATE OR REPLACE FUNCTION rebuild_count_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_count;
  INSERT INTO orders_count SELECT subject, status, regtype, isrefund, count(*) FROM orders GROUP BY 1, 2, 3, 4;
  DELETE FROM student_subject_count;
  INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, count(*) FROM student_subject GROUP BY 1, 2, 3;
  DELETE FROM orders_day;
  INSERT INTO orders_day
    SELECT subject, china_day(ctime), status, regtype, isrefund, count(*), sum(amount), sum(total_amount),
      sum(discount_amount), sum(other_amount), sum(refunded_amount), sum(bear_integral), sum(gem_integral)
    FROM orders GROUP BY 1, 2, 3, 4, 5;
END $$;

CREATE OR REPLACE FUNCTION compact_count_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (DELETE FROM orders_count RETURNING *)
    INSERT INTO orders_count SELECT subject, status, regtype, isrefund, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
  WITH gone AS (DELETE FROM student_subject_count RETURNING *)
    INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, sum(n) FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  -- A combination without orders has every sum at zero too: n alone decides.
  WITH gone AS (DELETE FROM orders_day RETURNING *)
    INSERT INTO orders_day
      SELECT subject, day, status, regtype, isrefund, sum(n), sum(amount), sum(total_amount), sum(discount_amount),
        sum(other_amount), sum(refunded_amount), sum(bear_integral), sum(gem_integral)
      FROM gone GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
END $$;

SELECT rebuild_count_rollups();
