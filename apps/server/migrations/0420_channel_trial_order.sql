-- Channel statistics (ChannelManagementStatisticsPage / Total) without reading the orders per request
-- (docs/decisions/shop.md, "Channel statistics"). The figures count distinct trial users per channel
-- in a time window, with flags that live in other rows (the student's WeChat and class, the system
-- orders bought after the trial), so day counters cannot answer them. Instead this table keeps one
-- row per trial order from a channel with every flag already worked out; a page reads only the rows
-- of its window from one covering index.
--
-- Writers never compute these rows: statement-level triggers on orders and student_subject only append
-- the (subject, student) pairs a statement touched to channel_trial_dirty, so they never wait on each
-- other or on a reader (the count rollups of 0220 work the same way). channel_trial_order_flush()
-- takes the pairs and recomputes those students' rows from the orders and student_subject; one flusher
-- runs at a time (advisory lock) and each of its statements reads a fresh READ COMMITTED snapshot,
-- newer than the one that took the pairs, so every committed change is seen. The statistics read
-- flushes first, so a figure is exact; the count-rollup compaction job flushes every minute too.
-- Bulk loads that run with triggers off recompute everything with rebuild_count_rollups().

CREATE TABLE channel_trial_order (
  order_id bigint PRIMARY KEY,
  subject int NOT NULL,
  channel_id bigint NOT NULL,
  uid bigint NOT NULL,
  ctime timestamptz NOT NULL,
  term int,
  paid boolean NOT NULL,          -- this trial order is paid (status 2-6)
  completed boolean NOT NULL,     -- this trial order is completed (status 3)
  added_wechat boolean NOT NULL,  -- student_subject.added_wechat = 1
  in_team boolean NOT NULL,       -- student_subject.trial_team_id IS NOT NULL
  -- the student has other trial orders from a channel in this subject: only these rows need
  -- grouping per student at read time, the others are one student each
  shared boolean NOT NULL,
  system_n int NOT NULL,          -- paid system orders (regtype 2/3) of the subject created at or after ctime
  system_amount numeric NOT NULL  -- what they paid
);
CREATE INDEX channel_trial_order_time_idx ON channel_trial_order (subject, ctime)
  INCLUDE (channel_id, uid, term, paid, completed, added_wechat, in_team, shared, system_n, system_amount);
CREATE INDEX channel_trial_order_student_idx ON channel_trial_order (uid, subject);

CREATE TABLE channel_trial_dirty (subject int NOT NULL, uid bigint NOT NULL);

-- Rebuilds the rows of the given students (pairs of subject and student id, same length arrays).
-- Only the flusher and the rebuild call it, under the flush lock.
CREATE FUNCTION channel_trial_order_refresh(subjects int[], uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF COALESCE(cardinality(uids), 0) = 0 THEN RETURN; END IF;
  DELETE FROM channel_trial_order t USING unnest(subjects, uids) AS k(subject, uid)
    WHERE t.uid = k.uid AND t.subject = k.subject;
  INSERT INTO channel_trial_order
    SELECT o.id, o.subject, o.channel_id, o.uid, o.ctime, o.term, o.status BETWEEN 2 AND 6, o.status = 3,
      COALESCE(ss.added_wechat = 1, false), COALESCE(ss.trial_team_id IS NOT NULL, false),
      count(*) OVER (PARTITION BY o.subject, o.uid) > 1,
      COALESCE(sys.n, 0), COALESCE(sys.amount, 0)
    FROM (SELECT DISTINCT subject, uid FROM unnest(subjects, uids) AS k(subject, uid)) k
    JOIN orders o ON o.uid = k.uid AND o.subject = k.subject AND o.regtype = 1 AND o.channel_id IS NOT NULL
    LEFT JOIN student_subject ss ON ss.student_id = o.uid AND ss.subject = o.subject
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, sum(s.amount) AS amount FROM orders s
      WHERE s.uid = o.uid AND s.subject = o.subject AND s.regtype IN (2, 3) AND s.status BETWEEN 2 AND 6 AND s.ctime >= o.ctime
    ) sys ON true;
END $$;

CREATE FUNCTION channel_trial_order_flush() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  subjects int[];
  uids bigint[];
BEGIN
  PERFORM pg_advisory_xact_lock(4420);
  WITH gone AS (DELETE FROM channel_trial_dirty RETURNING subject, uid)
    SELECT array_agg(subject), array_agg(uid) INTO subjects, uids FROM (SELECT DISTINCT subject, uid FROM gone) k;
  PERFORM channel_trial_order_refresh(subjects, uids);
END $$;

