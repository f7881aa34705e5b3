import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;
const U = '/api/b/v1/backend/userflow';

describe('share rewards and invites', () => {
  it('lists share rewards (masked, phone search), completes one crediting coins once; 409 the second time', async () => {
    const s = await insertStudent(t.db);
    const id = await one(
      `INSERT INTO share_reward (subject, uid, share_type, reward_account_type, reward_amount) VALUES (0, $1, 1, 2, 20) RETURNING id::text AS v`,
      [s.id],
    );
    await one(`INSERT INTO share_reward (subject, uid, reward_amount) VALUES (3, $1, 5) RETURNING id::text AS v`, [s.id]);
    const page = await t.call({ method: 'GET', url: `${U}/sharereward/pageList?mobile=${s.mobile.slice(-6)}&status=0`, token: cs });
    expect(page.body.payload.totalElements).toBe(1);
    expect(page.body.payload.content[0]).toMatchObject({ id, uid: s.id, mobile: masked(s.mobile), reward_amount: 20, status: 0 });
    const done = await t.call({ method: 'GET', url: `${U}/sharereward/complete?id=${id}`, token: cs });
    expect(done.body.payload).toMatchObject({ id, status: 1, staff_name: '赵客服' });
    expect(done.body.payload.account_record_id).toBeTruthy();
    const again = await t.call({ method: 'GET', url: `${U}/sharereward/complete?id=${id}`, token: cs });
    expect(again.status).toBe(409);
    const acc = await t.call({ method: 'GET', url: `/api/a/v2/account/getAccount?uid=${s.id}`, token: cs });
    expect(acc.body.payload.coin).toBe(20);
    expect(await countRows(t.db, 'account_record WHERE uid = $1 AND trans_type = 8', [s.id])).toBe(1);
    expect((await t.call({ method: 'GET', url: `${U}/sharereward/complete`, token: cs })).body.errors).toBe('参数错误：id 不能为空');
  });

  it('lists who invited whom in the current subject', async () => {
    const inviter = await insertStudent(t.db);
    const invitee = await insertStudent(t.db);
    await t.db.query('UPDATE student_subject SET send_id = $1 WHERE student_id = $2 AND subject = 0', [inviter.id, invitee.id]);
    const r = await t.call({ method: 'GET', url: `${U}/getAdminInvites?subject=0&uid=${inviter.id}`, token: cs });
    expect(r.body.payload.content).toEqual([
      expect.objectContaining({
        inviteeId: invitee.id,
        inviterId: inviter.id,
        inviteeMobile: masked(invitee.mobile),
        inviterMobile: masked(inviter.mobile),
      }),
    ]);
    const music = await t.call({ method: 'GET', url: `${U}/getAdminInvites?subject=3&uid=${inviter.id}`, token: cs });
    expect(music.body.payload.totalElements).toBe(0);
  });
});

describe('QR codes', () => {
  it('creates a student QR code and lists it', async () => {
    const s = await insertStudent(t.db);
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/qrcode/createQrCode',
      token: cs,
      payload: { uid: s.id, qrType: 'invite', expireDays: 7 },
    });
    expect(r.body.payload).toMatchObject({ uid: s.id, qr_type: 'INVITE', scan_count: 0 });
    expect(r.body.payload.content).toMatch(/\/qr\/[\w-]{16}$/);
    expect(r.body.payload.expire_time - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const list = await t.call({ method: 'GET', url: `/api/u/v1/user/qrcode/getQrCodes?uid=${s.id}`, token: cs });
    expect(list.body.payload).toHaveLength(1);
    const bad = await t.call({ method: 'POST', url: '/api/u/v1/user/qrcode/createQrCode', token: cs, payload: { uid: s.id, qrType: 'X' } });
    expect(bad.body.errors).toBe('参数错误：qrType 必须是 INVITE、BIND_WECHAT 或 ACTIVITY');
  });
});
