import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { hashRoute, pane, waitToast } from './support/shell';

/** Console power features (issue 15): saved views, shared views, the command palette, keyboard rows. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let sales: Session;
let sales2: Session;

const ANCHOR_MOBILE = '13900001234';

async function openPage(s: Session, route: string, width?: number): Promise<Page> {
  const page = await (await contextAs(browser, base, s, { width })).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

/** Waits until the order list shows rows (not loading). */
async function orderRows(page: Page): Promise<void> {
  await page.waitForSelector(pane('[data-testid="list-trading-orders"] tbody tr.ant-table-row'), { timeout: 20_000 });
  await page.waitForSelector(pane('[data-testid="list-trading-orders"] .ant-spin-spinning'), { state: 'detached', timeout: 20_000 });
}

async function openViews(page: Page): Promise<void> {
  await page.click(pane('[data-testid="views-button"]'));
  await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="view-save-new"]');
}

const viewItem = (name: string) => `.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="view-item"][data-view-name="${name}"]`;

async function saveView(page: Page, name: string, opts: { role?: string; makeDefault?: boolean } = {}): Promise<void> {
  await openViews(page);
  await page.click('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="view-save-new"]');
  await page.fill('[data-testid="view-name"]', name);
  if (opts.role) {
    await page.click('[data-testid="save-view-form"] .ant-select');
    await page.click(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${opts.role}"]`);
  }
  if (opts.makeDefault) await page.check('[data-testid="view-default"]');
  await page.click('.ant-modal-footer .ant-btn-primary');
  await waitToast(page, '视图已保存');
  await page.waitForSelector(pane(`[data-testid="views-button"][data-active-view="${name}"]`), { timeout: 10_000 });
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  sales = await apiLogin(base, 'sales');
  // A second staff with the sales role (5): the demo accounts hold one role each.
  const added = await api<{ id: string }>(base, admin.accessToken, 'POST', '/api/b/v1/staff/addStaff/v2', {
    userName: 'sales.two',
    realName: '钱销售',
    mobile: '13912349902',
    roleIds: ['5'],
    subjectList: [0],
    password: 'Sales#2026x',
  });
  expect(added.code).toBe(0);
  sales2 = await apiLogin(base, 'sales.two', 'Sales#2026x');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('saved views', () => {
  it('a view saved on the order list is there in a second browser, and as the default it opens the list', async () => {
    const page = await openPage(sales, '/order?status=3&size=50');
    await orderRows(page);
    await saveView(page, '已完成50条', { makeDefault: true });
    await shot(page, 'power-views-saved');

    // Another browser context: nothing in its local storage, the server has the view.
    const other = await openPage(sales, '/order');
    await other.waitForFunction(() => /status=3/.test(location.hash) && /size=50/.test(location.hash), undefined, { timeout: 15_000 });
    await orderRows(other);
    await other.waitForSelector(pane('[data-testid="views-button"][data-active-view="已完成50条"]'), { timeout: 10_000 });
    // Clearing the filters, then applying the view from the menu, brings them back.
    await other.click(pane('[data-testid="list-reset"]'));
    await other.waitForFunction(() => !/status=3/.test(location.hash), undefined, { timeout: 10_000 });
    await openViews(other);
    await other.click(viewItem('已完成50条'));
    await other.waitForFunction(() => /status=3/.test(location.hash), undefined, { timeout: 10_000 });
    await other.context().close();
    await page.context().close();
  }, 90_000);

  it('a view shared with the sales role is seen, read-only, by another sales staff', async () => {
    const page = await openPage(sales, '/order?status=1');
    await orderRows(page);
    await saveView(page, '销售组待支付', { role: '销售' });
    await page.context().close();

    const other = await openPage(sales2, '/order');
    await orderRows(other);
    await openViews(other);
    const item = other.locator(viewItem('销售组待支付'));
    expect(await item.textContent()).toContain('孙销售');
    // The other staff's personal view is not offered.
    expect(await other.locator(viewItem('已完成50条')).count()).toBe(0);
    await item.click();
    await other.waitForFunction(() => /status=1/.test(location.hash), undefined, { timeout: 10_000 });
    await openViews(other);
    // Read-only: no update, rename or delete for a view shared with them.
    const menu = (await other.textContent('.ant-dropdown:not(.ant-dropdown-hidden)')) ?? '';
    expect(menu).not.toContain('删除');
    expect(menu).not.toContain('更新');
    await other.keyboard.press('Escape');
    await other.context().close();
  }, 90_000);
});

describe('command palette and keyboard rows', () => {
  it('Ctrl+K inside a filter input opens the palette; a student found by phone opens, then shows as recent', async () => {
    const d = await graphql<{ UserExtendsList: Array<{ id: string; user_num: string }> }>(
      base,
      admin.accessToken,
      `{ UserExtendsList(query: ${lit({ mobile: `*${ANCHOR_MOBILE}*` })}, size: 5) { id user_num } }`,
    );
    expect(d.UserExtendsList).toHaveLength(1);
    const student = d.UserExtendsList[0];

    const page = await openPage(admin, '/order');
    await orderRows(page);
    await page.focus(pane('input[data-filter="outTradeNo"]'));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-testid="palette-input"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'palette-input');
    expect(await page.getAttribute('[data-testid="palette-input"]', 'role')).toBe('combobox');
    // The order page's own actions are offered.
    expect(await page.textContent('[data-testid="palette-list"]')).toContain('重置筛选条件');
    await page.keyboard.type(ANCHOR_MOBILE);
    await page.waitForSelector('[data-testid="palette-option"][data-group="students"]', { timeout: 15_000 });
    // The first option is active (aria-activedescendant points at it); students come before pages.
    const activeId = await page.getAttribute('[data-testid="palette-input"]', 'aria-activedescendant');
    expect(await page.getAttribute(`#${activeId}`, 'data-group')).toBe('students');
    expect(await page.textContent(`#${activeId}`)).toContain(String(student.user_num));
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => location.hash.startsWith(`#/details/${id}`), student.id, { timeout: 15_000 });
    await page.waitForSelector(pane('[data-testid="student-profile"]'), { timeout: 20_000 });
    expect(await page.textContent(pane('[data-testid="profile-user_num"]'))).toBe(String(student.user_num));

    // Recent records follow the staff (server): the student is offered first when the palette opens empty.
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-testid="palette-option"][data-group="recent"]', { timeout: 10_000 });
    expect(await page.textContent('[data-testid="palette-option"][data-group="recent"]')).toContain(String(student.user_num));
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="palette-input"]', { state: 'detached' });
    await page.context().close();
  }, 90_000);

  it('a page is found by its pinyin initials and opened with Enter; arrows move over options', async () => {
    const page = await openPage(admin, '/');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-testid="palette-input"]');
    await page.waitForSelector('[data-testid="palette-option"][data-group="pages"]');
    const activeOption = () => page.getAttribute('[data-testid="palette-input"]', 'aria-activedescendant');
    const first = await activeOption();
    await page.keyboard.press('ArrowDown');
    const second = await activeOption();
    expect(second).not.toBe(first);
    expect(await page.getAttribute(`#${second}`, 'aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption()).toBe(first);
    // What a staff types for 订单管理 (dìng dān guǎn lǐ).
    await page.keyboard.type('ddgl');
    await page.waitForFunction(() => {
      const id = document.querySelector('[data-testid="palette-input"]')?.getAttribute('aria-activedescendant');
      return Boolean(id && document.getElementById(id)?.textContent?.includes('订单管理'));
    });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash.startsWith('#/order'), undefined, { timeout: 10_000 });
    await page.context().close();
  }, 60_000);

  it('arrow keys move the active row of the order list and Enter opens it', async () => {
    const page = await openPage(admin, '/order');
    await orderRows(page);
    const rows = pane('[data-testid="list-trading-orders"] tbody tr.ant-table-row');
    const third = (await page.locator(rows).nth(2).locator('[data-testid="order-open"]').textContent())!.trim();
    await page.locator(rows).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.querySelector('[data-testid="order-open"]')?.textContent?.trim());
    expect(focused).toBe(third);
    // The focus is visible (an outline from :focus-visible).
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="detail-out-trade-no"]', { timeout: 15_000 });
    expect((await page.textContent('[data-testid="detail-out-trade-no"]'))?.trim()).toBe(third);
    await page.context().close();
  }, 60_000);

  it('works at 390 px: views button and palette fit the screen', async () => {
    const page = await openPage(sales, '/order', 390);
    await orderRows(page);
    const box = await page.locator(pane('[data-testid="views-button"]')).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const trigger = await page.locator('[data-testid="palette-button"]').boundingBox();
    expect(trigger!.x + trigger!.width).toBeLessThanOrEqual(390);
    await page.click('[data-testid="palette-button"]');
    await page.waitForSelector('[data-testid="palette-input"]');
    const palette = await page.locator('.command-palette .ant-modal-container').boundingBox();
    expect(palette!.width).toBeLessThanOrEqual(390);
    // The dialog's opening animation has finished before the picture.
    await page.waitForFunction(() => {
      const el = document.querySelector('.command-palette .ant-modal');
      return el !== null && getComputedStyle(el).opacity === '1' && !el.className.includes('zoom');
    });
    await page.keyboard.type('dd');
    await page.waitForSelector('[data-testid="palette-option"][data-group="pages"]');
    await shot(page, 'power-palette-mobile');
    expect(hashRoute(page.url())).toBe('/order');
    await page.context().close();
  }, 60_000);
});
