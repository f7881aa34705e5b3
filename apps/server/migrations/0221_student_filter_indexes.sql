-- The student lists' intention filter (`intentions.is_track`, a `student_id IN (SELECT uid ...)`
-- condition): the tracked students of a subject line straight from the index, for the page's
-- semi-join and for its total alike.
CREATE INDEX user_intention_track_idx ON user_intention (subject, is_track, uid);
