import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { staffId } from '../../../test/fixtures/people';
import { data, gql, q } from '../../../test/fixtures/student-documents';
import { flowBackExpired } from './flow-back';
import { judgeClue } from './operations';
import { clueRow, flowLogs, insertClue, insertTeacher } from '../../../test/fixtures/clues';

let t: TestApp;
let admin: string;
let teacherToken: string;
let finance: string;
let ownTeacher: string;
let other: string;

const CI = '/api/ci/v1/clue';
const post = (url: string, payload: unknown, token = admin) =>
  t.call({ method: 'POST', url, token, payload: payload as object, headers: { subject: '0' } });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, token, headers: { subject: '0' } });

beforeAll(async () => {
  t = await createTestApp(undefined, { jobs: false });
  admin = await t.login('admin');
  teacherToken = await t.login('teacher');
  finance = await t.login('finance');
  ownTeacher = await insertTeacher(t.db, 0, await staffId(t.db, 'teacher'));
  other = await insertTeacher(t.db, 0);
});
afterAll(async () => t.close());

describe('claim from the open sea', () => {
  it('a teacher claims a clue for themself: it is theirs, in the new sub-library, with one flow log', async () => {
    const c = await insertClue(t.db);
    const r = await post(`${CI}/high/seas/manualClaim?teacherId=${ownTeacher}&clueBaseId=${c.id}`, {}, teacherToken);
    expect(r.status).toBe(200);
    expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 1001, teacher_id: ownTeacher, flow_count: 1 });
    expect(await flowLogs(t.db, c.id)).toEqual([
      { from_clue_code: 2000, to_clue_code: 1001, from_teacher_id: null, to_teacher_id: ownTeacher, flow_type: 0, flow_reason: '公海认领' },
    ]);
    const d = await data(
      t,
      teacherToken,
      `{ ClueBasePage(query: ${q({ teacher_id: ownTeacher })}) { totalElements content { id clue_status clue_status_text teacher_id flowCountDown teacher { realname } } }
         ClueLogPage(query: ${q({ clue_id: c.id })}) { content { to_clue_code to_clue_code_text flow_type_text toTeacher { id } } } }`,
    );
    expect(d.ClueBasePage.content.map((x: { id: string }) => x.id)).toContain(c.id);
    const row = d.ClueBasePage.content.find((x: { id: string }) => x.id === c.id);
    expect(row).toMatchObject({ clue_status: 1001, clue_status_text: '新分子库', teacher_id: ownTeacher });
    expect(row.flowCountDown).toBeGreaterThan(6 * 86_400_000);
    expect(d.ClueLogPage.content).toEqual([
      { to_clue_code: 1001, to_clue_code_text: '新分子库', flow_type_text: '流转', toTeacher: { id: ownTeacher } },
    ]);
  });

  it('a clue already held answers 409 and stays with its teacher', async () => {
    const c = await insertClue(t.db, { teacherId: other });
    const r = await post(`${CI}/high/seas/manualClaim?teacherId=${ownTeacher}&clueBaseId=${c.id}`, {}, teacherToken);
    expect(r.status).toBe(409);
    expect((await clueRow(t.db, c.id)).teacher_id).toBe(other);
  });

  it('a non-manager cannot claim for another teacher; bad input names the field; nothing changes', async () => {
    const c = await insertClue(t.db);
    const r = await post(`${CI}/high/seas/manualClaim?teacherId=${other}&clueBaseId=${c.id}`, {}, teacherToken);
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('teacherId');
    const bad = await post(`${CI}/high/seas/manualClaim?teacherId=${other}`, {});
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('clueBaseId');
    expect((await clueRow(t.db, c.id)).clue_status).toBe(2000);
  });
});

