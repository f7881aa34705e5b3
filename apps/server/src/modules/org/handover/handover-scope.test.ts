import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/password';
import { DEMO_PASSWORD } from '../../../platform/demo/accounts';
import { createTestApp, type TestApp } from '../../../test/app';
import { insert, student, teacher, team } from '../../../test/fixtures/query';

/**
 * Handover of another subject's teachers and classes (issue 25, object scope): an operations manager
 * of art (0) neither reads what a music (3) teacher holds nor moves it; nothing moves, no record.
 */
let t: TestApp;
let artOps: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list)
     VALUES ('art-ops', '美术运营', '13900007002', $1, '2', '{2}', '{0}')`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  artOps = await t.login('art-ops');
  ids.sender = await teacher(t, { subject: 3, realname: '音乐交出老师' });
  ids.receiver = await teacher(t, { subject: 3, realname: '音乐接收老师' });
  ids.wechat = await insert(t, 'teacher_wechat', { subject: 3, teacher_id: ids.sender, wechat_no: 'wx_music_0' });
  ids.team = await team(t, { subject: 3, team_type: 1, teacher_id: ids.sender, teacher_wechat_id: ids.wechat });
  const sid = await student(t);
  ids.studentTeam = await insert(t, 'student_team', {
    subject: 3,
    student_id: sid,
    team_id: ids.team,
    team_type: 1,
    teacher_id: ids.sender,
  });
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `${url}?subject=0`, token: artOps, payload });
const holder = async () => {
  const r = await t.db.query<{ team: string; wechat: string; row: string; records: string }>(
    `SELECT (SELECT teacher_id::text FROM team WHERE id = $1::bigint) AS team, (SELECT teacher_id::text FROM teacher_wechat WHERE id = $2::bigint) AS wechat,
            (SELECT teacher_id::text FROM student_team WHERE id = $3::bigint) AS row, (SELECT count(*)::text FROM handover_record) AS records`,
    [ids.team, ids.wechat, ids.studentTeam],
  );
  return r.rows[0];
};

describe('handover of another subject', () => {
  it('answers 404 to reading what a music teacher holds', async () => {
    const r = await t.call({ method: 'GET', url: `/api/t/v2/handover/getHandoverSteam?subject=0&teacherId=${ids.sender}`, token: artOps });
    expect(r.status).toBe(404);
  });

  it('answers 404 to handing over a music class, WeChat account or student row, and moves nothing', async () => {
    const before = { team: ids.sender, wechat: ids.sender, row: ids.sender, records: '0' };
    const teamCall = await post('/api/t/v2/handover/handoverTeam', {
      body: [{ teamId: ids.team, sendTeacherId: ids.sender, receiveTeacherId: ids.receiver }],
    });
    expect(teamCall.status).toBe(404);
    const wechatCall = await post('/api/t/v2/handover/postHandoverWechat', {
      sendTeacherId: ids.sender,
      receiveTeacherId: ids.receiver,
      weixinIds: [ids.wechat],
    });
    expect(wechatCall.status).toBe(404);
    const rowCall = await post('/api/t/v2/handover/postHandoverSteam', {
      studentSteamIds: ids.studentTeam,
      sendTeacherId: ids.sender,
      receiveTeacherId: ids.receiver,
    });
    expect(rowCall.status).toBe(404);
    expect(await holder()).toEqual(before);
  });
});
