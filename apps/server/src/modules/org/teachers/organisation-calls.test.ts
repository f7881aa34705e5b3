import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, lit, student, team } from '../../../test/fixtures/query';

/** Departments and teachers (/organizationalStructure, /teacherManagement): the REST calls. */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, token = admin) => t.call({ method: 'POST', url, token, payload: payload as object });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });

const teacherForm = (over: Record<string, unknown> = {}, dept = ids.group) => ({
  teacher: { realName: '周老师', phone: '13711112222', sex: 2, joinDate: '2026-01-05', workPlace: '杭州', subject: '0', ...over },
  department: { id: dept },
  duty: [{ id: 2 }],
  rank: { id: 1, name: '主管' },
  weixinList: ['wx_zhou_1', { weixinNo: 'wx_zhou_2' }],
});

describe('departments', () => {
  it('creates a tree under the root (pid 99999), renames and moves, and shows it', async () => {
    const top = await post('/api/t/v1/department/createDepartment', { name: '销售中心', pid: 99999, subject: 'MUSIC_APP' });
    ids.top = top.body.payload.id;
    ids.group = (await post('/api/t/v1/department/createDepartment', { name: '一组', pid: ids.top })).body.payload.id;
    ids.group2 = (await post('/api/t/v1/department/createDepartment', { name: '二组', pid: ids.top })).body.payload.id;
    const renamed = await post('/api/t/v1/department/createDepartment', { id: ids.group2, name: '二组(新)', pid: ids.group });
    expect(renamed.body.code).toBe(0);
    const tree = await get('/api/t/v2/department/getDepartmentTree?id=0');
    const node = tree.body.payload.find((d: { id: string }) => d.id === ids.top);
    expect(node).toMatchObject({
      pid: '99999',
      name: '销售中心',
      children: [{ id: ids.group, name: '一组', children: [{ name: '二组(新)' }] }],
    });
    const log = await get(`/api/t/v1/operatelog/getLog?entity=department&entityId=${ids.group2}`);
    expect(log.body.payload.content[0]).toMatchObject({
      action: 'department.move',
      changes: { pid: [ids.top, ids.group], name: ['二组', '二组(新)'] },
    });
  });

  it('refuses a move under its own subtree, a duplicate name and a missing name (zh-CN, nothing changed)', async () => {
    const loop = await post('/api/t/v1/department/createDepartment', { id: ids.top, name: '销售中心', pid: ids.group2 });
    expect(loop.status).toBe(400);
    expect(loop.body.errors).toBe('不能把部门移动到它自己或它的下级部门之下');
    const dup = await post('/api/t/v1/department/createDepartment', { name: '一组', pid: ids.top });
    expect(dup.status).toBe(409);
    const empty = await post('/api/t/v1/department/createDepartment', { name: ' ', pid: ids.top });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContain('name');
    const tree = await get('/api/t/v1/department/getDepartmentTree');
    expect(tree.body.payload.find((d: { id: string }) => d.id === ids.top).pid).toBe('99999');
  });

  it('refuses to delete a department with sub-departments or teachers, with a clear message', async () => {
    const withChildren = await post(`/api/t/v1/department/deleteDepartmentById?departmentId=${ids.group}`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.errors).toBe('「一组」下还有 1 个子部门，请先删除或移走子部门');
    await insert(t, 'teacher', { subject: 0, realname: '占位老师', phone: '13799990000', department_id: ids.group2 });
    const withTeachers = await post(`/api/t/v1/department/deleteDepartmentById?departmentId=${ids.group2}`);
    expect(withTeachers.status).toBe(409);
    expect(withTeachers.body.errors).toBe('「二组(新)」下还有 1 位老师，请先把老师调到其他部门');
    const empty = (await post('/api/t/v1/department/createDepartment', { name: '空组', pid: ids.top })).body.payload.id;
    expect((await post(`/api/t/v1/department/deleteDepartmentById?departmentId=${empty}`)).body.code).toBe(0);
    const tree = await get(`/api/t/v1/department/getDepartmentTree?id=${ids.top}`);
    expect(tree.body.payload[0].children.map((c: { name: string }) => c.name)).toEqual(['一组']);
  });

  it('is closed to roles outside the organisation area', async () => {
    const r = await post('/api/t/v1/department/createDepartment', { name: 'x' }, await t.login('sales'));
    expect(r.status).toBe(420);
  });
});

