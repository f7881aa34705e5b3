import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { documents as learnDocs } from '../../../test/client-contract/learning-records';
import { clientDoc, data, gql, seedStudents } from '../../../test/fixtures/student-documents';

/**
 * The learning-record statistics of the original client (lesson cards of a period, the lesson detail,
 * the students of a lesson) answer aggregates of our learning records, with the client's selections
 * (client-contract/learning-records.ts). Fixture: period 8 = class 9202 (system), period 5 = class 9201 (trial).
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await seedStudents(t.db);
  await t.db.query(`UPDATE course SET sup = 'S1', image = 'https://img.example/' || id || '.png', description = '认识三原色',
      encyclopedias = '蒙德里安', professional = '平涂' WHERE id IN (9301, 9302, 9303)`);
  // 李小红 (9002) was sent lesson 9301 in class 9202 too and joined it yesterday without completing it.
  await t.db.query(`INSERT INTO learning_record (student_id, team_id, course_id, subject, lesson_type, state, join_time, join_count)
    VALUES (9002, 9202, 9301, 0, 1, 2, now() - interval '1 day', 2)`);
  await t.db.query(`UPDATE learning_record SET join_count = 3 WHERE student_id = 9001 AND course_id = 9301`);
});
afterAll(() => t?.close());

describe('lesson cards of a period (Student*RecordOperatorStatisticsPage)', () => {
  it('counts, per lesson of the period, the students sent, joined today / yesterday / ever and completed today', async () => {
    const d = await data(
      t,
      admin,
      clientDoc(learnDocs, 'StudentSystemRecordOperatorStatisticsPage', 'learn-record statistics', { term: 8, 'sup.keyword': 'S1' }),
    );
    const page = d.StudentSystemRecordOperatorStatisticsPage;
    expect(page.totalElements).toBe(2);
    const byLesson = Object.fromEntries(page.content.map((c: { course_id: string }) => [c.course_id, c]));
    expect(byLesson['9301']).toMatchObject({
      id: '8-9301',
      term: 8,
      sup: 'S1',
      title: '色彩入门',
      lesson_type: 1,
      image: 'https://img.example/9301.png',
      all_send_course_count: 2,
      join_course_count: 2,
      today_join_course_count: 1,
      yesterday_join_course_count: 1,
      today_complete_course_count: 1,
      ad_join_course_count: 2,
      ad_today_join_course_count: 1,
    });
    expect(byLesson['9302']).toMatchObject({ all_send_course_count: 1, join_course_count: 0, today_join_course_count: 0 });
  });

  it('the trial tab counts trial lessons only; a period is required', async () => {
    const trial = (p: unknown) => clientDoc(learnDocs, 'StudentTrialRecordOperatorStatisticsPage', 'learn-record statistics', p);
    expect((await data(t, admin, trial({ term: 8, 'sup.keyword': 'S1' }))).StudentTrialRecordOperatorStatisticsPage.totalElements).toBe(0);
    const five = (await data(t, admin, trial({ term: 5, 'sup.keyword': 'S1' }))).StudentTrialRecordOperatorStatisticsPage.content;
    expect(five).toEqual([
      expect.objectContaining({ course_id: '9303', all_send_course_count: 1, join_course_count: 1, title: '体验课第一节' }),
    ]);
    const r = await gql(t, admin, trial({ 'sup.keyword': 'S1' }));
    expect(r.body.errors?.[0].message).toContain('term');
    expect(r.body.data?.StudentTrialRecordOperatorStatisticsPage ?? null).toBeNull();
  });
});

describe('lesson detail (Student*RecordDetailBossStatistics and Student*RecordListStatisticsPage)', () => {
  it('the lesson card with totals and percent rates, read with courseId and a lower-case sup', async () => {
    const d = await data(
      t,
      admin,
      clientDoc(learnDocs, 'StudentSystemRecordDetailBossStatistics', 'lesson detail', { term: 8, courseId: 9301, sup: 's1' }),
    );
    expect(d.StudentSystemRecordDetailBossStatistics).toMatchObject({
      course_id: '9301',
      current_lesson: 'W1D1',
      week: 'W1',
      desc: '认识三原色',
      encyclopedias: '蒙德里安',
      professional: '平涂',
      all_send_course_count: 2,
      join_course_count: 2,
      complete_course_count: 1,
      all_join_course_rate: 100,
      all_complete_course_rate: 50,
      learn_course_count: 5,
      ad_all_complete_course_rate: 50,
    });
  });

  it('the students of the lesson, filtered by the client state code (1 completed, 0 joined, 2 not joined)', async () => {
    const list = (p: Record<string, unknown>) =>
      clientDoc(learnDocs, 'StudentSystemRecordListStatisticsPage', 'students of the lesson', {
        term: 8,
        course_id: 9301,
        sup: 's1',
        ...p,
      });
    const done = (await data(t, admin, list({ state: 1 }))).StudentSystemRecordListStatisticsPage;
    expect(done.totalElements).toBe(1);
    expect(done.content[0]).toMatchObject({
      student_id: '9001',
      cid: '9001',
      team_name: '系统课一班',
      user_num: '90010001',
      mobile: '138****1234',
      state: 1,
      learn_course_count: 3,
      studentSystemStatistics: { life_cycle: 1 },
      userExtends: { username: '张小明' },
    });
    const joined = (await data(t, admin, list({ state: 0 }))).StudentSystemRecordListStatisticsPage.content;
    expect(joined.map((r: { student_id: string }) => r.student_id)).toEqual(['9002']);
    const byName = (await data(t, admin, list({ 'team_name.like': { 'team_name.keyword': '*系统课*' } })))
      .StudentSystemRecordListStatisticsPage;
    expect(byName.totalElements).toBe(2);
  });

  it('the system join-course log reads lessons sent in a class with the period name', async () => {
    const d = await data(t, admin, clientDoc(learnDocs, 'StudentSystemRecordListStatisticsPage', 'join-course log', { team_id: 9202 }));
    const rows = d.StudentSystemRecordListStatisticsPage.content as Array<Record<string, any>>;
    expect(rows).toHaveLength(3);
    const mine = rows.find((r) => r.student_id === '9001' && r.course_id === '9302')!;
    expect(mine).toMatchObject({
      is_join_course: 0,
      is_complete_course: 0,
      is_first_week_send: 1,
      management: { period_name: '系统课第8期' },
    });
    expect(mine.teamInfo).toMatchObject({ id: '9202', team_name: '系统课一班' });
  });

  it('the join-course log’s first view sends no condition: an empty page, not an error (results.md #52)', async () => {
    const d = await data(t, admin, clientDoc(learnDocs, 'StudentSystemRecordListStatisticsPage', 'join-course log', {}));
    expect(d.StudentSystemRecordListStatisticsPage).toEqual({ totalElements: 0, totalPages: 0, number: 1, content: [] });
    const onlySubject = await data(
      t,
      admin,
      clientDoc(learnDocs, 'StudentSystemRecordListStatisticsPage', 'join-course log', { subject: 0 }),
    );
    expect(onlySubject.StudentSystemRecordListStatisticsPage.totalElements).toBe(0);
    // a filter naming only other fields is still refused (it would read every lesson sent)
    const r = await gql(t, admin, clientDoc(learnDocs, 'StudentSystemRecordListStatisticsPage', 'join-course log', { sup: 'S1' }));
    expect(r.body.errors?.[0].message).toContain('需要查询条件');
  });
});
