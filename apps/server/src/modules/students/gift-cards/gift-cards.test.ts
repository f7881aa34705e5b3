import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertStudent } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0].v;
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

describe('gift cards', () => {
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
});
