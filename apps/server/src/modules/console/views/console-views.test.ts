import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let admin: string;
let sales: string;
let sales2: string;
let cs: string;
const URL = '/api/b/v1/console/views';
const LIST = 'trading-orders';
const state = { filters: { status: ['1', '2'], mobile: '1380' }, sort: { field: 'ctime', order: 'desc' }, size: 50 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  sales = await t.login('sales');
  cs = await t.login('cs');
  // A second staff holding the sales role (5), to see views shared with that role.
  const added = await t.call({
    method: 'POST',
    url: '/api/b/v1/staff/addStaff/v2',
    token: admin,
    payload: {
      userName: 'sales.two',
      realName: '钱销售',
      mobile: '13912349901',
      roleIds: ['5'],
      subjectList: [0],
      password: 'Sales#2026x',
    },
  });
  expect(added.body.code).toBe(0);
  const login = await t.call({ method: 'POST', url: '/api/b/v1/staff/login', payload: { userName: 'sales.two', password: 'Sales#2026x' } });
  sales2 = login.body.payload.accessToken;
});
afterAll(async () => t.close());

const views = async (token: string, listId = LIST) => (await t.call({ method: 'GET', url: `${URL}?listId=${listId}`, token })).body.payload;
const log = async (action: string, entityId: string) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/t/v1/operatelog/getLog?entity=console_view&entityId=${entityId}&action=${action}`,
      token: admin,
    })
  ).body.payload.content;

describe('saved views: owner and other staff', () => {
  let id: string;
  it('creates a personal view the owner sees (editable) and records it in the operation log', async () => {
    const r = await t.call({ method: 'POST', url: URL, token: sales, payload: { listId: LIST, name: '待支付', state } });
    expect(r.status).toBe(200);
    id = r.body.payload.id;
    expect(r.body.payload).toMatchObject({
      listId: LIST,
      name: '待支付',
      state,
      sharedRoleId: null,
      mine: true,
      editable: true,
      version: 1,
    });
    const mine = await views(sales);
    expect(mine.views.map((v: { id: string }) => v.id)).toEqual([id]);
    const entries = await log('view.create', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffName: '孙销售', detail: { listId: LIST, name: '待支付', sharedRoleId: null } });
  });

  it('is invisible to other staff, who can neither change nor delete it (404), not even role 7', async () => {
    expect((await views(cs)).views).toEqual([]);
    expect((await views(sales2)).views).toEqual([]);
    expect((await views(admin)).views).toEqual([]);
    for (const token of [cs, sales2, admin]) {
      expect((await t.call({ method: 'PUT', url: `${URL}/${id}`, token, payload: { name: '改名' } })).status).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `${URL}/${id}`, token })).status).toBe(404);
    }
    expect((await views(sales)).views[0].name).toBe('待支付');
  });

  it('refuses a second view of the same name (409), renames, and refuses a stale version (409)', async () => {
    const dup = await t.call({ method: 'POST', url: URL, token: sales, payload: { listId: LIST, name: '待支付', state } });
    expect(dup.status).toBe(409);
    const renamed = await t.call({ method: 'PUT', url: `${URL}/${id}`, token: sales, payload: { name: '待支付订单', version: 1 } });
    expect(renamed.body.payload).toMatchObject({ name: '待支付订单', version: 2 });
    const stale = await t.call({ method: 'PUT', url: `${URL}/${id}`, token: sales, payload: { name: '又改', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toContain('孙销售');
    expect((await log('view.update', id))[0].changes.name).toEqual(['待支付', '待支付订单']);
  });
});

describe('sharing with a role', () => {
  let shared: string;
  it('every staff holding the role sees a shared view, read-only', async () => {
    const r = await t.call({
      method: 'POST',
      url: URL,
      token: sales,
      payload: { listId: LIST, name: '组内视图', state, sharedRoleId: '5' },
    });
    shared = r.body.payload.id;
    const seen = (await views(sales2)).views;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: shared, name: '组内视图', ownerName: '孙销售', sharedRoleId: '5', mine: false, editable: false });
    expect((await views(cs)).views).toEqual([]);
    const edit = await t.call({ method: 'PUT', url: `${URL}/${shared}`, token: sales2, payload: { name: '抢改' } });
    expect(edit.status).toBe(420);
    expect((await t.call({ method: 'DELETE', url: `${URL}/${shared}`, token: sales2 })).status).toBe(420);
    expect((await views(sales)).views.find((v: { id: string }) => v.id === shared).name).toBe('组内视图');
  });

  it('a staff shares only with a role they hold; role 7 may share with any role and manages shared views', async () => {
    const other = await t.call({
      method: 'POST',
      url: URL,
      token: sales,
      payload: { listId: LIST, name: '给客服', state, sharedRoleId: '3' },
    });
    expect(other.status).toBe(420);
    const byAdmin = await t.call({
      method: 'POST',
      url: URL,
      token: admin,
      payload: { listId: LIST, name: '给客服', state, sharedRoleId: '3' },
    });
    expect(byAdmin.status).toBe(200);
    expect((await views(cs)).views.map((v: { name: string }) => v.name)).toEqual(['给客服']);
    const adminSees = await t.call({ method: 'PUT', url: `${URL}/${shared}`, token: admin, payload: { name: '组内视图（审）' } });
    expect(adminSees.body.payload).toMatchObject({ name: '组内视图（审）', ownerName: '孙销售', editable: true });
    const unshare = await t.call({ method: 'PUT', url: `${URL}/${shared}`, token: sales, payload: { sharedRoleId: null } });
    expect(unshare.body.payload.sharedRoleId).toBeNull();
    expect((await views(sales2)).views).toEqual([]);
    const del = await t.call({ method: 'DELETE', url: `${URL}/${byAdmin.body.payload.id}`, token: admin });
    expect(del.status).toBe(200);
    expect((await views(cs)).views).toEqual([]);
    expect(await log('view.delete', byAdmin.body.payload.id)).toHaveLength(1);
  });
});

describe('bad input changes nothing', () => {
  it('answers 400 naming the field, writes no view and no log row', async () => {
    const before = (await views(sales)).views.length;
    const logBefore = (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM operation_log WHERE action LIKE 'view.%'")).rows[0]
      .n;
    const cases: [unknown, string][] = [
      [{ listId: LIST, name: '', state }, 'name'],
      [{ listId: LIST, name: 'x', state: { ...state, size: 0 } }, 'state.size'],
      [{ listId: LIST, name: 'x', state: { ...state, sort: { field: 'ctime', order: 'up' } } }, 'state.sort.order'],
      [{ listId: 'bad list!', name: 'x', state }, 'listId'],
      [{ listId: LIST, name: 'x', state, sharedRoleId: '999' }, 'sharedRoleId'],
      [{ listId: LIST, name: 'x', state: { ...state, columns: { widths: { ctime: 5 } } } }, 'state.columns.widths.ctime'],
    ];
    for (const [payload, field] of cases) {
      const r = await t.call({ method: 'POST', url: URL, token: sales, payload: payload as object });
      expect(r.status).toBe(400);
      expect(r.body.errors).toContain(field);
    }
    expect((await t.call({ method: 'PUT', url: `${URL}/abc`, token: sales, payload: {} })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: URL, token: sales })).status).toBe(400);
    expect((await views(sales)).views.length).toBe(before);
    const logAfter = (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM operation_log WHERE action LIKE 'view.%'")).rows[0]
      .n;
    expect(logAfter).toBe(logBefore);
  });

  it('needs a session (401)', async () => {
    expect((await t.call({ method: 'GET', url: `${URL}?listId=${LIST}` })).status).toBe(401);
  });
});

describe('list settings and recent records', () => {
  it('keeps the columns and the default view per staff and list', async () => {
    const own = (await views(sales)).views[0];
    const columns = { order: ['ctime', 'out_trade_no'], hidden: ['channel'], widths: { ctime: 200 } };
    const r = await t.call({
      method: 'PUT',
      url: `/api/b/v1/console/lists/${LIST}/prefs`,
      token: sales,
      payload: { columns, defaultViewId: own.id },
    });
    expect(r.body.payload).toMatchObject({ columns, defaultViewId: own.id });
    expect(await views(sales)).toMatchObject({ columns, defaultViewId: own.id });
    // Only the default changes: the columns stay.
    await t.call({ method: 'PUT', url: `/api/b/v1/console/lists/${LIST}/prefs`, token: sales, payload: { defaultViewId: null } });
    expect(await views(sales)).toMatchObject({ columns, defaultViewId: null });
    // Nothing leaks to another staff or another list.
    expect(await views(sales2)).toMatchObject({ columns: null, defaultViewId: null });
    expect(await views(sales, 'students')).toMatchObject({ columns: null, views: [] });
    // A default must be a visible view of the same list.
    const other = await t.call({
      method: 'PUT',
      url: `/api/b/v1/console/lists/${LIST}/prefs`,
      token: cs,
      payload: { defaultViewId: own.id },
    });
    expect(other.status).toBe(404);
    const wrongList = await t.call({
      method: 'PUT',
      url: '/api/b/v1/console/lists/students/prefs',
      token: sales,
      payload: { defaultViewId: own.id },
    });
    expect(wrongList.status).toBe(400);
    expect(wrongList.body.errors).toContain('defaultViewId');
  });

  it('remembers recent records newest first, one entry per record, at most 20, per staff', async () => {
    const post = (id: string, label: string) =>
      t.call({ method: 'POST', url: '/api/b/v1/console/recent', token: cs, payload: { kind: 'student', id, label } });
    for (let i = 1; i <= 22; i++) await post(String(i), `学员${i}`);
    await post('5', '学员五');
    const list = (await t.call({ method: 'GET', url: '/api/b/v1/console/recent', token: cs })).body.payload;
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ kind: 'student', id: '5', label: '学员五' });
    expect(list.map((r: { id: string }) => r.id)).not.toContain('1');
    expect((await t.call({ method: 'GET', url: '/api/b/v1/console/recent', token: sales })).body.payload).toEqual([]);
    const bad = await t.call({
      method: 'POST',
      url: '/api/b/v1/console/recent',
      token: cs,
      payload: { kind: 'teacher', id: '1', label: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('kind');
  });
});
