import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/**
 * Channel journeys (issue 19): class tree (add, rename, delete refused then allowed), a channel with its QR
 * code (downloaded and decoded), the short link, statistics; a department introduction with its file,
 * downloaded, and the download log.
 */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let page: Page;

const active = '[data-testid="workspace-pane"][data-active="true"]';
const stamp = Date.now().toString(36);
const top = `E2E线上${stamp}`;
const sub = `E2E抖音${stamp}`;
const channelName = `E2E春投${stamp}`;
const landing = `https://landing.example.com/${stamp}`;
let channelId = '';

async function toast(text: string): Promise<void> {
  await page.waitForSelector(`.ant-message-notice:has-text("${text}")`, { timeout: 15_000 });
}
/** Chooses a tab and waits until it shows (the tab is in the URL: the switch renders after the navigation). */
async function tab(name: string): Promise<void> {
  await page.click(`${active} .ant-tabs-tab:has-text("${name}")`);
  await page.waitForSelector(`${active} .ant-tabs-tab-active:has-text("${name}")`);
}
/** Chooses a node of an antd TreeSelect by its title. */
async function treePick(testid: string, title: string): Promise<void> {
  await page.click(`[data-testid="${testid}"]`);
  await page.click(`.ant-select-dropdown:visible .ant-select-tree-title:text-is("${title}")`);
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  page = await (await contextAs(browser, base, admin)).newPage();
  await page.goto(`${base}/art_app/#/channelManagement`);
  await waitForShell(page);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('channels', () => {
  it('adds a class and a sub-class; the tree shows them', async () => {
    await tab('渠道分类');
    await page.fill('[data-testid="class-name"]', top);
    await page.click('[data-testid="class-save"]');
    await toast('已保存');
    await page.fill('[data-testid="class-name"]', sub);
    await treePick('class-parent', top);
    await page.click('[data-testid="class-save"]');
    await page.waitForSelector(`[data-testid="class-tree"] .ant-tree-title:text-is("${sub}")`);
  });

  it('creates a channel, downloads its QR code, which decodes to the short link that redirects and counts the visit', async () => {
    await tab('渠道信息');
    await page.click(`${active} [data-testid="channel-create"]`);
    await treePick('channel-class', sub);
    await page.fill('[data-testid="channel-name"]', channelName);
    await page.fill('[data-testid="channel-link"]', landing);
    await page.click('[data-testid="channel-save"]');
    await toast('已保存');
    await page.fill(`${active} input[data-filter="name"]`, channelName);
    await page.click(`${active} [data-testid="list-search"]`);
    const row = `${active} [data-testid="list-channels"] .ant-table-row:has-text("${channelName}")`;
    await page.waitForSelector(row);
    const short = (await page.textContent(`${row} [data-testid="channel-short"]`)) ?? '';
    expect(short).toMatch(/\/s\/[A-Za-z0-9]{8}$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${row} [data-testid="channel-qr"]`)]);
    const png = PNG.sync.read(readFileSync((await download.path())!));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(short);
    expect(png.width).toBe(600);

    const visit = await fetch(short, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe(landing);
    const d = await graphql<{ ChannelDetailStatisticsList: { id: string; visits: number }[] }>(
      base,
      admin.accessToken,
      `{ ChannelDetailStatisticsList(query: ${lit({ channel_outer_name: channelName })}) { id visits } }`,
    );
    channelId = d.ChannelDetailStatisticsList[0].id;
    expect(d.ChannelDetailStatisticsList[0].visits).toBe(1);
    // the list's refresh shows the counted visit
    await page.click(`${active} [data-testid="list-channels"] button[aria-label="刷新"]`);
    await expect.poll(() => page.locator(`${row} [data-testid="channel-visits"]`).textContent(), { timeout: 15_000 }).toBe('1');
    await shot(page, 'channels-list');
  });

  it('an order imported for the channel shows in its statistics', async () => {
    const o = await graphql<{ OrderList: { user: { user_num: string } }[] }>(
      base,
      admin.accessToken,
      `{ OrderList(query: ${lit({ status: 3 })}, size: 1) { user { user_num } } }`,
    );
    // the filled channel order template, imported from the channel page: dry run first, then once
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('orders');
    sheet.addRow(['用户编号', '订单号', '订单类型', '实付金额', '支付时间', '渠道ID']);
    sheet.addRow([o.OrderList[0].user.user_num, `E2ECH${stamp}`, '体验课', '9.90', new Date(Date.now() - 60_000).toISOString(), channelId]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await tab('渠道信息');
    await page.click(`${active} [data-testid="channel-import"]`);
    await page.setInputFiles('.ant-modal input[type=file]', {
      name: 'channel-orders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.waitForSelector('[data-testid="channel-import-summary"]:has-text("可导入 1 行")');
    await page.click('[data-testid="channel-import-run"]');
    await page.waitForSelector('[data-testid="channel-import-summary"]:has-text("已导入 1 行")');
    await page.click('.ant-modal-close');
    await page.waitForSelector('.ant-modal-wrap', { state: 'hidden' });
    await tab('渠道统计');
    const select = page.locator('[data-testid="stats-channels"]').getByRole('combobox');
    await select.click();
    await select.fill(channelName);
    await page.click(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${channelName}")`);
    await page.keyboard.press('Escape');
    await page.click('[data-testid="stats-query"]');
    const statRow = `[data-testid="stats-table"] .ant-table-row:has-text("${channelName}")`;
    await page.waitForSelector(statRow);
    const cells = await page.locator(`${statRow} td`).allTextContents();
    expect(cells.slice(0, 2)).toEqual([channelName, '1']);
    await shot(page, 'channels-stats');
  });
});

describe('channel classes: rename and delete', () => {
  it('renames a class; deleting a class with a sub-class is refused with the reason, an empty class is deleted', async () => {
    await tab('渠道分类');
    const node = (title: string) => `[data-testid="class-tree"] .ant-tree-title:text-is("${title}")`;
    const spare = `E2E待删${stamp}`;
    await page.fill('[data-testid="class-name"]', spare);
    await page.click('[data-testid="class-save"]');
    await page.waitForSelector(node(spare));

    await page.click(node(top));
    await page.click('[data-testid="class-delete"]');
    await page.click('[data-testid="class-delete-ok"]');
    await page.waitForSelector('[data-testid="class-edit-error"]:has-text("下级分类")');
    await page.waitForSelector(node(top));

    await page.click(node(spare));
    const renamed = `${spare}改`;
    await page.fill('[data-testid="class-rename"]', renamed);
    await page.click('[data-testid="class-rename-save"]');
    await page.waitForSelector(node(renamed));
    await page.click('[data-testid="class-delete"]');
    await page.click('[data-testid="class-delete-ok"]');
    await toast('已删除');
    await page.waitForSelector(node(renamed), { state: 'detached' });
  });
});

describe('department introductions', () => {
  const deptName = `E2E销售部${stamp}`;
  const title = `E2E介绍${stamp}`;
  let deptId = '';

  it('creates an introduction with an uploaded file, downloads it, and the download shows in the log', async () => {
    const created = await api<{ id: string }>(base, admin.accessToken, 'POST', '/api/t/v1/department/createDepartment', {
      pid: '99999',
      name: deptName,
    });
    deptId = created.payload.id;
    await tab('部门介绍');
    await page.click(`${active} [data-testid="intro-create"]`);
    const dept = page.locator('[data-testid="intro-department"]').getByRole('combobox');
    await dept.click();
    await dept.fill(deptName);
    await page.click(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${deptName}")`);
    await page.fill('[data-testid="intro-title"]', title);
    await page.fill('[data-testid="intro-content"]', '国画体验课介绍');
    const pdf = Buffer.from('%PDF-1.4\n% e2e introduction\n%%EOF\n');
    await page.setInputFiles('.ant-modal input[type=file]', { name: 'intro.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.waitForSelector('[data-testid="intro-file-name"]:has-text("intro.pdf")');
    await page.click('[data-testid="intro-save"]');
    await toast('已保存');

    // the department filter lives in the URL
    const filter = page.locator(`${active} [data-filter="department"]`).getByRole('combobox');
    await filter.click();
    await filter.fill(deptName);
    await page.click(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${deptName}")`);
    await page.click(`${active} [data-testid="list-search"]`);
    await expect.poll(() => page.url()).toContain(`department=${deptId}`);
    const row = `${active} [data-testid="list-channel-introductions"] .ant-table-row:has-text("${title}")`;
    await page.waitForSelector(row);
    expect(await page.textContent(`${row} [data-testid="intro-file"]`)).toBe('intro.pdf');
    expect(await page.textContent(`${row} [data-testid="intro-downloads"]`)).toBe('0');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${row} [data-testid="intro-download"]`)]);
    expect(download.suggestedFilename()).toBe('intro.pdf');
    expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);
    await toast('已记录下载');
    await expect.poll(() => page.locator(`${row} [data-testid="intro-downloads"]`).textContent(), { timeout: 15_000 }).toBe('1');

    await tab('介绍下载记录');
    const logFilter = page.locator(`${active} [data-filter="department"]`).getByRole('combobox');
    await logFilter.click();
    await logFilter.fill(deptName);
    await page.click(`.ant-select-dropdown:visible .ant-select-item-option:has-text("${deptName}")`);
    await page.click(`${active} [data-testid="list-search"]`);
    const logRow = `${active} [data-testid="list-channel-introduction-log"] .ant-table-row:has-text("${title}")`;
    // a new tab starts unfiltered: wait for the filter to reach the URL and the list
    await expect.poll(() => page.url()).toContain(`department=${deptId}`);
    await page.waitForSelector(logRow);
    await expect.poll(() => page.locator(`${active} [data-testid="list-channel-introduction-log"] .ant-table-row`).count()).toBe(1);
    expect((await page.textContent(`${logRow} [data-testid="intro-log-staff"]`))?.trim()).not.toBe('-');
    await shot(page, 'channels-introduction-log');
  });

  it('keeps the chosen tab in the URL: a reload and back / forward show the same tab with its filter', async () => {
    // the log tab's list wrote its filter next to the tab
    await expect.poll(() => page.url()).toContain('tab=introLog');
    expect(page.url()).toContain(`department=${deptId}`);
    const activeTab = `${active} .ant-tabs-tab-active`;
    const logRow = `${active} [data-testid="list-channel-introduction-log"] .ant-table-row:has-text("${title}")`;
    await page.reload();
    await waitForShell(page);
    await page.waitForSelector(`${activeTab}:has-text("介绍下载记录")`);
    await page.waitForSelector(logRow);

    await page.goBack();
    await page.waitForSelector(`${activeTab}:has-text("部门介绍")`);
    await page.waitForSelector(`${active} [data-testid="list-channel-introductions"] .ant-table-row:has-text("${title}")`);
    await page.goForward();
    await page.waitForSelector(`${activeTab}:has-text("介绍下载记录")`);

    await tab('渠道统计');
    await expect.poll(() => page.url()).toContain('tab=stats');
    expect(page.url()).not.toContain('department=');
    await page.reload();
    await waitForShell(page);
    await page.waitForSelector(`${activeTab}:has-text("渠道统计")`);
    // the first tab is the page's plain address
    await tab('渠道信息');
    await expect.poll(() => page.url()).toMatch(/#\/channelManagement$/);
  });
});
