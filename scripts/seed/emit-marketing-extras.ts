/**
 * Redeem codes the stories do not carry, so /marketing (兑换码) and /exchangeSearch show data after
 * `npm start`: three code batches per subject line (a fixed-date batch for a channel partner, a
 * rolling-expiry gift batch, and an inactive old batch), their codes, and the redemptions of some of
 * them by students with a log row each. Derived from the loaded rows by SQL after the load; every
 * choice is arithmetic on ids (never random()), so the same seed and as-of day give the same rows.
 * Per subject 3 × CODES_PER_BATCH codes: a few thousand rows at every scale.
 */

const CODES_PER_BATCH = 120;

export function marketingExtrasStatements(asOfIso: string): string[] {
  const asOf = `'${asOfIso}'::timestamptz`;
  return [
    // Batches: per subject line with a package, the cheapest active package is what a code gives.
    `INSERT INTO redeem_code_config (subject, title, num, package_id, channel_id, start_date, end_date, status, expire, expire_type,
                                     is_send_express, exchange_type, is_put_course, remark, ctime, utime)
     SELECT p.subject, b.title, ${CODES_PER_BATCH}, p.id, ch.id, ${asOf} - b.age, ${asOf} - b.age + interval '180 days',
            b.status, b.expire, b.expire_type, b.send_express, 1, 1, b.remark, ${asOf} - b.age, ${asOf} - b.age
       FROM (SELECT DISTINCT ON (subject) id, subject FROM package ORDER BY subject, id) p
       LEFT JOIN LATERAL (SELECT c.id FROM channel c WHERE c.subject = p.subject ORDER BY c.id LIMIT 1) ch ON TRUE
      CROSS JOIN (VALUES ('合作渠道体验课兑换码', interval '40 days', 1::smallint, NULL::int, 1::smallint, 1::smallint, '渠道合作，按月结算'),
                         ('会员节礼品兑换码', interval '20 days', 1::smallint, 30, 2::smallint, 0::smallint, '领取后 30 天内有效'),
                         ('暑期活动兑换码（已停用）', interval '200 days', 0::smallint, NULL::int, 1::smallint, 0::smallint, '活动结束，批次停用')
                 ) b(title, age, status, expire, expire_type, send_express, remark)`,

    // Codes: 12 characters from the batch and the position; the first of every seven is redeemed by a
    // student of that subject line, the inactive batch's unused codes are invalid, old fixed-date ones expired.
    `INSERT INTO redeem_code (subject, config_id, code, card_no, status, user_id, converted_date, expire_date, ctime, utime)
     SELECT c.subject, c.id, upper(substr(md5(c.id::text || '-' || g.n), 1, 12)), 'KH' || lpad((c.id * 1000 + g.n)::text, 10, '0'),
            CASE WHEN u.student_id IS NOT NULL THEN 2 WHEN c.status = 0 THEN 0 WHEN c.end_date < ${asOf} THEN 4 ELSE 1 END,
            u.student_id, CASE WHEN u.student_id IS NOT NULL THEN c.ctime + (g.n % 15 + 1) * interval '1 day' END,
            CASE WHEN c.expire_type = 2 THEN c.ctime + c.expire * interval '1 day' ELSE c.end_date END,
            c.ctime, c.ctime
       FROM redeem_code_config c
      CROSS JOIN generate_series(1, c.num) g(n)
       LEFT JOIN LATERAL (SELECT ss.student_id FROM student_subject ss
                           WHERE ss.subject = c.subject AND g.n % 7 = 1 AND c.status = 1
                           ORDER BY ss.id OFFSET (c.id * 37 + g.n) % 50 LIMIT 1) u ON TRUE`,

    // Exchange orders (regtype 8) were paid with a code: the k-th exchange order of a subject redeems the
    // k-th unused code of that subject's active batches (Order.exchange_code / exchange_code_log read it).
    `WITH x AS (SELECT o.id AS order_id, o.uid, o.subject, o.ctime, row_number() OVER (PARTITION BY o.subject ORDER BY o.id) AS k
                  FROM orders o WHERE o.regtype = 8),
          c AS (SELECT r.id, r.subject, row_number() OVER (PARTITION BY r.subject ORDER BY r.id) AS k
                  FROM redeem_code r JOIN redeem_code_config cf ON cf.id = r.config_id WHERE r.status = 1 AND cf.status = 1)
     UPDATE redeem_code r SET status = 2, user_id = x.uid, order_id = x.order_id, converted_date = x.ctime, utime = x.ctime
       FROM x JOIN c ON c.subject = x.subject AND c.k = x.k WHERE r.id = c.id`,

    `UPDATE redeem_code_config c SET converted_num = r.n
       FROM (SELECT config_id, count(*) AS n FROM redeem_code WHERE status = 2 GROUP BY config_id) r
      WHERE r.config_id = c.id`,

    `INSERT INTO redeem_code_log (subject, config_id, code, status, user_id, card_no, order_no, use_date, converted_date, remark, ctime)
     SELECT r.subject, r.config_id, r.code, 2, r.user_id, r.card_no, o.out_trade_no, r.converted_date, r.converted_date,
            CASE WHEN o.id IS NULL THEN '学员在小程序兑换' ELSE '兑换下单' END, r.converted_date
       FROM redeem_code r LEFT JOIN orders o ON o.id = r.order_id WHERE r.status = 2`,
  ];
}
