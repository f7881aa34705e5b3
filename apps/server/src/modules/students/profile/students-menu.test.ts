import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { data, gql, q, S1, seedStudents } from '../../../test/fixtures/student-documents';

/** The custom student roots: menu counters, blurrySearch (/graphql/user), un-completed students per class. */

let t: TestApp;
let admin: string;

/** System-class rows of art, term 11 unless said; times in days ago ('now' = this instant, null = never). */
interface MenuRow {
  key: string;
  life: number;
  state?: number;
  join?: number | null;
  task?: 'now' | 40 | null;
  tasks?: number;
  comments?: number;
  enteredToday?: boolean;
  way?: number;
  makeup?: number;
  refund?: number;
  renew?: number;
  term?: number;
  subject?: number;
  teamType?: number;
}
const ROWS: MenuRow[] = [
  { key: 'A', life: 1, join: 1, task: 'now', tasks: 2, comments: 2, enteredToday: true },
  { key: 'B', life: 1, join: 5, task: 40, tasks: 1, comments: 0, way: 2 },
  { key: 'C', life: 1, state: 1, join: 10, makeup: 1 },
  { key: 'D', life: 1, join: 20, renew: 1 },
  { key: 'E', life: 1, join: 40, enteredToday: true },
  { key: 'F', life: 1 },
  { key: 'G', life: 0, enteredToday: true },
  { key: 'H', life: 2, join: 40, task: 40, tasks: 3, comments: 1, renew: 1 },
  { key: 'I', life: 91, join: 40, refund: 1 },
  { key: 'J', life: 91, refund: 2 },
  { key: 'M', life: 1, join: 1, task: 'now', term: 12 },
  // never counted by the art system menu: a music row and an art trial row
  { key: 'K', life: 1, subject: 3 },
  { key: 'L', life: 1, teamType: 0 },
];

const ago = (days: number | null | undefined) => (days === null || days === undefined ? 'NULL' : `now() - interval '${days} days'`);

