import { DEMO_ACCOUNTS } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { department, gql, insert, lit, teacher } from '../../test/fixtures/query';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const parent = await department(t, '组织测试部');
  ids.dept = await department(t, '组织测试一组', parent);
  ids.t1 = await teacher(t, {
    realname: '甲老师',
    department_id: ids.dept,
    duty_id: 1,
    phone: '13655556666',
    level: 3,
    level_name: '高级',
  });
  ids.t2 = await teacher(t, { realname: '乙老师', department_id: ids.dept, duty_id: 2, status: 1 });
  ids.t3 = await teacher(t, { realname: '丙老师(已删)', deleted: 1 });
  ids.music = await teacher(t, { subject: 3, realname: '音乐老师' });
  await insert(t, 'teacher_wechat', { subject: 0, teacher_id: ids.t1, wechat_no: 'wx_jia_1', is_main: 1 });
  await insert(t, 'teacher_wechat', { subject: 0, teacher_id: ids.t1, wechat_no: 'wx_jia_2', is_main: 0 });
});
afterAll(async () => t.close());

describe('teachers', () => {
  it('teacherList is readable by every demo role (a reference lookup)', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await t.login(account.userName);
      const r = await gql(t, token, `{ teacherList(query: ${lit({ department_id: ids.dept })}, size: 3000) { id realname } }`);
      expect(r.status, account.userName).toBe(200);
      expect(r.errors, account.userName).toBeUndefined();
      expect(r.data.teacherList.map((x: { realname: string }) => x.realname).sort(), account.userName).toEqual(['乙老师', '甲老师']);
    }
  });

  it('answers the spec shape: masked phone, department {id,name,pid,pname}, weixinTeacher, teacherLevelInfo, duty', async () => {
    const r = await gql(
      t,
      admin,
      `{ Teacher(query: ${lit({ realname: '甲老师' })}) { id phone status_text duty duty_id_text department_name group_name
        department { id name pname } weixinTeacher { wechat_no } wechats { wechat_no } teacherLevelInfo { level level_name } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.Teacher).toMatchObject({
      id: ids.t1,
      phone: '136****6666',
      status_text: '在职',
      duty: '体验课老师',
      duty_id_text: '体验课老师',
      department_name: '组织测试一组',
      group_name: '组织测试部',
      department: { id: ids.dept, name: '组织测试一组', pname: '组织测试部' },
      weixinTeacher: { wechat_no: 'wx_jia_1' },
      teacherLevelInfo: { level: 3, level_name: '高级' },
    });
    expect(r.data.Teacher.wechats).toHaveLength(2);
    const byPhone = await gql(t, admin, `{ teacherList(query: ${lit({ phone: '13655556666' })}) { id } }`);
    expect(byPhone.data.teacherList).toEqual([{ id: ids.t1 }]);
  });

  it('TeacherManagePage: newest id first, no deleted teachers, subject-scoped, teachers area only', async () => {
    const r = await gql(t, admin, `{ TeacherManagePage(page: 1, size: 50) { totalElements content { id realname } } }`);
    expect(r.data.TeacherManagePage.content.map((x: { id: string }) => x.id)).toEqual([ids.t2, ids.t1]);
    const manager = await t.login('manager');
    expect((await gql(t, manager, `{ TeacherManagePage { totalElements } }`)).data.TeacherManagePage.totalElements).toBe(2);
    const sales = await t.login('sales');
    expect((await gql(t, sales, `{ TeacherManagePage { totalElements } }`)).status).toBe(420);
    const music = await gql(t, admin, `{ TeacherManagePage { content { realname } } }`, { subject: 3 });
    expect(music.data.TeacherManagePage.content).toEqual([{ realname: '音乐老师' }]);
  });

  it('WeChatTeacherList is a staff lookup with its teacher', async () => {
    const reviewer = await t.login('reviewer');
    const r = await gql(
      t,
      reviewer,
      `{ WeChatTeacherList(query: ${lit({ wechat_no: 'wx_jia*' })}, size: 1000) { wechat_no is_main teacher { realname } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.WeChatTeacherList).toHaveLength(2);
    expect(r.data.WeChatTeacherList[0].teacher).toEqual({ realname: '甲老师' });
  });
});

