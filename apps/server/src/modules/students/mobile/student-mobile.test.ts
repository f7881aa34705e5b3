import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, staffId } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;
let admin: string;
let csId: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  admin = await t.login('admin');
  csId = await staffId(t.db, 'cs');
});
afterAll(async () => t.close());

const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;
const reveals = async (uid: string) =>
  (await t.call({ method: 'GET', url: `/api/t/v1/operatelog/getLog?action=student.mobile.reveal&entityId=${uid}`, token: admin })).body
    .payload.content as {
    staffId: string;
    staffName: string;
    detail: { operatorId: string; api: string };
  }[];

describe('queryUserMobile / queryUserMobileV2', () => {
  it('reveals the full number only with the caller as operatorId, and logs every reveal', async () => {
    const s = await insertStudent(t.db);
    const r = await t.call({
      method: 'GET',
      url: `/api/u/v1/user/userManner/queryUserMobile?subject=0&uid=${s.id}&operatorId=${csId}`,
      token: cs,
    });
    expect(r.body.payload).toEqual({ uid: s.id, userNum: s.userNum, mobile: s.mobile, telAreaCode: '86' });
    await t.call({ method: 'GET', url: `/api/u/v1/user/userManner/queryUserMobile?uid=${s.id}&operatorId=${csId}`, token: cs });
    const log = await reveals(s.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ staffId: csId, staffName: '赵客服', detail: { operatorId: csId, api: 'queryUserMobile' } });
  });

  it('refuses without operatorId, with another staff id, across subjects and for roles outside students — revealing and logging nothing', async () => {
    const s = await insertStudent(t.db, [3]);
    const none = await t.call({ method: 'GET', url: `/api/u/v1/user/userManner/queryUserMobile?uid=${s.id}`, token: cs });
    expect(none.status).toBe(400);
    expect(none.body.errors).toBe('参数错误：operatorId 不能为空');
    const other = await t.call({ method: 'GET', url: `/api/u/v1/user/userManner/queryUserMobile?uid=${s.id}&operatorId=1`, token: cs });
    expect(other.body.errors).toBe('参数错误：operatorId 必须是当前登录员工的编号');
    const art = await t.call({ method: 'GET', url: `/api/u/v1/user/userManner/queryUserMobile?uid=${s.id}&operatorId=${csId}`, token: cs });
    expect(art.status).toBe(404);
    const reviewer = await t.login('reviewer');
    const refused = await t.call({
      method: 'GET',
      url: `/api/u/v1/user/userManner/queryUserMobile?uid=${s.id}&operatorId=${await staffId(t.db, 'reviewer')}`,
      token: reviewer,
    });
    expect(refused.status).toBe(420);
    expect(JSON.stringify([none.body, other.body, art.body, refused.body])).not.toContain(s.mobile);
    expect(await reveals(s.id)).toHaveLength(0);
    const music = await t.call({
      method: 'GET',
      url: `/api/u/v1/user/userManner/queryUserMobile?subject=3&uid=${s.id}&operatorId=${csId}`,
      token: cs,
    });
    expect(music.body.payload.mobile).toBe(s.mobile);
  });

  it('V2 reveals a list (one log entry per student) and refuses an empty list', async () => {
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db)];
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/userManner/queryUserMobileV2',
      token: cs,
      payload: { subject: 0, operatorId: csId, userIds: [a.id, b.id] },
    });
    expect(r.body.payload.map((x: { mobile: string }) => x.mobile)).toEqual([a.mobile, b.mobile]);
    expect(await reveals(a.id)).toHaveLength(1);
    expect((await reveals(b.id))[0].detail.api).toBe('queryUserMobileV2');
    const empty = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/userManner/queryUserMobileV2',
      token: cs,
      payload: { operatorId: csId, userIds: [] },
    });
    expect(empty.body.errors).toBe('参数错误：userIds 不能为空');
  });
});

describe('replaceMobile', () => {
  const codeOf = async (mobile: string) =>
    (await t.call({ method: 'GET', url: `/api/m/v1/sms/getCodeByMobile?mobile=${mobile}`, token: admin })).body.payload[0].code as string;

  it('replaces the mobile with the code sent to the new number; a wrong code changes nothing', async () => {
    const s = await insertStudent(t.db);
    const newMobile = '13666660001';
    const sent = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/replaceMobile/sendCode',
      token: cs,
      payload: { newMobile, oldMobile: s.mobile },
    });
    expect(sent.body.payload).toEqual({ mobile: masked(newMobile), validMinutes: 5 });
    const code = await codeOf(newMobile);
    expect(code).toMatch(/^\d{6}$/);
    const body = { staffId: csId, oldMobile: s.mobile, newMobile, remark: '家长换号' };
    const wrong = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/replaceMobile',
      token: cs,
      payload: { ...body, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toBe('验证码错误，还可尝试4次');
    expect(await countRows(t.db, 'student WHERE id = $1 AND mobile = $2', [s.id, s.mobile])).toBe(1);
    const ok = await t.call({ method: 'POST', url: '/api/u/v1/user/replaceMobile', token: cs, payload: { ...body, code } });
    expect(ok.body.payload).toMatchObject({ uid: s.id, oldMobile: masked(s.mobile), newMobile: masked(newMobile) });
    expect(await countRows(t.db, 'student WHERE id = $1 AND mobile = $2', [s.id, newMobile])).toBe(1);
    const log = await t.call({ method: 'GET', url: `/api/u/v1/user/replaceMobile/log?uid=${s.id}`, token: cs });
    expect(log.body.payload.content[0]).toMatchObject({
      old_mobile: masked(s.mobile),
      new_mobile: masked(newMobile),
      staff_name: '赵客服',
      remark: '家长换号',
    });
    const op = await t.db.query<{ changes: unknown }>(
      "SELECT changes FROM operation_log WHERE action = 'student.mobile.replace' AND entity_id = $1",
      [s.id],
    );
    expect(op.rows[0].changes).toEqual({ mobile: [masked(s.mobile), masked(newMobile)] });
    const reused = await t.call({ method: 'POST', url: '/api/u/v1/user/replaceMobile', token: cs, payload: { ...body, code } });
    expect(reused.status).toBe(404);
  });

  it('refuses a mobile another live student uses (409), a missing staff id, and another subject', async () => {
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db)];
    const send = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/replaceMobile/sendCode',
      token: cs,
      payload: { newMobile: b.mobile },
    });
    expect(send.status).toBe(409);
    const taken = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/replaceMobile',
      token: cs,
      payload: { staffId: csId, oldMobile: a.mobile, newMobile: b.mobile, code: '123456' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toBe('该手机号已被其他学员使用');
    const noStaff = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/replaceMobile',
      token: cs,
      payload: { oldMobile: a.mobile, newMobile: '13666660002', code: '123456' },
    });
    expect(noStaff.body.errors).toBe('参数错误：staffId 不能为空');
    const music = await insertStudent(t.db, [3]);
    const other = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/replaceMobile',
      token: cs,
      payload: { staffId: csId, oldMobile: music.mobile, newMobile: '13666660003', code: '123456' },
    });
    expect(other.status).toBe(404);
    expect(await countRows(t.db, 'replace_mobile_log WHERE uid = ANY($1::bigint[])', [[a.id, b.id, music.id]])).toBe(0);
  });
});