async function seedMenu(): Promise<void> {
  await t.db.query(`INSERT INTO team (id, subject, team_name, team_type, term) VALUES
    (9801, 0, '系统课11期', 1, 11), (9802, 0, '系统课12期', 1, 12), (9803, 3, '音乐11期', 1, 11), (9804, 0, '体验课11期', 0, 11)`);
  for (const [i, r] of ROWS.entries()) {
    const sid = 9811 + i;
    await t.db.query(`INSERT INTO student (id, user_num, mobile) VALUES ($1, $2, $3)`, [sid, String(sid), `1500000${sid}`]);
    const team = r.subject === 3 ? 9803 : r.teamType === 0 ? 9804 : r.term === 12 ? 9802 : 9801;
    await t.db.query(
      `INSERT INTO student_team (subject, student_id, team_id, team_type, term, life_cycle, course_state, last_join_time, last_task_time,
         task_count, comment_count, enter_team_time, enter_team_way, makeup_status, refund_status, renew_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, ${ago(r.join)}, ${r.task === 'now' ? 'now()' : ago(r.task)}, $8, $9,
         ${r.enteredToday ? 'now()' : "now() - interval '3 days'"}, $10, $11, $12, $13)`,
      [
        r.subject ?? 0,
        sid,
        team,
        r.teamType ?? 1,
        r.term ?? 11,
        r.life,
        r.state ?? 0,
        r.tasks ?? 0,
        r.comments ?? 0,
        r.way ?? 0,
        r.makeup ?? 0,
        r.refund ?? 0,
        r.renew ?? 0,
      ],
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seedStudents(t.db);
  await seedMenu();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const COUNTERS =
  'total today_new started un_started finished stopped refund transfer no_join_7 no_join_15 no_join_30 un_upload un_upload_week un_upload_month studying no_comment bucha first_refund renewed active_high active_mid active_low active_silent';

describe('StudentSystemPageMenu', () => {
  it("counts each tab over the subject's system rows (hand-counted from the rows above)", async () => {
    const d = await data(t, admin, `{ StudentSystemPageMenu(query: ${q({ team_id: [9801, 9802, 9803, 9804] })}) { ${COUNTERS} } }`);
    expect(d.StudentSystemPageMenu).toEqual({
      total: 11,
      today_new: 3, // A E G
      started: 7, // A B C D E F M
      un_started: 1,
      finished: 1,
      stopped: 1, // C
      refund: 2, // I J
      transfer: 1, // B
      no_join_7: 4, // C D E F
      no_join_15: 3, // D E F
      no_join_30: 2, // E F
      un_upload: 4, // C D E F
      un_upload_week: 5, // B C D E F
      un_upload_month: 5,
      studying: 6, // started minus C
      no_comment: 2, // B H
      bucha: 1, // C
      first_refund: 1, // I
      renewed: 2, // D H
      active_high: 2, // A M
      active_mid: 1, // B
      active_low: 1, // C
      active_silent: 3, // D E F
    });
  });

  it("applies the caller's filter, and its counts are the totals of the list with the same filter", async () => {
    const filter = { term: 11, team_id: [9801, 9802, 9803, 9804] };
    const d = await data(
      t,
      admin,
      `{ StudentSystemPageMenu(query: ${q(filter)}) { total started studying active_high un_started }
         all: StudentSystemStatisticsPage(query: ${q(filter)}) { totalElements }
         started: StudentSystemStatisticsPage(query: ${q({ ...filter, life_cycle: 1 })}) { totalElements }
         unStarted: StudentSystemStatisticsPage(query: ${q({ ...filter, life_cycle: 0 })}) { totalElements } }`,
    );
    expect(d.StudentSystemPageMenu).toEqual({ total: 10, started: 6, studying: 5, active_high: 1, un_started: 1 });
    expect(d.all.totalElements).toBe(10);
    expect(d.started.totalElements).toBe(6);
    expect(d.unStarted.totalElements).toBe(1);
  });

  it('music sees only its own row; a bad filter is a clear error', async () => {
    const d = await data(t, admin, `{ StudentSystemPageMenu(query: ${q({ team_id: [9801, 9803] })}) { total started } }`, 3);
    expect(d.StudentSystemPageMenu).toEqual({ total: 1, started: 1 });
    const r = await gql(t, admin, `{ StudentSystemPageMenu(query: ${q({ nope: 1 })}) { total } }`);
    expect(r.body.errors?.[0].message).toBe('未知的查询字段：nope');
  });
});

describe('blurrySearch on /graphql/user', () => {
  type Hit = { id: string; mobile: string; wechat_nikename: string | null; last_team_id: string | null };
  const search = async (args: string) => {
    const d = await data(t, admin, `{ blurrySearch(${args}) { id mobile wechat_nikename last_team_id } }`, 0, '/graphql/user');
    return d.blurrySearch as Hit[];
  };
  it('finds students (not class rows) by mobile digits, optionally with a class or a class type; nothing without digits', async () => {
    // Art: only 9001 (138...1234) matches; 9003 (also ...1234) is music only.
    const all = await search('mobile: "1234"');
    expect(all.map((r) => r.id)).toEqual(['9001']);
    expect(all[0].mobile).toBe('138****1234');
    // The class the student entered last in art: one of 9001's art classes.
    expect(['9201', '9202', '9204', '9205']).toContain(all[0].last_team_id);
    expect((await search('mobile: "1234", team_id: 9202')).map((r) => r.id)).toEqual(['9001']);
    expect(await search('mobile: "1234", team_id: 9203')).toEqual([]);
    expect((await search('mobile: "1234", team_type: 0')).map((r) => r.id)).toEqual(['9001']);
    expect(await search('mobile: ""')).toEqual([]);
  });
  it('reads the client form: mobile, team_id and team_type inside query (empty values mean no condition)', async () => {
    const form = (v: Record<string, string>) => `query: ${JSON.stringify(JSON.stringify(v))}`;
    expect((await search(form({ mobile: '1234', team_id: '', team_type: '0' }))).map((r) => r.id)).toEqual(['9001']);
    expect(await search(form({ mobile: '1234', team_id: '9203', team_type: '' }))).toEqual([]);
    expect(await search(form({ mobile: '', team_id: '', team_type: '0' }))).toEqual([]);
  });
});

describe('TeamStudentCompleteCourseStatistics', () => {
  it('lists the students of a class without a completed lesson last week / last month', async () => {
    // P (9811) completed one last week, Q (9812) one last month, R (9813) none; del = 1 rows never count.
    await t.db.query(`INSERT INTO team (id, subject, team_name, team_type) VALUES (9806, 0, '统计班', 1)`);
    await t.db.query(`INSERT INTO student_team (subject, student_id, team_id, team_type, del) VALUES
      (0, 9811, 9806, 1, 0), (0, 9812, 9806, 1, 0), (0, 9813, 9806, 1, 0), (0, ${S1}, 9806, 1, 1)`);
    const tz = `'Asia/Shanghai'`;
    await t.db.query(`INSERT INTO learning_record (student_id, team_id, course_id, subject, state, complete_time) VALUES
      (9811, 9806, 1, 0, 3, (date_trunc('week', now() AT TIME ZONE ${tz}) - interval '7 days' + interval '1 hour') AT TIME ZONE ${tz}),
      (9812, 9806, 1, 0, 3, (date_trunc('month', now() AT TIME ZONE ${tz}) - interval '1 month' + interval '1 hour') AT TIME ZONE ${tz})`);
    const d = await data(
      t,
      admin,
      `{ TeamStudentCompleteCourseStatistics(query: ${q({ team_id: 9806 })}) { team_id student_count last_week last_month } }`,
    );
    const s = d.TeamStudentCompleteCourseStatistics;
    expect(s.team_id).toBe('9806');
    expect(s.student_count).toBe(3);
    expect(s.last_week).toEqual(['9812', '9813']);
    expect(s.last_month).toContain('9813');
    expect(s.last_month).not.toContain('9812');
    const none = await data(t, admin, '{ TeamStudentCompleteCourseStatistics { student_count last_week } }');
    expect(none.TeamStudentCompleteCourseStatistics).toEqual({ student_count: 0, last_week: [] });
  });
});
