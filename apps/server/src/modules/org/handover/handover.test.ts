import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { department, gql, insert, lit, student, teacher, team } from '../../../test/fixtures/query';

/**
 * Handover (/workHandover): 200 students and 3 WeChat accounts move in one transaction or not at all,
 * and every moved student's detail names the new teacher.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const studentTeams: string[] = [];
const students: string[] = [];
const wechats: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const dept = await department(t, '交接测试部');
  const staffId = (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'admin'")).rows[0].id;
  ids.sender = await teacher(t, { realname: '交出老师', department_id: dept, duty_id: 2, staff_id: staffId });
  ids.receiver = await teacher(t, { realname: '接收老师', department_id: dept, duty_id: 2 });
  ids.other = await teacher(t, { realname: '其他老师', department_id: dept, duty_id: 2 });
  for (let i = 0; i < 3; i++)
    wechats.push(await insert(t, 'teacher_wechat', { subject: 0, teacher_id: ids.sender, wechat_no: `wx_send_${i}` }));
  ids.receiverWx = await insert(t, 'teacher_wechat', { subject: 0, teacher_id: ids.receiver, wechat_no: 'wx_recv_0' });
  ids.trialTeam = await team(t, { team_type: 0, teacher_id: ids.sender, teacher_wechat_id: wechats[0], enrolled: 100 });
  ids.systemTeam = await team(t, { team_type: 1, teacher_id: ids.sender, teacher_wechat_id: wechats[1], enrolled: 100 });
  for (let i = 0; i < 200; i++) {
    const trial = i < 100;
    const sid = await student(t);
    students.push(sid);
    await insert(t, 'student_subject', {
      student_id: sid,
      subject: 0,
      ...(trial ? { trial_teacher_id: ids.sender } : { teacher_id: ids.sender }),
    });
    studentTeams.push(
      await insert(t, 'student_team', {
        subject: 0,
        student_id: sid,
        team_id: trial ? ids.trialTeam : ids.systemTeam,
        team_type: trial ? 0 : 1,
        teacher_id: ids.sender,
        teacher_wechat_id: wechats[i % 3],
      }),
    );
  }
  const otherSid = await student(t);
  const otherTeam = await team(t, { team_type: 1, teacher_id: ids.other });
  ids.foreignStudentTeam = await insert(t, 'student_team', {
    subject: 0,
    student_id: otherSid,
    team_id: otherTeam,
    team_type: 1,
    teacher_id: ids.other,
  });
});
afterAll(async () => t.close());

const holdings = async () => {
  const r = await t.db.query<{ teacher_id: string; n: string }>(
    'SELECT teacher_id::text AS teacher_id, count(*)::text AS n FROM student_team WHERE id = ANY($1::bigint[]) GROUP BY 1',
    [studentTeams],
  );
  const w = await t.db.query<{ teacher_id: string; n: string }>(
    'SELECT teacher_id::text AS teacher_id, count(*)::text AS n FROM teacher_wechat WHERE id = ANY($1::bigint[]) GROUP BY 1',
    [wechats],
  );
  return {
    students: Object.fromEntries(r.rows.map((x) => [x.teacher_id, Number(x.n)])),
    wechats: Object.fromEntries(w.rows.map((x) => [x.teacher_id, Number(x.n)])),
  };
};

const handoverCall = (studentSteamIds: string[]) =>
  t.call({
    method: 'POST',
    url: '/api/t/v2/handover/postHandoverSteam',
    token: admin,
    payload: {
      studentSteamIds: studentSteamIds.join(','),
      sendTeacherId: ids.sender,
      sendWeixinIds: wechats,
      receiveTeacherId: ids.receiver,
      weixinId: ids.receiverWx,
      handoverReason: '老师离职',
    },
  });

describe('handover', () => {
  it('lists what the sending teacher holds', async () => {
    const s = await t.call({ method: 'GET', url: `/api/t/v2/handover/getHandoverSteam?teacherId=${ids.sender}`, token: admin });
    expect(s.body.payload).toHaveLength(200);
    const w = await t.call({ method: 'GET', url: `/api/t/v2/handover/getHandoverWechat?teacherId=${ids.sender}`, token: admin });
    expect(w.body.payload.map((x: { weixinNo: string; students: number }) => [x.weixinNo, x.students])).toEqual([
      ['wx_send_0', 67],
      ['wx_send_1', 67],
      ['wx_send_2', 66],
    ]);
    const c = await t.call({ method: 'GET', url: `/api/t/v2/handover/checkTeacherWechat?teacherId=${ids.sender}`, token: admin });
    expect(c.body.payload).toEqual({ hasWechat: true, count: 3 });
    const teams = await t.call({
      method: 'GET',
      url: `/api/ts/v2/teaching/student/team/getStudentTeamByTeacherIdAndSubjectPage?teacherId=${ids.sender}&subject=0&pageSize=100&pageNo=1`,
      token: admin,
    });
    expect(teams.body.payload.totalElements).toBe(2);
  });

  it('changes nothing when one row fails half-way (a student that is not the sender’s)', async () => {
    const before = await holdings();
    const logsBefore = (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM operation_log WHERE action = 'teacher.handover'"))
      .rows[0].n;
    const r = await handoverCall([...studentTeams, ids.foreignStudentTeam]);
    expect(r.status).toBe(409);
    expect(r.body.errors).toContain('本次交接未做任何改动');
    expect(await holdings()).toEqual(before);
    expect(before).toEqual({ students: { [ids.sender]: 200 }, wechats: { [ids.sender]: 3 } });
    const records = await t.db.query('SELECT 1 FROM handover_record');
    expect(records.rows).toHaveLength(0);
    const logsAfter = (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM operation_log WHERE action = 'teacher.handover'"))
      .rows[0].n;
    expect(logsAfter).toBe(logsBefore);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/t/v2/handover/postHandoverSteam',
      token: admin,
      payload: { studentSteamIds: 'a,b', sendTeacherId: ids.sender, receiveTeacherId: ids.receiver },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('studentSteamIds');
    const wrongWx = await t.call({
      method: 'POST',
      url: '/api/t/v2/handover/postHandoverSteam',
      token: admin,
      payload: { studentSteamIds: studentTeams[0], sendTeacherId: ids.sender, receiveTeacherId: ids.receiver, weixinId: wechats[0] },
    });
    expect(wrongWx.status).toBe(400);
    expect(wrongWx.body.errors).toContain('weixinId');
  });

  it('moves 200 students and 3 WeChat accounts together; each student detail shows the new teacher', async () => {
    const r = await handoverCall(studentTeams);
    expect(r.body.payload).toMatchObject({ students: 200, weixins: 3, teams: 0 });
    expect(await holdings()).toEqual({ students: { [ids.receiver]: 200 }, wechats: { [ids.receiver]: 3 } });
    const details = await t.db.query<{ teacher: string | null; trial: string | null }>(
      'SELECT teacher_id::text AS teacher, trial_teacher_id::text AS trial FROM student_subject WHERE student_id = ANY($1::bigint[])',
      [students],
    );
    expect(details.rows.every((d) => (d.teacher ?? d.trial) === ids.receiver)).toBe(true);
    // What the student detail page reads (UserExtends with its teacher relations), for every moved student.
    const g = await gql(
      t,
      admin,
      `{ UserExtendsPage(query: ${lit({ id: students })}, size: 200) { totalElements content { id teacher { realname } trialTeacher { realname } } } }`,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.UserExtendsPage.totalElements).toBe(200);
    for (const row of g.data.UserExtendsPage.content) expect((row.teacher ?? row.trialTeacher).realname).toBe('接收老师');
    // Enrolment counts are untouched: a teacher change is not an enrolment change.
    const teams = await t.db.query<{ enrolled: number }>('SELECT enrolled FROM team WHERE id = ANY($1::bigint[])', [
      [ids.trialTeam, ids.systemTeam],
    ]);
    expect(teams.rows.map((x) => x.enrolled)).toEqual([100, 100]);
  });

  it('records the handover, logs it and tells the sending teacher', async () => {
    const rec = await t.call({
      method: 'GET',
      url: `/api/t/v2/handover/page/getHandoverRecord?teacherSendId=${ids.sender}&pageNumber=1&pageSize=20`,
      token: admin,
    });
    expect(rec.body.payload.content[0]).toMatchObject({
      sendTeacherName: '交出老师',
      receiveTeacherName: '接收老师',
      studentCount: 200,
      weixinCount: 3,
      reason: '老师离职',
    });
    const log = await t.call({ method: 'GET', url: '/api/t/v1/operatelog/getLog?action=teacher.handover', token: admin });
    expect(log.body.payload.content[0]).toMatchObject({
      entity: 'teacher',
      entityId: ids.sender,
      changes: { teacher: ['交出老师', '接收老师'] },
    });
    const n = await t.db.query<{ content: string }>("SELECT content FROM notification WHERE title = '工作交接'");
    expect(n.rows.map((x) => x.content)).toContain('你的200 名学员、3 个微信号、0 个班级已交接给接收老师');
  });

  it('hands a whole class over (handoverTeam) with its students', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/api/t/v2/handover/handoverTeam',
      token: admin,
      payload: {
        isLeaveHandover: 1,
        subject: 0,
        handoverReason: '调岗',
        body: [{ teamId: ids.trialTeam, sendTeacherId: ids.receiver, receiveTeacherId: ids.other }],
      },
    });
    expect(r.body.payload[0]).toMatchObject({ teams: 1, students: 100 });
    const tm = await t.db.query<{ teacher_id: string }>('SELECT teacher_id::text AS teacher_id FROM team WHERE id = $1::bigint', [
      ids.trialTeam,
    ]);
    expect(tm.rows[0].teacher_id).toBe(ids.other);
    const denied = await t.call({
      method: 'POST',
      url: '/api/t/v2/handover/handoverTeam',
      token: await t.login('sales'),
      payload: { body: [] },
    });
    expect(denied.status).toBe(420);
  });
});
