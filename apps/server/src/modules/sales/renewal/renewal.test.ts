import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent, insertTeacher, staffId } from '../../../test/fixtures/people';
import { data, q } from '../../../test/fixtures/student-documents';

let t: TestApp;
let admin: string;
let teacherToken: string;
let teacher: string;
const RT = '/api/t/v1/renewalTarget';
const post = (url: string, payload: unknown, token = admin) =>
  t.call({ method: 'POST', url, token, payload: payload as object, headers: { subject: '0' } });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, token, headers: { subject: '0' } });

let seq = 0;
async function order(teacherId: string, regtype: number, amount: number, buytime: string, status = 2, remainingWeek: number | null = null) {
  const s = await insertStudent(t.db);
  seq += 1;
  await t.db.query(
    `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, amount, total_amount, teacher_id, buytime, remaining_week)
     VALUES (0, $1::bigint, $2, $3, $4, $5, $5, $6::bigint, $7::timestamptz, $8)`,
    [s.id, `RT${process.pid}${seq}`, status, regtype, amount, teacherId, buytime, remainingWeek],
  );
}

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  teacherToken = await t.login('teacher');
  teacher = await insertTeacher(t.db, 0, await staffId(t.db, 'teacher'));
});
afterAll(async () => t.close());

describe('renewal targets', () => {
  it('creates a target, imports its detail (dry run first), shows achieved from real orders, logs each step', async () => {
    const created = await post(`${RT}/createTarget`, {
      targetName: '十一月续费目标',
      yearMonth: '2026-11',
      totalOrderQuantity: 100,
      totalAmount: 300000,
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.id;
    expect((await post(`${RT}/createTarget`, { targetName: '十一月续费目标', yearMonth: '2026-11' })).status).toBe(409);
    expect((await post(`${RT}/createTarget`, { targetName: 'x', yearMonth: '2026-13' })).body.errors).toContain('yearMonth');

    const phone = (await t.db.query<{ phone: string }>('SELECT phone FROM teacher WHERE id = $1::bigint', [teacher])).rows[0].phone;
    const rows = [
      { 老师手机号: phone, 课后续费单数: 10, 课后续费金额: 30000, 补差单数: 2, 补差金额: 1000 },
      { 老师ID: '999999999', 课后续费单数: 1 },
    ];
    const dry = await post(`${RT}/importRenewalTargetDetailed?index=0&tRenewalTargetId=${id}`, { dryRun: true, rows });
    expect(dry.body.payload).toMatchObject({ written: false, total: 2, success: 1, failed: 1 });
    expect(dry.body.payload.rows[1]).toMatchObject({ row: 3, ok: false, error: '老师不存在' });
    // A failing row means nothing is written even without dryRun.
    expect((await post(`${RT}/importRenewalTargetDetailed?tRenewalTargetId=${id}`, { dryRun: false, rows })).body.payload.written).toBe(
      false,
    );
    const bad = await post(`${RT}/importRenewalTargetDetailed?tRenewalTargetId=${id}`, {
      dryRun: true,
      rows: [{ 老师ID: teacher, 补差金额: -5 }],
    });
    expect(bad.body.payload.rows[0].error).toContain('补差金额');
    const ok = await post(`${RT}/importRenewalTargetDetailed?tRenewalTargetId=${id}`, { dryRun: false, rows: [rows[0]] });
    expect(ok.body.payload).toMatchObject({ written: true, success: 1 });

    await order(teacher, 3, 3000, '2026-11-05 10:00+08'); // after-course renewal
    await order(teacher, 3, 2500, '2026-11-06 10:00+08', 3, 4); // before-course renewal
    await order(teacher, 11, 500, '2026-11-07 10:00+08'); // make-up
    await order(teacher, 3, 9999, '2026-10-31 23:00+08'); // last month: not counted
    await order(teacher, 3, 8888, '2026-11-08 10:00+08', 0); // unpaid: not counted
    const d = await data(
      t,
      admin,
      `{ RenewalTargetDetailedPage(query: ${q({ target_id: id })}) { totalElements content { teacher_id after_course_quantity after_course_amount
          after_course_achieved_quantity after_course_achieved_amount before_course_achieved_quantity makeup_achieved_amount teacher { realname } } }
         RenewalTargetOperationLogPage(query: ${q({ target_id: id })}) { content { operation_name } }
         RenewalTargetPage(query: ${q({ year_month: '2026-11' })}) { content { id target_name status status_text total_amount } } }`,
    );
    expect(d.RenewalTargetDetailedPage.content).toMatchObject([
      {
        teacher_id: teacher,
        after_course_quantity: 10,
        after_course_amount: 30000,
        after_course_achieved_quantity: 1,
        after_course_achieved_amount: 3000,
        before_course_achieved_quantity: 1,
        makeup_achieved_amount: 500,
      },
    ]);
    expect(d.RenewalTargetOperationLogPage.content.map((x: { operation_name: string }) => x.operation_name)).toEqual([
      '导入明细',
      '创建目标',
    ]);
    expect(d.RenewalTargetPage.content).toMatchObject([{ id, status: 0, status_text: '未生效', total_amount: 300000 }]);

    const detailId = (
      await t.db.query<{ id: string }>('SELECT id::text AS id FROM renewal_target_detail WHERE target_id = $1::bigint', [id])
    ).rows[0].id;
    const upd = await post(`${RT}/updateRenewalTargetDetailed`, { id: detailId, camp_quantity: 3 });
    expect(upd.body.payload.changed).toEqual(['camp_quantity']);

    const exp = await t.call({ method: 'POST', url: `${RT}/export?id=${id}`, token: admin, headers: { subject: '0' } });
    expect(exp.status).toBe(200);
    expect(String(exp.headers['content-type'])).toContain('spreadsheet');
  });

  it('status moves draft → in force → closed; a closed target refuses imports; teachers cannot change targets', async () => {
    const id = (await post(`${RT}/createTarget`, { targetName: '状态', yearMonth: '2026-12' })).body.payload.id;
    expect((await post(`${RT}/updateStatus?id=${id}&status=1&subject=0`, {}, teacherToken)).status).toBe(420);
    expect((await post(`${RT}/updateStatus?id=${id}&status=1&subject=0`, {})).body.payload.status).toBe(1);
    expect((await post(`${RT}/updateStatus?id=${id}&status=0&subject=0`, {})).status).toBe(409);
    expect((await post(`${RT}/updateStatus?id=${id}&status=2&subject=0`, {})).body.payload.status).toBe(2);
    expect(
      (await post(`${RT}/importRenewalTargetDetailed?tRenewalTargetId=${id}`, { dryRun: true, rows: [{ 老师ID: teacher }] })).status,
    ).toBe(409);
  });
});

describe('renewal workbench', () => {
  it('lists only renew_level >= 1 whatever the filter, counts per flow status, and a follow-up moves the student to following', async () => {
    const students = await Promise.all([0, 1, 2, 3].map(() => insertStudent(t.db)));
    for (const [i, s] of students.entries())
      await t.db.query(
        'INSERT INTO renew_layer_student (subject, student_id, teacher_id, renew_level, flow_status) VALUES (0, $1::bigint, $2::bigint, $3, 1)',
        [s.id, teacher, i],
      );
    const d = await data(
      t,
      teacherToken,
      `{ UserSystemRenewLayerStatisticsPage(query: ${q({ renew_level: 0 })}, page: 1, size: 20) { totalElements }
         all: UserSystemRenewLayerStatisticsPage(query: ${q({ teacher_id: teacher })}) { totalElements content { renew_level flow_status_text user { id } } }
         total: RenewLayerCount(query: "{}") f1: RenewLayerCount(query: ${q({ flow_status: 1 })}) f2: RenewLayerCount(query: ${q({ flow_status: 2 })}) }`,
    );
    expect(d.UserSystemRenewLayerStatisticsPage.totalElements).toBe(0);
    expect(d.all.totalElements).toBe(3);
    expect(d).toMatchObject({ total: 3, f1: 3, f2: 0 });

    const add = await post(
      '/api/toss/v1/toss-api/renewal/follow/log/addLog',
      { userId: students[2].id, content: '家长考虑下月续费' },
      teacherToken,
    );
    expect(add.body.payload.flow_status).toBe(2);
    expect(
      (await post('/api/toss/v1/toss-api/renewal/follow/log/addLog', { userId: students[2].id, content: '' }, teacherToken)).body.errors,
    ).toContain('content');
    const logs = await get(`/api/toss/v1/toss-api/renewal/follow/log/getLogs?userId=${students[2].id}`, teacherToken);
    expect(logs.body.payload.content).toMatchObject([{ content: '家长考虑下月续费', teacher_id: teacher }]);
    const after = await data(
      t,
      teacherToken,
      `{ f2: RenewLayerCount(query: ${q({ flow_status: 2 })}) AssessmentActionLogPage(query: ${q({ uid: students[2].id })}) { content { action_name content } } }`,
    );
    expect(after.f2).toBe(1);
    expect(after.AssessmentActionLogPage.content).toEqual([{ action_name: '续费跟进', content: '家长考虑下月续费' }]);
    const dict = await get('/api/cc/v1/userPath/queryUserPathDictionary');
    expect(dict.body.payload.length).toBeGreaterThan(3);
  });
});
