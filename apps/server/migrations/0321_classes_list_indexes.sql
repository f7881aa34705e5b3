-- The class lists' default order (newest first) for live trial and system classes: the first page
-- reads 20 index entries instead of sorting every class of the kind (system classes in session or
-- finished, large set: 29 ms → 0.2 ms for the page statement; docs/decisions/classes.md).
CREATE INDEX team_trial_recent_idx ON team (subject, ctime DESC, id DESC) WHERE deleted = 0 AND team_type = 0;
CREATE INDEX team_system_recent_idx ON team (subject, ctime DESC, id DESC) WHERE deleted = 0 AND team_type > 0;
-- The difficulty filter of the class lists (every other filter has its index in 0130 / 0320).
CREATE INDEX team_sup_idx ON team (subject, sup, team_state);
