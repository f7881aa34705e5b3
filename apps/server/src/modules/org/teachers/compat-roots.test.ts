import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, gql, insert, lit, teacher } from '../../../test/fixtures/query';

/** The original client's old teacher roots (compat-models.ts): what they answer, not only that they parse. */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ids.dept = await department(t, '兼容测试部');
  ids.t1 = await teacher(t, { realname: '兼容老师', department_id: ids.dept, duty_id: 2, rank_id: 3, rank: '主管' });
  ids.wx = await insert(t, 'teacher_wechat', { subject: 0, teacher_id: ids.t1, wechat_no: 'wx_compat' });
  for (const [status, secs] of [
    [22, 60],
    [22, 120],
    [21, 0],
  ])
    await insert(t, 'call_record', {
      subject: 0,
      teacher_id: ids.t1,
      record_type: 1,
      customer_number: '13800001111',
      cdr_status: status,
      answer_duration: secs,
    });
});
afterAll(async () => t.close());

describe('organisation compat roots', () => {
  it('TeacherManagePage gives duty and rank as objects and the WeChat ids', async () => {
    const r = await gql(
      t,
      admin,
      `{ TeacherManagePage(query: ${lit({ id: ids.t1 })}, page: 1, size: 20) { content { realname weixin_ids duty { id name } rank { id name } } } }`,
      { url: '/graphql/v1/boss' },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.TeacherManagePage.content[0]).toEqual({
      realname: '兼容老师',
      weixin_ids: [ids.wx],
      duty: { id: 2, name: '系统课老师' },
      rank: { id: 3, name: '主管' },
    });
  });

  it('lists duties, departments and teacher relations under the old names', async () => {
    const r = await gql(
      t,
      admin,
      `{ TeacherDutyList { id name } TeacherDepartmentList(query: ${lit({ id: ids.dept })}) { id name pid }
         TeacherDepartmentRelationList(query: ${lit({ teacher_id: ids.t1 })}) { teacher_id department { name } }
         TeacherWeixinRelationList(query: ${lit({ teacher_id: ids.t1 })}) { weixin_id is_effective } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.TeacherDutyList.map((d: { name: string }) => d.name)).toEqual(['体验课老师', '系统课老师', '兼职', '兼职']);
    expect(r.data.TeacherDepartmentList).toEqual([{ id: ids.dept, name: '兼容测试部', pid: '99999' }]);
    expect(r.data.TeacherDepartmentRelationList).toEqual([{ teacher_id: ids.t1, department: { name: '兼容测试部' } }]);
    expect(r.data.TeacherWeixinRelationList).toEqual([{ weixin_id: ids.wx, is_effective: 1 }]);
  });

  it('TeacherOutboundStatistics totals the outbound calls of the filter', async () => {
    const r = await gql(
      t,
      admin,
      `{ TeacherOutboundStatistics(query: ${lit({ teacher_id: ids.t1 })}) { total answerTotal notAnswerTotal answerTotalTime answerRate avgTime } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.TeacherOutboundStatistics).toEqual({
      total: 3,
      answerTotal: 2,
      notAnswerTotal: 1,
      answerTotalTime: 180,
      answerRate: 66.67,
      avgTime: 90,
    });
  });
});