describe('allot, change, lock and capacity', () => {
  it('allots a batch to a sales teacher, refuses the whole batch when one clue is locked', async () => {
    const sales = await insertTeacher(t.db, 0);
    const a = await insertClue(t.db);
    const b = await insertClue(t.db);
    const ok = await post(`${CI}/operation/allotSaleBatch`, { clueIds: [a.id, b.id], teacherId: sales });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.count).toBe(2);
    expect((await clueRow(t.db, a.id)).teacher_id).toBe(sales);

    const locked = await insertClue(t.db);
    const free = await insertClue(t.db);
    expect((await post(`${CI}/operation/batchsetLock`, { clueIds: [locked.id], lock: 1 })).status).toBe(200);
    const refused = await post(`${CI}/operation/allotSaleBatch`, { clueIds: [free.id, locked.id], teacherId: sales });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toContain(locked.id);
    expect((await clueRow(t.db, free.id)).teacher_id).toBeNull();
    expect(await flowLogs(t.db, free.id)).toEqual([]);
  });

  it('changes held clues to another teacher as flow type 1; pooled clues cannot be changed', async () => {
    const from = await insertTeacher(t.db, 0);
    const to = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db, { teacherId: from });
    const r = await post(`${CI}/operation/changeBatch`, { clueIds: c.id, teacherId: to, reason: '离职交接' });
    expect(r.status).toBe(200);
    expect(await flowLogs(t.db, c.id)).toMatchObject([{ from_teacher_id: from, to_teacher_id: to, flow_type: 1, flow_reason: '离职交接' }]);
    const pooled = await insertClue(t.db);
    expect((await post(`${CI}/operation/changeBatch`, { clueIds: [pooled.id], teacherId: to })).status).toBe(409);
  });

  it('only managers allot, change and lock (420 for others)', async () => {
    const c = await insertClue(t.db);
    expect((await post(`${CI}/operation/allotSaleBatch`, { clueIds: [c.id], teacherId: other }, teacherToken)).status).toBe(420);
    expect((await post(`${CI}/operation/batchsetLock`, { clueIds: [c.id] }, finance)).status).toBe(420);
    expect((await clueRow(t.db, c.id)).lock).toBe(0);
  });

  it('capacity per stage is enforced on allotment and claim; other stages are not limited', async () => {
    const teacher = await insertTeacher(t.db, 0);
    const save = await post(`${CI}/capacity/config/batchInsert`, [{ teacherId: teacher, stageNo: 1, capacity: 2 }]);
    expect(save.status).toBe(200);
    const [a, b, c] = [await insertClue(t.db), await insertClue(t.db), await insertClue(t.db)];
    const over = await post(`${CI}/operation/allotSaleBatch`, { clueIds: [a.id, b.id, c.id], teacherId: teacher });
    expect(over.status).toBe(409);
    expect(over.body.errors).toContain('容量已满');
    expect((await post(`${CI}/operation/allotSaleBatch`, { clueIds: [a.id, b.id], teacherId: teacher })).status).toBe(200);
    expect((await post(`${CI}/high/seas/manualClaim?teacherId=${teacher}&clueBaseId=${c.id}`, {})).status).toBe(409);
    const stage2 = await insertClue(t.db, { stageNo: 2 });
    expect((await post(`${CI}/high/seas/manualClaim?teacherId=${teacher}&clueBaseId=${stage2.id}`, {})).status).toBe(200);

    const page = await get(`${CI}/capacity/config/getPageCapacityConfig?teacherId=${teacher}&pageNum=1&pageSize=10`);
    expect(page.body.payload.content).toMatchObject([{ teacher_id: teacher, stage_no: 1, capacity: 2, held: 2 }]);
    const id = page.body.payload.content[0].id;
    expect((await post(`${CI}/capacity/config/update`, { id, capacity: 3 })).body.payload).toMatchObject({ capacity: 3 });
    expect((await post(`${CI}/high/seas/manualClaim?teacherId=${teacher}&clueBaseId=${c.id}`, {})).status).toBe(200);
    expect((await post(`${CI}/capacity/config/update`, { id, capacity: -1 })).status).toBe(400);
    expect((await post(`${CI}/capacity/config/batchDelete?ids=${id}`, {})).body.payload.count).toBe(1);
    const info = await get(`${CI}/operation/getTeacherInfo?teacherId=${teacher}`);
    expect(info.body.payload.holding).toEqual([
      { stage_no: 1, held: 3, capacity: null },
      { stage_no: 2, held: 1, capacity: null },
    ]);
  });
});

