-- The lesson card of the learning-record statistics (StudentTrial/SystemRecordOperatorStatisticsPage and
-- the lesson detail): its cover image, what the lesson teaches, the art-history note and the technique
-- note the original client shows next to the counters. Nullable: a lesson without them shows none.
ALTER TABLE course ADD COLUMN image text;
ALTER TABLE course ADD COLUMN description text;
ALTER TABLE course ADD COLUMN encyclopedias text;
ALTER TABLE course ADD COLUMN professional text;
