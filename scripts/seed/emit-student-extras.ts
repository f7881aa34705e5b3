/**
 * Student extras the stories do not carry: labels (system labels per subject, a teacher-defined one
 * per class teacher) and the students carrying them, teachers' to-do tasks, weekly reports, app
 * logins and the behaviour trail, SMS and outbound calls, signed agreements, and homework uploads
 * with the teachers' comments. They are derived from the loaded rows by SQL after the load (the
 * same rows for the same seed and as-of day: every choice is arithmetic on ids, never random()), so
 * the ids come from the sequences and no other table's id counting changes.
 *
 * Volume: labels for a third of the students, the rest for a tenth (homework for a twentieth), and
 * always for the anchor students 1-11, whose detail tabs the journeys open.
 */

const ANCHORS = 11;
const sample = (col: string, mod: number) => `(${col} % ${mod} = 1 OR ${col} <= ${ANCHORS})`;

export function studentExtrasStatements(asOfIso: string): string[] {
  const asOf = `'${asOfIso}'::timestamptz`;
  const days = (expr: string) => `(${asOf} - (${expr}) * interval '1 day')`;
  return [
    // Labels: six system labels in every subject line, one own label per serving class teacher.
    `INSERT INTO label (subject, name, type, color, sort, ctime, utime)
     SELECT s.subject, l.name, 0, l.color, l.sort, ${days('90')}, ${days('90')}
       FROM (SELECT DISTINCT subject FROM student_subject) s
      CROSS JOIN (VALUES ('高意向', '#f5222d', 1), ('已加微信', '#52c41a', 2), ('价格敏感', '#fa8c16', 3), ('待续费', '#1677ff', 4),
                         ('家长活跃', '#722ed1', 5), ('需回访', '#13c2c2', 6)) l(name, color, sort)`,
    `INSERT INTO label (subject, name, type, teacher_id, color, sort, ctime, utime)
     SELECT t.subject, '重点关注', 1, t.id, '#eb2f96', 10, ${days('60')}, ${days('60')} FROM teacher t WHERE t.duty_id = 2 AND t.status = 0`,
    `INSERT INTO student_label (student_id, label_id, subject, teacher_id, ctime)
     SELECT ss.student_id, l.id, ss.subject, ss.teacher_id, ${days('ss.student_id % 30')}
       FROM student_subject ss
       JOIN label l ON l.subject = ss.subject AND l.type = 0
        AND (l.sort = ss.student_id % 6 + 1 OR (ss.student_id % 5 = 0 AND l.sort = (ss.student_id + 2) % 6 + 1))
      WHERE ${sample('ss.student_id', 3)}
     ON CONFLICT DO NOTHING`,

    // To-do tasks of the student's latest class teacher: one pending, one done, one expired.
    `INSERT INTO todo_task (subject, teacher_id, student_id, task_type, status, due_time, period, call_duration, content, finish_time, ctime, utime)
     SELECT st.subject, st.teacher_id, st.student_id, k.n, k.status, ${days('k.due')}, st.term,
            CASE WHEN k.status = 1 THEN 60 + st.student_id % 240 ELSE 0 END,
            (ARRAY['开课前电话回访', '提醒家长上传作业', '续费意向沟通', '确认随材签收'])[(st.student_id + k.n) % 4 + 1],
            CASE WHEN k.status = 1 THEN ${days('k.due')} END, ${days('k.due + 3')}, ${days('GREATEST(k.due, 0)')}
       FROM (SELECT DISTINCT ON (student_id, subject) student_id, subject, teacher_id, term FROM student_team
              WHERE teacher_id IS NOT NULL AND del = 0 AND ${sample('student_id', 10)} ORDER BY student_id, subject, ctime DESC) st
      CROSS JOIN (VALUES (0, 0, -1), (1, 1, 3), (2, 2, 10)) k(n, status, due)`,

    // Weekly reports: the last four weeks of every system class that had started by then.
    `INSERT INTO weekly_report (subject, student_id, team_id, teacher_id, course_type, report_week, current_super, current_level, current_unit,
                                look_times, share_times, first_look_time, content, ctime)
     SELECT st.subject, st.student_id, st.team_id, st.teacher_id, 1,
            (date_trunc('week', ${asOf} AT TIME ZONE 'Asia/Shanghai') - (w.n * 7 + 7) * interval '1 day')::date,
            st.current_super, st.current_level, st.current_unit, (st.student_id + w.n) % 4, (st.student_id + w.n) % 2,
            CASE WHEN (st.student_id + w.n) % 4 > 0 THEN ${days('w.n * 7 + 5')} END,
            jsonb_build_object('joinCount', 3 + (st.student_id + w.n) % 3, 'completeCount', 2 + (st.student_id + w.n) % 3,
                               'taskCount', 1 + (st.student_id + w.n) % 3, 'comment', '本周按时完成课程，色彩运用有进步'),
            ${days('w.n * 7 + 6')}
       FROM student_team st JOIN team tm ON tm.id = st.team_id
      CROSS JOIN generate_series(0, 3) w(n)
      WHERE st.team_type > 0 AND st.del = 0 AND ${sample('st.student_id', 10)} AND tm.class_start <= ${days('w.n * 7 + 7')}`,

    // App logins and the behaviour trail of every subject line.
    // The app's own description of itself (0280): OS, build, store, carrier and the non-secret request headers.
    `INSERT INTO login_data (subject, uid, device_type, device_model, device_id, login_time, login_source, appversion, ip, ctime,
                             ostype, user_agent, appname, buildcode, system_version, channel, market, carrier, headers)
     SELECT d.subject, d.student_id, d.device_type, d.device_model, d.device_id, d.at, d.login_source, d.appversion, d.ip, d.at,
            d.ostype, d.device_model || '/' || d.ostype || ' ' || d.system_version || '/' || d.device_type, '小熊美术', d.buildcode,
            d.system_version, d.market, d.market, d.carrier,
            jsonb_build_object('user-agent', 'XiaoXiong/' || d.appversion || ' (' || d.device_model || '; ' || d.ostype || ' ' || d.system_version || ')',
                               'app-version', d.appversion, 'build-code', d.buildcode, 'accept-language', 'zh-CN')
       FROM (SELECT ss.subject, ss.student_id, k, (ARRAY['iOS', 'Android', 'iPad'])[(ss.student_id + k) % 3 + 1] AS device_type,
                    (ARRAY['iPhone 15', 'HUAWEI Mate 60', 'iPad Air', 'Xiaomi 14'])[(ss.student_id + k) % 4 + 1] AS device_model,
                    (ARRAY['iOS', 'Android', 'iOS', 'Android'])[(ss.student_id + k) % 4 + 1] AS ostype,
                    (ARRAY['17.5', '14.0', '17.4', '14.0'])[(ss.student_id + k) % 4 + 1] AS system_version,
                    (ARRAY['App Store', '华为应用市场', 'App Store', '小米应用商店'])[(ss.student_id + k) % 4 + 1] AS market,
                    (ARRAY['中国移动', '中国联通', '中国电信'])[(ss.student_id + k) % 3 + 1] AS carrier,
                    'dev-' || ss.student_id AS device_id, ${days('k * 3 + ss.student_id % 2')} AS at, (ARRAY['APP', '小程序'])[k % 2 + 1] AS login_source,
                    '5.' || (8 + k % 2) || '.0' AS appversion, (580 + k % 2 * 10)::text AS buildcode,
                    '36.' || (ss.student_id % 200) || '.' || k || '.' || (10 + ss.student_id % 90) AS ip
               FROM student_subject ss CROSS JOIN generate_series(0, 2) k WHERE ${sample('ss.student_id', 10)}) d`,
    `INSERT INTO behavior_log (subject, uid, action_type, action_name, content, ctime)
     SELECT ss.subject, ss.student_id, a.type, a.name, jsonb_build_object('page', a.page), ${days('a.type + ss.student_id % 3')}
       FROM student_subject ss
      CROSS JOIN (VALUES (1, '登录', 'home'), (2, '看课', 'lesson'), (3, '上传作业', 'task')) a(type, name, page)
      WHERE ${sample('ss.student_id', 10)}`,

    // SMS and outbound calls (mobiles are the student's; calls by the line's teacher).
    `INSERT INTO sms_record (subject, uid, mobile, datetime, content, type, status, result, ctime)
     SELECT ss.subject, ss.student_id, s.mobile, ${days('k * 5 + 1')},
            (ARRAY['【课程提醒】宝贝今晚19:00有一节新课，记得按时上课哦', '【作业提醒】本周作业还未上传，老师在等宝贝的作品'])[k + 1],
            k, CASE WHEN (ss.student_id + k) % 9 = 0 THEN 2 ELSE 1 END, CASE WHEN (ss.student_id + k) % 9 = 0 THEN '号码停机' ELSE 'OK' END,
            ${days('k * 5 + 1')}
       FROM student_subject ss JOIN student s ON s.id = ss.student_id CROSS JOIN generate_series(0, 1) k
      WHERE ${sample('ss.student_id', 10)}`,
    `INSERT INTO call_record (subject, uid, teacher_id, cno, record_type, call_type, customer_number, cdr_status, start_time, answer_time, end_time,
                              answer_duration, end_reason, ctime)
     SELECT ss.subject, ss.student_id, COALESCE(ss.teacher_id, ss.trial_teacher_id), '8' || lpad((COALESCE(ss.teacher_id, ss.trial_teacher_id) % 1000)::text, 3, '0'),
            1, 1, s.mobile, CASE WHEN k = 0 THEN 22 ELSE 21 END, ${days('k * 4 + 2')},
            CASE WHEN k = 0 THEN ${days('k * 4 + 2')} + interval '8 seconds' END,
            ${days('k * 4 + 2')} + CASE WHEN k = 0 THEN (68 + ss.student_id % 300) * interval '1 second' ELSE interval '30 seconds' END,
            CASE WHEN k = 0 THEN 60 + ss.student_id % 300 ELSE 0 END, CASE WHEN k = 0 THEN '客户挂机' ELSE '无人接听' END, ${days('k * 4 + 2')}
       FROM student_subject ss JOIN student s ON s.id = ss.student_id CROSS JOIN generate_series(0, 1) k
      WHERE ${sample('ss.student_id', 10)} AND COALESCE(ss.teacher_id, ss.trial_teacher_id) IS NOT NULL`,

    // Agreements signed in the app when the line began.
    `INSERT INTO user_agreement (subject, uid, agreement_name, version, sign_time, effect_time, release_time, ctime)
     SELECT ss.subject, ss.student_id, a.name, a.version, COALESCE(ss.join_date, ${asOf}), COALESCE(ss.join_date, ${asOf}), ${days('400')},
            COALESCE(ss.join_date, ${asOf})
       FROM student_subject ss CROSS JOIN (VALUES ('用户服务协议', 'v3.2'), ('隐私政策', 'v2.1')) a(name, version)
      WHERE ${sample('ss.student_id', 10)}`,

    // The anchors uploaded homework for every completed lesson (their detail pages show task detail);
    // their learning records and class rows count it like the stories' uploads.
    `UPDATE learning_record SET task_time = complete_time + interval '2 hours', task_count = GREATEST(task_count, 1),
            comment_time = COALESCE(comment_time, CASE WHEN course_id % 2 = 0 THEN complete_time + interval '1 day' END),
            comment_count = CASE WHEN comment_time IS NULL AND course_id % 2 = 0 THEN GREATEST(comment_count, 1) ELSE comment_count END
      WHERE student_id <= ${ANCHORS} AND complete_time IS NOT NULL AND task_time IS NULL`,
    `UPDATE student_team st SET task_count = x.tasks, comment_count = x.comments
       FROM (SELECT student_id, team_id, count(task_time) AS tasks, count(comment_time) AS comments FROM learning_record
              WHERE student_id <= ${ANCHORS} GROUP BY student_id, team_id) x
      WHERE st.student_id = x.student_id AND st.team_id = x.team_id`,
    // Homework uploads of the lessons with a task time, and the teacher's comment where one was given.
    `INSERT INTO student_task (subject, student_id, team_id, course_id, course_type, task_image, task_video, task_sound, is_overtime,
                               upload_time, comment_status, comment_teacher_id, ctime, utime)
     SELECT lr.subject, lr.student_id, lr.team_id, lr.course_id, CASE WHEN lr.lesson_type IN (0, 11) THEN 2 ELSE 1 END,
            jsonb_build_array('/logos/art.svg', '/logos/music-kind.svg'),
            NULL, NULL, -- no demo video or sound files exist to point at (the console plays them when set)
            CASE WHEN lr.task_time > lr.join_time + interval '3 days' THEN 1 ELSE 0 END, lr.task_time,
            CASE WHEN lr.comment_time IS NOT NULL THEN 1 ELSE 0 END, CASE WHEN lr.comment_time IS NOT NULL THEN tm.teacher_id END,
            lr.task_time, COALESCE(lr.comment_time, lr.task_time)
       FROM learning_record lr JOIN team tm ON tm.id = lr.team_id
      WHERE lr.task_time IS NOT NULL AND ${sample('lr.student_id', 20)}`,
    `INSERT INTO task_comment (subject, task_id, teacher_id, comment_type, sound, sound_duration, content_json, feedback_type, tag, feedback_content,
                               listen_time, ctime, utime)
     SELECT t.subject, t.id, t.comment_teacher_id, 0, NULL, NULL,
            jsonb_build_object('text', (ARRAY['构图很完整，颜色搭配大胆', '线条流畅，下次注意背景的处理', '进步很大，继续保持'])[t.id % 3 + 1]),
            t.id % 2, (ARRAY['优秀', '进步', '认真'])[t.id % 3 + 1], CASE WHEN t.id % 2 = 1 THEN '家长：谢谢老师的点评' END,
            CASE WHEN t.id % 4 > 0 THEN t.utime + interval '2 hours' END, t.utime, t.utime
       FROM student_task t WHERE t.comment_status = 1`,
  ];
}
