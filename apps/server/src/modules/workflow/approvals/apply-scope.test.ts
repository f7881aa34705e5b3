import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/password';
import { DEMO_PASSWORD } from '../../../platform/demo/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { insert, student, team } from '../../../test/fixtures/query';

/**
 * Issue 25, finding 6: an application named another subject's student or class, and the approval's
 * detail then showed that student's name, number and masked mobile to the applicant. The applicant here
 * is a class teacher (role 21, may apply) holding art and writing, working in art.
 */
const ART = 0;
const WRITE = 1;
const MUSIC = 3;
const B = '/api/b/v1/backend';

let t: TestApp;
let token: string;
let artStudent: string;
let writeStudent: string;
let musicStudent: string;
let artClass: string;
let musicClass: string;

async function studentIn(subject: number): Promise<string> {
  const uid = await student(t);
  await insert(t, 'student_subject', { student_id: uid, subject });
  return uid;
}

const flowCount = async () => Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM flow_approval')).rows[0].n);

const apply = (path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `${B}/${path}?subject=${ART}`, token, payload: { reason: '家长申请', ...payload } });

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list)
     VALUES ('apply-probe', '郑班主任', '13900008888', $1, '21', '{21}', $2)`,
    [await hashPassword(DEMO_PASSWORD), [ART, WRITE]],
  );
  token = await t.login('apply-probe');
  artStudent = await studentIn(ART);
  writeStudent = await studentIn(WRITE);
  musicStudent = await studentIn(MUSIC);
  artClass = await team(t, { subject: ART });
  musicClass = await team(t, { subject: MUSIC });
});
afterAll(async () => t.close());

describe('an application names records of its own subject only', () => {
  it('accepts an art student and an art class (the control case)', async () => {
    const r = await apply('pianoSuspension/flow/apply', {
      userId: artStudent,
      teamId: artClass,
      startDate: '2026-12-01',
      endDate: '2026-12-10',
    });
    expect(r.status).toBe(200);
    expect(r.body.payload.flowApprovalId).toBeTruthy();
  });

  it('refuses a music student with 404 and creates nothing', async () => {
    const before = await flowCount();
    const r = await apply('changecustomer/detail/add', { userId: musicStudent });
    expect(r.status).toBe(404);
    expect(await flowCount()).toBe(before);
  });

  it('refuses a music class with 404 and creates nothing', async () => {
    const before = await flowCount();
    const r = await apply('pianoSuspension/flow/apply', {
      userId: artStudent,
      teamId: musicClass,
      startDate: '2026-12-01',
      endDate: '2026-12-10',
    });
    expect(r.status).toBe(404);
    const adjust = await apply('apply/adjustment/flow', { adjustType: 2, userId: artStudent, currentClassId: musicClass });
    expect(adjust.status).toBe(404);
    expect(await flowCount()).toBe(before);
  });

  it('refuses a student of another subject the applicant holds: an art approval names an art student', async () => {
    const before = await flowCount();
    const r = await apply('changecustomer/detail/add', { userId: writeStudent });
    expect(r.status).toBe(404);
    expect(await flowCount()).toBe(before);
  });

  it("answers 404 for a music approval's detail, without its student", async () => {
    const flowId = await insert(t, 'flow_approval', {
      subject: MUSIC,
      type: 9,
      status: 0,
      approval_name: '换客户-音乐',
      apply_staff_id: (await t.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'cs'")).rows[0].id,
      apply_name: '赵客服',
      uid: musicStudent,
      payload: '{}',
    });
    const who = (
      await t.db.query<{ username: string; user_num: string }>('SELECT username, user_num FROM student WHERE id = $1', [musicStudent])
    ).rows[0];
    for (const path of ['approval/detail', 'changecustomer/detail/get']) {
      const r = await t.call({ method: 'GET', url: `${B}/${path}?flowApprovalId=${flowId}&subject=${ART}`, token });
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain(who.username);
      expect(JSON.stringify(r.body)).not.toContain(who.user_num);
    }
  });
});
