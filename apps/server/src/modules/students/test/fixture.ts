import type { Queryable } from '../../../platform/db';
import type { TestApp } from '../../../test/app';
import type { ClientDocument } from '../../../test/client-contract/types';

/**
 * Rows for the students / marketing query tests (ids from 9000, far from anything the demo loads).
 * - 9001 张小明 13812341234: art (system student, also trial and camp rows) and music lines
 * - 9002 李小红 13900005678: art only (trial student; a removed system row, del = 1)
 * - 9003 王音乐 13712349999: music only (its mobile also contains 1234)
 */
export const S1 = '9001';
export const S2 = '9002';
export const S3 = '9003';

const SQL = [
  `INSERT INTO student (id, user_num, mobile, username, nickname, sex, province, city) VALUES
    (9001, '90010001', '13812341234', '张小明', 'xm', 1, '浙江', '杭州'),
    (9002, '90020002', '13900005678', '李小红', 'xh', 2, '江苏', '南京'),
    (9003, '90030003', '13712349999', '王音乐', 'yy', 3, '上海', '上海')`,
  `INSERT INTO student_subject (student_id, subject, user_status, life_cycle, join_date) VALUES
    (9001, 0, 3, 1, now() - interval '2 days'),
    (9001, 3, 1, 0, now() - interval '5 days'),
    (9002, 0, 1, 0, now() - interval '1 day'),
    (9003, 3, 5, 1, now() - interval '3 days')`,
  `INSERT INTO management (id, subject, course_type, period, period_name, status) VALUES
    (9101, 0, 3, 7, '训练营第7期', 1), (9102, 0, 1, 8, '系统课第8期', 3), (9103, 0, 4, 9, '美育第9期', 3)`,
  `INSERT INTO team (id, subject, team_name, team_type, term, term_id, team_state, class_start) VALUES
    (9201, 0, '体验课一班', 0, 5, NULL, 2, now() - interval '30 days'),
    (9202, 0, '系统课一班', 1, 8, 9102, 1, now() - interval '10 days'),
    (9203, 3, '音乐系统课', 1, 8, NULL, 1, now() - interval '10 days'),
    (9204, 0, '训练营一班', 2, 7, 9101, 1, now() - interval '5 days'),
    (9205, 0, '美育一班', 2, 9, 9103, 1, now() - interval '5 days')`,
  `INSERT INTO student_team (id, subject, student_id, team_id, team_type, term, life_cycle, express_status, added_wechat, order_no, del, send_course_time) VALUES
    (9401, 0, 9001, 9201, 0, 5, 2, 3, 1, NULL, 0, NULL),
    (9402, 0, 9002, 9201, 0, 5, 1, 1, 0, NULL, 0, NULL),
    (9403, 0, 9001, 9202, 1, 8, 1, 2, 1, 'NO9001', 0, now() - interval '1 day'),
    (9404, 0, 9002, 9202, 1, 8, 91, NULL, 0, 'NO9002', 1, NULL),
    (9405, 3, 9003, 9203, 1, 8, 1, NULL, 0, NULL, 0, NULL),
    (9406, 0, 9001, 9204, 2, 7, 1, NULL, 0, NULL, 0, NULL),
    (9407, 0, 9002, 9205, 2, 9, 1, NULL, 0, NULL, 1, NULL),
    (9408, 0, 9001, 9205, 2, 9, 1, NULL, 0, NULL, 0, NULL)`,
  `INSERT INTO course (id, subject, lesson_type, title, lesson) VALUES
    (9301, 0, 1, '色彩入门', 'W1D1'), (9302, 0, 1, '线条练习', 'W1D2'), (9303, 0, 0, '体验课第一节', 'W1D1')`,
  `INSERT INTO learning_record (student_id, team_id, course_id, subject, lesson_type, state, join_time, complete_time, task_time) VALUES
    (9001, 9202, 9301, 0, 1, 3, now(), now(), now()),
    (9001, 9202, 9302, 0, 1, 1, NULL, NULL, NULL),
    (9001, 9201, 9303, 0, 0, 2, now() - interval '20 days', NULL, NULL)`,
  `INSERT INTO student_task (id, subject, student_id, team_id, course_id, course_type, task_sound, del) VALUES
    (9501, 0, 9001, 9202, 9301, 1, NULL, 0),
    (9502, 0, 9001, 9202, 9302, 2, 'a.mp3', 0),
    (9503, 0, 9001, 9202, 9301, 5, NULL, 0),
    (9504, 0, 9001, 9202, 9302, 6, NULL, 0),
    (9505, 0, 9001, 9202, 9301, 3, NULL, 0),
    (9506, 0, 9001, 9202, 9302, 1, NULL, 1)`,
  `INSERT INTO behavior_log (subject, uid, action_type, action_name) VALUES
    (0, 9001, 1, '登录'), (0, 9001, 2, '看课'), (5, 9001, 3, '舞蹈打卡')`,
  `INSERT INTO account (id, uid, account_type, balance) VALUES (9601, 9001, 1, 50), (9602, 9001, 2, 80), (9603, 9001, 3, 3)`,
  `INSERT INTO account_record (subject, account_id, uid, account_type, trans_type, amount, balance_after, description) VALUES
    (0, 9602, 9001, 2, 1, 100, 100, '邀请奖励'),
    (0, 9602, 9001, 2, 5, -20, 80, '兑换宝石'),
    (0, 9601, 9001, 1, 4, 50, 50, '提现退回'),
    (0, 9603, 9001, 3, 9, 3, 3, '投诉补偿'),
    (3, 9602, 9001, 2, 6, 7, 87, '音乐学习奖励')`,
  `INSERT INTO coupon (id, subject, name, type, amount, threshold_amount) VALUES (9701, 0, '满100减20', 2, 20, 100), (9702, 3, '音乐券', 0, 10, 0)`,
  `INSERT INTO user_coupon (subject, coupon_id, uid, status, start_date, end_date) VALUES
    (0, 9701, 9001, 0, now() - interval '1 day', now() + interval '10 days'),
    (0, 9701, 9001, 2, now() - interval '30 days', now() - interval '1 day'),
    (0, 9701, 9002, 0, now() - interval '1 day', now() + interval '3 days'),
    (3, 9702, 9001, 0, now() - interval '1 day', now() + interval '10 days')`,
];

