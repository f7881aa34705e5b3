import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, lit, teacher } from '../../../test/fixtures/query';
import { enrolledStudent, team } from '../../../test/fixtures/classes';

let t: TestApp;
let admin: string;
let reviewer: string;
let cls: string;
let s1: string;
let s2: string;
let lesson1: string;
let lesson2: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  reviewer = await t.login('reviewer');
  const tch = await teacher(t, { realname: '班主任丙' });
  cls = await team(t, { team_name: '班级中心体验班', team_type: 0, team_state: 1, teacher_id: tch, term: 95 });
  await team(t, { team_name: '班级中心待开班', team_type: 0, team_state: 0, teacher_id: tch, term: 95 });
  s1 = await enrolledStudent(t, cls, {
    added_wechat: 1,
    join_count: 2,
    complete_count: 1,
    task_count: 1,
    express_status: 1,
    last_join_time: new Date(),
  });
  s2 = await enrolledStudent(t, cls);
  await t.call({ method: 'POST', url: '/api/tm/v1/teacher/manager/team/calculationTeamInfo', token: admin, payload: { teamId: cls } });
  lesson1 = await insert(t, 'course', { subject: 0, title: '第一课 线条', lesson: 'W1D1', sort: 1 });
  lesson2 = await insert(t, 'course', { subject: 0, title: '第二课 色彩', lesson: 'W1D2', sort: 2 });
  const now = new Date();
  for (const [uid, course, joined, completed] of [
    [s1, lesson1, true, true],
    [s1, lesson2, true, false],
    [s2, lesson1, false, false],
  ] as const)
    await insert(t, 'learning_record', {
      subject: 0,
      student_id: uid,
      team_id: cls,
      course_id: course,
      state: completed ? 3 : joined ? 2 : 1,
      join_time: joined ? now : null,
      complete_time: completed ? now : null,
    });
  const task = await insert(t, 'student_task', {
    subject: 0,
    student_id: s1,
    team_id: cls,
    course_id: lesson1,
    task_image: JSON.stringify(['/w/1.png']),
  });
  await insert(t, 'task_comment', { subject: 0, task_id: task, teacher_id: tch, sound: '/c/1.mp3', sound_duration: 12 });
});
afterAll(async () => t.close());

