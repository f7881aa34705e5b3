import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent, insertTeacher } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

describe('violation log and private chat', () => {
  it('lists violations and handles one once', async () => {
    const s = await insertStudent(t.db);
    const id = await one(
      `INSERT INTO user_violation_log (subject, uid, violation_type, content, evidence) VALUES (0, $1, 3, '发广告', '["a.png"]') RETURNING id::text AS v`,
      [s.id],
    );
    const page = await t.call({ method: 'GET', url: `/api/u/v1/user/violationLog/getUserViolationLog?uid=${s.id}`, token: cs });
    expect(page.body.payload.content[0]).toMatchObject({
      id,
      status: 0,
      status_text: '待处理',
      evidence: ['a.png'],
      mobile: masked(s.mobile),
    });
    const upd = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/violationLog/updateStatus',
      token: cs,
      payload: { id, status: 1, remark: '已警告' },
    });
    expect(upd.body.payload).toMatchObject({ status: 1, status_text: '已处理', handle_remark: '已警告', staff_name: '赵客服' });
    const again = await t.call({ method: 'POST', url: '/api/u/v1/user/violationLog/updateStatus', token: cs, payload: { id, status: 2 } });
    expect(again.status).toBe(409);
    expect(
      (await t.call({ method: 'POST', url: '/api/u/v1/user/violationLog/updateStatus?subject=3', token: cs, payload: { id, status: 2 } }))
        .status,
    ).toBe(404);
  });

  it('pages a student’s private chat', async () => {
    const s = await insertStudent(t.db);
    const teacher = await insertTeacher(t.db);
    await t.db.query(
      `INSERT INTO private_chat_message (subject, uid, teacher_id, direction, content, send_time) VALUES (0, $1, $2, 1, '老师好', now() - interval '1 minute'), (0, $1, $2, 2, '你好', now())`,
      [s.id, teacher],
    );
    const r = await t.call({ method: 'GET', url: `/api/u/v1/user/privateChat/getPrivateChatPage?uid=${s.id}`, token: cs });
    expect(r.body.payload.content.map((m: { content: string }) => m.content)).toEqual(['你好', '老师好']);
    expect((await t.call({ method: 'GET', url: '/api/u/v1/user/privateChat/getPrivateChatPage', token: cs })).status).toBe(400);
  });
});
