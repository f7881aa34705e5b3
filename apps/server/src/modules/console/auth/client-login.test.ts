import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { createTestApp, type TestApp } from '../../../test/app';
import { arithmeticCaptcha } from './captcha';

/**
 * Issue 28 part 1: the original client's own login page (captcha image, /api/b/boss/v1/auth/*,
 * staff/current) on our sessions, throttles and menus. Default test config = the demo simulator:
 * every captcha question evaluates to 1.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MUSIC = { subject: 'MUSIC_APP' };

async function captcha(ip = '10.1.0.1'): Promise<string> {
  const r = await t.app.inject({ method: 'GET', url: `/api/b/v1/kaptcha/getCodeImage/account?T=${Date.now()}`, remoteAddress: ip });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toContain('image/svg+xml');
  expect(r.body).toMatch(/^<svg [^>]*>.*<path/);
  expect(r.body).not.toContain('<text');
  const cookie = String(r.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  return cookie.split(';')[0];
}

const login = (cookie: string | undefined, userName: string, password: string, codeImage: string, ip = '10.1.0.1') =>
  t.call({
    method: 'POST',
    url: '/api/b/boss/v1/auth/login?subject=music_app',
    payload: { userName, password, codeImage, origin: 1 },
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });

describe('captcha and password login (the client page)', () => {
  it('logs in with the right captcha and answers payload.accessToken usable as Bearer', async () => {
    const r = await login(await captcha(), 'admin', 'Demo@2026', '1');
    expect(r.status).toBe(200);
    expect(typeof r.body.payload.accessToken).toBe('string');
    const cur = await t.call({
      method: 'GET',
      url: '/api/b/boss/v1/staff/current',
      headers: { authorization: `Bearer ${r.body.payload.accessToken}`, ...MUSIC },
    });
    expect(cur.status).toBe(200);
    expect(cur.body.payload.staff).toMatchObject({ userName: 'admin', roleId: '7', roleList: ['7'], admin: false });
  });

  it('refuses a wrong captcha, a missing cookie and an expired or used challenge', async () => {
    const wrong = await login(await captcha(), 'admin', 'Demo@2026', '2');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toContain('验证码错误');
    expect((await login(undefined, 'admin', 'Demo@2026', '1')).body.errors).toContain('验证码已失效');
    const used = await captcha();
    expect((await login(used, 'admin', 'Demo@2026', '1')).status).toBe(200);
    expect((await login(used, 'admin', 'Demo@2026', '1')).body.errors).toContain('验证码已失效');
    const old = await captcha();
    await t.db.query("UPDATE login_captcha SET expires_at = now() - interval '1 second'");
    const expired = await login(old, 'admin', 'Demo@2026', '1');
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toContain('验证码已失效');
  });

  it('configuration: the simulator answer is 1 in dev/demo, random otherwise, never fixed in production', () => {
    const cfg = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env } as NodeJS.ProcessEnv).captchaAnswer;
    expect(cfg({})).toBe('1');
    expect(cfg({ DEMO: '0' })).toBeNull();
    expect(cfg({ NODE_ENV: 'production' })).toBeNull();
    expect(cfg({ CAPTCHA_ANSWER: 'random' })).toBeNull();
    expect(cfg({ CAPTCHA_ANSWER: '07', DEMO: '0' })).toBe('7');
    expect(() => cfg({ CAPTCHA_ANSWER: '1', NODE_ENV: 'production' })).toThrow(/CAPTCHA_ANSWER/);
  });

  it('the production provider asks real sums whose answer is checked', () => {
    for (let i = 0; i < 50; i++) {
      const { question, answer } = arithmeticCaptcha.next();
      const [a, op, b] = question.replace('=?', '').split(/([+\-×])/);
      const value = op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
      expect(String(value)).toBe(answer);
    }
  });

  it('a wrong password through the client page counts towards the same lock (429 even with the right one)', async () => {
    const ip = '10.1.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(await captcha(ip), 'sales', 'wrong', '1', ip)).status);
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses[9]).toBe(429);
    const locked = await login(await captcha(ip), 'sales', 'Demo@2026', '1', ip);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Our own login path sees the same lock.
    const ours = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'sales', password: 'Demo@2026' },
      remoteAddress: '10.1.0.10',
    });
    expect(ours.status).toBe(429);
  });
});

describe('SMS login (the client page)', () => {
  it('sends a code (truthy payload), logs in with it, and refuses a wrong one', async () => {
    const sent = await t.call({ method: 'GET', url: '/api/b/boss/v1/auth/sendCode?mobile=13800000003&subject=music_app' });
    expect(sent.body).toMatchObject({ code: 0, payload: true });
    // Unknown mobile: the same answer, no code.
    expect((await t.call({ method: 'GET', url: '/api/b/boss/v1/auth/sendCode?mobile=13999999999' })).body.payload).toBe(true);
    const code = (
      await t.db.query<{ code: string }>(
        "SELECT code FROM sms_outbox WHERE mobile = '13800000003' AND purpose = 'login' ORDER BY id DESC LIMIT 1",
      )
    ).rows[0].code;
    const bad = await t.call({
      method: 'POST',
      url: '/api/b/boss/v1/auth/mobileLogin',
      payload: { phone: '13800000003', code: code === '000000' ? '111111' : '000000', origin: 1 },
    });
    expect(bad.status).toBe(400);
    const ok = await t.call({ method: 'POST', url: '/api/b/boss/v1/auth/mobileLogin', payload: { phone: '13800000003', code, origin: 1 } });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.payload.accessToken).toBe('string');
  });
});

describe('staff/current and the boss/v1 reads', () => {
  it('builds menuList from our menus: operations staff and finance see different sidebars', async () => {
    const ops = await t.call({ method: 'GET', url: '/api/b/boss/v1/staff/current', token: await t.login('ops'), headers: MUSIC });
    const fin = await t.call({ method: 'GET', url: '/api/b/boss/v1/staff/current', token: await t.login('finance'), headers: MUSIC });
    const opsMenu: string[] = ops.body.payload.menuList;
    const finMenu: string[] = fin.body.payload.menuList;
    expect(opsMenu).toEqual(expect.arrayContaining(['/trading', '/order', '/express', '/teacher']));
    expect(finMenu).toEqual(expect.arrayContaining(['/trading', '/order', '/marketingCenter', '/coupon']));
    // Settings (员工微信, 离职交接) are for roles 1, 2, 7: finance (4) does not see them.
    expect(finMenu).not.toContain('/teacher');
    expect(finMenu).not.toContain('/workHandover');
    // Coupons are 1, 3, 4, 7: operations (2) do not see them.
    expect(opsMenu).not.toContain('/coupon');
    expect(ops.body.payload.staff).toMatchObject({ userName: 'ops', roleList: ['2'], admin: false, positionId: '0' });
    expect(Array.isArray(ops.body.payload.staff.departmentList)).toBe(true);
  });

  it('answers the bossAuth pages in the client shape and refuses role and menu writes', async () => {
    const admin = await t.login('admin');
    const roles = await t.call({ method: 'GET', url: '/api/b/boss/v1/role/list?pageNumber=1&pageSize=5', token: admin });
    expect(roles.body.payload.content).toHaveLength(5);
    expect(roles.body.payload.totalElements).toBeGreaterThan(5);
    // The role page formats ctime with substring (a ms string) and ticks the role's menus by id.
    const music = await t.call({ method: 'GET', url: '/api/b/boss/v1/role/list?pageNum=1&pageSize=1000', token: admin, headers: MUSIC });
    const finance = music.body.payload.content.find((r: { id: string }) => r.id === '4');
    expect(finance.ctime).toMatch(/^\d{13}$/);
    expect(finance.menuList.map((m: { path: string }) => m.path)).toContain('/coupon');
    expect(finance.menuList.map((m: { path: string }) => m.path)).not.toContain('/workHandover');
    const menus = await t.call({ method: 'GET', url: '/api/b/boss/v1/menu/list', token: admin, headers: MUSIC });
    expect(menus.body.payload.some((m: { path: string }) => m.path === '/order')).toBe(true);
    const tree = await t.call({ method: 'GET', url: '/api/b/boss/v1/menu/getMenuTree', token: admin, headers: MUSIC });
    expect(tree.body.payload[0].children.length).toBeGreaterThan(0);
    const dept = await t.call({ method: 'GET', url: '/api/b/boss/v1/department/getDepartmentTree', token: admin });
    expect(dept.body.code).toBe(0);
    const add = await t.call({ method: 'POST', url: '/api/b/boss/v1/role/add', token: admin, payload: { name: 'x', menus: [] } });
    expect(add.status).toBe(400);
    expect(add.body.errors).toContain('不能在此修改');
    // Customer service (3) is not in the staff area.
    expect((await t.call({ method: 'GET', url: '/api/b/boss/v1/role/list', token: await t.login('cs') })).status).toBe(420);
  });

  it('resets a password through resetPasswordById with the staff-action rules', async () => {
    const cs = await t.login('cs');
    const self = await t.call({ method: 'PUT', url: '/api/b/boss/v1/staff/resetPasswordById?password=Demo%402026x', token: cs });
    expect(self.status).toBe(200);
    const adminId = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'admin'")).rows[0].id;
    const ops = await t.login('ops');
    const other = await t.call({
      method: 'PUT',
      url: `/api/b/boss/v1/staff/resetPasswordById?staffId=${adminId}&password=Demo%402026x`,
      token: ops,
    });
    expect(other.status).toBe(420);
  });
});

describe('the systemAccount page (staff/getPage, add, update)', () => {
  it('lists staff in the client shape, adds and edits through our staff rules', async () => {
    const admin = await t.login('admin');
    const page = await t.call({
      method: 'POST',
      url: '/api/b/boss/v1/staff/getPage',
      token: admin,
      payload: { pageSize: 3, pageNum: 1, realName: '', staffType: '', departmentId: '' },
    });
    expect(page.status).toBe(200);
    expect(page.body.payload.content).toHaveLength(3);
    expect(page.body.payload.totalElements).toBeGreaterThan(3);
    const row = page.body.payload.content[0];
    expect(row).toMatchObject({ status: 'TENURE' });
    expect(row.roleList[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(row.mobile).toMatch(/\*{4}/);

    const added = await t.call({
      method: 'POST',
      url: '/api/b/boss/v1/staff/add',
      token: admin,
      headers: MUSIC,
      payload: {
        userName: 'clientnew',
        password: 'Msb-123456',
        mobile: '13712340001',
        realName: '新员工',
        status: 'TENURE',
        roles: ['3'],
        departments: [],
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.payload).toMatchObject({ userName: 'clientnew', roleIds: ['3'], subjectList: [3] });
    const id = added.body.payload.id as string;
    const edited = await t.call({
      method: 'POST',
      url: '/api/b/boss/v1/staff/update',
      token: admin,
      payload: { id, userName: 'clientnew', mobile: '137****0001', realName: '改名', status: 'TENURE', roles: ['4'], departments: [] },
    });
    expect(edited.body.payload).toMatchObject({ realName: '改名', roleIds: ['4'], mobile: '137****0001', subjectList: [3] });
    // Operations staff (2) are not in the staff area; a manager (1) may not grant the super-admin role.
    expect((await t.call({ method: 'POST', url: '/api/b/boss/v1/staff/getPage', token: await t.login('ops'), payload: {} })).status).toBe(
      420,
    );
    const grant = await t.call({
      method: 'POST',
      url: '/api/b/boss/v1/staff/update',
      token: await t.login('manager'),
      payload: { id, userName: 'clientnew', mobile: '137****0001', realName: '改名', status: 'TENURE', roles: ['7'] },
    });
    expect(grant.status).toBe(420);
  });
});
