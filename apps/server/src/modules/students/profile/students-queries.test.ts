import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { data, gql, q, S1, S2, S3, seedStudents } from '../../../test/fixtures/student-documents';

/** What a caller of the student roots sees: search, masking, subject scope, forced conditions, defaults. */

let t: TestApp;
let admin: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStudents(t.db);
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => t.close());

const ids = (rows: Array<{ id?: string; u_id?: string }>) => rows.map((r) => r.u_id ?? r.id).sort();

describe('UserExtends: phone and user-number search', () => {
  it('a phone wildcard matches the real number and answers it masked', async () => {
    const d = await data(
      t,
      admin,
      `{ UserExtendsList(query: ${q({ mobile: '*1234*' })}) { id u_id mobile user_num username sex sex_text user_status_text } }`,
    );
    expect(d.UserExtendsList).toEqual([
      {
        id: S1,
        u_id: S1,
        mobile: '138****1234',
        user_num: '90010001',
        username: '张小明',
        sex: 1,
        sex_text: '男',
        user_status_text: '已月系统课',
      },
    ]);
  });

  it('the masked form is not a number anyone has: an exact search with it finds nothing', async () => {
    const d = await data(t, admin, `{ UserExtendsList(query: ${q({ bool: { must: [{ term: { mobile: '138****1234' } }] } })}) { id } }`);
    expect(d.UserExtendsList).toEqual([]);
    const exact = await data(t, admin, `{ UserExtendsList(query: ${q({ mobile: '13812341234' })}) { id } }`);
    expect(exact.UserExtendsList).toEqual([{ id: S1 }]);
  });

  it('exact user number, the bool dialect and the relation user.mobile reach the same student', async () => {
    const byNum = await data(t, admin, `{ UserExtends(query: ${q({ user_num: '90020002' })}) { id username } }`);
    expect(byNum.UserExtends).toEqual({ id: S2, username: '李小红' });
    const bool = await data(
      t,
      admin,
      `{ UserExtendsListEx(query: ${q({ bool: { must: [{ wildcard: { 'mobile.keyword': '*5678' } }] } })}) { id } }`,
    );
    expect(ids(bool.UserExtendsListEx)).toEqual([S2]);
    const rel = await data(
      t,
      admin,
      `{ StudentTrialStatisticsPage(query: ${q({ 'user.mobile': '*1234*' })}) { totalElements content { u_id user { mobile username } } } }`,
    );
    expect(rel.StudentTrialStatisticsPage.totalElements).toBe(1);
    expect(rel.StudentTrialStatisticsPage.content[0].user).toEqual({ mobile: '138****1234', username: '张小明' });
  });

  it('a field no index serves is refused as a filter, not scanned', async () => {
    const r = await gql(t, admin, `{ UserExtendsList(query: ${q({ birthday: 0 })}) { id } }`);
    expect(r.body.errors?.[0].message).toBe('该字段不能用于查询：birthday');
  });

  it('StudentAllUserStatisticsPage sorts by join_date desc by default', async () => {
    const d = await data(t, admin, '{ StudentAllUserStatisticsPage { totalElements content { id join_date } } }');
    expect(d.StudentAllUserStatisticsPage.content.map((r: { id: string }) => r.id)).toEqual([S2, S1]);
  });

  it("User and StudentDetails give the person with this subject line's status and labels", async () => {
    const d = await data(
      t,
      admin,
      `{ User(query: ${q({ id: S1 })}) { id mobile status status_text bought_subject labels userExtends { life_cycle_text } } }`,
    );
    expect(d.User).toEqual({
      id: S1,
      mobile: '138****1234',
      status: 3,
      status_text: '已月系统课',
      bought_subject: ['0'],
      labels: [],
      userExtends: { life_cycle_text: '开课中' },
    });
    const det = await data(t, admin, `{ StudentDetails(query: ${q({ u_id: S2 })}) { id username } }`);
    expect(det.StudentDetails).toEqual({ id: S2, username: '李小红' });
  });
});