export async function seedStudents(db: Queryable): Promise<void> {
  for (const sql of SQL) await db.query(sql);
}

/** A GraphQL string literal holding the JSON of `value` (the client's double stringify). */
export const q = (value: unknown): string => JSON.stringify(JSON.stringify(value));

/** POST a document as `token` in a subject; returns the HTTP status and the body. */
export async function gql(t: TestApp, token: string, query: string, subject = 0, url = '/graphql/v1/toss') {
  const r = await t.call({ method: 'POST', url, token, headers: { subject: String(subject) }, payload: { query } });
  return {
    status: r.status,
    body: r.body as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

/** The data of a document that must succeed. */
export async function data(t: TestApp, token: string, query: string, subject = 0, url?: string): Promise<Record<string, any>> {
  const r = await gql(t, token, query, subject, url);
  if (r.status !== 200 || r.body.errors) throw new Error(`${query} → ${r.status} ${JSON.stringify(r.body.errors ?? r.body)}`);
  return r.body.data!;
}

/** The client's document for `root` (its `use` containing `hint`) with our filter and paging. */
export function clientDoc(docs: ClientDocument[], root: string, hint: string, filter: unknown, more: Record<string, unknown> = {}): string {
  const d = docs.find((x) => x.root === root && x.use.includes(hint));
  if (!d) throw new Error(`no client document ${root} (${hint})`);
  const args = Object.entries({ ...d.args, query: JSON.stringify(filter), ...more }).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `{ ${root}(${args.join(', ')})${d.select ? ` { ${d.select} }` : ''} }`;
}