describe('legacy class-centre roots', () => {
  it('teamStatusCount / teamStatusPage: classes per state and the page of chosen states', async () => {
    const c = await gql(
      t,
      admin,
      `{ teamStatusCount(field: "team_state", team_type: 0, teacher_id: "", query: ${lit({ term: 95 })}) { code value name } }`,
      { url: '/graphql/team' },
    );
    expect(c.data.teamStatusCount).toEqual([
      { code: '0', value: '1', name: '待开课' },
      { code: '1', value: '1', name: '开课中' },
      { code: '2', value: '0', name: '已结课' },
    ]);
    const p = await gql(
      t,
      admin,
      `{ teamStatusPage(query: ${lit({ term: 95 })}, team_state: "1,2", team_type: 0, teacher_id: "", page: 1, size: 15) { totalElements content { team_name enrolled teacher { realname } week } } }`,
      {
        url: '/graphql/team',
      },
    );
    expect(p.data.teamStatusPage).toEqual({
      totalElements: 1,
      content: [{ team_name: '班级中心体验班', enrolled: 2, teacher: { realname: '班主任丙' }, week: 0 }],
    });
  });

  it('teamUserListPage: the class students with counts, WeChat and shipment; mobiles masked', async () => {
    const r = await gql(
      t,
      admin,
      `{ teamUserListPage(type: 0, team_id: "${cls}", page: 1) { totalElements content { id mobile statistics { join_course complete_course course_task } wechat_status { added_wechat } express { status } } } }`,
      {
        url: '/graphql/team',
      },
    );
    expect(r.data.teamUserListPage.totalElements).toBe('2');
    const first = r.data.teamUserListPage.content.find((x: { id: string }) => x.id === s1);
    expect(first).toMatchObject({
      statistics: { join_course: 2, complete_course: 1, course_task: 1 },
      wechat_status: { added_wechat: 1 },
      express: { status: '1' },
    });
    expect(first.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const other = await gql(t, admin, `{ teamUserListPage(type: 0, team_id: "${cls}", page: 1) { totalElements } }`, {
      url: '/graphql/team',
      subject: 3,
    });
    expect(other.data.teamUserListPage.totalElements).toBe('0');
    const refused = await gql(t, reviewer, `{ teamUserListPage(type: 0, team_id: "${cls}") { totalElements } }`, { url: '/graphql/team' });
    expect(refused.errors?.[0].extensions?.code).toBeDefined();
  });

  it('detail (GET /graphql/getClassTeacher): header with teacher and counts', async () => {
    const query = `{ detail(query: "[{id:${cls}}]") { team_name enrolled teacher { realname } statictis { wait_sent unadd_wechat today_add_class } } }`;
    const r = await t.call({ method: 'GET', url: `/graphql/getClassTeacher?query=${encodeURIComponent(query)}`, token: admin });
    expect(r.body.data.detail).toEqual({
      team_name: '班级中心体验班',
      enrolled: 2,
      teacher: { realname: '班主任丙' },
      statictis: { wait_sent: 1, unadd_wechat: 1, today_add_class: 1 },
    });
  });

  it('attendance by lesson, lessons, homework with comments, rankings', async () => {
    const comp = await gql(
      t,
      admin,
      `{ getClassCompPage(query: ${lit({ team_id: cls, course_id: lesson1 })}, page: 1, size: 20) { totalElements content { student_id join_course_state complete_course_state course_title } } }`,
      {
        url: '/graphql/getClassComplete',
      },
    );
    expect(comp.data.getClassCompPage.totalElements).toBe('2');
    expect(comp.data.getClassCompPage.content.find((x: { student_id: string }) => x.student_id === s1)).toMatchObject({
      join_course_state: '1',
      complete_course_state: '1',
      course_title: '第一课 线条',
    });
    const lessons = await gql(t, admin, `{ getStuCourseList(query: ${lit({ team_id: cls })}) { course_id classTitle } }`, {
      url: '/graphql/getStuComment',
    });
    expect(lessons.data.getStuCourseList.map((x: { classTitle: string }) => x.classTitle)).toEqual(['第二课 色彩', '第一课 线条']);
    const works = await gql(
      t,
      admin,
      `{ getStuCommentPage(query: ${lit({ team_id: cls })}, page: 1, size: 20) { totalElements content { student_id task_image sound_comment sound_comment_second } } }`,
      {
        url: '/graphql/getStuComment',
      },
    );
    expect(works.data.getStuCommentPage.content).toEqual([
      { student_id: s1, task_image: '/w/1.png', sound_comment: '/c/1.mp3', sound_comment_second: 12 },
    ]);
    const rank = await gql(
      t,
      admin,
      `{ getStuComRankingList(query: ${lit({ team_id: cls })}) { student_id completeArr { current_lesson is_complete } } }`,
      {
        url: '/graphql/getStuRankingList',
      },
    );
    expect(rank.data.getStuComRankingList[0]).toEqual({
      student_id: s1,
      completeArr: [
        { current_lesson: 'W1D1', is_complete: 1 },
        { current_lesson: 'W1D2', is_complete: 0 },
      ],
    });
  });

  it('per-lesson statistics and the trial class statistics page', async () => {
    const per = await gql(
      t,
      admin,
      `{ StudentTeamCourseStatistics(query: ${lit({ team_id: cls })}) { title join_count complete_count enrolled } }`,
    );
    expect(per.data.StudentTeamCourseStatistics).toEqual([
      { title: '第二课 色彩', join_count: 1, complete_count: 0, enrolled: 2 },
      { title: '第一课 线条', join_count: 1, complete_count: 1, enrolled: 2 },
    ]);
    const page = await gql(
      t,
      admin,
      `{ StudentTrialTeamStatisticsPage(query: ${lit({ id: cls })}) { content { team_name teacher_realname student_count to_be_delivered_count added_wechat_rate } } }`,
    );
    expect(page.data.StudentTrialTeamStatisticsPage.content).toEqual([
      { team_name: '班级中心体验班', teacher_realname: '班主任丙', student_count: 2, to_be_delivered_count: 1, added_wechat_rate: 0.5 },
    ]);
    const students = await gql(
      t,
      admin,
      `{ StudentTrialForTeamStatisticsPage(query: ${lit({ team_id: cls })}) { totalElements content { student_id base_painting_text } } }`,
    );
    expect(students.data.StudentTrialForTeamStatisticsPage.totalElements).toBe(2);
    const extra = await gql(
      t,
      admin,
      `{ StudentTrialTeamStatisticsExtra(query: ${lit({ team_id: cls })}) { student_count un_added_wechat_uids to_be_delivered_count } }`,
    );
    expect(extra.data.StudentTrialTeamStatisticsExtra).toEqual({ student_count: 2, un_added_wechat_uids: [s2], to_be_delivered_count: 1 });
  });
});
