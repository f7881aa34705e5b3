-- One pending refund-like approval per order (issue 25 finding 3; docs/decisions/approvals.md).
-- Refund-like = the types whose final approval pays money back for the order through financeRefund:
-- 0 REFUND and 14 GOLD_COIN_MALL_CHARGEBACK. Two of them pending on one order would pay twice, and a
-- check before the insert does not hold under concurrency (20 concurrent applications gave 9 on
-- PostgreSQL). "Pending" is status 0, which includes a flow sent back to its applicant.

-- A database written before this rule may hold several pending ones for an order: the oldest stays,
-- the later ones are revoked (nodes cancelled, a REVOKE line in their history saying why), so the
-- index below can be built and no money moves.
CREATE TEMP TABLE duplicate_pending_refund ON COMMIT DROP AS
  SELECT f.id, f.subject FROM flow_approval f
   WHERE f.status = 0 AND f.type IN (0, 14) AND f.order_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM flow_approval o
                  WHERE o.order_id = f.order_id AND o.status = 0 AND o.type IN (0, 14) AND o.id < f.id);

UPDATE flow_approval f SET status = 2, end_time = now(), utime = now(), version = version + 1,
       remark = '系统撤销：同一订单已有更早的进行中退款申请'
  FROM duplicate_pending_refund d WHERE d.id = f.id;

UPDATE flow_approval_node n SET status = 4, utime = now()
  FROM duplicate_pending_refund d WHERE d.id = n.flow_approval_id AND n.status IN (0, 1);

INSERT INTO flow_approval_log (subject, flow_approval_id, action, from_status, to_status, staff_name, remark)
  SELECT subject, id, 'REVOKE', 0, 2, '系统', '同一订单已有更早的进行中退款申请（迁移 0450）' FROM duplicate_pending_refund;

-- The rule itself. The apply use case maps a violation (23505 on this name) to 409
-- 该订单已有进行中的退款申请 (modules/approvals/apply.ts).
CREATE UNIQUE INDEX flow_approval_one_pending_refund_idx ON flow_approval (order_id)
  WHERE status = 0 AND type IN (0, 14) AND order_id IS NOT NULL;
