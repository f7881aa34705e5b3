import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { teacher } from '../../../test/fixtures/query';
import { enrolledStudent, recount, stored, team } from '../../../test/fixtures/classes';

let t: TestApp;
let admin: string;
let reviewer: string;
let a: string;
let b: string;
let system: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  reviewer = await t.login('reviewer');
  const tA = await teacher(t, { realname: '班主任A' });
  const tB = await teacher(t, { realname: '班主任B' });
  a = await team(t, { team_name: '调班体验A班', team_type: 0, term: 60, teacher_id: tA });
  b = await team(t, { team_name: '调班体验B班', team_type: 0, term: 60, teacher_id: tB });
  system = await team(t, { team_name: '调班系统班', team_type: 1, term: 61 });
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url, token, payload });

describe('moving one student to another class', () => {
  it('moves with a reason: both counts follow, the student points at the new class, both logs have it', async () => {
    const uid = await enrolledStudent(t, a, { added_wechat: 1, join_count: 3, is_conversion: 1, express_send_count: 1 });
    await enrolledStudent(t, a);
    await post('/api/tm/v1/teacher/manager/team/calculationTeamInfo', { teamIds: [a, b] });
    expect((await stored(t, a)).student_count).toBe(2);

    const r = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: b, reason: '家长要求换到周末班' });
    expect(r.body).toMatchObject({ code: 0, payload: { fromTeamId: a, toTeamId: b } });
    expect(await stored(t, a)).toEqual(await recount(t, a));
    expect(await stored(t, b)).toEqual(await recount(t, b));
    expect((await stored(t, a)).student_count).toBe(1);
    // the order belongs to the student: conversion and express stay; WeChat (another teacher) and learning start again
    expect(await stored(t, b)).toMatchObject({
      student_count: 1,
      system_order_count: 1,
      express_sent_count: 1,
      added_wechat: 0,
      join_count: 0,
    });

    const ss = await t.db.query('SELECT trial_team_id::text AS team FROM student_subject WHERE student_id = $1::bigint', [uid]);
    expect(ss.rows[0]).toEqual({ team: b });
    const log = await t.call({ method: 'GET', url: `/api/ts/v1/teamChange/queryChangeTeamLog?uid=${uid}`, token: admin });
    expect(log.body.payload.content[0]).toMatchObject({
      executeResult: 'SUCCESS',
      originTeamName: '调班体验A班',
      currentTeamName: '调班体验B班',
      reason: '家长要求换到周末班',
      importTypeText: '按学员',
      operator: expect.any(String),
    });
    const op = await t.db.query<{ changes: unknown; detail: { reason: string } }>(
      "SELECT changes, detail FROM operation_log WHERE action = 'class.change' AND entity_id = $1",
      [uid],
    );
    expect(op.rows[0].changes).toEqual({ team_id: [a, b], team_name: ['调班体验A班', '调班体验B班'] });
    expect(op.rows[0].detail.reason).toBe('家长要求换到周末班');

    // moving back reopens the first enrolment (its learning history is kept)
    const back = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: a, reason: '调回' });
    expect(back.body.code).toBe(0);
    expect(await stored(t, a)).toEqual({ ...(await recount(t, a)), student_count: 2 });
    expect((await recount(t, a)).join_count).toBe(1);
  });

  it('refuses bad input and impossible moves, changing nothing', async () => {
    const uid = await enrolledStudent(t, a);
    const before = await stored(t, a);
    const noReason = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: b, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toContain('reason');
    const badId = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: 'x', reason: '换班' });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toContain('toTeamId');
    const kind = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, fromTeamId: a, toTeamId: system, reason: '换班' });
    expect(kind.status).toBe(400);
    expect(kind.body.errors).toContain('同类班级');
    const same = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: a, fromTeamId: a, reason: '换班' });
    expect(same.status).toBe(400);
    const missing = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: '999999', reason: '换班' });
    expect(missing.status).toBe(404);
    expect(await stored(t, a)).toEqual(before);
  });

  it('is refused to roles outside the teaching area (420)', async () => {
    const uid = await enrolledStudent(t, a);
    const r = await post('/api/ts/v1/teamChange/changeStudentTeam', { studentId: uid, toTeamId: b, reason: '换班' }, reviewer);
    expect(r.status).toBe(420);
  });
});

