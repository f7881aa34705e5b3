import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const newStaff = {
  userName: 'liu.sales',
  realName: '刘销售',
  mobile: '13912340001',
  roleIds: ['5'],
  subjectList: [0],
  password: 'Sales#2026x',
};

describe('staff management', () => {
  it('creates a staff member who can log in, and shows the record without secrets', async () => {
    const r = await t.call({ method: 'POST', url: '/api/b/v1/staff/addStaff/v2', token: admin, payload: newStaff });
    expect(r.body.payload).toMatchObject({ userName: 'liu.sales', mobile: '139****0001', roleIds: ['5'], subjectList: [0], status: 0 });
    expect(JSON.stringify(r.body)).not.toContain('scrypt');
    const login = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'liu.sales', password: 'Sales#2026x' },
    });
    expect(login.body.code).toBe(0);
    const got = await t.call({ method: 'GET', url: `/api/b/v1/staff/getStaff?staffId=${r.body.payload.id}`, token: admin });
    expect(got.body.payload.realName).toBe('刘销售');
  });

  it('refuses a taken user name (409) and a weak password (400)', async () => {
    const dup = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: { ...newStaff, mobile: '13912340002' },
    });
    expect(dup.status).toBe(409);
    const weak = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: { ...newStaff, userName: 'weak', mobile: '13912340003', password: 'abc' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toContain('password');
  });

  it('ends every session of a staff member who is disabled, and records the change', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'liu.sales', password: 'Sales#2026x' },
    });
    const token = login.body.payload.accessToken;
    const id = login.body.payload.staff.id;
    // used once first, so the session is in the server's short-lived session cache when it ends
    expect((await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token })).status).toBe(200);
    await t.call({ method: 'POST', url: '/api/b/v1/staff/addStaff/v2', token: admin, payload: { ...newStaff, id, status: 1 } });
    expect((await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token })).status).toBe(401);
    const again = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'liu.sales', password: 'Sales#2026x' },
    });
    expect(again.status).toBe(420);
    const log = await t.call({
      method: 'GET',
      url: `/api/t/v1/operatelog/getLog?entity=staff&entityId=${id}&action=staff.update`,
      token: admin,
    });
    expect(log.body.payload.content[0].changes.status).toEqual([0, 1]);
  });

  it('is refused to roles outside organisation management (sales → 420)', async () => {
    const sales = await t.login('sales');
    const r = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: sales,
      payload: { ...newStaff, userName: 'x1', mobile: '13912340009' },
    });
    expect(r.status).toBe(420);
  });
});

describe('role access view and login records', () => {
  it('lists what each role may open, from the permission data', async () => {
    const r = await t.call({ method: 'GET', url: '/api/b/v1/staff/roleAccess', token: admin });
    const hr = r.body.payload.find((x: { roleId: string }) => x.roleId === '25');
    expect(hr.name).toBe('人事');
    expect(hr.areas.map((a: { area: string }) => a.area)).toEqual(expect.arrayContaining(['teachers', 'navy']));
    expect(hr.areas.map((a: { area: string }) => a.area)).not.toContain('staff');
    const sales = await t.login('sales');
    expect((await t.call({ method: 'GET', url: '/api/b/v1/staff/roleAccess', token: sales })).status).toBe(420);
  });

  it('shows logins and failed logins with IP and device (type LOGIN)', async () => {
    await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'cs', password: 'wrong-password' },
      remoteAddress: '10.9.9.9',
      headers: { 'user-agent': 'Mozilla/5.0 TestDevice' },
    });
    const r = await t.call({ method: 'GET', url: '/api/t/v1/operatelog/getLog?type=LOGIN&page=1&pagesize=5', token: admin });
    const failed = r.body.payload.content.find((x: { action: string }) => x.action === 'login.failed');
    expect(failed).toMatchObject({ staffName: 'cs', ip: '10.9.9.9', detail: { reason: 'password', device: 'Mozilla/5.0 TestDevice' } });
    expect(r.body.payload.content.every((x: { action: string }) => ['login', 'login.failed'].includes(x.action))).toBe(true);
  });

  it('the login-record page sends its console as type (BOSS): the caller’s login records (results.md #54)', async () => {
    const me = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'admin'")).rows[0].id;
    const r = await t.call({
      method: 'GET',
      url: `/api/t/v1/operatelog/getLog?uid=${me}&type=BOSS&page=1&pagesize=20&subject=MUSIC_APP`,
      token: admin,
    });
    expect(r.status).toBe(200);
    const rows = r.body.payload.content as Array<{ staffId: string; operateType: string; loginName: string; ctime: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.staffId === me && ['LOGIN', 'ADD', 'RESET'].includes(x.operateType))).toBe(true);
    expect(rows.find((x) => x.operateType === 'LOGIN')).toMatchObject({ ctime: expect.any(Number) });
    const toss = await t.call({ method: 'GET', url: `/api/t/v1/operatelog/getLog?uid=${me}&type=toss&page=1&pagesize=20`, token: admin });
    expect(toss.body.payload.totalElements).toBe(r.body.payload.totalElements);
  });
});

describe('enable / disable (updateStatus)', () => {
  it('disables an account (its sessions end), refuses disabling oneself, and logs both changes', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: { ...newStaff, userName: 'qian.cs', mobile: '13912340009', roleIds: ['3'] },
    });
    const id = created.body.payload.id;
    const login = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/login',
      payload: { userName: 'qian.cs', password: newStaff.password },
    });
    const token = login.body.payload.accessToken;
    const off = await t.call({ method: 'POST', url: '/api/b/v1/staff/updateStatus', token: admin, payload: { staffId: id, status: 1 } });
    expect(off.body.payload.status).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token })).status).toBe(401);
    const self = await t.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token: admin });
    const mine = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/updateStatus',
      token: admin,
      payload: { staffId: self.body.payload.id, status: 1 },
    });
    expect(mine.status).toBe(400);
    await t.call({ method: 'POST', url: '/api/b/v1/staff/updateStatus', token: admin, payload: { staffId: id, status: 0 } });
    const log = await t.call({ method: 'GET', url: `/api/t/v1/operatelog/getLog?entity=staff&entityId=${id}`, token: admin });
    expect(log.body.payload.content.slice(0, 2).map((x: { action: string }) => x.action)).toEqual(['staff.enable', 'staff.disable']);
  });

  it('keeps the mobile when an edit sends it masked, and refuses a masked mobile on create', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: { ...newStaff, userName: 'sun.ops', mobile: '13912340010', roleIds: ['2'] },
    });
    const rec = created.body.payload;
    const edited = await t.call({ method: 'POST', url: '/api/b/v1/staff/addStaff', token: admin, payload: { ...rec, realName: '孙运营' } });
    expect(edited.body.payload).toMatchObject({ realName: '孙运营', mobile: '139****0010' });
    const row = await t.db.query<{ mobile: string }>('SELECT mobile FROM staff WHERE id = $1', [rec.id]);
    expect(row.rows[0].mobile).toBe('13912340010');
    const bad = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/addStaff',
      token: admin,
      payload: { ...newStaff, userName: 'x.y', mobile: '139****0011' },
    });
    expect(bad.status).toBe(400);
  });
});
