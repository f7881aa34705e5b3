/**
 * Trading extras the stories do not carry, so /contractManage, /shiftOrder and the express delivery
 * strategies show data after `npm start`: contracts with their price lines for a sample of paid
 * orders, order-out records and delivery strategies per subject line. The order-out rows are pending
 * (处理中) or failed transfers, which move no money: a done transfer (已转出) closes the order with an
 * ADJUSTMENT ledger entry, and the demo data keeps "ledger = paid − refunded" for every order (the
 * demo-data test), so 已转出 rows come only from a real orderToOut. Derived from the loaded rows by SQL after the load; every choice is arithmetic on ids
 * (never random()), so the same seed and as-of day give the same rows.
 *
 * Anchor students 1-11 (whose pages the journeys open) get contracts but no order-out rows.
 */

const ANCHORS = 11;

export function tradingExtrasStatements(asOfIso: string): string[] {
  const asOf = `'${asOfIso}'::timestamptz`;
  const paidAt = 'COALESCE(o.buytime, o.ctime)';
  return [
    // Contracts: a twenty-fifth of the paid orders (and every paid order of the anchors), amount = the order's.
    `INSERT INTO contract (subject, contract_no, title, contract_type, uid, order_id, party_name, party_mobile, amount, status,
                           start_date, end_date, sign_time, stop_time, stop_reason, remark, staff_id, ctime, utime)
     SELECT o.subject,
            'HT' || to_char(${paidAt} AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || upper(lpad(to_hex(o.id), 8, '0')),
            COALESCE(o.packages_name, o.product_name, '课程') || '服务合同', CASE WHEN o.regtype = 3 THEN 1 ELSE 0 END,
            o.uid, o.id, COALESCE(s.username, '学员') || '家长', s.mobile, o.amount, k.status,
            (${paidAt} AT TIME ZONE 'Asia/Shanghai')::date, (${paidAt} AT TIME ZONE 'Asia/Shanghai')::date + 365,
            CASE WHEN k.status > 0 THEN ${paidAt} + interval '1 day' END,
            CASE WHEN k.status = 2 THEN ${paidAt} + interval '20 days' END,
            CASE WHEN k.status = 2 THEN (ARRAY['学员退费，合同终止', '家长申请终止', '转至其他学科'])[o.id % 3 + 1] END,
            CASE WHEN o.id % 4 = 0 THEN '线下签署，原件已归档' END,
            o.salesman_id, ${paidAt}, ${paidAt} + interval '1 day'
       FROM orders o
       JOIN student s ON s.id = o.uid
      CROSS JOIN LATERAL (SELECT CASE WHEN o.id % 10 IN (0, 1) THEN 0 WHEN o.id % 10 = 2 THEN 2
                                      WHEN ${paidAt} < ${asOf} - interval '365 days' THEN 3 ELSE 1 END AS status) k
      WHERE o.status IN (2, 3, 6) AND o.amount > 0 AND (o.id % 25 = 3 OR o.uid <= ${ANCHORS})`,

    // Two price lines per contract (course service + materials, 90% / 10%), summing to the amount exactly.
    `INSERT INTO contract_price_detail (contract_id, package_id, item_name, quantity, unit_price, amount, sort, ctime)
     SELECT c.id, l.package_id, l.item_name, 1, l.price, l.price, l.sort, c.ctime
       FROM contract c
       JOIN orders o ON o.id = c.order_id
      CROSS JOIN LATERAL (VALUES (o.packages_id, COALESCE(o.packages_name, '课程服务费'), c.amount - round(c.amount * 0.1, 2), 0),
                                 (NULL::bigint, '教材教具', round(c.amount * 0.1, 2), 1)) l(package_id, item_name, price, sort)`,

    // Order-out: transfers waiting for the other side (status 0 处理中; nothing moved yet, the order is unchanged) ...
    `INSERT INTO order_out (subject, order_id, out_trade_no, uid, out_type, target_subject, target_uid, amount, status, reason, staff_id, ctime, utime)
     SELECT o.subject, o.id, o.out_trade_no, o.uid, t.out_type,
            CASE WHEN t.out_type = 1 THEN CASE WHEN o.subject = 3 THEN 0 ELSE 3 END END,
            CASE WHEN t.out_type = 2 THEN o.uid + 1 END,
            o.amount, 0, (ARRAY['家长申请转到音乐课', '转给兄弟姐妹学习', '转至线下合作机构，待对方确认'])[t.out_type], o.salesman_id,
            ${paidAt} + interval '15 days', ${paidAt} + interval '15 days'
       FROM orders o
      CROSS JOIN LATERAL (SELECT (o.id % 3 + 1)::smallint AS out_type) t
      WHERE o.status = 3 AND o.amount > 0 AND o.refunded_amount = 0 AND o.uid > ${ANCHORS} AND o.id % 150 = 7
        AND ${paidAt} + interval '15 days' < ${asOf}`,
    // ... and a few failed attempts (nothing moved; the order is unchanged).
    `INSERT INTO order_out (subject, order_id, out_trade_no, uid, out_type, target_subject, amount, status, reason, staff_id, ctime, utime)
     SELECT o.subject, o.id, o.out_trade_no, o.uid, 1, CASE WHEN o.subject = 3 THEN 0 ELSE 3 END, o.amount - o.refunded_amount, 2,
            '目标学科暂无可用套餐，转出失败', o.salesman_id, ${paidAt} + interval '10 days', ${paidAt} + interval '10 days'
       FROM orders o
      WHERE o.status IN (3, 6) AND o.amount > o.refunded_amount AND o.uid > ${ANCHORS} AND o.id % 150 = 77`,

    // Delivery strategies: four per subject line (one paused).
    `INSERT INTO delivery_strategy (subject, product_type, name, status, warehouse_name, express_company, delay_days, rule, ctime, utime)
     SELECT s.subject, d.product_type, d.name, d.status, d.warehouse, d.company, d.delay, d.rule::jsonb,
            ${asOf} - interval '120 days', ${asOf} - interval '30 days'
       FROM (SELECT DISTINCT subject FROM student_subject) s
      CROSS JOIN (VALUES (0, '体验课随材：支付后次日发货', 0, '杭州仓', '中通快递', 1, '{"trigger":"paid"}'),
                         (1, '系统课盒子：开课前7天发货', 0, '武汉仓', '顺丰速运', 0, '{"trigger":"beforeClassStart","days":7}'),
                         (2, '商城实物：48小时内发货', 0, '杭州仓', '圆通速递', 2, '{"trigger":"paid"}'),
                         (6, '关单赠品：合并至下一次发货', 1, '武汉仓', '中通快递', 3, '{"trigger":"merge"}'))
                   d(product_type, name, status, warehouse, company, delay, rule)`,
  ];
}