describe('subject scope', () => {
  it('art staff never see music rows, whatever the filter says', async () => {
    const all = await data(t, sales, '{ UserExtendsList(size: 100) { id subject } }');
    expect(ids(all.UserExtendsList)).toEqual([S1, S2]);
    expect(all.UserExtendsList.every((r: { subject: number }) => r.subject === 0)).toBe(true);
    const widened = await data(
      t,
      sales,
      `{ UserExtendsList(query: ${q({ subject: 3 })}) { id } StudentTeamList(query: ${q({ subject: [0, 3] })}, size: 100) { id subject } }`,
    );
    expect(widened.UserExtendsList).toEqual([]);
    expect(widened.StudentTeamList.every((r: { subject: number }) => r.subject === 0)).toBe(true);
    const music = await data(t, admin, '{ UserExtendsList(size: 100) { id } StudentSystemStatisticsList(size: 100) { id } }', 3);
    expect(ids(music.UserExtendsList)).toEqual([S1, S3]);
    expect(music.StudentSystemStatisticsList.map((r: { id: string }) => r.id)).toEqual(['9405']);
  });

  it('art-only staff asking for the music subject are refused (420)', async () => {
    const r = await gql(t, sales, '{ UserExtendsList { id } }', 3);
    expect(r.status).toBe(420);
  });

  it('a user relation follows the subject: a music-only student is not a user in art', async () => {
    const d = await data(t, admin, `{ User(query: ${q({ id: S3 })}) { id } }`);
    expect(d.User).toBeNull();
  });
});

