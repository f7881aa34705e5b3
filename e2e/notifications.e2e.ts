import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, launchBrowser, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { hashRoute, waitToast } from './support/shell';

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;

const SEND = '/api/tm/v1/teacher/manager/notify/send';

async function send(staffId: string, title: string, typeId = 1, jumpLink?: string): Promise<void> {
  const r = await api(base, admin.accessToken, 'POST', SEND, { staffId, title, content: `${title} 的内容`, typeId, jumpLink });
  expect(r.code, JSON.stringify(r)).toBe(0);
}

async function badge(page: Page): Promise<number> {
  return Number(await page.getAttribute('[data-testid="notify-bell"]', 'data-unread'));
}

async function waitBadge(page: Page, n: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((x) => document.querySelector('[data-testid="notify-bell"]')?.getAttribute('data-unread') === String(x), n, {
    timeout,
  });
}

async function openShell(s: Session): Promise<Page> {
  const ctx = await contextAs(browser, base, s);
  const page = await ctx.newPage();
  await page.goto(`${base}/art_app/#/`);
  await waitForShell(page);
  await page.waitForSelector('[data-testid="notify-bell"][data-unread]');
  return page;
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('notification drawer', () => {
  it('a notification arrives live, then mark one read and mark all read', async () => {
    const manager = await apiLogin(base, 'manager');
    const page = await openShell(manager);
    await page.waitForTimeout(1000); // the stream is connected
    const before = await badge(page);
    await send(manager.staff.id, '实时通知 A', 4);
    await waitBadge(page, before + 1);
    await page.waitForSelector('text=实时通知 A');

    await page.click('[data-testid="notify-bell"]');
    await page.waitForSelector('[data-testid="notify-drawer"] [data-testid="notify-item"]');
    const first = page.locator('[data-testid="notify-item"]').filter({ hasText: '实时通知 A' });
    await first.locator('button', { hasText: '展开' }).click();
    await first.locator('text=实时通知 A 的内容').waitFor();
    await first.locator('[data-testid="notify-mark-read"]').click();
    await waitBadge(page, before);

    await send(manager.staff.id, '实时通知 B', 1);
    await waitBadge(page, before + 1);
    await page.click('[data-testid="notify-mark-all"]');
    await page.waitForSelector('text=您确定要将全部未读通知标为已读?');
    await page.click('.ant-modal-confirm-btns .ant-btn-primary');
    await waitBadge(page, 0);
    await page.click('[data-testid="notify-mark-all"]');
    await waitToast(page, '没有未读消息');
    await page.context().close();
  });

  it('pages of 20 load on scroll; jump targets by type; notice center link', async () => {
    const finance = await apiLogin(base, 'finance');
    for (let i = 0; i < 24; i++) await send(finance.staff.id, `批量通知 ${i}`, 1);
    await send(finance.staff.id, '订单提醒 E2E-4', 4);
    const listed = await api<{ totalElements: number }>(
      base,
      finance.accessToken,
      'GET',
      `/api/tm/v1/teacher/manager/notify/getAllNotifyByStaffId?staffId=${finance.staff.id}&pageNumber=1&pageSize=20`,
    );
    const total = listed.payload.totalElements;
    expect(total).toBeGreaterThanOrEqual(25);
    const page = await openShell(finance);
    await page.click('[data-testid="notify-bell"]');
    await page.waitForSelector('[data-testid="notify-item"]');
    expect(await page.locator('[data-testid="notify-item"]').count()).toBe(20);
    await page.locator('[data-testid="notify-scroll"]').evaluate((e) => e.scrollTo(0, e.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="notify-item"]').length === n, Math.min(40, total));
    const order = page.locator('[data-testid="notify-item"]').filter({ hasText: '订单提醒 E2E-4' });
    await order.locator('button', { hasText: '查看详情' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/order'));
    await page.click('[data-testid="notify-bell"]');
    await page.click('[data-testid="notice-center-link"]');
    await page.waitForFunction(() => location.hash.startsWith('#/noticeHome'));
    expect(hashRoute(page.url())).toBe('/noticeHome');
    await page.waitForSelector('[data-testid="list-notice-center"] .ant-table-row');
    await page.context().close();
  });

  it('shows the empty text when there is nothing', async () => {
    const sales = await apiLogin(base, 'sales');
    const ctx = await contextAs(browser, base, sales);
    // Demo data may hold notifications for every account: the list answers an empty page here.
    await ctx.route('**/notify/getAllNotifyByStaffId**', (r) =>
      r.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, status: 'OK', payload: { content: [], totalElements: 0, totalPages: 0, number: 1, size: 20 } }),
      }),
    );
    const page = await ctx.newPage();
    await page.goto(`${base}/art_app/#/`);
    await waitForShell(page);
    await page.click('[data-testid="notify-bell"]');
    await page.waitForSelector('[data-testid="notify-empty"]');
    expect(await page.textContent('[data-testid="notify-empty"]')).toBe('暂时没有未读消息');
    await page.context().close();
  });

  it('the badge catches up after the stream reconnects, without a reload', async () => {
    const ops = await apiLogin(base, 'ops');
    const page = await openShell(ops);
    await page.waitForTimeout(1000);
    const before = await badge(page);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await page.route('**/notify/stream**', (r) => r.abort());
    await server.restart();
    await send(ops.staff.id, '断线期间的通知', 1);
    await page.waitForTimeout(2500);
    await page.unroute('**/notify/stream**');
    await waitBadge(page, before + 1, 40_000);
    expect(navigations).toEqual([]);
    await page.context().close();
  });
});
