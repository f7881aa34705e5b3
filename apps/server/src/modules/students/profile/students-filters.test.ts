import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { data, q, S1, S2, seedStudents } from '../../../test/fixtures/student-documents';

/** The student-list filters by label, intention and department, and the per-period learning records. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStudents(t.db);
  await t.db.query(`INSERT INTO department (id, pid, name, subject) VALUES (9801, 99999, '美术事业部', 0), (9802, 9801, '班主任一组', 0)`);
  await t.db.query(`INSERT INTO teacher (id, subject, realname, phone, department_id) VALUES (9811, 0, '部门老师', '13700009811', 9802)`);
  await t.db.query(`UPDATE student_team SET teacher_id = 9811 WHERE id = 9403`);
  await t.db.query(`UPDATE student_subject SET teacher_id = 9811 WHERE student_id = 9002 AND subject = 0`);
  await t.db.query(`INSERT INTO label (id, subject, name) VALUES (9821, 0, '高意向'), (9822, 3, '音乐标签')`);
  await t.db.query(`INSERT INTO student_label (student_id, label_id, subject) VALUES (9001, 9821, 0), (9003, 9822, 3)`);
  await t.db.query(
    `INSERT INTO user_intention (subject, uid, type, is_track, today) VALUES (0, 9002, 0, 1, '今天回访'), (0, 9001, 0, 0, NULL)`,
  );
  await t.db.query(
    `INSERT INTO learning_record (student_id, team_id, course_id, subject, lesson_type, state) VALUES (9001, 9205, 9301, 0, 2, 1)`,
  );
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

describe('student list filters through relations', () => {
  it('by label: the user roots (labelRecords) and the class rows (user.labelRecords)', async () => {
    const d = await data(t, admin, `{ UserExtendsList(query: ${q({ 'labelRecords.label_id': ['9821'] })}) { id labelRecords { name } } }`);
    expect(d.UserExtendsList).toEqual([{ id: S1, labelRecords: [{ name: '高意向' }] }]);
    const rows = await data(
      t,
      admin,
      `{ StudentSystemStatisticsPage(query: ${q({ 'user.labelRecords.label_id': 9821 })}) { totalElements content { uid } } }`,
    );
    // S1's three system class rows (S2's only system row is removed, del = 1, and has no label anyway).
    expect(rows.StudentSystemStatisticsPage.totalElements).toBe(3);
    expect(new Set(rows.StudentSystemStatisticsPage.content.map((r: { uid: string }) => r.uid))).toEqual(new Set([S1]));
    // A label of another subject never matches here (the relation is scoped like its model).
    const music = await data(t, admin, `{ UserExtendsList(query: ${q({ 'labelRecords.label_id': 9822 })}) { id } }`);
    expect(music.UserExtendsList).toEqual([]);
  });

  it('by intention: tracked or not (must_not = no tracked intention)', async () => {
    const tracked = await data(
      t,
      admin,
      `{ UserExtendsList(query: ${q({ 'intentions.is_track': 1 })}) { id intentions { today is_track_text } } }`,
    );
    expect(tracked.UserExtendsList).toEqual([{ id: S2, intentions: [{ today: '今天回访', is_track_text: '是' }] }]);
    const not = await data(
      t,
      admin,
      `{ UserExtendsList(query: ${q({ bool: { must_not: [{ term: { 'intentions.is_track': 1 } }] } })}) { id } }`,
    );
    expect(ids(not.UserExtendsList)).toEqual([S1]);
  });

  it("by department: the class teacher's department (teacher.department_id), names instead of ids", async () => {
    const rows = await data(
      t,
      admin,
      `{ StudentSystemStatisticsPage(query: ${q({ 'teacher.department_id': ['9801', '9802'] })}) { content { id teacher { realname department_name } } } }`,
    );
    expect(rows.StudentSystemStatisticsPage.content).toEqual([
      { id: '9403', teacher: { realname: '部门老师', department_name: '班主任一组' } },
    ]);
    const users = await data(t, admin, `{ UserExtendsList(query: ${q({ 'teacher.department_id': 9802 })}) { id teacher { realname } } }`);
    expect(users.UserExtendsList).toEqual([{ id: S2, teacher: { realname: '部门老师' } }]);
  });
});

describe('totals of lists filtered through a label or an intention alone', () => {
  it('count each student once, and only the students the list shows', async () => {
    await t.db.query(`INSERT INTO label (id, subject, name) VALUES (9823, 0, '待续费')`);
    await t.db.query(`INSERT INTO student_label (student_id, label_id, subject) VALUES (9001, 9823, 0), (9002, 9823, 0)`);
    await t.db.query(`INSERT INTO user_intention (subject, uid, type, is_track) VALUES (0, 9002, 1, 1)`);
    try {
      const d = await data(
        t,
        admin,
        `{ one: UserExtendsPage(query: ${q({ 'labelRecords.label_id': ['9823'] })}) { totalElements content { id } }
           two: UserExtendsPage(query: ${q({ 'labelRecords.label_id': ['9821', '9823'] })}) { totalElements content { id } }
           narrowed: UserExtendsPage(query: ${q({ 'labelRecords.label_id': ['9823'], id: S1 })}) { totalElements content { id } }
           tracked: UserExtendsPage(query: ${q({ 'intentions.is_track': 1 })}) { totalElements content { id } }
           system: UserSystemStateStatisticsPage(query: ${q({ 'labelRecords.label_id': ['9823'] })}) { totalElements content { id } } }`,
      );
      expect(ids(d.one.content)).toEqual([S1, S2]);
      expect(d.one.totalElements).toBe(2);
      // S1 carries both labels: still one student
      expect(ids(d.two.content)).toEqual([S1, S2]);
      expect(d.two.totalElements).toBe(2);
      expect(d.narrowed).toEqual({ totalElements: 1, content: [{ id: S1 }] });
      // S2 has two tracked intentions (two types): one student
      expect(d.tracked).toEqual({ totalElements: 1, content: [{ id: S2 }] });
      // the system-course list adds its own condition: its total counts only the students it shows
      expect(d.system).toEqual({ totalElements: 1, content: [{ id: S1 }] });
    } finally {
      await t.db.query(`DELETE FROM user_intention WHERE uid = 9002 AND type = 1`);
      await t.db.query(`DELETE FROM label WHERE id = 9823`);
    }
  });

  it('refuses a label or an intention in a line the student does not have', async () => {
    await expect(t.db.query(`INSERT INTO student_label (student_id, label_id, subject) VALUES (9002, 9822, 3)`)).rejects.toThrow(
      /student_label_line_fkey/,
    );
    await expect(t.db.query(`INSERT INTO user_intention (subject, uid, type, is_track) VALUES (3, 9002, 0, 1)`)).rejects.toThrow(
      /user_intention_line_fkey/,
    );
  });
});

describe('StudentLearnRecordPage: every lesson type, by the period course type', () => {
  it("theme records are the student's records in classes of a theme period (course_type 4)", async () => {
    const d = await data(
      t,
      admin,
      `{ theme: StudentLearnRecordPage(query: ${q({ uid: S1, period_course_type: 4 })}) { totalElements content { team_name period_course_type_text } }
         all: StudentLearnRecordPage(query: ${q({ uid: S1 })}) { totalElements }
         special: StudentLearnRecordPage(query: ${q({ uid: S1, period_course_type: 5 })}) { totalElements } }`,
    );
    expect(d.theme).toEqual({ totalElements: 1, content: [{ team_name: '美育一班', period_course_type_text: '主题课/美育' }] });
    expect(d.all.totalElements).toBe(4);
    expect(d.special.totalElements).toBe(0);
  });

  it('names a student or a class, like the other learn-record pages', async () => {
    const r = await t.call({
      method: 'POST',
      url: '/graphql/v1/toss',
      token: admin,
      headers: { subject: '0' },
      payload: { query: `{ StudentLearnRecordPage(query: ${q({ period_course_type: 4 })}) { totalElements } }` },
    });
    expect((r.body as { errors?: unknown[] }).errors?.length).toBe(1);
  });
});

describe('UserFollowLog: author names for every role of the area', () => {
  it('staff_name and teacher { realname } name the author', async () => {
    const staff = (
      await t.db.query<{ id: string; real_name: string }>(`SELECT id::text AS id, real_name FROM staff WHERE user_name = 'cs'`)
    ).rows[0];
    await t.db.query(
      `INSERT INTO follow_log (subject, uid, teacher_id, staff_id, content) VALUES (0, 9001, 9811, $1, '{"user_content":"回访"}')`,
      [staff.id],
    );
    const cs = await t.login('cs');
    const d = await data(t, cs, `{ UserFollowLogPage(query: ${q({ uid: S1 })}) { content { staff_name teacher { realname } } } }`);
    expect(d.UserFollowLogPage.content).toEqual([{ staff_name: staff.real_name, teacher: { realname: '部门老师' } }]);
  });
});

describe('StudentTodoTaskPage', () => {
  it("pages one student's to-do tasks with the teacher's name and the status text", async () => {
    await t.db.query(
      `INSERT INTO todo_task (subject, teacher_id, student_id, status, due_time, content) VALUES
        (0, 9811, 9001, 0, now() + interval '1 day', '回访续费'), (0, 9811, 9002, 1, now(), '提醒上课'), (3, 9811, 9001, 0, now(), '音乐')`,
    );
    const d = await data(
      t,
      admin,
      `{ StudentTodoTaskPage(query: ${q({ uid: S1 })}) { totalElements content { content status_text teacher { realname } } } }`,
    );
    expect(d.StudentTodoTaskPage).toEqual({
      totalElements: 1,
      content: [{ content: '回访续费', status_text: '待处理', teacher: { realname: '部门老师' } }],
    });
  });
});

describe('teacher and channel by name (the lists accept a name or an id)', () => {
  it('teacher.realname and user.channelInfo.name / channelInfo.name reach the students', async () => {
    await t.db.query(`INSERT INTO channel (id, subject, name) VALUES (9831, 0, '抖音直播间')`);
    await t.db.query(`UPDATE student SET channel_id = 9831 WHERE id = 9002`);
    await t.db.query(`UPDATE student_subject SET channel_id = 9831 WHERE student_id = 9002 AND subject = 0`);
    const byTeacher = await data(
      t,
      admin,
      `{ StudentSystemStatisticsPage(query: ${q({ 'teacher.realname': '*部门*' })}) { content { id } } }`,
    );
    expect(byTeacher.StudentSystemStatisticsPage.content).toEqual([{ id: '9403' }]);
    const rows = await data(
      t,
      admin,
      `{ StudentTrialStatisticsPage(query: ${q({ 'user.channelInfo.name': '*抖音*' })}) { content { uid } } }`,
    );
    expect(rows.StudentTrialStatisticsPage.content).toEqual([{ uid: S2 }]);
    const users = await data(t, admin, `{ UserExtendsList(query: ${q({ 'channelInfo.name': '*抖音*' })}) { id } }`);
    expect(users.UserExtendsList).toEqual([{ id: S2 }]);
  });
});
