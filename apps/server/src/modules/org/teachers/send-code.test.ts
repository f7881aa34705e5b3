import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { teacher } from '../../../test/fixtures/query';

/** /teacherManagement「发送验证码」: a code to the teacher's stored mobile (the list only shows it masked). */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ids.teacher = await teacher(t, { realname: '验证码老师', phone: '13744440001' });
  ids.music = await teacher(t, { realname: '音乐验证码老师', phone: '13744440002', subject: 3 });
});
afterAll(async () => t.close());

const send = (qs: string, token = admin) => t.call({ method: 'POST', url: `/api/t/v1/teacher/sendCode${qs}`, token });
const outbox = async (mobile: string) =>
  (await t.db.query<{ code: string; purpose: string }>('SELECT code, purpose FROM sms_outbox WHERE mobile = $1', [mobile])).rows;

describe('sendCode by teacher', () => {
  it('sends a code to the stored mobile through the SMS provider and logs it on the teacher', async () => {
    const r = await send(`?teacherId=${ids.teacher}`);
    expect(r.status).toBe(200);
    expect(r.body.payload).toBe(true);
    const sent = await outbox('13744440001');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ purpose: 'teacher', code: expect.stringMatching(/^\d{6}$/) });
    const log = await t.db.query<{ action: string }>("SELECT action FROM operation_log WHERE entity = 'teacher' AND entity_id = $1", [
      ids.teacher,
    ]);
    expect(log.rows.map((x) => x.action)).toEqual(['sms.send']);
    // The 60-second resend rule holds whichever way the number is named.
    expect((await send('?mobile=13744440001')).status).toBe(429);
  });

  it('refuses a missing target, an unknown or other-subject teacher, and roles without the teachers area', async () => {
    const none = await send('');
    expect(none.status).toBe(400);
    expect(none.body.message ?? none.body.errors).toContain('mobile');
    expect((await send('?teacherId=999999999')).status).toBe(404);
    expect((await send(`?teacherId=${ids.music}`)).status).toBe(404);
    expect(await outbox('13744440002')).toEqual([]);
    expect((await send(`?teacherId=${ids.teacher}`, await t.login('sales'))).status).toBe(420);
  });
});