describe('grab treasure, flow reasons and private library', () => {
  it('moves clues to grab treasure by a list of user numbers; only allow-listed teachers grab them', async () => {
    const holder = await insertTeacher(t.db, 0);
    const grabber = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db, { teacherId: holder });
    const moved = await post(`${CI}/grab/treasure/updateClueFlowReasonToGrabTreasure`, {
      rows: [{ 学员编号: c.userNum }],
      reason: '长期未转化',
    });
    expect(moved.status).toBe(200);
    expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 3000, teacher_id: null, frozen_teacher_id: holder });
    const claim = () => post(`${CI}/high/seas/manualClaim?teacherId=${grabber}&clueBaseId=${c.id}`, {});
    expect((await claim()).status).toBe(409);
    const cfg = await post(`${CI}/grab/treasure/config/addOrUpdateOrDelete`, [{ teacherId: grabber, dailyLimit: 1 }]);
    expect(cfg.body.payload.list).toMatchObject([{ teacher_id: grabber, daily_limit: 1, enabled: 1 }]);
    expect((await claim()).status).toBe(200);
    expect((await get(`${CI}/grab/treasure/config/list`)).body.payload.map((x: { teacher_id: string }) => x.teacher_id)).toContain(grabber);
  });

  it('gives pooled clues back to the teacher who held them (to private)', async () => {
    const holder = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db, { teacherId: holder });
    await post(`${CI}/grab/treasure/updateClueFlowReasonToGrabTreasure`, { clueIds: [c.id] });
    const r = await post(`${CI}/grab/treasure/updateClueFlowReasonToPrivate`, { clueIds: [c.id] });
    expect(r.status).toBe(200);
    expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 1001, teacher_id: holder, frozen_teacher_id: null });
    const never = await insertClue(t.db);
    expect((await post(`${CI}/grab/treasure/updateClueFlowReasonToPrivate`, { clueIds: [never.id] })).status).toBe(409);
  });

  it('lists flow reasons by code (REST and FlowReasonList)', async () => {
    await t.db.query(
      `INSERT INTO flow_reason (subject, code, name, target_library, sort) VALUES (0, 'R1', '家长拒接', 2000, 1), (0, 'R2', '高意向', 3000, 2)`,
    );
    const r = await get(`${CI}/common/getReasonByCode?code=R2`);
    expect(r.body.payload).toMatchObject([{ code: 'R2', name: '高意向', target_library: 3000 }]);
    const d = await data(t, admin, `{ FlowReasonList(query: ${q({ target_library: 2000 })}) { code name target_library_text } }`);
    expect(d.FlowReasonList).toEqual([{ code: 'R1', name: '家长拒接', target_library_text: '公海' }]);
  });
});

describe('counts and the student view', () => {
  it('ClueCount answers one count per tab (aliases) and MyClueCount only the caller’s own', async () => {
    const d = await data(
      t,
      teacherToken,
      `{ count0: ClueCount(query: ${q({ clue_status: 1001 })}) count3: ClueCount(query: ${q({ clue_status: 2000 })})
         count4: ClueCount(query: ${q({ clue_status: 3000 })}) mine: MyClueCount(query: "{}") }`,
    );
    const direct = await t.db.query<{ s: number; n: number }>(
      'SELECT clue_status AS s, count(*)::int AS n FROM clue WHERE subject = 0 GROUP BY 1',
    );
    const n = (s: number) => direct.rows.find((r) => r.s === s)?.n ?? 0;
    expect(d).toMatchObject({ count0: n(1001), count3: n(2000), count4: n(3000) });
    const mine = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clue WHERE teacher_id = $1::bigint', [ownTeacher]);
    expect(d.mine).toBe(mine.rows[0].n);
    expect(d.mine).toBeGreaterThan(0);
    expect((await gql(t, admin, `{ x: MyClueCount(query: "{}") }`)).body.data).toEqual({ x: 0 });
  });

  it('the library list exports as a spreadsheet (POST /graphql/export, what the export job runs)', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/graphql/export',
      token: admin,
      headers: { subject: '0' },
      payload: {
        apiName: 'ClueBasePage',
        fileName: '公海',
        query: JSON.stringify({ clue_status: 2000 }),
        header: { id: '线索ID', clue_status_text: '所在库' },
      },
    });
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toContain('spreadsheet');
  });

  it('studentClueInfo shows the clue and its flow log', async () => {
    const c = await insertClue(t.db);
    await post(`${CI}/high/seas/manualClaim?teacherId=${ownTeacher}&clueBaseId=${c.id}`, {}, teacherToken);
    const r = await get(`${CI}/toss/studentClueInfo?userId=${c.userId}`);
    expect(r.body.payload.clues).toMatchObject([{ id: c.id, clue_status: 1001, teacher_id: ownTeacher }]);
    expect(r.body.payload.flowLogs).toHaveLength(1);
  });
});