describe('moving many', () => {
  it('by mobile reports refused and moved rows ([refused, moved]) and logs the refusals', async () => {
    const uid = await enrolledStudent(t, a);
    const m = await t.db.query<{ mobile: string }>('SELECT mobile FROM student WHERE id = $1::bigint', [uid]);
    const r = await post('/api/ts/v1/teamChange/changeTrialTeamByMobile', {
      reason: '批量调班',
      data: [{ mobile: m.rows[0].mobile, toTeamId: b }, { mobile: '13999999999', toTeamId: b }, { toTeamId: b }],
    });
    expect(r.body.code).toBe(0);
    const [refused, moved] = r.body.payload;
    expect(moved).toHaveLength(1);
    expect(refused.map((x: { error: string }) => x.error)).toEqual(['学员不存在', '参数错误：mobile 或 studentId 必须填写']);
    const fails = await t.db.query("SELECT count(*)::int AS n FROM team_change_log WHERE execute_result = 'FAIL'");
    expect(fails.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('a dry run of an import reports what would happen and writes nothing', async () => {
    const uid = await enrolledStudent(t, a);
    const before = [await stored(t, a), await stored(t, b)];
    const logs = await t.db.query('SELECT count(*)::int AS n FROM team_change_log');
    const r = await post('/api/ts/v1/teamChange/changeTeamByImport', {
      dryRun: true,
      rows: [
        { studentId: uid, toTeamId: b, reason: '导入' },
        { studentId: uid, toTeamId: system, reason: '导入' },
      ],
    });
    const [refused, moved] = r.body.payload;
    expect(moved).toHaveLength(1);
    expect(refused[0].error).toContain('同类班级');
    expect([await stored(t, a), await stored(t, b)]).toEqual(before);
    expect((await t.db.query('SELECT count(*)::int AS n FROM team_change_log')).rows[0]).toEqual(logs.rows[0]);
    const st = await t.db.query('SELECT del FROM student_team WHERE student_id = $1::bigint AND team_id = $2::bigint', [uid, a]);
    expect(st.rows[0]).toEqual({ del: 0 });
  });

  it('by class moves every live student of the class', async () => {
    const c = await team(t, { team_name: '整班调出', team_type: 0, term: 60 });
    await enrolledStudent(t, c);
    await enrolledStudent(t, c);
    const r = await post('/api/ts/v1/teamChange/changeTrialTeam', { reason: '合班', data: [{ fromTeamId: c, toTeamId: b }] });
    expect(r.body.payload[1]).toHaveLength(2);
    expect(await stored(t, c)).toMatchObject({ student_count: 0 });
    expect(await stored(t, b)).toEqual(await recount(t, b));
  });

  it('a term change must go to another term', async () => {
    const uid = await enrolledStudent(t, a);
    const same = await post('/api/ts/v1/teaching/changeTerm', { studentId: uid, toTeamId: b, reason: '调期' });
    expect(same.status).toBe(400);
    const other = await team(t, { team_name: '下一期体验班', team_type: 0, term: 70 });
    const ok = await post('/api/ts/v2/teaching/changeTerm', { studentId: uid, toTeamId: other, reason: '调期' });
    expect(ok.body.payload).toEqual({ fromTeamId: a, toTeamId: other });
    const log = await t.call({ method: 'POST', url: '/api/ts/v1/teamChange/queryChangeTeamLog', token: admin, payload: { uid } });
    expect(log.body.payload.content[0].kindText).toBe('调期');
  });
});

describe('the import-job kind classes.change', () => {
  it('is all-or-nothing: one refused row leaves every class as it was; all good rows move', async () => {
    const { importKinds } = await import('../../console');
    const kind = importKinds.get('classes.change')!;
    const ctx = {
      requestId: 'test',
      ip: '127.0.0.1',
      db: t.db,
      subject: 0,
      staff: { id: '1', userName: 'admin', realName: '管理员', mobile: '', roleIds: ['7'], subjectList: [0], dutyId: null, head: null },
    };
    const uid = await enrolledStudent(t, a);
    const before = [await stored(t, a), await stored(t, b)];
    const refused = await kind.run(
      t.db,
      ctx,
      [
        { studentId: uid, toTeamId: b, reason: '导入' },
        { studentId: uid, toTeamId: system, reason: '导入' },
      ],
      false,
      'x.xlsx',
      {
        allOrNothing: true,
      },
    );
    expect(refused).toMatchObject({ written: false, success: 1, failed: 1 });
    expect([await stored(t, a), await stored(t, b)]).toEqual(before);
    const moved = await kind.run(t.db, ctx, [{ studentId: uid, toTeamId: b, reason: '导入' }], false, 'x.xlsx', { allOrNothing: true });
    expect(moved).toMatchObject({ written: true, success: 1 });
    expect((await stored(t, b)).student_count).toBe(before[1].student_count + 1);
  });
});
