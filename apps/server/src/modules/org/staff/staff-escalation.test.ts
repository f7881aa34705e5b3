import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

/**
 * Issue 25 finding 2: who may do what to whom among staff (packages/domain staff-actions.ts). Nobody
 * grants a role they do not hold or one above their own, only role 7 grants or touches role 7, and
 * nobody edits, disables or resets the password of a member with a higher role.
 */
let t: TestApp;
let admin: string;
let manager: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Staff#2026x';

const save = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/b/v1/staff/addStaff', token, payload: body });
const person = (userName: string, mobile: string, roleIds: string[]) => ({
  userName,
  realName: userName,
  mobile,
  roleIds,
  subjectList: [0],
  password: PASSWORD,
});
const rolesOf = async (id: string) =>
  (await t.db.query<{ role_ids: string[] }>('SELECT role_ids FROM staff WHERE id = $1::bigint', [id])).rows[0].role_ids;
const loginSys = async () =>
  (await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'sys.admin', password: PASSWORD } })).body.payload
    .accessToken as string;
const canLogIn = async (userName: string, password: string) =>
  (await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName, password }, remoteAddress: '10.44.0.1' })).body
    .code === 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  manager = await t.login('manager');
  const staffId = async (userName: string) =>
    (await t.db.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE user_name = $1', [userName])).rows[0].id;
  ids.admin = await staffId('admin');
  ids.manager = await staffId('manager');
  ids.sysadmin = (await save(admin, person('sys.admin', '13933330001', ['24']))).body.payload.id;
  ids.sales = (await save(admin, person('esc.sales', '13933330002', ['5']))).body.payload.id;
});
afterAll(async () => t.close());

describe('granting subjects', () => {
  it('a role-1 manager holding art only cannot give or take away music (420), and nothing is saved', async () => {
    const artManagerId = (await save(admin, { ...person('art.manager', '13933330020', ['1']) })).body.payload.id as string;
    expect(artManagerId).toBeTruthy();
    const artManager = (
      await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'art.manager', password: PASSWORD } })
    ).body.payload.accessToken as string;
    const give = await save(artManager, { ...person('music.seller', '13933330021', ['5']), subjectList: [0, 3] });
    expect(give.status).toBe(420);
    expect((await t.db.query("SELECT 1 FROM staff WHERE user_name = 'music.seller'")).rows).toHaveLength(0);
    const both = (await save(admin, { ...person('both.seller', '13933330022', ['5']), subjectList: [0, 3] })).body.payload.id as string;
    const me = (await t.call({ method: 'GET', url: `/api/b/v1/staff/getStaff?staffId=${both}`, token: admin })).body.payload;
    const takeAway = await save(artManager, { ...me, subjectList: [0] });
    expect(takeAway.status).toBe(420);
    const kept = await t.db.query<{ subject_list: number[] }>('SELECT subject_list FROM staff WHERE id = $1::bigint', [both]);
    expect(kept.rows[0].subject_list.map(Number)).toEqual([0, 3]);
    // what the caller holds stays theirs to give
    const ok = await save(artManager, person('art.seller', '13933330023', ['5']));
    expect(ok.status).toBe(200);
  });
});

describe('granting roles', () => {
  it('role 1 cannot create a role-7 account (420), and nothing is saved', async () => {
    const r = await save(manager, person('evil.root', '13933330010', ['7']));
    expect(r.status).toBe(420);
    const found = await t.db.query("SELECT 1 FROM staff WHERE user_name = 'evil.root'");
    expect(found.rows).toHaveLength(0);
  });

  it('role 1 cannot give its own account role 7', async () => {
    const me = (await t.call({ method: 'GET', url: `/api/b/v1/staff/getStaff?staffId=${ids.manager}`, token: admin })).body.payload;
    const r = await save(manager, { ...me, roleIds: ['1', '7'] });
    expect(r.status).toBe(420);
    expect(await rolesOf(ids.manager)).toEqual(['1']);
  });

  it('role 24 cannot grant role 1 (above its own), but can create a sales account', async () => {
    const sys = await loginSys();
    expect((await save(sys, person('esc.mgr', '13933330011', ['1']))).status).toBe(420);
    const ok = await save(sys, person('esc.cs', '13933330012', ['3']));
    expect(ok.body.payload.roleIds).toEqual(['3']);
  });

  it('role 7 grants role 7; role 1 grants role 1 and the roles below it', async () => {
    expect((await save(admin, person('second.root', '13933330013', ['7']))).body.payload.roleIds).toEqual(['7']);
    expect((await save(manager, person('second.mgr', '13933330014', ['1', '5']))).body.payload.roleIds).toEqual(['1', '5']);
  });
});

describe('acting on a higher role', () => {
  it("role 1 cannot set the super administrator's password", async () => {
    const r = await t.call({ method: 'POST', url: `/api/b/v1/staff/resetPwd?staffId=${ids.admin}&pwd=Owned%232026x`, token: manager });
    expect(r.status).toBe(420);
    expect(await canLogIn('admin', 'Owned#2026x')).toBe(false);
    expect(await canLogIn('admin', 'Demo@2026')).toBe(true);
  });

  it("role 1 cannot edit the super administrator's record (mobile, roles) or disable them", async () => {
    const root = (await t.call({ method: 'GET', url: `/api/b/v1/staff/getStaff?staffId=${ids.admin}`, token: admin })).body.payload;
    const edit = await save(manager, { ...root, mobile: '13933330099', password: undefined });
    expect(edit.status).toBe(420);
    const off = await t.call({
      method: 'POST',
      url: '/api/b/v1/staff/updateStatus',
      token: manager,
      payload: { staffId: ids.admin, status: 1 },
    });
    expect(off.status).toBe(420);
    const after = await t.db.query<{ mobile: string; status: number }>('SELECT mobile, status FROM staff WHERE id = $1::bigint', [
      ids.admin,
    ]);
    expect(after.rows[0]).toEqual({ mobile: '13800000001', status: 0 });
  });

  it('role 24 cannot reset the password of a role-1 member, but can reset a sales member', async () => {
    const sys = await loginSys();
    const up = await t.call({ method: 'POST', url: `/api/b/v1/staff/resetPwd?staffId=${ids.manager}&pwd=Owned%232026x`, token: sys });
    expect(up.status).toBe(420);
    const down = await t.call({ method: 'POST', url: `/api/b/v1/staff/resetPwd?staffId=${ids.sales}&pwd=Reset%232026x`, token: sys });
    expect(down.body.code).toBe(0);
    expect(await canLogIn('esc.sales', 'Reset#2026x')).toBe(true);
  });

  it('records every refusal in the operation log as denied', async () => {
    const denied = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operation_log WHERE action = 'denied' AND detail->>'rule' IS NOT NULL",
    );
    expect(denied.rows[0].n).toBeGreaterThanOrEqual(6);
  });
});
