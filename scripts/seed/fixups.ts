/**
 * Counters that summarise many students (class statistics, period enrolment, coupon issue and use,
 * package sales) are computed in SQL from the loaded rows, so they always match them. Also closes
 * the orders <-> user_coupon cycle and moves every id sequence past the explicit ids.
 */
import type { Database } from '../../apps/server/src/platform/db';

const DAY_SQL = "interval '1 day'";

export function fixupStatements(asOf: string, trialClassSize: number, systemClassSize: number): string[] {
  return [
    // The lesson card texts of the learning-record statistics (0281): cover, what it teaches, an art note, the technique.
    `UPDATE course SET image = '/static/course/' || id || '.png', description = '本课学习：' || title,
        encyclopedias = (ARRAY['梵高与向日葵', '莫奈的睡莲', '齐白石画虾', '蒙德里安的格子'])[id % 4 + 1],
        professional = (ARRAY['平涂与叠色', '线条的粗细变化', '冷暖色对比', '构图的留白'])[id % 4 + 1]
      WHERE image IS NULL`,
    // A WeChat account name for the students who follow the official account (0240).
    `UPDATE student SET wechat_no = 'wx' || user_num WHERE wechat_follow = 1 AND wechat_no IS NULL`,
    // When the flags were set (0241): the demo student adds the teacher within hours of entering the class, the group a bit later.
    `UPDATE student_team SET added_wechat_time = CASE WHEN added_wechat = 1 THEN enter_team_time + (id % 20 + 1) * interval '1 hour' END,
        added_group_time = CASE WHEN added_group = 1 THEN enter_team_time + (id % 30 + 6) * interval '1 hour' END`,
    `UPDATE orders o SET user_coupon_id = uc.id FROM user_coupon uc WHERE uc.order_id = o.id AND uc.status = 1`,
    `UPDATE team t SET student_count = x.n, enrolled = x.n, pre_enroll = greatest(x.n, CASE WHEN t.team_type = 0 THEN ${trialClassSize} ELSE ${systemClassSize} END),
        join_count = x.joined, complete_count = x.completed, task_count = x.tasks, comment_count = x.comments, system_order_count = x.converted,
        refund_count = x.refunded, renew_count = x.renewed, express_sent_count = x.sent, express_signed_count = x.signed, added_wechat = x.wechat,
        unadd_wechat = x.n - x.wechat, added_group = x.grp, unadd_group = x.n - x.grp, flow_out_count = x.left_team, today_active_count = x.active
      FROM (SELECT team_id, count(*) AS n, count(*) FILTER (WHERE join_count > 0) AS joined, count(*) FILTER (WHERE complete_count > 0) AS completed,
              count(*) FILTER (WHERE task_count > 0) AS tasks, count(*) FILTER (WHERE comment_count > 0) AS comments, count(*) FILTER (WHERE is_conversion = 1) AS converted,
              count(*) FILTER (WHERE refund_status <> 0) AS refunded, count(*) FILTER (WHERE renew_status = 1) AS renewed,
              count(*) FILTER (WHERE express_send_count > 0) AS sent, count(*) FILTER (WHERE express_sign_in_count > 0) AS signed,
              count(*) FILTER (WHERE added_wechat = 1) AS wechat, count(*) FILTER (WHERE added_group = 1) AS grp,
              count(*) FILTER (WHERE leave_time IS NOT NULL) AS left_team, count(*) FILTER (WHERE last_join_time >= '${asOf}'::timestamptz - ${DAY_SQL}) AS active
            FROM student_team WHERE del = 0 GROUP BY team_id) x
     WHERE x.team_id = t.id`,
    `UPDATE management m SET enrolled = x.n, pre_enroll = x.cap
      FROM (SELECT term_id, sum(student_count) AS n, sum(pre_enroll) AS cap FROM team GROUP BY term_id) x WHERE x.term_id = m.id`,
    `UPDATE coupon c SET issued_num = x.n, used_num = x.used, total_num = CASE WHEN c.type = 2 THEN x.n + 1000 ELSE NULL END
      FROM (SELECT coupon_id, count(*) AS n, count(*) FILTER (WHERE status = 1) AS used FROM user_coupon GROUP BY coupon_id) x WHERE x.coupon_id = c.id`,
    `UPDATE package p SET sales = x.n FROM (SELECT packages_id, count(*) AS n FROM orders WHERE buytime IS NOT NULL GROUP BY packages_id) x WHERE x.packages_id = p.id`,
  ];
}

export async function moveSequences(db: Database, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), coalesce((SELECT max(id) FROM ${t}), 0) + 1, false)`);
  }
}
