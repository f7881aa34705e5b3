import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { runImportJob, sheetRows, uploadSheet } from '../../../test/fixtures/import-jobs';
import { makeStudent } from '../../../test/fixtures/orders';

// The channel page's order import needs no kind of its own: its template has exactly the columns of
// `orders.completed` (the same use case as /api/b/v1/import/importCompletedOrder, channel column
// included), so the filled template runs through the import centre as it is.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const stored = async (outTradeNo: string) =>
  (
    await t.db.query(
      `SELECT status, regtype, amount::text AS amount, total_amount::text AS total_amount, channel_id::text AS channel_id, client_from,
              trade_type, buytime FROM orders WHERE out_trade_no = $1`,
      [outTradeNo],
    )
  ).rows;

describe('the channel order template through orders.completed', () => {
  it('the filled template checks as a dry run and imports as the synchronous call does', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/b/v1/download/channelOrderTemplate',
      headers: { authorization: `Bearer ${admin}` },
    });
    const [header] = await sheetRows(template.rawPayload);
    expect(header).toContain('渠道ID');
    const channel = (
      await t.db.query<{ id: string }>(`INSERT INTO channel (subject, name) VALUES (0, '渠道导入') RETURNING id::text AS id`)
    ).rows[0].id;
    const s = await makeStudent(t.db);
    const row = (no: string) => [s.mobile, '', no, '体验课', 9.9, 19.9, '', '', '2026-01-01 10:00:00', 'WECHAT', '', Number(channel)];

    const jobKey = await uploadSheet(t, header as string[], [row('CHJOB-1')]);
    const dry = await runImportJob(t, admin, 'orders.completed', jobKey, true);
    expect(dry.payload).toMatchObject({ status: 'done', written: false, success: 1, failed: 0 });
    expect(await stored('CHJOB-1')).toEqual([]);
    expect((await runImportJob(t, admin, 'orders.completed', jobKey, false)).payload).toMatchObject({ status: 'done', written: true });

    const sync = await t.call({
      method: 'POST',
      url: '/api/b/v1/import/importCompletedOrder',
      token: admin,
      headers: { subject: '0', 'idempotency-key': 'channel-order-sync' },
      payload: { dryRun: false, fileKey: await uploadSheet(t, header as string[], [row('CHSYNC-1')]) },
    });
    expect(sync.body.payload).toMatchObject({ written: true, success: 1 });
    const job = await stored('CHJOB-1');
    expect(job).toMatchObject([{ status: 3, channel_id: channel, client_from: 'IMPORT' }]);
    expect(job).toEqual(await stored('CHSYNC-1'));
  });
});
