import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { data, gql, q, S1, seedStudents } from '../../../test/fixtures/student-documents';

/**
 * The original client's student documents answer with our data in the shape its pages read
 * (docs/decisions/client-compatibility.md, "Students"); the schema side is client-contract/students.ts.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await seedStudents(t.db);
  await t.db.query(`INSERT INTO login_data (subject, uid, device_type, device_model, appversion, login_time) VALUES
    (0, 9001, 'iOS', 'iPhone 13', '5.1.0', now() - interval '2 days'), (0, 9001, 'Android', 'Mi 11', '5.2.0', now() - interval '1 hour')`);
  await t.db.query(
    `UPDATE student SET wechat_follow = 1, wechat_nickname = '小明爸爸', wechat_head = 'h.png', wechat_no = 'wx9001' WHERE id = 9001`,
  );
  const staff = (await t.db.query<{ id: string }>(`SELECT id FROM staff ORDER BY id LIMIT 1`)).rows[0].id;
  await t.db.query(`INSERT INTO replace_mobile_log (subject, uid, old_mobile, new_mobile, staff_id, remark) VALUES
    (0, 9001, '13800000000', '13812341234', ${staff}, '家长换号')`);
});
afterAll(() => t?.close());

describe('classes on the student pages (StudentTeam*)', () => {
  it('StudentTeamList / StudentTeamListEx / StudentTeam answer classes and filter by team_state', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentTeamList(query: ${q({ team_state: 1 })}, size: 3000) { id team_name sup }
         StudentTeamListEx(query: ${q({ term: 5 })}) { id team_name }
         StudentTeam(query: ${q({ id: 9202 })}) { id team_name team_state term managementInfo { course_day end_course_day } teacher_info { realname } } }`,
    );
    expect(d.StudentTeamList.map((r: { id: string }) => r.id).sort()).toEqual(['9202', '9204', '9205']);
    expect(d.StudentTeamListEx).toEqual([{ id: '9201', team_name: '体验课一班' }]);
    expect(d.StudentTeam).toMatchObject({ id: '9202', team_name: '系统课一班', team_state: 1, term: 8, teacher_info: null });
    expect(d.StudentTeam.managementInfo).toEqual({ course_day: null, end_course_day: null });
  });
});

describe('student lists under the client names', () => {
  it('StudentTrialV2StatisticsList finds students by a phone or user-number wildcard (the search box)', async () => {
    const byPhone = await data(
      t,
      admin,
      `{ StudentTrialV2StatisticsList(query: ${q({ 'mobile.like': { 'mobile.keyword': '*1234*' } })}, sort: ${q({ id: 'desc' })}) { id user_num_text mobile } }`,
    );
    expect(byPhone.StudentTrialV2StatisticsList).toEqual([{ id: '9401', user_num_text: '90010001', mobile: '138****1234' }]);
    const byNumber = await data(
      t,
      admin,
      `{ StudentTrialV2StatisticsList(query: ${q({ 'user_num_text.like': { 'user_num_text.keyword': '*0002*' } })}) { id } }`,
    );
    expect(byNumber.StudentTrialV2StatisticsList).toEqual([{ id: '9402' }]);
  });

  it('StudentSystemStatisticsPage reads flat columns; StudentTrialV2Statistics is one trial row', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentSystemStatisticsPage(query: ${q({ u_id: S1, team_id: 9202 })}, page: 1) { content { studentid username usernum mobile teamname teamstate
           currentlesson currenttotal activecount all_activecount user_status userLoginDataInfo { device_type appversion } } }
         StudentTrialV2Statistics(query: ${q({ u_id: S1 })}) { id sup teamInfo { id team_name } join_course_count send_course_count } }`,
    );
    expect(d.StudentSystemStatisticsPage.content).toEqual([
      {
        studentid: '9001',
        username: '张小明',
        usernum: '90010001',
        mobile: '138****1234',
        teamname: '系统课一班',
        teamstate: 1,
        currentlesson: null,
        currenttotal: 2, // two lessons of 9202 unlocked (state >= 1)
        activecount: 1, // joined this week
        all_activecount: 0, // student_team.join_count of the fixture row
        user_status: 3,
        userLoginDataInfo: { device_type: 'Android', appversion: '5.2.0' },
      },
    ]);
    expect(d.StudentTrialV2Statistics).toMatchObject({
      id: '9401',
      teamInfo: { id: '9201', team_name: '体验课一班' },
      send_course_count: 1,
    });
  });

  it('StudentSystemPageMenu answers the client counter names with the same numbers', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentSystemPageMenu(query: "") { total total_count started started_count finished finish_count } }`,
    );
    const m = d.StudentSystemPageMenu;
    expect([m.total_count, m.started_count, m.finish_count]).toEqual([m.total, m.started, m.finished]);
    expect(m.total).toBeGreaterThan(0);
  });
});

describe('the student detail', () => {
  it('StudentDetails nests the class cards 9 levels deep', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentDetails(query: ${q({ id: S1 })}) { trialOfStudentDetails { current_progress send_course_count teamInfo { id teacher_info {
           departmentInfo { name parentDepartmentInfo { name parentDepartmentInfo { name parentDepartmentInfo { name } } } } } } }
         systemCourseOfStudentDetails { join_course_count complete_course_count teamInfo { team_name } } } }`,
    );
    expect(d.StudentDetails.trialOfStudentDetails).toEqual([
      { current_progress: null, send_course_count: 1, teamInfo: { id: '9201', teacher_info: null } },
    ]);
    expect(d.StudentDetails.systemCourseOfStudentDetails).toContainEqual({
      join_course_count: 0,
      complete_course_count: 0,
      teamInfo: { team_name: '系统课一班' },
    });
  });

  it('UserExtends and User give the WeChat profile, last login, balances and classes', async () => {
    const d = await data(
      t,
      admin,
      `{ UserExtends(query: ${q({ u_id: S1 })}) { u_id user_num_text weixinUser { follow nickname avatar } lastLoginData { device_model }
           accountUserCollect { code value } bear_amount couponUserList { id coupon { name amount } } sender { u_id } }
         User(query: ${q({ id: S1 })}) { user_num_text last_team_id jluserInfo { nick_name wechat_no labels } teams { team_id wd_info } address { id } } }`,
    );
    const ux = d.UserExtends;
    expect(ux).toMatchObject({ u_id: '9001', user_num_text: '90010001', weixinUser: { follow: 1, nickname: '小明爸爸', avatar: 'h.png' } });
    expect(ux.lastLoginData).toEqual({ device_model: 'Mi 11' });
    expect(ux.accountUserCollect).toEqual([
      { code: 1, value: 50 },
      { code: 2, value: 80 },
      { code: 3, value: 3 },
    ]);
    expect(ux.bear_amount).toBe(80);
    expect(ux.couponUserList.map((c: { coupon: { name: string } }) => c.coupon.name)).toContain('满100减20');
    expect(d.User.jluserInfo).toMatchObject({ nick_name: '小明爸爸', wechat_no: 'wx9001' });
    expect(d.User.teams.map((r: { team_id: string }) => r.team_id).sort()).toEqual(['9201', '9202', '9204', '9205']);
    expect(['9201', '9202', '9204', '9205']).toContain(d.User.last_team_id);
  });
});

describe('student records under the client names', () => {
  it('StudentCourseTaskPage filters by cid (the student) and del; reads taskComment, sendCourseLog', async () => {
    const d = await data(
      t,
      admin,
      `{ StudentCourseTaskPage(query: ${q({ del: 0, cid: S1, team_id: 9202 })}, page: 1, size: 20) { totalElements
           content { id cid status taskComment { id } listenComment { id } sendCourseLog { wd_info title } } } }`,
    );
    const rows = d.StudentCourseTaskPage.content as Array<{ cid: string; sendCourseLog: { wd_info: string } }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cid === S1)).toBe(true);
    expect(rows.map((r) => r.sendCourseLog.wd_info).sort()[0]).toBe('W1D1');
  });

  it('UserReplaceMobileLogList / Page and userFollowStateList', async () => {
    const d = await data(
      t,
      admin,
      `{ UserReplaceMobileLogList(query: ${q({ new_mobile: '13812341234' })}) { old_mobile new_mobile cid remark user { username } staff { id } } }`,
    );
    expect(d.UserReplaceMobileLogList).toEqual([
      {
        old_mobile: '138****0000',
        new_mobile: '138****1234',
        cid: S1,
        remark: '家长换号',
        user: { username: '张小明' },
        staff: { id: expect.any(String) },
      },
    ]);
    const states = await data(t, admin, '{ userFollowStateList { id nameZh sort } }', 0, '/graphql/user');
    expect(states.userFollowStateList[0]).toEqual({ id: '0', nameZh: '已注册', sort: 0 });
  });

  it('userListForTeam lists the students of a class (id = the student)', async () => {
    const d = await data(
      t,
      admin,
      `{ userListForTeam(query: ${q({ team_id: 9201 })}, page: 1, size: 20) { totalElements content { id nickname added_wechat } } }`,
      0,
      '/graphql/user',
    );
    expect(d.userListForTeam.content.map((r: { id: string }) => r.id).sort()).toEqual(['9001', '9002']);
    const r = await gql(t, admin, `{ userListForTeam(query: ${q({ nope: 1 })}) { totalElements } }`);
    expect(r.body.errors?.[0].message).toBe('未知的查询字段：nope');
  });
});