describe('flow countdown and frozen days (the flow-back job, controlled clock)', () => {
  it('moves exactly the expired, unworked, unlocked clues back to the open sea with one flow log each', async () => {
    const teacher = await insertTeacher(t.db, 0);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const expired = await insertClue(t.db, { teacherId: teacher, deadline: past });
    const expired2 = await insertClue(t.db, { teacherId: teacher, deadline: past });
    const locked = await insertClue(t.db, { teacherId: teacher, deadline: past, lock: 1 });
    const fresh = await insertClue(t.db, { teacherId: teacher });
    const worked = await insertClue(t.db, { teacherId: teacher, deadline: past });
    await t.db.query(
      `INSERT INTO follow_log (subject, uid, teacher_id, content) VALUES (0, $1::bigint, $2::bigint, '{"user_content":"回访"}')`,
      [worked.userId, teacher],
    );
    // Other tests' clues may also be due; only ours are asserted on, and the total equals the due ones.
    const due = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM clue c WHERE teacher_id IS NOT NULL AND lock = 0 AND flow_deadline < now()
         AND NOT EXISTS (SELECT 1 FROM follow_log f WHERE f.uid = c.user_id AND f.teacher_id = c.teacher_id AND f.ctime >= c.claim_time)`,
    );
    const moved = await flowBackExpired(t.db, new Date());
    expect(moved).toBe(due.rows[0].n);
    for (const c of [expired, expired2]) {
      expect(await clueRow(t.db, c.id)).toMatchObject({ clue_status: 2000, teacher_id: null, frozen_teacher_id: teacher });
      expect(await flowLogs(t.db, c.id)).toEqual([
        {
          from_clue_code: 1001,
          to_clue_code: 2000,
          from_teacher_id: teacher,
          to_teacher_id: null,
          flow_type: 0,
          flow_reason: '超时未跟进，流回公海',
        },
      ]);
    }
    for (const c of [locked, fresh, worked]) {
      expect((await clueRow(t.db, c.id)).teacher_id).toBe(teacher);
      expect(await flowLogs(t.db, c.id)).toEqual([]);
    }
    // Eight days on, the worked clue's new deadline (follow-up + 7 days) has passed too; the fresh one as well.
    expect(await flowBackExpired(t.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect((await clueRow(t.db, worked.id)).clue_status).toBe(2000);
    expect((await clueRow(t.db, locked.id)).teacher_id).toBe(teacher);
    // Running again moves nothing more.
    expect(await flowBackExpired(t.db, new Date(Date.now() + 8 * 86_400_000))).toBe(0);
  });

  it('the teacher who lost a clue may not claim it during the frozen days; another teacher may', async () => {
    const loser = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db, { teacherId: loser, deadline: new Date(Date.now() - 1000).toISOString() });
    await flowBackExpired(t.db);
    const r = await post(`${CI}/high/seas/manualClaim?teacherId=${loser}&clueBaseId=${c.id}`, {});
    expect(r.status).toBe(409);
    expect(r.body.errors).toContain('冻结');
    const d = await data(t, admin, `{ ClueBasePage(query: ${q({ id: c.id })}) { content { remainFrozenDays } } }`);
    expect(d.ClueBasePage.content[0].remainFrozenDays).toBe(3);
    expect((await post(`${CI}/high/seas/manualClaim?teacherId=${other}&clueBaseId=${c.id}`, {})).status).toBe(200);
  });
});

describe('clue judgment (effect run by the approval engine)', () => {
  it('gives the clue to the judged teacher as a change, and is a no-op the second time', async () => {
    const a = await insertTeacher(t.db, 0);
    const b = await insertTeacher(t.db, 0);
    const c = await insertClue(t.db, { teacherId: a });
    const ctx = {
      requestId: 'test',
      ip: '127.0.0.1',
      db: t.db,
      subject: 0,
      staff: {
        id: await staffId(t.db, 'admin'),
        userName: 'admin',
        realName: '系统管理员',
        mobile: '',
        roleIds: ['7'],
        subjectList: [0],
        dutyId: null,
        head: null,
      },
    };
    const first = await t.db.transaction((tx) => judgeClue(tx, ctx, { clueId: c.id, teacherId: b, reason: '先加微信' }));
    expect(first).toMatchObject({ moved: true, teacher_id: b });
    const again = await t.db.transaction((tx) => judgeClue(tx, ctx, { clueId: c.id, teacherId: b, reason: undefined }));
    expect(again.moved).toBe(false);
    expect(await flowLogs(t.db, c.id)).toMatchObject([
      { from_teacher_id: a, to_teacher_id: b, flow_type: 1, flow_reason: '线索判定：先加微信' },
    ]);
  });
});
