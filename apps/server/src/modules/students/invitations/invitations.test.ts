import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent, insertTeacher } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;
const U = '/api/b/v1/backend/userflow';

describe('share rewards and invites', () => {
  it('lists share rewards (masked, phone search), completes one crediting coins once; 409 the second time', async () => {
    const s = await insertStudent(t.db);
    const id = await one(
      `INSERT INTO share_reward (subject, uid, share_type, reward_account_type, reward_amount) VALUES (0, $1, 1, 2, 20) RETURNING id::text AS v`,
      [s.id],
    );
    await one(`INSERT INTO share_reward (subject, uid, reward_amount) VALUES (3, $1, 5) RETURNING id::text AS v`, [s.id]);
    const page = await t.call({ method: 'GET', url: `${U}/sharereward/pageList?mobile=${s.mobile.slice(-6)}&status=0`, token: cs });
    expect(page.body.payload.totalElements).toBe(1);
    expect(page.body.payload.content[0]).toMatchObject({ id, uid: s.id, mobile: masked(s.mobile), reward_amount: 20, status: 0 });
    const done = await t.call({ method: 'GET', url: `${U}/sharereward/complete?id=${id}`, token: cs });
    expect(done.body.payload).toMatchObject({ id, status: 1, staff_name: '赵客服' });
    expect(done.body.payload.account_record_id).toBeTruthy();
    const again = await t.call({ method: 'GET', url: `${U}/sharereward/complete?id=${id}`, token: cs });
    expect(again.status).toBe(409);
    const acc = await t.call({ method: 'GET', url: `/api/a/v2/account/getAccount?uid=${s.id}`, token: cs });
    expect(acc.body.payload.coin).toBe(20);
    expect(await countRows(t.db, 'account_record WHERE uid = $1 AND trans_type = 8', [s.id])).toBe(1);
    expect((await t.call({ method: 'GET', url: `${U}/sharereward/complete`, token: cs })).body.errors).toBe('参数错误：id 不能为空');
  });

  it('lists who invited whom in the current subject', async () => {
    const inviter = await insertStudent(t.db);
    const invitee = await insertStudent(t.db);
    await t.db.query('UPDATE student_subject SET send_id = $1 WHERE student_id = $2 AND subject = 0', [inviter.id, invitee.id]);
    const r = await t.call({ method: 'GET', url: `${U}/getAdminInvites?subject=0&uid=${inviter.id}`, token: cs });
    expect(r.body.payload.content).toEqual([
      expect.objectContaining({
        inviteeId: invitee.id,
        inviterId: inviter.id,
        inviteeMobile: masked(invitee.mobile),
        inviterMobile: masked(inviter.mobile),
      }),
    ]);
    const music = await t.call({ method: 'GET', url: `${U}/getAdminInvites?subject=3&uid=${inviter.id}`, token: cs });
    expect(music.body.payload.totalElements).toBe(0);
  });
});

describe('violation log and private chat', () => {
  it('lists violations and handles one once', async () => {
    const s = await insertStudent(t.db);
    const id = await one(
      `INSERT INTO user_violation_log (subject, uid, violation_type, content, evidence) VALUES (0, $1, 3, '发广告', '["a.png"]') RETURNING id::text AS v`,
      [s.id],
    );
    const page = await t.call({ method: 'GET', url: `/api/u/v1/user/violationLog/getUserViolationLog?uid=${s.id}`, token: cs });
    expect(page.body.payload.content[0]).toMatchObject({
      id,
      status: 0,
      status_text: '待处理',
      evidence: ['a.png'],
      mobile: masked(s.mobile),
    });
    const upd = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/violationLog/updateStatus',
      token: cs,
      payload: { id, status: 1, remark: '已警告' },
    });
    expect(upd.body.payload).toMatchObject({ status: 1, status_text: '已处理', handle_remark: '已警告', staff_name: '赵客服' });
    const again = await t.call({ method: 'POST', url: '/api/u/v1/user/violationLog/updateStatus', token: cs, payload: { id, status: 2 } });
    expect(again.status).toBe(409);
    expect(
      (await t.call({ method: 'POST', url: '/api/u/v1/user/violationLog/updateStatus?subject=3', token: cs, payload: { id, status: 2 } }))
        .status,
    ).toBe(404);
  });

  it('pages a student’s private chat', async () => {
    const s = await insertStudent(t.db);
    const teacher = await insertTeacher(t.db);
    await t.db.query(
      `INSERT INTO private_chat_message (subject, uid, teacher_id, direction, content, send_time) VALUES (0, $1, $2, 1, '老师好', now() - interval '1 minute'), (0, $1, $2, 2, '你好', now())`,
      [s.id, teacher],
    );
    const r = await t.call({ method: 'GET', url: `/api/u/v1/user/privateChat/getPrivateChatPage?uid=${s.id}`, token: cs });
    expect(r.body.payload.content.map((m: { content: string }) => m.content)).toEqual(['你好', '老师好']);
    expect((await t.call({ method: 'GET', url: '/api/u/v1/user/privateChat/getPrivateChatPage', token: cs })).status).toBe(400);
  });
});

