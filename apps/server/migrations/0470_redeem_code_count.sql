-- How many codes a redeem-code config has (issue 25, finding 8). Counting them read every code: 0.6 s
-- for 400,000 on the embedded database, where a statement holds the server's only thread, and the
-- console's config list and the generation's progress asked for it every second while codes were
-- generated. Kept by a statement trigger on every insert, whoever inserts (the generation job, the
-- demo data); codes are never deleted. A table of its own, so the config's version (bumped by a row
-- trigger on every update) does not move under an open edit form while codes are generated.
CREATE TABLE redeem_code_count (
  config_id bigint PRIMARY KEY REFERENCES redeem_code_config (id),
  generated int NOT NULL CHECK (generated >= 0)
);

CREATE FUNCTION redeem_code_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO redeem_code_count (config_id, generated)
  SELECT config_id, count(*)::int FROM inserted GROUP BY config_id
  ON CONFLICT (config_id) DO UPDATE SET generated = redeem_code_count.generated + EXCLUDED.generated;
  RETURN NULL;
END $$;

CREATE TRIGGER redeem_code_counted AFTER INSERT ON redeem_code
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION redeem_code_count_inserted();

INSERT INTO redeem_code_count (config_id, generated)
SELECT config_id, count(*)::int FROM redeem_code GROUP BY config_id;