describe('departments, staff and roles', () => {
  it('DepartmentList gives the tree fields to any staff', async () => {
    const cs = await t.login('cs');
    const r = await gql(t, cs, `{ DepartmentList(size: 1000) { id pid name } }`);
    expect(r.errors).toBeUndefined();
    const mine = r.data.DepartmentList.find((d: { id: string }) => d.id === ids.dept);
    const parent = r.data.DepartmentList.find((d: { name: string }) => d.name === '组织测试部');
    expect(mine).toEqual({ id: ids.dept, pid: parent.id, name: '组织测试一组' });
    expect(parent.pid).toBe('99999');
  });

  it('StaffPage never exposes password hashes and masks mobiles', async () => {
    const r = await gql(
      t,
      admin,
      `{ StaffPage(size: 100) { totalElements content { id user_name real_name mobile role_id role_id_text role_ids role_names subject_list department { name } } } }`,
    );
    expect(r.errors).toBeUndefined();
    const sales = r.data.StaffPage.content.find((s: { user_name: string }) => s.user_name === 'sales');
    expect(sales).toMatchObject({
      mobile: '138****0006',
      role_id: '5',
      role_id_text: '销售',
      role_ids: ['5'],
      role_names: '销售',
      subject_list: ['0'],
      department: { name: '美术销售一部' },
    });
    const text = JSON.stringify(r.data);
    expect(text).not.toMatch(/\$2[aby]\$|scrypt|argon|password/i);
    expect(r.data.StaffPage.content.every((s: { mobile: string }) => /^\d{3}\*{4}\d{4}$/.test(s.mobile))).toBe(true);
    const asked = await gql(t, admin, `{ StaffPage { content { password_hash } } }`);
    expect(asked.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION');
    const filtered = await gql(t, admin, `{ StaffPage(query: ${lit({ password_hash: '*' })}) { totalElements } }`);
    expect(filtered.errors?.[0].message).toContain('未知的查询字段：password_hash');
    const byMobile = await gql(t, admin, `{ StaffPage(query: ${lit({ mobile: '13800000006' })}) { content { user_name mobile } } }`);
    expect(byMobile.data.StaffPage.content).toEqual([{ user_name: 'sales', mobile: '138****0006' }]);
    const reviewer = await t.login('reviewer');
    expect((await gql(t, reviewer, `{ StaffPage { totalElements } }`)).status).toBe(420);
  });

  it('RolePage lists the non-deleted roles in id order', async () => {
    await t.db.query("INSERT INTO role (id, name, name_en, deleted) VALUES ('99', '已废弃角色', 'Retired', true)");
    const r = await gql(t, admin, `{ RolePage(size: 50) { totalElements content { id name } } }`);
    const roleIds = r.data.RolePage.content.map((x: { id: string }) => x.id);
    expect(roleIds).not.toContain('99');
    expect(roleIds).toEqual([...roleIds].sort((a: string, b: string) => Number(a) - Number(b)));
    expect(roleIds).toContain('7');
  });
});

describe('channels and outbound calls', () => {
  it('ChannelList is a staff lookup in the subject, with its class', async () => {
    const cls = await insert(t, 'channel_class', { subject: 0, name: '线上投放' });
    await insert(t, 'channel', { subject: 0, name: '小红书', channel_class_id: cls });
    await insert(t, 'channel', { subject: 3, name: '音乐渠道' });
    const reviewer = await t.login('reviewer');
    const r = await gql(t, reviewer, `{ ChannelList(query: ${lit({ deleted: 0 })}) { name status_text channelClass { name } } }`);
    expect(r.data.ChannelList).toEqual([{ name: '小红书', status_text: '启用', channelClass: { name: '线上投放' } }]);
    const classes = await gql(t, reviewer, `{ ChannelClassList { name channels { name } } }`);
    expect(classes.data.ChannelClassList).toEqual([{ name: '线上投放', channels: [{ name: '小红书' }] }]);
  });

  it('counts outbound calls per teacher and day, and lists them with masked numbers', async () => {
    // 2024-03-10 and 2024-03-07, at noon in Asia/Shanghai.
    const call = (teacherId: string, status: number, duration: number, day: '10' | '07') =>
      insert(t, 'call_record', {
        subject: 0,
        teacher_id: teacherId,
        record_type: 1,
        customer_number: '13712345678',
        cdr_status: status,
        answer_duration: duration,
        start_time: `2024-03-${day}T04:00:00Z`,
      });
    await call(ids.t1, 22, 60, '10');
    await call(ids.t1, 22, 120, '10');
    await call(ids.t1, 21, 0, '10');
    await call(ids.t1, 22, 30, '07');
    await call(ids.t2, 21, 0, '10');
    await insert(t, 'call_record', { subject: 0, teacher_id: ids.t1, record_type: 2, customer_number: '13700000000', cdr_status: 22 });
    const stats = await gql(
      t,
      admin,
      `{ TeacherOutboundStatPage(query: ${lit({ teacher_id: ids.t1 })}) { content { teacher_id stat_date call_count answered_count unanswered_count total_duration answer_rate teacher { realname } } } }`,
    );
    expect(stats.errors).toBeUndefined();
    expect(stats.data.TeacherOutboundStatPage.content).toEqual([
      {
        teacher_id: ids.t1,
        stat_date: Date.parse('2024-03-10T00:00:00+08:00'),
        call_count: 3,
        answered_count: 2,
        unanswered_count: 1,
        total_duration: 180,
        answer_rate: 0.6667,
        teacher: { realname: '甲老师' },
      },
      {
        teacher_id: ids.t1,
        stat_date: Date.parse('2024-03-07T00:00:00+08:00'),
        call_count: 1,
        answered_count: 1,
        unanswered_count: 0,
        total_duration: 30,
        answer_rate: 1,
        teacher: { realname: '甲老师' },
      },
    ]);
    const perTeacher = await gql(
      t,
      admin,
      `{ TeacherOutboundStatStatistics(query: ${lit({ stat_date: { gte: Date.parse('2024-03-08T00:00:00+08:00') } })}, termField: "teacher_id", sumField: "call_count") { code value } }`,
    );
    expect(
      Object.fromEntries(perTeacher.data.TeacherOutboundStatStatistics.map((b: { code: string; value: number }) => [b.code, b.value])),
    ).toEqual({ [ids.t1]: 3, [ids.t2]: 1 });
    const records = await gql(
      t,
      admin,
      `{ TeacherOutboundRecordPage(query: ${lit({ cdr_status: 22 })}) { totalElements content { customer_number cdr_status_text } } }`,
    );
    expect(records.data.TeacherOutboundRecordPage.totalElements).toBe(3);
    expect(records.data.TeacherOutboundRecordPage.content[0]).toEqual({ customer_number: '137****5678', cdr_status_text: '已接通' });
  });
});
