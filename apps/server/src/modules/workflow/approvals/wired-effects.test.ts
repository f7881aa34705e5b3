import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { enrolledStudent, recount, stored, team } from '../../../test/fixtures/classes';
import { clueRow, flowLogs, insertClue, insertTeacher } from '../../../test/fixtures/clues';

/** The effects other areas register with the approval engine: class moves, suspensions, clue judgment. */
let t: TestApp;
const tokens: Record<string, string> = {};
const B = '/api/b/v1/backend';
const post = (who: string, url: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url, token: tokens[who], payload, headers: { subject: '0' } });

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  for (const who of ['admin', 'ops', 'cs']) tokens[who] = await t.login(who);
});
afterAll(async () => t.close());

async function liveTeams(uid: string) {
  const r = await t.db.query<{ team_id: string }>('SELECT team_id::text AS team_id FROM student_team WHERE student_id = $1 AND del = 0', [
    uid,
  ]);
  return r.rows.map((x) => x.team_id);
}

describe('an approved class adjustment moves the student with the classes use case', () => {
  it('moves the student in the approving transaction; both classes keep counts equal to a recount', async () => {
    const from = await team(t, { team_type: 0 });
    const to = await team(t, { team_type: 0 });
    const uid = await enrolledStudent(t, from);
    await enrolledStudent(t, from);
    const applied = await post('cs', `${B}/apply/adjustment/flow`, {
      adjustType: 'ADJUSTMENT_CLASS',
      userId: uid,
      currentClassId: from,
      targetClassId: to,
      targetClassName: '新班',
      reason: '时间冲突',
    });
    expect(applied.body.code).toBe(0);
    const id = applied.body.payload.flowApprovalId as string;
    const r = await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true, approvalRemark: '同意' });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ status: 1 });
    expect(await liveTeams(uid)).toEqual([to]);
    expect(await stored(t, from)).toEqual(await recount(t, from));
    expect(await stored(t, to)).toEqual(await recount(t, to));
    expect((await stored(t, to)).student_count).toBe(1);
    const log = await t.db.query<{ reason: string }>(
      'SELECT reason FROM team_change_log WHERE student_id = $1::bigint ORDER BY id DESC LIMIT 1',
      [uid],
    );
    expect(log.rows[0].reason).toContain(`审批#${id}`);
  });

  it('a refused move (the target class finished) rolls the approval back: still pending, the student stays', async () => {
    const from = await team(t, { team_type: 0 });
    const done = await team(t, { team_type: 0, team_state: 2 });
    const uid = await enrolledStudent(t, from);
    const id = (
      await post('cs', `${B}/apply/adjustment/flow`, {
        adjustType: 'ADJUSTMENT_CLASS',
        userId: uid,
        currentClassId: from,
        targetClassId: done,
        targetClassName: '已结课的班',
        reason: '时间冲突',
      })
    ).body.payload.flowApprovalId as string;
    const r = await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true });
    expect(r.status).toBe(400);
    expect(r.body.errors).toBe('调入班级已结课，不能调入');
    expect(await liveTeams(uid)).toEqual([from]);
    const f = await t.db.query<{ status: number }>('SELECT status FROM flow_approval WHERE id = $1', [id]);
    expect(f.rows[0].status).toBe(0);
  });
});

describe('an approved piano suspension writes a stop batch', () => {
  it('creates one pending batch for the student in their class', async () => {
    const tm = await team(t, { team_type: 1 });
    const uid = await enrolledStudent(t, tm);
    const applied = await post('cs', `${B}/pianoSuspension/flow/apply`, {
      userId: uid,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      reason: '出国两周',
    });
    expect(applied.body.code).toBe(0);
    const id = applied.body.payload.flowApprovalId as string;
    expect((await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true })).body.payload).toMatchObject({
      status: 1,
    });
    const b = await t.db.query<{ name: string; status: number; item_count: number; student_id: string; team_id: string }>(
      `SELECT b.name, b.status, b.item_count, i.student_id::text AS student_id, i.team_id::text AS team_id
         FROM team_stop_batch b JOIN team_stop_batch_item i ON i.batch_id = b.id WHERE b.name = $1`,
      [`停课审批#${id}`],
    );
    expect(b.rows).toEqual([{ name: `停课审批#${id}`, status: 0, item_count: 1, student_id: uid, team_id: tm }]);
  });
});

describe('an approved clue judgment moves the clue', () => {
  it('the clue goes to the judged teacher with a change flow log', async () => {
    const teacher = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db);
    const applied = await post('cs', `${B}/clue/judgment/flow/apply`, { clueId: c.id, teacherId: teacher, reason: '家长指定老师' });
    expect(applied.body.code).toBe(0);
    const id = applied.body.payload.flowApprovalId as string;
    expect((await post('ops', `${B}/completed/reissue/flow`, { flowApprovalId: id, isConfirm: true })).body.payload).toMatchObject({
      status: 1,
    });
    expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 1001, teacher_id: teacher });
    const logs = await flowLogs(t.db, c.id);
    expect(logs.at(-1)).toMatchObject({ to_teacher_id: teacher, flow_type: 1 });
  });

  it('a judgment without a clue is a 400 naming the field, nothing stored', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flow_approval WHERE type = 11');
    const r = await post('cs', `${B}/clue/judgment/flow/apply`, { teacherId: '1', reason: '家长指定老师' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('clueId');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flow_approval WHERE type = 11');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
