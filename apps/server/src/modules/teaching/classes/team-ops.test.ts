import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insert } from '../../../test/fixtures/query';
import { enrolledStudent, stored, team } from '../../../test/fixtures/classes';

let t: TestApp;
let admin: string;
let manager: string;
let reviewer: string;
let trial: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  manager = await t.login('manager');
  reviewer = await t.login('reviewer');
  trial = await team(t, { team_name: '操作体验班', team_type: 0, term: 90 });
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url, token, payload });
const TEAM = '/api/tm/v1/teacher/manager/team';

describe('class state, kind, course-day kind, switch, WeChat group', () => {
  it('changes the state with the version read; a stale version gets 409 naming who changed it', async () => {
    const uid = await enrolledStudent(t, trial);
    const v = (await t.db.query<{ version: number }>('SELECT version FROM team WHERE id = $1::bigint', [trial])).rows[0].version;
    const ok = await post(`${TEAM}/updateTeamState`, { teamId: trial, teamState: 1, version: v });
    expect(ok.body).toMatchObject({ code: 0, payload: { teamState: 1 } });
    const st = await t.db.query('SELECT life_cycle FROM student_team WHERE student_id = $1::bigint', [uid]);
    expect(st.rows[0]).toEqual({ life_cycle: 1 });
    const stale = await post(`${TEAM}/updateTeamState`, { teamId: trial, teamState: 2, version: v }, manager);
    expect(stale.status).toBe(409);
    expect(stale.body.conflict.changedBy).toBeTruthy();
    const bad = await post(`${TEAM}/updateTeamState`, { teamId: trial, teamState: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('teamState');
    const log = await t.db.query("SELECT changes FROM operation_log WHERE action = 'class.state' AND entity_id = $1", [trial]);
    expect(log.rows[0].changes).toEqual({ team_state: [0, 1] });
    expect((await post(`${TEAM}/updateTeamState`, { teamId: trial, teamState: 2 }, reviewer)).status).toBe(420);
  });

  it('updateStudentTeamByState ON/OFF is the auto-add-friend switch getStudentTeamById reads', async () => {
    const on = await t.call({ method: 'GET', url: `${TEAM}/updateStudentTeamByState?status=ON&teamId=${trial}`, token: admin });
    expect(on.body.payload.switchState).toBe('ON');
    const read = await t.call({ method: 'GET', url: `${TEAM}/getStudentTeamById?teamId=${trial}`, token: admin });
    expect(read.body.payload).toMatchObject({ teamId: trial, switchState: 'ON' });
    expect(
      (await t.call({ method: 'GET', url: `${TEAM}/updateStudentTeamByState?status=MAYBE&teamId=${trial}`, token: admin })).status,
    ).toBe(400);
  });

  it('team kind in batch, course-day kind, binding a WeChat group and the rooms of classes', async () => {
    const other = await team(t, { team_name: '操作体验二班', team_type: 0 });
    expect((await post(`${TEAM}/batchUpdateTeamKind`, { teamIds: `${trial},${other}`, teamKind: 3 })).body.payload).toEqual({ updated: 2 });
    const kinds = await t.db.query('SELECT DISTINCT team_kind FROM team WHERE id = ANY($1::bigint[])', [[trial, other]]);
    expect(kinds.rows).toEqual([{ team_kind: 3 }]);
    expect((await post(`/api/ts/v1/teaching/updateCourseDayKind?teamId=${trial}&courseDayKind=2`, {})).body.payload).toEqual({
      teamId: trial,
      courseDayKind: 2,
    });
    const bind = await post('/api/zq/v1/groupInfo/teamBindingStatus', { teamId: trial, roomWxid: 'room-1@chatroom' });
    expect(bind.body.payload).toMatchObject({ roomWxid: 'room-1@chatroom', bindingStatus: 1 });
    expect((await post('/api/zq/v1/groupInfo/teamBindingStatus', { teamId: other, roomWxid: 'room-1@chatroom' })).status).toBe(409);
    const rooms = await post('/api/zq/v1/qw/room/findListByTeamIds', { teamIds: [trial, other] });
    expect(rooms.body.payload).toEqual([{ teamId: trial, teamName: '操作体验班', roomWxid: 'room-1@chatroom', qrCode: null }]);
    const list = await t.call({ method: 'GET', url: '/api/zq/v1/groupInfo/list?teamName=操作', token: admin });
    expect(list.body.payload.totalElements).toBe(1);
    const read = await t.call({ method: 'GET', url: `/api/zq/v1/groupInfo/teamBindingStatus?teamId=${other}`, token: admin });
    expect(read.body.payload.bindingStatus).toBe(0);
  });
});

describe('stop batches', () => {
  it('create, edit, page, execute once; executed batches cannot change', async () => {
    const s1 = await enrolledStudent(t, trial);
    const s2 = await enrolledStudent(t, trial);
    const start = Date.UTC(2026, 11, 1);
    const created = await post('/api/ts/v1/teaching/studentTeamStopLog/add', {
      name: '寒假停课',
      reason: '春节',
      stopStart: start,
      stopEnd: start + 7 * 86400000,
      items: [{ studentId: s1, teamId: trial }],
    });
    expect(created.body.payload).toMatchObject({ name: '寒假停课', status: 0, item_count: 1 });
    const id = created.body.payload.id;
    const edited = await post('/api/ts/v1/teaching/studentTeamStopLog/edit', {
      id,
      version: created.body.payload.version,
      items: [
        { studentId: s1, teamId: trial },
        { studentId: s2, teamId: trial },
      ],
    });
    expect(edited.body.payload.item_count).toBe(2);
    expect(
      (await post('/api/ts/v1/teaching/studentTeamStopLog/edit', { id, version: created.body.payload.version, name: '旧' })).status,
    ).toBe(409);
    const page = await t.call({ method: 'GET', url: '/api/ts/v2/teaching/studentTeamStopLog/page?status=0', token: admin });
    expect(page.body.payload.content.map((b: { id: string }) => b.id)).toContain(id);
    const exec = await post('/api/ts/v1/teaching/studentTeamStopLog/execute', { id });
    expect(exec.body.payload).toMatchObject({ status: 1, stopped: 2 });
    const states = await t.db.query('SELECT DISTINCT course_state FROM student_team WHERE student_id = ANY($1::bigint[])', [[s1, s2]]);
    expect(states.rows).toEqual([{ course_state: 1 }]);
    expect((await post('/api/ts/v1/teaching/studentTeamStopLog/execute', { id })).status).toBe(409);
    expect((await post('/api/ts/v1/teaching/studentTeamStopLog/delete', { id })).status).toBe(409);
  });

  it('refuses a period ending before it starts and students not in the class; a pending batch can be deleted', async () => {
    const s = await enrolledStudent(t, trial);
    const bad = await post('/api/ts/v1/teaching/studentTeamStopLog/add', {
      name: 'x',
      reason: 'y',
      stopStart: 2000,
      stopEnd: 1000,
      items: [{ studentId: s, teamId: trial }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('stopEnd');
    const notIn = await post('/api/ts/v1/teaching/studentTeamStopLog/add', {
      name: 'x',
      reason: 'y',
      stopStart: 1000,
      stopEnd: 2000,
      items: [{ studentId: s, teamId: '999999' }],
    });
    expect(notIn.status).toBe(400);
    expect(notIn.body.errors).toContain('items');
    const ok = await post('/api/ts/v1/teaching/studentTeamStopLog/add', {
      name: 'x',
      reason: 'y',
      stopStart: 1000,
      stopEnd: 2000,
      items: [{ studentId: s, teamId: trial }],
    });
    expect((await post('/api/ts/v1/teaching/studentTeamStopLog/delete', { id: ok.body.payload.id })).body.code).toBe(0);
    expect((await post('/api/ts/v1/teaching/studentTeamStopLog/execute', { id: ok.body.payload.id })).status).toBe(404);
  });
});

describe('/putTheCourse and /addClassOpt', () => {
  it('sends a trial course by mobiles (dry run first) and counts the class', async () => {
    const target = await team(t, { team_name: '投放体验班', team_type: 0, term: 91 });
    const free = await insert(t, 'student', { user_num: '9100000001', mobile: '13912340001', username: '投放学员' });
    await insert(t, 'student_subject', { student_id: free, subject: 0 });
    const dry = await post('/api/ts/v1/teaching/sendTrialCourseByMobiles', { teamId: target, mobiles: '13912340001,abc', dryRun: true });
    expect(dry.body.payload).toMatchObject({ written: false, success: 1, failed: 1 });
    expect((await stored(t, target)).student_count).toBe(0);
    const real = await post('/api/ts/v2/teaching/sendTrialCourseByMobiles', { teamId: target, mobiles: ['13912340001'] });
    expect(real.body.payload).toMatchObject({ written: true, success: 1 });
    expect((await stored(t, target)).student_count).toBe(1);
    const again = await post('/api/ts/v1/teaching/sendTrialCourseByMobiles', { teamId: target, mobiles: ['13912340001'] });
    expect(again.body.payload.rows[0].error).toBe('学员已在体验课班级中');
  });

  it('changes the box of shipments not yet sent', async () => {
    const uid = await insert(t, 'student', { user_num: '9100000002', mobile: '13912340002' });
    await insert(t, 'express', { subject: 0, uid, out_trade_no: 'BOX001', express_status: 1, product_version: 'v1' });
    await insert(t, 'express', { subject: 0, uid, out_trade_no: 'BOX002', express_status: 2, product_version: 'v1' });
    const r = await post('/api/ts/v1/teaching/expressBoxChange/file', {
      rows: [{ orderNo: 'BOX001', productVersion: 'v2' }, { orderNo: 'BOX002', productVersion: 'v2' }, {}],
    });
    expect(r.body.payload).toMatchObject({ success: 1, failed: 2 });
    const v = await t.db.query("SELECT out_trade_no, product_version FROM express WHERE out_trade_no LIKE 'BOX%' ORDER BY 1");
    expect(v.rows).toEqual([
      { out_trade_no: 'BOX001', product_version: 'v2' },
      { out_trade_no: 'BOX002', product_version: 'v1' },
    ]);
  });

  it('creates a class by hand in a period; a duplicate name is refused', async () => {
    const term = await insert(t, 'management', { subject: 0, course_type: 0, period: 92, period_name: '体验第92期' });
    const r = await post('/api/ts/v1/teaching/createTeam', { teamName: '手动体验班', teamType: 0, termId: term, sup: 'S1' });
    expect(r.body.code).toBe(0);
    const row = await t.db.query('SELECT term, created_manually FROM team WHERE id = $1::bigint', [r.body.payload.id]);
    expect(row.rows[0]).toEqual({ term: 92, created_manually: 1 });
    expect((await post('/api/ts/v1/teaching/createTeam', { teamName: '手动体验班', teamType: 0, termId: term })).status).toBe(409);
    expect((await post('/api/ts/v1/teaching/createTeam', { teamName: '', teamType: 0, termId: term })).status).toBe(400);
  });

  it('changes a student level in a class', async () => {
    const uid = await enrolledStudent(t, trial);
    const r = await post('/api/ts/v1/teaching/changeLevel', { studentId: uid, teamId: trial, sup: 'S3', reason: '测评' });
    expect(r.body.payload.sup).toBe('S3');
    expect((await post('/api/ts/v1/teaching/changeLevel', { studentId: uid, teamId: trial, sup: 'S0', reason: '测评' })).status).toBe(400);
  });
});