describe('teachers', () => {
  it('creates a teacher in a department with WeChat accounts, found by the department filter', async () => {
    const r = await post('/api/t/v1/teacher/createTeacher', teacherForm());
    expect(r.body.code).toBe(0);
    ids.zhou = r.body.payload.teacher.id;
    expect(r.body.payload).toMatchObject({
      teacher: { realName: '周老师', phone: '137****2222', status: 0, joinDate: '2026-01-05', workPlace: '杭州' },
      department: { id: ids.group, name: '一组' },
      duty: { id: 2 },
      rank: { id: 1, name: '主管' },
      weixinList: [
        { weixinNo: 'wx_zhou_1', isMain: 1 },
        { weixinNo: 'wx_zhou_2', isMain: 0 },
      ],
    });
    const page = await gql(
      t,
      admin,
      `{ TeacherManagePage(query: ${lit({ department_id: [ids.top, ids.group, ids.group2] })}, page: 1, size: 20) { totalElements content { id realname department { name } } } }`,
      { url: '/graphql/v1/boss' },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.TeacherManagePage.content.map((x: { realname: string }) => x.realname)).toContain('周老师');
  });

  it('refuses a taken mobile, a missing department and a bad mobile', async () => {
    expect((await post('/api/t/v1/teacher/createTeacher', teacherForm({ realName: '重号' }))).status).toBe(409);
    const noDept = await post('/api/t/v1/teacher/createTeacher', { ...teacherForm({ phone: '13711113333' }), department: undefined });
    expect(noDept.status).toBe(400);
    expect(noDept.body.errors).toContain('department');
    const badPhone = await post('/api/t/v1/teacher/createTeacher', teacherForm({ phone: '123' }));
    expect(badPhone.body.errors).toContain('teacher.phone');
  });

  it('records a leave (status LEAVE) and lists the open work to hand over; delete is refused until then', async () => {
    const sid = await student(t);
    const tm = await team(t, { teacher_id: ids.zhou });
    await insert(t, 'student_team', { subject: 0, student_id: sid, team_id: tm, teacher_id: ids.zhou });
    const left = await t.call({
      method: 'PUT',
      url: '/api/t/v1/teacher/updateTeacher',
      token: admin,
      payload: teacherForm({ id: ids.zhou, status: 'LEAVE', leaveDate: '2026-11-20' }),
    });
    expect(left.body.payload).toMatchObject({
      teacher: { status: 1, leaveDate: '2026-11-20' },
      openWork: { students: 1, weixins: 2, teams: 1 },
    });
    const del = await post(`/api/t/v1/teacher/deleteTeacher?teacherId=${ids.zhou}`);
    expect(del.status).toBe(409);
    expect(del.body.errors).toBe('周老师还有 1 名学员、1 个班级、2 个微信号，请先做工作交接');
    const log = await get(`/api/t/v1/operatelog/getLog?entity=teacher&entityId=${ids.zhou}`);
    expect(log.body.payload.content[0]).toMatchObject({ action: 'teacher.leave', changes: { status: [0, 1] } });
  });

  it('refuses a WeChat account of another teacher; deletes a teacher with nothing left', async () => {
    const taken = await post('/api/t/v1/teacher/createTeacher', teacherForm({ realName: '吴老师', phone: '13711114444' }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toBe('微信号 wx_zhou_1 已绑定其他老师，请先做工作交接');
    const r = await post('/api/t/v1/teacher/createTeacher', {
      ...teacherForm({ realName: '吴老师', phone: '13711114444' }),
      weixinList: [],
    });
    const id = r.body.payload.teacher.id;
    expect((await post('/api/t/v1/teacher/deleteTeacher', { id })).body.code).toBe(0);
    expect((await get(`/api/t/v1/teacher/getTeacherDetail?teacherId=${id}`)).status).toBe(404);
  });

  it('answers the lookups: work places, teachers under a leader, category configs, sendCode', async () => {
    const wp = await get('/api/t/v1/teacher/getWorkPlace');
    expect(wp.body.payload.map((x: { name: string }) => x.name)).toContain('杭州');
    const staffId = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'manager'")).rows[0].id;
    const lead = await insert(t, 'teacher', {
      subject: 0,
      realname: '组长',
      phone: '13711115555',
      department_id: ids.top,
      staff_id: staffId,
    });
    await t.db.query('UPDATE department SET leader_staff_id = $1 WHERE id = $2', [staffId, ids.top]);
    const under = await get(`/api/t/v1/teacher/role/getAllTeacher/byRole?teacherId=${lead}`);
    expect(under.body.payload.map((x: { realname: string }) => x.realname)).toEqual(expect.arrayContaining(['组长', '占位老师']));
    const none = await get(`/api/t/v1/teacher/role/getAllTeacher/byRole?teacherId=${ids.zhou}`);
    expect(none.body.payload).toEqual([]);
    const cfg = await get('/api/t/v1/teacher/category/config/getByCourseTypeAndWeek?courseType=0&week=2');
    expect(cfg.body.payload.map((x: { categoryName: string }) => x.categoryName)).toEqual(['基础', '进阶', '高阶']);
    const full = await get('/api/t/v1/teacher/category/config/getBySendFull?sendFull=1');
    expect(full.body.payload.every((x: { sendFull: number }) => x.sendFull === 1)).toBe(true);
    const sent = await post('/api/t/v1/teacher/sendCode?mobile=13711116666');
    expect(sent.body.payload).toBe(true);
    const again = await post('/api/t/v1/teacher/sendCode?mobile=13711116666');
    expect(again.status).toBe(429);
  });
});
