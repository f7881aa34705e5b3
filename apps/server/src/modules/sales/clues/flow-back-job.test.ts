import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, getJob } from '../../../platform/jobs';
import { createTestApp, type TestApp } from '../../../test/app';
import { FLOW_BACK_JOB } from './flow-back';
import { clueRow, flowLogs, insertClue, insertTeacher } from '../../../test/fixtures/clues';

/** The flow-back job as the running server has it: registered, scheduled, run by the job runner. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('clues.flowBack job', () => {
  it('is scheduled, and a run moves an expired clue back to the open sea with its flow log', async () => {
    const schedule = await t.db.query<{ kind: string }>("SELECT kind FROM job_schedule WHERE name = 'clues.flowBack'");
    expect(schedule.rows[0]?.kind).toBe(FLOW_BACK_JOB);
    const teacher = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db, { teacherId: teacher, deadline: new Date(Date.now() - 60_000).toISOString() });
    const id = (await enqueueJob(t.db, FLOW_BACK_JOB, {}))!;
    let state = '';
    for (let i = 0; i < 100 && state !== 'done' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await getJob(t.db, id))?.state ?? '';
    }
    expect(state).toBe('done');
    expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 2000, teacher_id: null });
    expect(await flowLogs(t.db, c.id)).toHaveLength(1);
  });
});
