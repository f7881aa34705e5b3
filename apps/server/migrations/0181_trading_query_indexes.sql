-- Indexes for list-page filters of the query models (issue: query models of classes, trading,
-- organisation, catalogue and approvals) that 0100-0170 did not cover. See
-- docs/decisions/query-roots.md.

-- /order: order-number search is a wildcard (`*2024*`, `NO00*`): trigram, like student.mobile.
CREATE INDEX orders_out_trade_no_trgm_idx ON orders USING gin (out_trade_no gin_trgm_ops);
-- /order: orders of a topic product (topic_id filter).
CREATE INDEX orders_topic_idx ON orders (topic_id, ctime DESC) WHERE topic_id IS NOT NULL;
-- /express: the teacher filter (team and order are indexed, the copied teacher_id was not).
CREATE INDEX express_teacher_idx ON express (teacher_id, ctime DESC) WHERE teacher_id IS NOT NULL;
-- /express: signed-time range (the shipped-time range has express_collect_idx).
CREATE INDEX express_signing_idx ON express (subject, signing_time DESC) WHERE signing_time IS NOT NULL;
