/**
 * Redeem codes the stories do not carry, so /marketing (兑换码) and /exchangeSearch show data after
 * `npm start`: three code batches per subject line (a fixed-date batch for a channel partner, a
 * rolling-expiry gift batch, and an inactive old batch), their codes, and the redemptions of some of
 * them by students with a log row each. Derived from the loaded rows by SQL after the load; every
 * choice is arithmetic on ids (never random()), so the same seed and as-of day give the same rows.
 * Per subject 3 × CODES_PER_BATCH codes: a few thousand rows at every scale. Then the sending
 * records of the held coupons, marketing activities, the referral activity and referral screenshots.
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

    // Sending records (/sendcoupon): the coupons students hold, grouped by coupon and week, are the batches
    // that sent them; each held coupon points at its batch.
    `INSERT INTO coupon_dispense (subject, coupon_id, name, source, end_date, total, success_num, fail_num, status, staff_id, ctime, utime)
     SELECT uc.subject, uc.coupon_id, c.name, CASE WHEN bool_or(uc.teacher_id IS NOT NULL) THEN 2 ELSE 1 END, max(uc.end_date),
            count(*), count(*), 0, 1, min(uc.staff_id), min(uc.start_date), min(uc.start_date)
       FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id
      GROUP BY uc.subject, uc.coupon_id, c.name, date_trunc('week', uc.start_date)`,
    `UPDATE user_coupon uc SET dispense_id = d.id
       FROM coupon_dispense d
      WHERE d.coupon_id = uc.coupon_id AND d.subject = uc.subject AND date_trunc('week', d.ctime) = date_trunc('week', uc.start_date)`,

    // Marketing activities (/activityManagement): three per subject line with packages; its 营销活动
    // orders (regtype 9) carry them in turn, which is what each activity "brought".
    `INSERT INTO promotions (subject, name, regtype, start_date, end_date, package_ids, gifts, description, status, ctime, utime)
     SELECT p.subject, a.name, 9, ${asOf} - a.age, ${asOf} - a.age + a.len, ARRAY[p.id], a.gifts, a.description, a.status, ${asOf} - a.age, ${asOf} - a.age
       FROM (SELECT DISTINCT ON (subject) id, subject FROM package ORDER BY subject, id) p
      CROSS JOIN (VALUES ('开学季限时优惠', interval '60 days', interval '90 days', '画材礼包', '开学季报名赠画材', 1::smallint),
                         ('双十一狂欢', interval '15 days', interval '30 days', '定制书包', '活动期间下单赠书包', 1::smallint),
                         ('春节老带新（已结束）', interval '300 days', interval '20 days', NULL, '春节期间老学员推荐', 0::smallint)
                 ) a(name, age, len, gifts, description, status)`,
    `WITH o AS (SELECT id, subject, row_number() OVER (PARTITION BY subject ORDER BY id) AS k FROM orders WHERE regtype = 9 AND promotions_id IS NULL),
          p AS (SELECT id, subject, row_number() OVER (PARTITION BY subject ORDER BY id) - 1 AS k, count(*) OVER (PARTITION BY subject) AS n FROM promotions)
     UPDATE orders SET promotions_id = p.id FROM o JOIN p ON p.subject = o.subject AND p.k = o.k % p.n WHERE orders.id = o.id`,

    // The referral activity of each subject line (/recommendActivity), and referral screenshots to review
    // (/recommend): every 40th student of a line shared one; some are pending, some were rejected.
    `INSERT INTO referral_activity (subject, title, start_date, end_date, status, inviter_reward, invitee_reward, reward_account_type, share_reward, rules)
     SELECT DISTINCT subject, '推荐有礼', ${asOf} - interval '30 days', ${asOf} + interval '60 days', 1, 200, 100, 2, 20,
            '1. 推荐好友购买体验课，推荐人得200小熊币；2. 被推荐人得100小熊币；3. 分享截图审核通过得20小熊币。'
       FROM package`,
    `INSERT INTO share_reward (subject, uid, share_type, share_content, share_time, reward_account_type, reward_amount, status, remark, ctime, utime)
     SELECT ss.subject, ss.student_id, 1, '朋友圈转介绍截图', ${asOf} - (ss.id % 30 + 1) * interval '1 day', 2, 20,
            CASE WHEN ss.id % 3 = 0 THEN 2 ELSE 0 END, CASE WHEN ss.id % 3 = 0 THEN '截图不完整' END,
            ${asOf} - (ss.id % 30 + 1) * interval '1 day', ${asOf} - (ss.id % 30 + 1) * interval '1 day'
       FROM student_subject ss WHERE ss.id % 40 = 0`,
  ];
}
