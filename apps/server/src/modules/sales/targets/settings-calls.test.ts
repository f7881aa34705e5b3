import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, insert, order, student, teacher } from '../../../test/fixtures/query';

/** Sales targets, navy accounts and enterprise-chat staff: the REST calls of their pages. */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ids.dept = await department(t, '目标测试部');
  ids.dept2 = await department(t, '水军部');
  ids.teacher = await teacher(t, { realname: '目标老师', phone: '13622220001', department_id: ids.dept });
  ids.other = await teacher(t, { realname: '接手老师', phone: '13622220002', department_id: ids.dept });
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown) => t.call({ method: 'POST', url, token: admin, payload: payload as object });
const get = (url: string) => t.call({ method: 'GET', url, token: admin });

describe('sales targets', () => {
  it('imports with a dry run that writes nothing, then for real; a bad row blocks the whole import', async () => {
    const rows = [
      { teacherId: ids.teacher, term: 12, sup: 'S1', gmvNum: 10, gmv: 20000 },
      { phone: '13622220002', term: 12, gmvNum: 5, gmv: '8000.50' },
    ];
    const dry = await post('/api/t/v1/teachertargets/importTeacherTargets', { dryRun: true, rows });
    expect(dry.body.payload).toMatchObject({ written: false, total: 2, success: 2, failed: 0 });
    expect((await t.db.query('SELECT 1 FROM teacher_target')).rows).toHaveLength(0);
    const bad = await post('/api/t/v1/teachertargets/importTeacherTargets', {
      rows: [...rows, { phone: '13600000000', term: 'x', gmvNum: 1, gmv: 1 }],
    });
    expect(bad.body.payload).toMatchObject({ written: false, failed: 1 });
    expect(bad.body.payload.rows[2]).toMatchObject({ row: 3, ok: false, error: 'term 请填写期数' });
    expect((await t.db.query('SELECT 1 FROM teacher_target')).rows).toHaveLength(0);
    const real = await post('/api/t/v1/teachertargets/importTeacherTargets', { rows });
    expect(real.body.payload).toMatchObject({ written: true, success: 2 });
  });

  it('shows achieved against target from the real paid system orders of the term (net of refunds)', async () => {
    const uid = await student(t);
    await order(t, uid, { teacher_id: ids.teacher, term: 12, sup: 'S1', regtype: 2, status: 3, amount: '5000.00' });
    await order(t, uid, {
      teacher_id: ids.teacher,
      term: 12,
      sup: 'S1',
      regtype: 3,
      status: 6,
      amount: '3000.00',
      refunded_amount: '1000.00',
    });
    await order(t, uid, { teacher_id: ids.teacher, term: 12, sup: 'S1', regtype: 1, status: 3, amount: '29.00' }); // trial: not counted
    await order(t, uid, { teacher_id: ids.teacher, term: 12, sup: 'S1', regtype: 2, status: 0, amount: '9000.00' }); // unpaid
    await order(t, uid, { teacher_id: ids.teacher, term: 11, sup: 'S1', regtype: 2, status: 3, amount: '7000.00' }); // other term
    const r = await get(`/api/t/v1/teachertargets/getTeacherTargetsPage?term=12&teacherId=${ids.teacher}`);
    expect(r.body.payload.content[0]).toMatchObject({
      teacher_name: '目标老师',
      gmv: 20000,
      gmv_num: 10,
      achieved_num: 2,
      achieved_gmv: 7000,
      achieved_rate: 35,
    });
    ids.target = r.body.payload.content[0].id;
  });

  it('updates a goal (logged with the diff) and deletes targets by ids', async () => {
    expect((await post('/api/t/v1/teachertargets/updateTeacherTargets', { id: ids.target, gmvNum: 12, gmv: 25000 })).body.code).toBe(0);
    const bad = await post('/api/t/v1/teachertargets/updateTeacherTargets', { id: ids.target, gmvNum: -1, gmv: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('gmvNum');
    const log = await get(`/api/t/v1/operatelog/getLog?entity=teacher_target&entityId=${ids.target}`);
    expect(log.body.payload.content[0].changes).toEqual({ gmv_num: [10, 12], gmv: [20000, 25000] });
    const all = await get('/api/t/v1/teachertargets/getTeacherTargetsPage?term=12');
    const allIds = all.body.payload.content.map((x: { id: string }) => x.id);
    expect((await post(`/api/t/v1/teachertargets/deleteTeacherTargetsById?ids=${allIds.join(',')}`)).body.payload).toBe(2);
    expect((await get('/api/t/v1/teachertargets/getTeacherTargetsPage?term=12')).body.payload.totalElements).toBe(0);
  });
});

describe('navy accounts', () => {
  it('saves, filters by WeChat number, status and a department body, and deletes', async () => {
    const a = await post('/api/t/v1/navy/saveNavy', { weixinNo: 'navy_a', nickname: '小水', departmentId: ids.dept2, zqStatus: 0 });
    expect(a.body.payload).toMatchObject({ weixin_no: 'navy_a', department_name: '水军部' });
    await post('/api/t/v1/navy/saveNavy', { weixinNo: 'navy_b', departmentId: ids.dept, zqStatus: 1, teacherId: ids.teacher });
    expect((await post('/api/t/v1/navy/saveNavy', { weixinNo: 'navy_a' })).status).toBe(409);
    expect((await post('/api/t/v1/navy/saveNavy', { weixinNo: '' })).body.errors).toContain('weixinNo');
    const byDept = await post('/api/t/v1/navy/getNavyPage?pageNum=1&pageSize=20', [ids.dept2]);
    expect(byDept.body.payload.content.map((x: { weixin_no: string }) => x.weixin_no)).toEqual(['navy_a']);
    const byStatus = await post('/api/t/v1/navy/getNavyPage?pageNum=1&pageSize=20&wechat_status=1');
    expect(byStatus.body.payload.content.map((x: { teacher_name: string }) => x.teacher_name)).toEqual(['目标老师']);
    const byNo = await post('/api/t/v1/navy/getNavyPage?weixinNo=navy');
    expect(byNo.body.payload.totalElements).toBe(2);
    // the page with no department picked posts null: an empty JSON body (results.md #55)
    const none = await t.call({
      method: 'POST',
      url: '/api/t/v1/navy/getNavyPage?pageSize=10&pageNum=1',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(none.status).toBe(200);
    expect(none.body.payload.totalElements).toBe(2);
    await post('/api/t/v1/navy/saveNavy', { id: a.body.payload.id, weixinNo: 'navy_a2', departmentId: ids.dept2 });
    expect((await post('/api/t/v1/navy/delNavy', { id: a.body.payload.id, del: 1 })).body.code).toBe(0);
    expect((await post('/api/t/v1/navy/getNavyPage')).body.payload.totalElements).toBe(1);
    const log = await get(`/api/t/v1/operatelog/getLog?entity=navy&entityId=${a.body.payload.id}`);
    expect(log.body.payload.content.map((x: { action: string }) => x.action)).toEqual(['navy.delete', 'navy.update', 'navy.create']);
  });
});

describe('enterprise-chat staff', () => {
  beforeAll(async () => {
    await insert(t, 'qw_staff', { qw_user_id: 'qw_li', name: '李企微', department_id: ids.dept, last_login_ip: '10.1.1.1' });
    await insert(t, 'qw_staff', { qw_user_id: 'qw_wang', name: '王企微', department_id: ids.dept });
  });

  it('binds an account to a teacher, lists staff and login info, and the department tree', async () => {
    expect((await post('/api/zq/v1/qw/staff/bind/qwUser/teacher', { qwUserId: 'qw_li', teacherId: ids.teacher })).body.code).toBe(0);
    const page = await post('/api/zq/v1/qw/staff/getStaffPage', { bound: 1 });
    expect(page.body.payload.content).toMatchObject([{ qwUserId: 'qw_li', teacherName: '目标老师' }]);
    const t1 = await t.db.query<{ qw_user_ids: string[] }>('SELECT qw_user_ids FROM teacher WHERE id = $1', [ids.teacher]);
    expect(t1.rows[0].qw_user_ids).toEqual(['qw_li']);
    const login = await get(`/api/zq/v1/staffLoginInfo/getStaffInfoList?teacherId=${ids.teacher}`);
    expect(login.body.payload).toMatchObject([{ name: '李企微', lastLoginIp: '10.1.1.1' }]);
    const list = await get('/api/zq/v1/qw/staff/getStaffInfoList?name=王');
    expect(list.body.payload.map((x: { qwUserId: string }) => x.qwUserId)).toEqual(['qw_wang']);
    const tree = await get('/api/zq/v1/qw/staff/department/tree');
    expect(tree.body.payload.map((d: { name: string }) => d.name)).toContain('目标测试部');
  });

  it('lists accounts whose teacher left and hands them over in one go', async () => {
    await t.db.query('UPDATE teacher SET status = 1 WHERE id = $1', [ids.teacher]);
    const list = await post('/api/zq/v1/qw/handoverList', {});
    expect(list.body.payload.content.map((x: { qwUserId: string }) => x.qwUserId)).toEqual(['qw_li']);
    const bad = await post('/api/zq/v1/qw/batchHandover', {
      list: [
        { qwUserId: 'qw_li', receiveTeacherId: ids.other },
        { qwUserId: 'qw_none', receiveTeacherId: ids.other },
      ],
    });
    expect(bad.status).toBe(404);
    expect(
      (await t.db.query<{ teacher_id: string }>("SELECT teacher_id::text AS teacher_id FROM qw_staff WHERE qw_user_id = 'qw_li'")).rows[0]
        .teacher_id,
    ).toBe(ids.teacher);
    const ok = await post('/api/zq/v1/qw/batchHandover', { list: [{ qwUserId: 'qw_li', receiveTeacherId: ids.other }] });
    expect(ok.body.payload).toEqual({ moved: 1 });
    expect((await post('/api/zq/v1/qw/handoverList', {})).body.payload.totalElements).toBe(0);
  });
});
