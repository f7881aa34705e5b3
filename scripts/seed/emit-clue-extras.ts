/**
 * Clues and the renewal workbench, derived by SQL from the loaded student lines after the load (like
 * emit-marketing-extras.ts): every choice is arithmetic on ids, so the same seed and as-of day give
 * the same rows. Per student line (student_subject) one current clue:
 * - converted lines (a system order) are history clues (1002) of their class teacher;
 * - lines that joined in the last 30 days with a trial teacher are new clues (1001) of that teacher,
 *   with a flow deadline 1–7 days after the as-of day;
 * - the rest are pooled by id: do-not-disturb (4001 / 4002, 1 in 20 each), grab treasure (1 in 10),
 *   otherwise the open sea; a third of the pooled ones were lost by their trial teacher (frozen).
 * Lines with a trial period also keep a past clue (1003) of their trial teacher, so the large set
 * (1M students) holds well over 2M clues. Held current clues get the flow-log line that gave them.
 */
export function clueExtrasStatements(asOfIso: string): string[] {
  const asOf = `'${asOfIso}'::timestamptz`;
  return [
    `INSERT INTO flow_reason (subject, code, name, target_library, sort)
     SELECT s.subject, r.code, r.name, r.lib, r.sort FROM (SELECT DISTINCT subject FROM student_subject) s
      CROSS JOIN (VALUES ('NO_ANSWER', '多次未接通', 2000::smallint, 1), ('NO_INTENT', '家长无意向', 2000::smallint, 2),
                         ('HIGH_VALUE', '高意向待挖掘', 3000::smallint, 3), ('REACTIVE', '学员重新活跃', 3000::smallint, 4),
                         ('RETURN', '原老师继续跟进', 1001::smallint, 5)) r(code, name, lib, sort)`,

    `INSERT INTO clue (subject, user_id, period, sup, clue_status, current_clue, clue_one_type_code, clue_two_type_code, channel,
                       last_order_buy_time, join_course_enum, complete_course_enum, flow_count, flow_reason, flow_last_time, teacher_id,
                       stage_no, treasure_grabbing_stauts, lock, claim_time, flow_deadline, frozen_teacher_id, frozen_until,
                       again_avtive, again_buy, ctime, utime)
     SELECT ss.subject, ss.student_id, COALESCE(ss.term, ss.trial_term), ss.sup, x.lib, 1,
            CASE WHEN ss.system_order_count > 0 THEN 'SYSTEM' ELSE 'TRIAL' END, 'T' || (ss.id % 5), ch.name,
            ss.last_order_buy_time, (ss.id % 6)::smallint, (ss.id % 5)::smallint,
            CASE WHEN x.teacher IS NULL THEN 1 + ss.id % 3 ELSE 1 END,
            CASE x.lib WHEN 2000 THEN '超时未跟进，流回公海' WHEN 3000 THEN '流入夺宝库' WHEN 1001 THEN '新线索分配' ELSE NULL END,
            ${asOf} - (ss.id % 20) * interval '1 day', x.teacher,
            CASE WHEN ss.system_order_count > 0 THEN 2 ELSE 1 END, 0, CASE WHEN x.teacher IS NOT NULL AND ss.id % 25 = 0 THEN 1 ELSE 0 END,
            CASE WHEN x.teacher IS NOT NULL THEN GREATEST(ss.join_date, ${asOf} - interval '30 days') END,
            CASE WHEN x.teacher IS NOT NULL THEN ${asOf} + (1 + ss.id % 7) * interval '1 day' END,
            CASE WHEN x.teacher IS NULL AND x.lib IN (2000, 3000) AND ss.id % 3 = 0 THEN ss.trial_teacher_id END,
            CASE WHEN x.teacher IS NULL AND x.lib IN (2000, 3000) AND ss.id % 3 = 0 AND ss.trial_teacher_id IS NOT NULL
                 THEN ${asOf} + (ss.id % 4) * interval '1 day' END,
            CASE WHEN ss.id % 7 = 0 THEN 1 ELSE 0 END, CASE WHEN ss.system_order_count > 1 THEN 1 ELSE 0 END,
            ss.join_date, ${asOf} - (ss.id % 20) * interval '1 day'
       FROM student_subject ss
       LEFT JOIN channel ch ON ch.id = ss.channel_id
      CROSS JOIN LATERAL (SELECT CASE
              WHEN ss.system_order_count > 0 AND COALESCE(ss.teacher_id, ss.trial_teacher_id) IS NOT NULL THEN 1002
              WHEN ss.trial_teacher_id IS NOT NULL AND ss.join_date > ${asOf} - interval '30 days' THEN 1001
              WHEN ss.id % 20 = 1 THEN 4001 WHEN ss.id % 20 = 2 THEN 4002 WHEN ss.id % 10 = 3 THEN 3000 ELSE 2000 END AS lib) l
      CROSS JOIN LATERAL (SELECT l.lib,
              CASE l.lib WHEN 1002 THEN COALESCE(ss.teacher_id, ss.trial_teacher_id) WHEN 1001 THEN ss.trial_teacher_id END AS teacher) x`,

    `INSERT INTO clue (subject, user_id, period, sup, clue_status, current_clue, clue_one_type_code, flow_count, teacher_id, stage_no,
                       claim_time, flow_deadline, lock, ctime, utime)
     SELECT ss.subject, ss.student_id, ss.trial_term, ss.sup, 1003, 0, 'TRIAL', 1, ss.trial_teacher_id, 1,
            ss.join_date, ${asOf} + 3650 * interval '1 day', 1, ss.join_date, ss.join_date
       FROM student_subject ss WHERE ss.trial_term IS NOT NULL AND ss.trial_teacher_id IS NOT NULL`,

    `INSERT INTO clue_flow_log (subject, clue_id, user_id, from_clue_code, to_clue_code, from_teacher_id, to_teacher_id, flow_type, flow_reason, flow_time)
     SELECT c.subject, c.id, c.user_id, 2000, c.clue_status, NULL, c.teacher_id, 0,
            CASE c.clue_status WHEN 1002 THEN '转化后归属班主任' ELSE '新线索分配' END, COALESCE(c.claim_time, c.ctime)
       FROM clue c WHERE c.current_clue = 1 AND c.teacher_id IS NOT NULL`,

    `INSERT INTO clue_flow_log (subject, clue_id, user_id, from_clue_code, to_clue_code, from_teacher_id, to_teacher_id, flow_type, flow_reason, flow_time)
     SELECT c.subject, c.id, c.user_id, 1001, c.clue_status, c.frozen_teacher_id, NULL, 0, c.flow_reason, c.flow_last_time
       FROM clue c WHERE c.current_clue = 1 AND c.frozen_teacher_id IS NOT NULL`,

    `INSERT INTO clue_activity (subject, clue_id, uid, buy_time, activity_start, stage, course_status, conversion_status, flow_reason_msg, ctime)
     SELECT c.subject, c.id, c.user_id, c.last_order_buy_time, c.ctime, CASE WHEN c.stage_no = 2 THEN '系统课' ELSE '体验课' END,
            (c.id % 3)::smallint, CASE WHEN c.clue_status = 1002 THEN 1 ELSE 0 END, c.flow_reason, c.ctime
       FROM clue c WHERE c.current_clue = 1 AND c.id % 5 = 0`,

    `INSERT INTO history_clue_log (subject, clue_id, team_id, user_id, user_status, added_wechat, open_app_count, join_course_count,
                                   complete_course_count, task_count, comment_count, listen_count, last_order_buy_time, device_type, ctime)
     SELECT c.subject, c.id, ss.trial_team_id, c.user_id, ss.user_status, (c.id % 2)::smallint, (c.id % 30)::int, (c.id % 5)::int,
            (c.id % 4)::int, (c.id % 6)::int, (c.id % 3)::int, (c.id % 9)::int, c.last_order_buy_time,
            CASE WHEN c.id % 2 = 0 THEN 'iOS' ELSE 'Android' END, c.ctime
       FROM clue c JOIN student_subject ss ON ss.student_id = c.user_id AND ss.subject = c.subject
      WHERE c.clue_status = 1003 AND c.id % 4 = 0`,

    // Capacity for the teachers who hold clues (generous, so the demo never blocks), and an allow-list.
    `INSERT INTO clue_capacity_config (subject, teacher_id, stage_no, capacity)
     SELECT t.subject, t.id, s.stage, 5000 + (t.id % 5) * 1000 FROM teacher t
      CROSS JOIN (VALUES (1::smallint), (2::smallint)) s(stage)
      WHERE EXISTS (SELECT 1 FROM clue c WHERE c.teacher_id = t.id AND c.current_clue = 1)`,
    `INSERT INTO clue_grab_config (subject, teacher_id, daily_limit)
     SELECT t.subject, t.id, 5 + t.id % 10 FROM teacher t WHERE t.status = 0 AND t.duty_id = 1 AND t.id % 3 = 0`,

    // Renewal workbench: converted lines, by level 1-4 (a few still level 0, outside the list).
    `INSERT INTO renew_layer_student (subject, student_id, teacher_id, renew_level, flow_status, active_status, coupon_received, coupon_used,
                                      renew_period_type, last_renewal_time, continue_order_count, remaining_lessons, join_course_count,
                                      complete_course_count, task_count, last_follow_time, ctime, utime)
     SELECT ss.subject, ss.student_id, COALESCE(ss.teacher_id, ss.trial_teacher_id), (ss.id % 5)::smallint, (1 + ss.id % 4)::smallint,
            (ss.id % 2)::smallint, (ss.id % 3 = 0)::int::smallint, (ss.id % 6 = 0)::int::smallint, (ss.id % 3)::smallint,
            ss.last_order_buy_time, GREATEST(ss.system_order_count - 1, 0), COALESCE(ss.remaining_week, 0) * 2, (ss.id % 40)::int,
            (ss.id % 35)::int, (ss.id % 20)::int, CASE WHEN ss.id % 4 <> 0 THEN ${asOf} - (ss.id % 10) * interval '1 day' END,
            ss.join_date, ${asOf}
       FROM student_subject ss WHERE ss.system_order_count > 0`,
    `INSERT INTO renewal_follow_log (subject, student_id, teacher_id, follow_type, content, ctime)
     SELECT r.subject, r.student_id, r.teacher_id, (r.id % 3)::smallint,
            (ARRAY['电话沟通续费意向，家长考虑中', '微信发送续费优惠，已读未回', '家长确认下月续费'])[1 + r.id % 3], r.last_follow_time
       FROM renew_layer_student r WHERE r.last_follow_time IS NOT NULL AND r.id % 2 = 0`,
    `INSERT INTO assessment_action_log (subject, student_id, teacher_id, action_type, action_name, content, ctime)
     SELECT f.subject, f.student_id, f.teacher_id, 1, '续费跟进', f.content, f.ctime FROM renewal_follow_log f`,

    // A renewal target per subject for the as-of month, split over the 20 teachers with most renewal students.
    `INSERT INTO renewal_target (subject, target_name, year_month, total_order_quantity, total_amount, dismantling_dimension, status, ctime, utime)
     SELECT DISTINCT r.subject, to_char(${asOf} AT TIME ZONE 'Asia/Shanghai', 'FMMM') || '月续费目标',
            to_char(${asOf} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'), 0, 0, 1, 1, ${asOf} - interval '5 days', ${asOf} - interval '5 days'
       FROM renew_layer_student r WHERE r.teacher_id IS NOT NULL`,
    `INSERT INTO renewal_target_detail (target_id, subject, teacher_id, department_id, makeup_quantity, makeup_amount, after_course_quantity,
                                        after_course_amount, before_course_quantity, before_course_amount, camp_quantity, camp_amount,
                                        other_quantity, other_amount, ctime, utime)
     SELECT rt.id, rt.subject, top.teacher_id, t.department_id, 2 + top.n / 20, (2 + top.n / 20) * 300, 5 + top.n / 5, (5 + top.n / 5) * 3600,
            3 + top.n / 8, (3 + top.n / 8) * 3200, 10 + top.n / 4, (10 + top.n / 4) * 49, 1, 500, rt.ctime, rt.ctime
       FROM renewal_target rt
      CROSS JOIN LATERAL (SELECT r.teacher_id, count(*)::int AS n FROM renew_layer_student r
                           WHERE r.subject = rt.subject AND r.teacher_id IS NOT NULL GROUP BY r.teacher_id ORDER BY count(*) DESC, r.teacher_id LIMIT 20) top
       JOIN teacher t ON t.id = top.teacher_id`,
    `UPDATE renewal_target rt SET total_order_quantity = d.q, total_amount = d.a
       FROM (SELECT target_id, sum(makeup_quantity + after_course_quantity + before_course_quantity + camp_quantity + other_quantity)::int AS q,
                    sum(makeup_amount + after_course_amount + before_course_amount + camp_amount + other_amount) AS a
               FROM renewal_target_detail GROUP BY target_id) d WHERE d.target_id = rt.id`,
    `INSERT INTO renewal_target_log (target_id, subject, operation_name, "desc", operation_time)
     SELECT rt.id, rt.subject, x.name, x.descr, rt.ctime + x.after FROM renewal_target rt
      CROSS JOIN (VALUES ('创建目标', '按老师拆分', interval '0'), ('导入明细', '目标明细.xlsx', interval '10 minutes'),
                         ('修改状态', '未生效 → 生效中', interval '1 hour')) x(name, descr, after)`,
    ...CLUE_COUNT_REBUILD,
  ];
}

/** The library totals recounted once after the bulk insert (the large load may run with triggers off). */
export const CLUE_COUNT_REBUILD = [
  'DELETE FROM clue_count',
  'INSERT INTO clue_count SELECT subject, clue_status, count(*) FROM clue GROUP BY 1, 2',
];