describe('student statistics rows', () => {
  it('trial and system lists split by team_type and nest user{} and team{}', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentTrialStatisticsPage { totalElements content { id express_status express_status_text team_name user { username } team { team_name team_state_text } } }
         StudentSystemStatisticsPage(query: ${q({ term: 8 })}) { totalElements content { id life_cycle_text order_no } } }`,
    );
    expect(d.StudentTrialStatisticsPage.totalElements).toBe(2);
    const row = d.StudentTrialStatisticsPage.content.find((r: { id: string }) => r.id === '9401');
    expect(row).toEqual({
      id: '9401',
      express_status: 3,
      express_status_text: '已签收',
      team_name: '体验课一班',
      user: { username: '张小明' },
      team: { team_name: '体验课一班', team_state_text: '已结课' },
    });
    expect(d.StudentSystemStatisticsPage.content.map((r: { id: string }) => r.id).sort()).toEqual(['9403', '9404']);
  });

  it('StudentSystemLearnListStatisticsList never returns a removed row (del = 1), even when asked for one', async () => {
    const all = await data(t, admin, '{ StudentSystemLearnListStatisticsList(size: 100) { id del } }');
    expect(all.StudentSystemLearnListStatisticsList.map((r: { id: string }) => r.id).sort()).toEqual(['9403', '9406', '9408']);
    const asked = await data(
      t,
      admin,
      `{ StudentSystemLearnListStatisticsList(query: ${q({ del: 1 })}) { id } byBool: StudentSystemLearnListStatisticsList(query: ${q({ bool: { should: [{ term: { del: 1 } }, { term: { id: 9404 } }] } })}) { id } }`,
    );
    expect(asked.StudentSystemLearnListStatisticsList).toEqual([]);
    expect(asked.byBool).toEqual([]);
  });

  it('camp and theme lists are the classes of camp / theme enrollment periods', async () => {
    const d = await data(
      t,
      admin,
      '{ StudentCampStatisticsPage { content { id } } StudentThemeLearnListStatisticsPage { content { id } } }',
    );
    expect(d.StudentCampStatisticsPage.content).toEqual([{ id: '9406' }]);
    expect(d.StudentThemeLearnListStatisticsPage.content).toEqual([{ id: '9408' }]);
  });

  it('V2 statistics bucket trial rows; week counts and rates come from the learning records', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentTrialV2Statistics: StudentTrialV2StatisticsStatistics(termField: "express_status") { code type label count }
         StudentSystemStatisticsList(query: ${q({ u_id: S1 })}) { id week_join_count month_complete_count join_rate complete_rate } }`,
    );
    expect(d.StudentTrialV2Statistics).toEqual(
      expect.arrayContaining([
        { code: '3', type: 'express_status', label: '已签收', count: 1 },
        { code: '1', type: 'express_status', label: '待发货', count: 1 },
      ]),
    );
    const sys = d.StudentSystemStatisticsList.find((r: { id: string }) => r.id === '9403');
    expect(sys).toEqual({ id: '9403', week_join_count: 1, month_complete_count: 1, join_rate: 0.5, complete_rate: 0.5 });
  });

  it('StudentSystemStatisticsList filters the client’s `studentid` (student detail, system card; results.md #17)', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentSystemStatisticsList(query: ${q({ studentid: String(S1), subject: 0, course_state: [0, 1, 2, 6] })}, sort: ${q({ ctime: 'asc' })}) { id teamid } }`,
    );
    expect(d.StudentSystemStatisticsList.map((r: { id: string }) => r.id)).toContain('9403');
    const all = await data(t, admin, `{ StudentSystemStatisticsList(query: ${q({ u_id: S1 })}) { id } }`);
    expect(d.StudentSystemStatisticsList).toEqual(
      expect.arrayContaining(all.StudentSystemStatisticsList.map((r: { id: string }) => expect.objectContaining(r))),
    );
  });

  it('SendCourseLogPage lists the lessons sent to a student in a class (the client lesson tab); it needs a student or class', async () => {
    const d = await data(
      t,
      admin,
      `{ SendCourseLogPage(query: ${q({ del: 0, student_id: S1, team_id: 9202, course_id: { lt: '99999990' } })}, sort: ${q({ id: 'asc' })}) {
          totalElements content { title wd_info start_date studentCompleteCourseLog { state is_today_join_course learn_course_count } } } }`,
    );
    expect(d.SendCourseLogPage.totalElements).toBe(2);
    expect(d.SendCourseLogPage.content.map((r: { title: string; wd_info: string }) => [r.title, r.wd_info])).toEqual([
      ['色彩入门', 'W1D1'],
      ['线条练习', 'W1D2'],
    ]);
    expect(d.SendCourseLogPage.content[0].studentCompleteCourseLog).toEqual({ state: 3, is_today_join_course: 1, learn_course_count: 0 });
    const r = await gql(t, admin, '{ SendCourseLogPage { totalElements } }');
    expect(r.body.errors?.[0].message).toContain('SendCourseLogPage 需要查询条件');
  });
});

describe('homework and learning records', () => {
  const taskIds = async (filter?: unknown) => {
    const arg = filter === undefined ? '' : `(query: ${q(filter)}, size: 100)`;
    const d = await data(t, admin, `{ StudentCourseTaskList${arg} { id course_type } }`);
    return d.StudentCourseTaskList.map((r: { id: string }) => r.id).sort();
  };

  it('course_type defaults to [1,2]; 5 expands to [5,6,7]; deleted uploads never show', async () => {
    expect(await taskIds()).toEqual(['9501', '9502']);
    expect(await taskIds({ course_type: 5 })).toEqual(['9503', '9504']);
    expect(await taskIds({ course_type: [3] })).toEqual(['9505']);
    expect(await taskIds({ course_type: [] })).toEqual(['9501', '9502']);
    const page = await data(
      t,
      admin,
      `{ StudentCourseTaskPage(query: ${q({ course_type: '5' })}) { totalElements content { id title comments { id } } } }`,
    );
    expect(page.StudentCourseTaskPage.totalElements).toBe(2);
  });

  it('audio homework and un-uploaded lessons', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentCourseAudioPage { content { id task_sound } } StudentCourseUnUploadTaskList(query: ${q({ student_id: S1 })}) { course_id title } }`,
    );
    expect(d.StudentCourseAudioPage.content).toEqual([{ id: '9502', task_sound: 'a.mp3' }]);
    // unlocked (state >= 1) lessons without an upload, newest record first
    expect(d.StudentCourseUnUploadTaskList).toEqual([
      { course_id: '9303', title: '体验课第一节' },
      { course_id: '9302', title: '线条练习' },
    ]);
  });

  it('learn-record pages split by lesson type and need a student or class', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentSystemLearnRecordPage(query: ${q({ u_id: S1 })}) { totalElements content { course_id title state_text term } }
         StudentTrialLearnRecordPage(query: ${q({ team_id: 9201 })}) { totalElements }
         StudentSystemLearnRecordStatistics(query: ${q({ student_id: S1 })}, termField: "state") { code count } }`,
    );
    expect(d.StudentSystemLearnRecordPage.content).toEqual([
      { course_id: '9301', title: '色彩入门', state_text: '已完课', term: 8 },
      { course_id: '9302', title: '线条练习', state_text: '已解锁', term: 8 },
    ]);
    expect(d.StudentTrialLearnRecordPage.totalElements).toBe(1);
    expect(d.StudentSystemLearnRecordStatistics).toHaveLength(2);
    const r = await gql(t, admin, `{ StudentCampLearnRecordPage(query: ${q({ state: 1 })}) { totalElements } }`);
    expect(r.body.errors?.[0].message).toContain('需要查询条件');
  });
});

describe('student history', () => {
  it('dance sees its behaviour rows plus the art rows of action type 1', async () => {
    const dance = await data(t, admin, '{ UserBehaviorLogPage(size: 10) { content { action_type subject } } }', 5);
    expect(dance.UserBehaviorLogPage.content.map((r: { action_type: number }) => r.action_type).sort()).toEqual([1, 3]);
    const art = await data(t, admin, `{ UserBehaviorLogPage(query: ${q({ uid: S1 })}) { totalElements } }`);
    expect(art.UserBehaviorLogPage.totalElements).toBe(2);
  });
});
