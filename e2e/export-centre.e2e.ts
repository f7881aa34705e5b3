import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/**
 * The export centre (issue 14): export the order list as a job from the console, follow its progress
 * in the notification, find it in /exportRecord, download it, and count the file's rows.
 */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
const active = '[data-testid="workspace-pane"][data-active="true"]';

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, admin)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

async function rowsOf(path: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const rows: string[][] = [];
  for (const ws of wb.worksheets) ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return rows;
}

describe('export centre', () => {
  it('exports the order list as a job: progress in the notification, listed in the centre, downloaded with the list total rows', async () => {
    const filter = { status: [3] };
    const { OrderPage } = await graphql<{ OrderPage: { totalElements: number } }>(
      base,
      admin.accessToken,
      `{ OrderPage(query: ${lit(filter)}) { totalElements } }`,
    );
    expect(OrderPage.totalElements).toBeGreaterThan(0);

    const page = await openPage('/order?status=3');
    await page.waitForSelector(`${active} [data-testid="order-open"]`);
    await page.click(`${active} [data-testid="list-export"]`);
    // The notification shows the job's progress, then that it is done.
    await page.waitForSelector('.ant-notification [data-testid="export-progress"]', { timeout: 15_000 });
    await shot(page, 'export-centre-progress');
    await page.waitForSelector('.ant-notification [data-testid="export-progress"][data-status="done"]', { timeout: 90_000 });
    await shot(page, 'export-centre-done');

    // The centre lists it (who, what, rows, status) …
    await page.click('.ant-notification [data-testid="export-open-centre"]');
    await page.waitForSelector(`${active} [data-testid="list-export-records"]`);
    const row = page.locator(`${active} [data-testid="list-export-records"] tr.ant-table-row`).first();
    await row.locator('[data-testid="export-record-status"][data-status="done"]').waitFor();
    expect(await row.locator('[data-testid="export-record-rows"]').textContent()).toBe(String(OrderPage.totalElements));
    await shot(page, 'export-centre-list');

    // … and downloads it: the file holds the list's total rows (plus one header row per sheet).
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.locator('[data-testid="export-record-download"]').click(),
    ]);
    const rows = await rowsOf((await download.path())!);
    expect(rows[0][0]).toBe('订单号');
    expect(rows.filter((r) => r[0] !== '订单号')).toHaveLength(OrderPage.totalElements);

    // The server agrees: one record of the admin, done, with the same row count.
    const list = await api<{ content: Array<{ rowCount: number; status: string }> }>(
      base,
      admin.accessToken,
      'POST',
      '/api/b/v1/exportRecord/getFileDownloadInfoPage',
      {},
    );
    expect(list.payload.content[0]).toMatchObject({ status: 'done', rowCount: OrderPage.totalElements });
    await page.context().close();
  }, 180_000);
});