CREATE FUNCTION channel_trial_order_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4420);
  DELETE FROM channel_trial_dirty;
  DELETE FROM channel_trial_order;
  INSERT INTO channel_trial_order
    SELECT o.id, o.subject, o.channel_id, o.uid, o.ctime, o.term, o.status BETWEEN 2 AND 6, o.status = 3,
      COALESCE(ss.added_wechat = 1, false), COALESCE(ss.trial_team_id IS NOT NULL, false),
      count(*) OVER (PARTITION BY o.subject, o.uid) > 1,
      COALESCE(sys.n, 0), COALESCE(sys.amount, 0)
    FROM orders o
    LEFT JOIN student_subject ss ON ss.student_id = o.uid AND ss.subject = o.subject
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, sum(s.amount) AS amount FROM orders s
      WHERE s.uid = o.uid AND s.subject = o.subject AND s.regtype IN (2, 3) AND s.status BETWEEN 2 AND 6 AND s.ctime >= o.ctime
    ) sys ON true
    WHERE o.regtype = 1 AND o.channel_id IS NOT NULL
    ORDER BY o.subject, o.ctime;
END $$;

-- Orders: trial and system orders mark their student.
CREATE FUNCTION channel_trial_order_on_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty
    SELECT DISTINCT subject, uid FROM new_rows WHERE regtype IN (1, 2, 3);
  RETURN NULL;
END $$;

CREATE FUNCTION channel_trial_order_on_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty
    SELECT DISTINCT subject, uid FROM old_rows WHERE regtype IN (1, 2, 3);
  RETURN NULL;
END $$;

-- Only updates that change a column the rows read (most order updates touch other columns).
CREATE FUNCTION channel_trial_order_on_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty
    SELECT DISTINCT x.subject, x.uid
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.subject, o.uid), (n.subject, n.uid)) AS x(subject, uid)
    WHERE (o.regtype IN (1, 2, 3) OR n.regtype IN (1, 2, 3))
      AND (o.uid, o.subject, o.regtype, o.status, o.channel_id, o.ctime, o.term, o.amount)
        IS DISTINCT FROM (n.uid, n.subject, n.regtype, n.status, n.channel_id, n.ctime, n.term, n.amount);
  RETURN NULL;
END $$;

CREATE FUNCTION channel_trial_order_on_orders_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM channel_trial_dirty;
  DELETE FROM channel_trial_order;
  RETURN NULL;
END $$;

CREATE TRIGGER channel_trial_order_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_orders_insert();
CREATE TRIGGER channel_trial_order_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_orders_delete();
CREATE TRIGGER channel_trial_order_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_orders_update();
CREATE TRIGGER channel_trial_order_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_orders_truncate();

-- student_subject: the WeChat and trial-class flags.
CREATE FUNCTION channel_trial_order_on_line_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty
    SELECT DISTINCT subject, student_id FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION channel_trial_order_on_line_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty
    SELECT DISTINCT subject, student_id FROM old_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION channel_trial_order_on_line_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty
    SELECT DISTINCT x.subject, x.student_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.subject, o.student_id), (n.subject, n.student_id)) AS x(subject, student_id)
    WHERE (o.student_id, o.subject, o.added_wechat, o.trial_team_id IS NULL)
      IS DISTINCT FROM (n.student_id, n.subject, n.added_wechat, n.trial_team_id IS NULL);
  RETURN NULL;
END $$;

CREATE FUNCTION channel_trial_order_on_line_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_trial_dirty SELECT DISTINCT subject, uid FROM channel_trial_order;
  RETURN NULL;
END $$;

CREATE TRIGGER channel_trial_order_line_insert AFTER INSERT ON student_subject REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_line_insert();
CREATE TRIGGER channel_trial_order_line_delete AFTER DELETE ON student_subject REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_line_delete();
CREATE TRIGGER channel_trial_order_line_update AFTER UPDATE ON student_subject REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_line_update();
CREATE TRIGGER channel_trial_order_line_truncate AFTER TRUNCATE ON student_subject
  FOR EACH STATEMENT EXECUTE FUNCTION channel_trial_order_on_line_truncate();

-- The bulk-load recount and the minute's compaction now cover this table too.
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
  PERFORM channel_trial_order_rebuild();
END $$;

CREATE OR REPLACE FUNCTION compact_count_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (DELETE FROM orders_count RETURNING *)
    INSERT INTO orders_count SELECT subject, status, regtype, isrefund, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
  WITH gone AS (DELETE FROM student_subject_count RETURNING *)
    INSERT INTO student_subject_count SELECT subject, user_status, life_cycle, sum(n) FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  WITH gone AS (DELETE FROM orders_day RETURNING *)
    INSERT INTO orders_day
      SELECT subject, day, status, regtype, isrefund, sum(n), sum(amount), sum(total_amount), sum(discount_amount),
        sum(other_amount), sum(refunded_amount), sum(bear_integral), sum(gem_integral)
      FROM gone GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
  PERFORM channel_trial_order_flush();
END $$;

SELECT channel_trial_order_rebuild();
