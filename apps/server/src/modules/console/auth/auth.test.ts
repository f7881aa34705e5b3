import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('password login', () => {
  it('gives admin a token and the staff object of the contract', async () => {
    const r = await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.status).toBe('OK');
    expect(typeof r.body.payload.accessToken).toBe('string');
    expect(r.body.payload.staff).toMatchObject({ userName: 'admin', roleId: '7', roleIds: ['7'], mobile: '138****0001' });
    expect(typeof r.body.payload.staff.id).toBe('string');
    expect(r.body.payload.staff.subjectList).toEqual([0, 1, 3, 5, 6, 9, 10, 11]);
  });

  it('answers detail/info with the token, with or without the Bearer prefix', async () => {
    const token = await t.login('ops');
    const a = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token });
    expect(a.body.payload).toMatchObject({ userName: 'ops', roleIds: ['2'], subjectList: [0, 1, 3] });
    const b = await t.call({ method: 'POST', url: '/api/b/v1/staff/detail/info', headers: { authorization: token } });
    expect(b.body.payload.userName).toBe('ops');
  });

  it('refuses a call without a token with the 401 envelope', async () => {
    const r = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, status: 'ERROR' });
    expect(r.body.errors).toContain('登录');
  });

  it('refuses a wrong password with a clear message and records it', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'cs', password: 'nope' },
      remoteAddress: '10.9.9.9',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toBe('用户名或密码错误');
    const log = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM operation_log WHERE action = 'login.failed' AND staff_name = 'cs'",
    );
    expect(Number(log.rows[0].n)).toBeGreaterThan(0);
  });

  it('names the missing field on bad input', async () => {
    const r = await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'admin' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('password');
  });

  it('locks an account after 10 wrong passwords (429 with Retry-After), even with the right one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await t.call({
        method: 'POST',
        url: '/api/b/v1/staff/login',
        payload: { userName: 'reviewer', password: `bad${i}` },
        remoteAddress: `10.1.0.${i}`,
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses[9]).toBe(429);
    const right = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'reviewer', password: 'Demo@2026' },
      remoteAddress: '10.1.1.1',
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failures per IP across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 50; i++) {
      const r = await t.call({
        method: 'POST',
        url: '/api/b/v1/staff/login',
        payload: { userName: `ghost${i}`, password: 'x' },
        remoteAddress: '10.2.2.2',
      });
      last = r.status;
    }
    expect(last).toBe(429);
    const other = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'admin', password: 'Demo@2026' },
      remoteAddress: '10.2.2.2',
    });
    expect(other.status).toBe(429);
  });
});

describe('SMS login', () => {
  it('sends a code to the outbox, logs in with it once, and refuses a resend within 60 s', async () => {
    const send = await t.call({ method: 'POST', url: '/api/b/v1/staff/sendCode?mobile=13800000005' });
    expect(send.body.code).toBe(0);
    const again = await t.call({ method: 'POST', url: '/api/b/v1/staff/sendCode?mobile=13800000005' });
    expect(again.status).toBe(429);
    // Staff login codes are never shown by the outbox lookup (login-codes.test.ts); the test reads its own database.
    const outbox = await t.db.query<{ code: string }>("SELECT code FROM sms_outbox WHERE mobile = '13800000005' AND audience = 'staff'");
    const code = outbox.rows[0].code;
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.call({ method: 'POST', url: '/api/b/v1/staff/mobileLogin', payload: { mobile: '13800000005', code } });
    expect(login.body.payload.staff.userName).toBe('finance');
    const reuse = await t.call({ method: 'POST', url: '/api/b/v1/staff/mobileLogin', payload: { mobile: '13800000005', code } });
    expect(reuse.status).toBe(400);
  });

  it('allows at most 5 tries per code', async () => {
    await t.call({ method: 'POST', url: '/api/b/v1/staff/sendCode?mobile=13800000006' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.call({
        method: 'POST',
        url: '/api/b/v1/staff/mobileLogin',
        payload: { mobile: '13800000006', code: '000000' },
        remoteAddress: `10.3.0.${i}`,
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses[4]).toBe(429);
    expect(statuses[5]).toBe(429);
  });

  it('expires a code after 5 minutes', async () => {
    await t.call({ method: 'POST', url: '/api/b/v1/staff/sendCode?mobile=13800000007' });
    const { rows } = await t.db.query<{ code: string }>("SELECT code FROM sms_code WHERE mobile = '13800000007'");
    await t.db.query("UPDATE sms_code SET expires_at = now() - interval '1 second' WHERE mobile = '13800000007'");
    const r = await t.call({ method: 'POST', url: '/api/b/v1/staff/mobileLogin', payload: { mobile: '13800000007', code: rows[0].code } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('失效');
  });
});

describe('sessions', () => {
  it('ends on logout', async () => {
    const token = await t.login('sales');
    await t.call({ method: 'POST', url: '/api/b/v1/staff/logout', token });
    const r = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token });
    expect(r.status).toBe(401);
  });

  it('expires when unused for 7 days', async () => {
    const token = await t.login('manager');
    await t.db.query("UPDATE staff_session SET last_used_at = now() - interval '8 days' WHERE revoked_at IS NULL");
    const r = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token });
    expect(r.status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('cs', '10.7.7.7');
    const r = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM staff_session WHERE token_hash = $1', [token]);
    expect(r.rows[0].n).toBe('0');
  });
});

describe('resetPwd', () => {
  it('enforces the password rules with the spec messages', async () => {
    const token = await t.login('classteacher');
    const short = await t.call({ method: 'POST', url: '/api/b/v1/staff/resetPwd?pwd=Ab1!', token });
    expect(short.status).toBe(400);
    expect(short.body.errors).toBe('长度在8个字符以上');
    const weak = await t.call({ method: 'POST', url: '/api/b/v1/staff/resetPwd?pwd=abcdefghij', token });
    expect(weak.body.errors).toBe('密码至少包含大小写字母、数字、特殊字符大于8个字符!');
  });

  it('changes the password and ends every session of that staff', async () => {
    const a = await t.login('classteacher', '10.8.0.1');
    const b = await t.login('classteacher', '10.8.0.2');
    const r = await t.call({ method: 'POST', url: '/api/b/v1/staff/resetPwd?pwd=NewPass%2323', token: a });
    expect(r.body.code).toBe(0);
    for (const token of [a, b]) expect((await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token })).status).toBe(401);
    const old = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'classteacher', password: 'Demo@2026' },
      remoteAddress: '10.8.0.3',
    });
    expect(old.status).toBe(400);
    const fresh = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'classteacher', password: 'NewPass#23' },
      remoteAddress: '10.8.0.3',
    });
    expect(fresh.body.code).toBe(0);
  });

  it("refuses changing another staff's password without an admin role", async () => {
    const token = await t.login('teacher');
    const admin = await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'admin', password: 'Demo@2026' } });
    const r = await t.call({
      method: 'POST',
      url: `/api/b/v1/staff/resetPwd?staffId=${admin.body.payload.staff.id}&pwd=NewPass%2323`,
      token,
    });
    expect(r.status).toBe(420);
  });
});