describe('exams, gift cards and QR codes', () => {
  it('creates exam exchange codes, lists them, and shows a student’s exams', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/exam/createExamChangeCodes',
      token: cs,
      payload: { num: 3, examName: '美术考级', examLevel: '一级' },
    });
    expect(created.body.payload.num).toBe(3);
    expect(created.body.payload.codes[0]).toMatch(/^[A-Z2-9]{12}$/);
    const page = await t.call({ method: 'GET', url: '/api/u/v1/user/exam/getExamChangeCodes?status=1', token: cs });
    expect(page.body.payload.totalElements).toBe(3);
    const s = await insertStudent(t.db);
    await t.db.query(`INSERT INTO student_exam (subject, uid, exam_name, score, status) VALUES (0, $1, '美术考级', 92.5, 2)`, [s.id]);
    await t.db.query(`UPDATE exam_change_code SET uid = $1, status = 2, use_time = now() WHERE code = $2`, [
      s.id,
      created.body.payload.codes[0],
    ]);
    const exams = await t.call({ method: 'GET', url: `/api/u/v1/user/exam/examByUid?uid=${s.id}`, token: cs });
    expect(exams.body.payload.exams[0]).toMatchObject({ exam_name: '美术考级', score: 92.5, status: 2 });
    expect(exams.body.payload.changeCodes[0]).toMatchObject({ code: created.body.payload.codes[0], status: 2 });
    expect(
      (await t.call({ method: 'POST', url: '/api/u/v1/user/exam/createExamChangeCodes', token: cs, payload: { examName: 'x' } })).body
        .errors,
    ).toBe('参数错误：num 不能为空');
  });

  it('lists gift cards with the secret masked; texts a JD card to the student once a minute', async () => {
    const s = await insertStudent(t.db);
    const id = await one(
      `INSERT INTO gift_card (subject, uid, card_no, card_secret, amount) VALUES (0, $1, 'JD0001', 'ABCD-EFGH-IJKL', 100) RETURNING id::text AS v`,
      [s.id],
    );
    const list = await t.call({ method: 'GET', url: `/api/u/v1/user/giftCard/getGiftCards?uid=${s.id}`, token: cs });
    expect(list.body.payload[0]).toMatchObject({ id, card_no: 'JD0001', card_secret: 'AB********KL', amount: 100, status: 0 });
    expect(JSON.stringify(list.body)).not.toContain('EFGH');
    const info = await t.call({ method: 'GET', url: `/api/u/v1/user/giftCard/jdGiftCardInfo?id=${id}`, token: cs });
    expect(info.body.payload.student).toMatchObject({ id: s.id, mobile: masked(s.mobile) });
    const sent = await t.call({ method: 'POST', url: '/api/u/v1/user/giftCard/jdGiftCardSendSms', token: cs, payload: { id } });
    expect(sent.body.payload).toMatchObject({ id, mobile: masked(s.mobile), smsCount: 1, status: 1 });
    const outbox = await t.db.query<{ content: string }>('SELECT content FROM sms_outbox WHERE mobile = $1', [s.mobile]);
    expect(outbox.rows[0].content).toContain('ABCD-EFGH-IJKL');
    const history = await t.db.query<{ content: string }>('SELECT content FROM sms_record WHERE uid = $1', [s.id]);
    expect(history.rows[0].content).not.toContain('EFGH');
    const soon = await t.call({ method: 'POST', url: '/api/u/v1/user/giftCard/jdGiftCardSendSms', token: cs, payload: { id } });
    expect(soon.status).toBe(429);
    expect((await t.call({ method: 'GET', url: `/api/u/v1/user/giftCard/jdGiftCardInfo?id=${id}&subject=3`, token: cs })).status).toBe(404);
  });

  it('creates a student QR code and lists it', async () => {
    const s = await insertStudent(t.db);
    const r = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/qrcode/createQrCode',
      token: cs,
      payload: { uid: s.id, qrType: 'invite', expireDays: 7 },
    });
    expect(r.body.payload).toMatchObject({ uid: s.id, qr_type: 'INVITE', scan_count: 0 });
    expect(r.body.payload.content).toMatch(/\/qr\/[\w-]{16}$/);
    expect(r.body.payload.expire_time - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const list = await t.call({ method: 'GET', url: `/api/u/v1/user/qrcode/getQrCodes?uid=${s.id}`, token: cs });
    expect(list.body.payload).toHaveLength(1);
    const bad = await t.call({ method: 'POST', url: '/api/u/v1/user/qrcode/createQrCode', token: cs, payload: { uid: s.id, qrType: 'X' } });
    expect(bad.body.errors).toBe('参数错误：qrType 必须是 INVITE、BIND_WECHAT 或 ACTIVITY');
  });
});
