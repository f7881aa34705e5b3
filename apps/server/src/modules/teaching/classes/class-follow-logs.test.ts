import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, lit, teacher } from '../../../test/fixtures/query';
import { team } from '../../../test/fixtures/classes';

/**
 * The class detail's follow-up tab pages UserFollowLogPage by the class on the server
 * (`teamRows.team_id`), so a class larger than any client-side id list (it used to read 200
 * students) still shows every student's follow-ups.
 */

let t: TestApp;
let admin: string;
let cls: string;
let other: string;
const STUDENTS = 250;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const tch = await teacher(t, { realname: '跟进班主任' });
  cls = await team(t, { team_name: '大班跟进', team_type: 0, team_state: 1, teacher_id: tch, term: 96 });
  other = await team(t, { team_name: '隔壁班', team_type: 0, team_state: 1, teacher_id: tch, term: 96 });
  // 250 students enrolled one after another (the 201st+ entered last), one follow-up each
  await t.db.query(
    `WITH s AS (
       INSERT INTO student (user_num, mobile, username)
       SELECT '77' || lpad(n::text, 6, '0'), '1390000' || lpad(n::text, 4, '0'), '大班学员' || n FROM generate_series(1, ${STUDENTS}) n
       RETURNING id, username),
     ss AS (INSERT INTO student_subject (student_id, subject, trial_team_id, trial_teacher_id) SELECT id, 0, $1::bigint, $2::bigint FROM s)
     INSERT INTO student_team (subject, student_id, team_id, team_type, term, teacher_id, enter_team_time)
     SELECT 0, s.id, $1::bigint, 0, 96, $2::bigint, now() - interval '1 day' + (substr(s.username, 5)::int * interval '1 second') FROM s`,
    [cls, tch],
  );
  await t.db.query(
    `INSERT INTO follow_log (subject, uid, teacher_id, content)
     SELECT 0, st.student_id, $2::bigint, '跟进 ' || s.username FROM student_team st JOIN student s ON s.id = st.student_id WHERE st.team_id = $1::bigint`,
    [cls, tch],
  );
  // a student who left the class and one of another class: not the class's follow-ups
  const left = await insert(t, 'student', { user_num: '78000001', mobile: '13900009998', username: '已转出学员' });
  await insert(t, 'student_subject', { student_id: left, subject: 0 });
  await insert(t, 'student_team', { subject: 0, student_id: left, team_id: cls, team_type: 0, term: 96, del: 1 });
  await insert(t, 'follow_log', { subject: 0, uid: left, content: '跟进 已转出学员' });
  const elsewhere = await insert(t, 'student', { user_num: '78000002', mobile: '13900009999', username: '隔壁学员' });
  await insert(t, 'student_subject', { student_id: elsewhere, subject: 0, trial_team_id: other });
  await insert(t, 'student_team', { subject: 0, student_id: elsewhere, team_id: other, team_type: 0, term: 96 });
  await insert(t, 'follow_log', { subject: 0, uid: elsewhere, content: '跟进 隔壁学员' });
});
afterAll(async () => t.close());

interface FollowPage {
  totalElements: number;
  content: { uid: string; content: string; user: { username: string } | null }[];
}
const followPage = async (page: number, size: number): Promise<FollowPage> =>
  (
    await gql(
      t,
      admin,
      `{ UserFollowLogPage(query: ${lit({ 'teamRows.team_id': cls })}, page: ${page}, size: ${size}) { totalElements content { uid content user { username } } } }`,
    )
  ).data.UserFollowLogPage;

describe('follow-ups of a class larger than 200 students', () => {
  it('counts every live student of the class and pages through all of them', async () => {
    const first = await followPage(1, 10);
    expect(first.totalElements).toBe(STUDENTS);
    const seen = new Set<string>();
    for (let page = 1; page <= STUDENTS / 50; page++) for (const r of (await followPage(page, 50)).content) seen.add(r.user!.username);
    expect(seen.size).toBe(STUDENTS);
    // the students past the first 200 (what the tab used to read) are there, with their names
    for (const n of [201, 225, 250]) expect(seen).toContain(`大班学员${n}`);
    expect(seen).not.toContain('已转出学员');
    expect(seen).not.toContain('隔壁学员');
  });

  it('the 250th student (entered last) is reachable by the filter with the class', async () => {
    const r = await gql(
      t,
      admin,
      `{ UserFollowLogPage(query: ${lit({ 'teamRows.team_id': cls, 'user.username': '大班学员250' })}, page: 1, size: 10) { totalElements content { content } } }`,
    );
    expect(r.data.UserFollowLogPage).toEqual({ totalElements: 1, content: [{ content: '跟进 大班学员250' }] });
  });
});
