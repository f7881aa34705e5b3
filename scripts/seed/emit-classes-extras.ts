/**
 * The classes area's operation history in the demo (issue 17): class-change log lines for students
 * who entered their class by a change, and per subject one executed and one pending stop batch, so
 * /manageChangeClass's log and /suspendClasses show real rows at every scale. Set-based SQL over the
 * loaded enrolments; consistent with them (a logged move ends in the student's current class; an
 * executed batch lists enrolments that are 停课).
 */
export function classesExtrasStatements(asOfIso: string): string[] {
  const asOf = `'${asOfIso}'::timestamptz`;
  const ops = `(SELECT id FROM staff WHERE user_name = 'ops')`;
  const opsName = `(SELECT real_name FROM staff WHERE user_name = 'ops')`;
  // a quarter of the logged tries were refused: the student stayed in the class they are in
  const failed = '(st.id / 97) % 4 = 3';
  return [
    // Every 97th live trial enrolment came from a sibling class of the same term (or refused a move out of it).
    `INSERT INTO team_change_log (subject, student_id, from_team_id, to_team_id, origin_team_name, current_team_name, kind, import_type,
                                  execute_result, message, reason, staff_id, staff_name, ctime, utime)
     SELECT st.subject, st.student_id, CASE WHEN ${failed} THEN st.team_id ELSE sib.id END, CASE WHEN ${failed} THEN sib.id ELSE st.team_id END,
            CASE WHEN ${failed} THEN t.team_name ELSE sib.team_name END, CASE WHEN ${failed} THEN sib.team_name ELSE t.team_name END, 0, (st.id % 3)::smallint,
            CASE WHEN ${failed} THEN 'FAIL' ELSE 'SUCCESS' END,
            CASE WHEN ${failed} THEN '家长撤回申请，未调班' END,
            (ARRAY['家长要求调整上课时间', '孩子更适合周末班', '与同学同班', '老师调整'])[st.id % 4 + 1],
            ${ops}, ${opsName}, least(st.enter_team_time, ${asOf}), least(st.enter_team_time, ${asOf})
       FROM student_team st JOIN team t ON t.id = st.team_id
       JOIN LATERAL (SELECT x.id, x.team_name FROM team x WHERE x.subject = t.subject AND x.term = t.term AND x.team_type = 0 AND x.id <> t.id
                      ORDER BY x.id LIMIT 1) sib ON TRUE
      WHERE st.team_type = 0 AND st.del = 0 AND st.id % 97 = 0`,
    `UPDATE student_team st SET enter_team_way = 2 FROM team_change_log l
      WHERE l.execute_result = 'SUCCESS' AND st.student_id = l.student_id AND st.team_id = l.to_team_id`,
    // Per subject: an executed batch holding its 停课 enrolments (at most 30), and a pending one.
    `INSERT INTO team_stop_batch (subject, name, reason, stop_start, stop_end, status, executed_at, executed_by, staff_id, ctime, utime)
     SELECT s.subject, b.name, b.reason, ${asOf} + b.from_day, ${asOf} + b.to_day, b.status,
            CASE WHEN b.status = 1 THEN ${asOf} - interval '2 days' END, CASE WHEN b.status = 1 THEN ${ops} END, ${ops},
            ${asOf} - interval '3 days', ${asOf} - interval '3 days'
       FROM (SELECT DISTINCT subject FROM student_team) s
      CROSS JOIN (VALUES ('国庆假期停课', '假期统一停课', interval '-30 days', interval '-23 days', 1::smallint),
                         ('寒假停课', '家长申请寒假停课', interval '20 days', interval '34 days', 0::smallint)) b(name, reason, from_day, to_day, status)`,
    `INSERT INTO team_stop_batch_item (batch_id, student_id, team_id)
     SELECT b.id, x.student_id, x.team_id FROM team_stop_batch b
       JOIN LATERAL (SELECT st.student_id, st.team_id FROM student_team st
                      WHERE st.subject = b.subject AND st.del = 0 AND st.team_type > 0
                        AND (CASE WHEN b.status = 1 THEN st.course_state = 1 ELSE st.course_state = 0 END)
                      ORDER BY st.id LIMIT CASE WHEN b.status = 1 THEN 30 ELSE 5 END) x ON TRUE`,
    `UPDATE team_stop_batch b SET item_count = (SELECT count(*) FROM team_stop_batch_item i WHERE i.batch_id = b.id)`,
  ];
}
