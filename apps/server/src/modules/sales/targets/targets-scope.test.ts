import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/password';
import { DEMO_PASSWORD } from '../../../platform/demo/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { insert, teacher } from '../../../test/fixtures/query';

/**
 * Sales targets of a subject the caller does not hold (issue 25, object scope): an operations manager
 * of art (0) cannot change, delete or import a target of music (3); nothing changes.
 */
let t: TestApp;
let artOps: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list)
     VALUES ('art-ops', '美术运营', '13900007001', $1, '2', '{2}', '{0}')`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  artOps = await t.login('art-ops');
  ids.musicTeacher = await teacher(t, { subject: 3, realname: '音乐老师' });
  ids.musicTarget = await insert(t, 'teacher_target', { subject: 3, teacher_id: ids.musicTeacher, term: 5, gmv_num: 1, gmv: '100.00' });
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `${url}?subject=0`, token: artOps, payload });
const musicTargets = async () =>
  (
    await t.db.query<{ gmv_num: number; gmv: string }>(
      'SELECT gmv_num, gmv::text AS gmv FROM teacher_target WHERE teacher_id = $1::bigint ORDER BY id',
      [ids.musicTeacher],
    )
  ).rows;

describe('sales targets of another subject', () => {
  it('answers 404 to an update or a delete of a music target, and leaves it as it was', async () => {
    const update = await post('/api/t/v1/teachertargets/updateTeacherTargets', { id: ids.musicTarget, gmvNum: 9, gmv: 9000 });
    expect(update.status).toBe(404);
    const del = await t.call({
      method: 'POST',
      url: `/api/t/v1/teachertargets/deleteTeacherTargetsById?subject=0&ids=${ids.musicTarget}`,
      token: artOps,
    });
    expect(del.status).toBe(404);
    expect(await musicTargets()).toEqual([{ gmv_num: 1, gmv: '100.00' }]);
  });

  it('reports a row naming a music teacher as unknown and imports nothing', async () => {
    const r = await post('/api/t/v1/teachertargets/importTeacherTargets', {
      rows: [{ teacherId: ids.musicTeacher, term: 6, gmvNum: 3, gmv: 300 }],
    });
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({ written: false, success: 0, failed: 1 });
    expect(r.body.payload.rows[0]).toMatchObject({ row: 1, ok: false, error: '老师不存在' });
    expect(await musicTargets()).toEqual([{ gmv_num: 1, gmv: '100.00' }]);
  });
});
