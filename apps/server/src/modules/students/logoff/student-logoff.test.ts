import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, staffId } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;
let manager: string;
const P = '/api/u/v1/user/userLogoffProcess';

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
  manager = await t.login('manager');
});
afterAll(async () => t.close());

describe('logoff process', () => {
  it('apply → under review → pass; a second pass (or cancel) is 409; the student is logged off and the applicant told', async () => {
    const s = await insertStudent(t.db, [0, 3]);
    const apply = await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: '不再学习' } });
    expect(apply.body.payload).toMatchObject({
      userId: s.id,
      status: 1,
      statusText: '审核中',
      source: 2,
      reason: '不再学习',
      staffName: '赵客服',
    });
    const id = apply.body.payload.id;
    const again = await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: '再来一次' } });
    expect(again.status).toBe(409);
    const state = await t.call({ method: 'GET', url: `/api/u/v1/user/checkLogoffState?uid=${s.id}`, token: cs });
    expect(state.body.payload).toMatchObject({ uid: s.id, isLogoff: 0, status: 1, current: { id } });
    const pass = await t.call({ method: 'POST', url: `${P}/passLogoff`, token: manager, payload: { id, notes: '已核实' } });
    expect(pass.body.payload).toMatchObject({ id, status: 2, statusText: '已注销', notes: '已核实', approvalStaffName: '王经理' });
    expect(pass.body.payload.logoffTime).toBeGreaterThan(0);
    const second = await t.call({ method: 'POST', url: `${P}/passLogoff`, token: manager, payload: { id } });
    expect(second.status).toBe(409);
    expect(second.body.errors).toBe('注销申请已注销，不能通过');
    expect((await t.call({ method: 'POST', url: `${P}/cancelLogoff`, token: manager, payload: { id } })).status).toBe(409);
    expect((await t.call({ method: 'POST', url: `${P}/update`, token: manager, payload: { id, notes: 'x' } })).status).toBe(409);
    expect(await countRows(t.db, 'student WHERE id = $1 AND is_logoff = 1 AND logoff_time IS NOT NULL', [s.id])).toBe(1);
    expect(await countRows(t.db, 'student_subject WHERE student_id = $1 AND user_status = 8', [s.id])).toBe(2);
    expect(await countRows(t.db, "operation_log WHERE action = 'student.logoff.pass' AND entity_id = $1", [id])).toBe(1);
    const note = await t.db.query<{ title: string }>('SELECT title FROM notification WHERE staff_id = $1', [await staffId(t.db, 'cs')]);
    expect(note.rows.map((n) => n.title)).toContain('注销申请已通过');
    // The mobile is free again for a new account.
    await expect(insertStudent(t.db, [0], s.mobile)).resolves.toMatchObject({ mobile: s.mobile });
    const after = await t.call({ method: 'GET', url: `/api/u/v1/user/checkLogoffState?uid=${s.id}`, token: cs });
    expect(after.body.payload).toMatchObject({ isLogoff: 1, status: 2, current: null });
    expect((await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: 'x' } })).status).toBe(409);
  });

  it('apply → cancel by uid; update only while open; a second cancel is 409', async () => {
    const s = await insertStudent(t.db);
    const apply = await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: '误操作', source: 1 } });
    const id = apply.body.payload.id;
    const upd = await t.call({ method: 'POST', url: `${P}/update`, token: cs, payload: { id, notes: '家长来电确认' } });
    expect(upd.body.payload).toMatchObject({ notes: '家长来电确认', status: 1, source: 1 });
    const cancel = await t.call({ method: 'POST', url: `${P}/cancelLogoff`, token: cs, payload: { uid: s.id } });
    expect(cancel.body.payload).toMatchObject({ id, status: 3, statusText: '已取消' });
    expect((await t.call({ method: 'POST', url: `${P}/cancelLogoff`, token: cs, payload: { id } })).status).toBe(409);
    expect((await t.call({ method: 'POST', url: `${P}/passLogoff`, token: cs, payload: { id } })).status).toBe(409);
    expect(await countRows(t.db, 'student WHERE id = $1 AND is_logoff = 0', [s.id])).toBe(1);
    const reapply = await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: '确认注销' } });
    expect(reapply.body.payload.status).toBe(1);
  });

  it('guards: uid required, reason required, id or uid required; other subject 404; reviewer 420; nothing written', async () => {
    const before = await countRows(t.db, 'logoff_process');
    expect((await t.call({ method: 'GET', url: '/api/u/v1/user/checkLogoffState', token: cs })).body.errors).toBe('参数错误：uid 不能为空');
    const s = await insertStudent(t.db, [3]);
    expect((await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id } })).body.errors).toBe(
      '参数错误：reason 不能为空',
    );
    expect((await t.call({ method: 'POST', url: `${P}/passLogoff`, token: cs, payload: {} })).body.errors).toBe(
      '参数错误：id 或 uid 必须填写一个',
    );
    expect((await t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: 'x' } })).status).toBe(404);
    const music = await t.call({ method: 'POST', url: `${P}/applyLogoff?subject=3`, token: cs, payload: { uid: s.id, reason: 'x' } });
    expect(music.status).toBe(200);
    expect((await t.call({ method: 'POST', url: `${P}/passLogoff`, token: cs, payload: { id: music.body.payload.id } })).status).toBe(404);
    const reviewer = await t.login('reviewer');
    expect(
      (await t.call({ method: 'POST', url: `${P}/passLogoff?subject=0`, token: reviewer, payload: { id: music.body.payload.id } })).status,
    ).toBe(420);
    expect(await countRows(t.db, 'logoff_process')).toBe(before + 1);
  });

  it('accepts exactly one of 10 simultaneous applies for a student (the rest 409)', async () => {
    const s = await insertStudent(t.db);
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call({ method: 'POST', url: `${P}/applyLogoff`, token: cs, payload: { uid: s.id, reason: '并发' } }),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await countRows(t.db, 'logoff_process WHERE user_id = $1', [s.id])).toBe(1);
  });

  it('direct logoff by staff', async () => {
    const s = await insertStudent(t.db);
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/logoff',
      token: manager,
      payload: { uid: s.id, reason: '家长要求立即注销' },
    });
    expect(r.body.payload).toMatchObject({ userId: s.id, status: 2, source: 2 });
    expect(
      (await t.call({ method: 'POST', url: '/api/u/v1/user/logoff', token: manager, payload: { uid: s.id, reason: 'x' } })).status,
    ).toBe(409);
  });
});
