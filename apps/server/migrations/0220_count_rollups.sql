-- Exact totals for the biggest lists without counting hundreds of thousands of rows per request
-- (docs/performance.md, "Count rollups"). A rollup table holds signed row counts per combination
-- of a few low-cardinality columns of its base table; statement-level triggers append one
-- aggregated delta row per combination a statement touches (no row is ever updated in place, so
-- concurrent writers never wait on each other or deadlock), and the server folds the deltas back
-- into one row per combination from time to time (compactCountRollups). The query engine answers
-- `count(*) FROM base WHERE p` as `sum(n) FROM rollup WHERE p` whenever p reads only rollup columns,
-- which is exact because every row of a combination satisfies p or fails it alike.

CREATE TABLE orders_count (
  subject int NOT NULL,
  status smallint NOT NULL,
  regtype smallint NOT NULL,
  isrefund smallint NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX orders_count_idx ON orders_count (subject, status);

CREATE FUNCTION orders_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_count SELECT subject, status, regtype, isrefund, count(*) FROM new_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_count SELECT subject, status, regtype, isrefund, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders_count
    SELECT subject, status, regtype, isrefund, sum(d) FROM (
      SELECT subject, status, regtype, isrefund, -1 AS d FROM old_rows
      UNION ALL
      SELECT subject, status, regtype, isrefund, 1 FROM new_rows
    ) moved GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0;
  RETURN NULL;
END $$;

CREATE FUNCTION orders_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_count;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_insert();
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_delete();
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_update();
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_truncate();

-- One row per student and subject line; the UserExtends sources join the person 1:1
-- (student_id NOT NULL REFERENCES student), so these counts are the models' row counts too.
CREATE TABLE student_subject_count (
  subject int NOT NULL,
  user_status smallint,
  life_cycle smallint,
  n bigint NOT NULL
);
CREATE INDEX student_subject_count_idx ON student_subject_count (subject);

CREATE FUNCTION student_subject_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, count(*) FROM new_rows GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;

CREATE FUNCTION student_subject_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, -count(*) FROM old_rows GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;

CREATE FUNCTION student_subject_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_subject_count
    SELECT subject, user_status, life_cycle, sum(d) FROM (
      SELECT subject, user_status, life_cycle, -1 AS d FROM old_rows
      UNION ALL
      SELECT subject, user_status, life_cycle, 1 FROM new_rows
    ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
  RETURN NULL;
END $$;

CREATE FUNCTION student_subject_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM student_subject_count;
  RETURN NULL;
END $$;

CREATE TRIGGER student_subject_count_insert AFTER INSERT ON student_subject REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_subject_count_insert();
CREATE TRIGGER student_subject_count_delete AFTER DELETE ON student_subject REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_subject_count_delete();
CREATE TRIGGER student_subject_count_update AFTER UPDATE ON student_subject REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_subject_count_update();
CREATE TRIGGER student_subject_count_truncate AFTER TRUNCATE ON student_subject
  FOR EACH STATEMENT EXECUTE FUNCTION student_subject_count_truncate();

-- Recounts every rollup from its base table: after a bulk load that ran with triggers off
-- (session_replication_role = replica), and once here for the rows already present.
CREATE FUNCTION rebuild_count_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM orders_count;
  INSERT INTO orders_count SELECT subject, status, regtype, isrefund, count(*) FROM orders GROUP BY 1, 2, 3, 4;
  DELETE FROM student_subject_count;
  INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, count(*) FROM student_subject GROUP BY 1, 2, 3;
END $$;

-- Folds the appended deltas into one row per combination. One statement: rows appended by
-- transactions still running are not visible to the DELETE and stay as they are.
CREATE FUNCTION compact_count_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (DELETE FROM orders_count RETURNING *)
    INSERT INTO orders_count SELECT subject, status, regtype, isrefund, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
  WITH gone AS (DELETE FROM student_subject_count RETURNING *)
    INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, sum(n) FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
END $$;

SELECT rebuild_count_rollups();

-- StudentSystemStatistics (t.team_type > 0) by life cycle, newest first: an ordered index scan for
-- page 1 and an index-only count, where (subject, team_type, life_cycle, ...) needs a top-N sort.
CREATE INDEX student_team_system_life_cycle_idx ON student_team (subject, life_cycle, ctime DESC) WHERE team_type > 0;

-- OrderStatistics over a time range (sum of amount by regtype or status): index-only.
CREATE INDEX orders_statistics_idx ON orders (subject, ctime) INCLUDE (regtype, status, amount);
