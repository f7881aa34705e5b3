import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

/**
 * Issue 25 finding 1: a staff login code must never be readable through the outbox lookup (it let a
 * customer-service user log in as the super administrator), and it is issued only for a known,
 * enabled staff mobile.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const lookup = (mobile: string, token: string) => t.call({ method: 'GET', url: `/api/m/v1/sms/getCodeByMobile?mobile=${mobile}`, token });
const sendLoginCode = (mobile: string) => t.call({ method: 'POST', url: `/api/b/v1/staff/sendCode?mobile=${mobile}` });
const loginCodes = async (mobile: string) =>
  Number(
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sms_code WHERE mobile = $1 AND purpose = 'login'", [mobile])).rows[0]
      .n,
  );

describe('staff login codes and the outbox lookup', () => {
  it("customer service cannot read the super administrator's login code, so cannot log in as them", async () => {
    const cs = await t.login('cs');
    expect((await sendLoginCode('13800000001')).body).toMatchObject({ code: 0, payload: null });
    for (const token of [cs, admin]) {
      const r = await lookup('13800000001', token);
      expect(r.status).toBe(200);
      expect(r.body.payload).toEqual([]);
    }
    // The code exists (the simulator logged it); only the lookup does not show it.
    expect(await loginCodes('13800000001')).toBe(1);
  });

  it('still shows codes sent to parents and students', async () => {
    const sent = await t.call({ method: 'POST', url: '/api/m/v1/acs/sendCodeV2', token: admin, payload: { mobile: '13655550001' } });
    expect(sent.body.code).toBe(0);
    const r = await lookup('13655550001', await t.login('cs'));
    expect(r.body.payload).toHaveLength(1);
    expect(r.body.payload[0].code).toMatch(/^\d{6}$/);
    // A teacher's number confirmation is not a parent's code either.
    expect((await t.call({ method: 'POST', url: '/api/t/v1/teacher/sendCode?mobile=13655550002', token: admin })).body.code).toBe(0);
    expect((await lookup('13655550002', admin)).body.payload).toEqual([]);
  });

  it('refuses minting a staff login code through the generic back-office sender', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/m/v1/acs/sendCodeV2',
      token: await t.login('ops'),
      payload: { mobile: '13800000002', purpose: 'login' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('purpose');
    expect(await loginCodes('13800000002')).toBe(0);
  });

  it('issues nothing for an unknown or a disabled staff mobile, with the same answer as for a known one', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: {
        userName: 'off.cs',
        realName: '停用客服',
        mobile: '13912345670',
        roleIds: ['3'],
        subjectList: [0],
        password: 'Off#2026xx',
      },
    });
    await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/updateStatus',
      token: admin,
      payload: { staffId: created.body.payload.id, status: 1 },
    });
    const known = await sendLoginCode('13800000003');
    for (const mobile of ['13912345670', '13912345679']) {
      const r = await sendLoginCode(mobile);
      expect({ status: r.status, body: { ...r.body, requestId: undefined } }).toEqual({
        status: known.status,
        body: { ...known.body, requestId: undefined },
      });
      expect(await loginCodes(mobile)).toBe(0);
    }
    expect(await loginCodes('13800000003')).toBe(1);
  });
});
