import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { seriousViolations } from './support/axe';
import { startServer, type TestServer } from './support/server';
import { waitToast } from './support/shell';

/**
 * Issue 15 (console power features), record history and conflict-safe edits: an order remark edited
 * in two browser contexts (the second save meets the conflict dialog, nothing is overwritten
 * silently), the record history showing the diff, the unsaved-changes guard, and axe-core on the
 * login page, the shell, a list page, a detail page and a form.
 */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let finance: Session;

const active = '[data-testid="workspace-pane"][data-active="true"]';

async function openPage(s: Session, route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, s)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

async function openOrder(s: Session, outTradeNo: string): Promise<Page> {
  const page = await openPage(s, `/order?outTradeNo=${outTradeNo}`);
  await page.click(`${active} [data-testid="order-open"]:has-text("${outTradeNo}")`);
  await page.waitForSelector('[data-testid="remark-edit"]');
  return page;
}

async function storedRemark(id: string): Promise<string | null> {
  const d = await graphql<{ Order: { remark: string | null } }>(base, admin.accessToken, `{ Order(query: ${lit({ id })}) { remark } }`);
  return d.Order.remark;
}

let order: { id: string; out_trade_no: string; uid: string };

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  finance = await apiLogin(base, 'finance');
  const d = await graphql<{ OrderList: Array<{ id: string; out_trade_no: string; uid: string }> }>(
    base,
    admin.accessToken,
    `{ OrderList(query: ${lit({ status: 3 })}, size: 1, sort: ${lit({ id: 'desc' })}) { id out_trade_no uid } }`,
  );
  order = d.OrderList[0];
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('conflict-safe order remark', () => {
  it('the second of two saves of the same version gets the conflict dialog; overwrite is deliberate; history shows the diffs', async () => {
    const first = `管理员的备注 ${Date.now()}`;
    const second = `财务的备注 ${Date.now()}`;
    const a = await openOrder(admin, order.out_trade_no);
    const b = await openOrder(finance, order.out_trade_no);
    const before = await storedRemark(order.id);
    // Both start editing the same version.
    await a.click('[data-testid="remark-edit"]');
    await b.click('[data-testid="remark-edit"]');
    await a.fill('[data-testid="remark-input"]', first);
    await a.click('[data-testid="remark-save"]');
    await waitToast(a, '备注已保存');
    await a.waitForSelector(`[data-testid="detail-remark"]:has-text("${first}")`);
    // The second save is stale: the dialog names who changed it and shows mine vs theirs.
    await b.fill('[data-testid="remark-input"]', second);
    await b.click('[data-testid="remark-save"]');
    await b.waitForSelector('[data-testid="conflict-dialog"]');
    expect(await b.textContent('[data-testid="conflict-who"]')).toContain(admin.staff.realName || admin.staff.userName);
    expect(await b.textContent('[data-testid="conflict-mine-remark"]')).toBe(second);
    expect(await b.textContent('[data-testid="conflict-theirs-remark"]')).toBe(first);
    await shot(b, 'power-conflict-dialog');
    expect(await seriousViolations(b)).toEqual([]);
    expect(await storedRemark(order.id)).toBe(first);
    // Overwrite on purpose: now mine is saved.
    await b.click('[data-testid="conflict-overwrite"]');
    await waitToast(b, '备注已保存');
    expect(await storedRemark(order.id)).toBe(second);

    // The record history: newest first, field diffs old → new, who and from where.
    await a.click('[data-testid="record-history-open"]');
    await a.waitForSelector('[data-testid="history-entry"][data-action="order.remark"]');
    const entries = a.locator('[data-testid="history-entry"][data-action="order.remark"]');
    await a.waitForFunction(() => document.querySelectorAll('[data-testid="history-entry"][data-action="order.remark"]').length >= 2);
    const newest = entries.nth(0);
    expect(await newest.locator('[data-testid="diff-old"]').textContent()).toBe(first);
    expect(await newest.locator('[data-testid="diff-new"]').textContent()).toBe(second);
    expect(await newest.textContent()).toContain(finance.staff.realName || finance.staff.userName);
    expect(await newest.textContent()).toContain('IP');
    const older = entries.nth(1);
    expect(await older.locator('[data-testid="diff-old"]').textContent()).toBe(before ?? '（空）');
    expect(await older.locator('[data-testid="diff-new"]').textContent()).toBe(first);
    await shot(a, 'power-record-history');
    await a.context().close();
    await b.context().close();
  }, 120_000);

  it('asks before dropping an unsaved remark: closing the drawer, closing the workspace tab, leaving the page', async () => {
    const page = await openOrder(admin, order.out_trade_no);
    await page.click('[data-testid="remark-edit"]');
    await page.fill('[data-testid="remark-input"]', '还没保存的备注');
    // The drawer's close button asks; "keep editing" keeps the text.
    await page.click('.ant-drawer-close');
    await page.waitForSelector('[data-testid="unsaved-stay"]');
    await page.click('[data-testid="unsaved-stay"]');
    expect(await page.inputValue('[data-testid="remark-input"]')).toBe('还没保存的备注');
    // Closing the workspace tab asks too (the drawer's mask covers the tab strip, so the close comes as
    // an event, as a keyboard shortcut's would).
    await page.locator('[data-testid="workspace-tabs"] .ant-tabs-tab-active [data-testid="workspace-tab-close"]').dispatchEvent('click');
    await page.waitForSelector('[data-testid="unsaved-stay"]:visible');
    await page.click('[data-testid="unsaved-stay"]:visible');
    expect(await page.inputValue('[data-testid="remark-input"]')).toBe('还没保存的备注');
    // Leaving the page: the browser's beforeunload prompt.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    // Nothing was saved.
    expect(await storedRemark(order.id)).not.toBe('还没保存的备注');
    await page.context().close();
  }, 90_000);
});

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it('login page', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto(`${base}/login/#/`);
    await page.waitForSelector('[data-testid="password-form"]');
    expect(await seriousViolations(page)).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('the shell, a list page, a detail page and a form', async () => {
    const page = await openPage(admin, '/');
    expect(await seriousViolations(page)).toEqual([]);
    // A list page.
    await page.goto(`${base}/art_app/#/order`);
    await page.waitForSelector(`${active} [data-testid="order-open"]`);
    expect(await seriousViolations(page)).toEqual([]);
    // A detail page: a student with an address.
    const uid = order.uid;
    const added = await api<{ id: string }>(base, admin.accessToken, 'POST', '/api/ex/v1/address/background/createAddressNew?subject=0', {
      uid,
      receiptName: '无障碍检查',
      receiptTel: '13500001234',
      province: '浙江省',
      addressDetail: '文三路1号',
    });
    expect(added.code).toBe(0);
    await page.goto(`${base}/art_app/#/details/${uid}`);
    await page.waitForSelector('[data-testid="student-profile"]');
    expect(await seriousViolations(page)).toEqual([]);
    // The student's history holds the address just added (an entry of a record that belongs to it).
    await page.click('[data-testid="record-history-open"]');
    await page.waitForSelector('[data-testid="history-entry"][data-action="address.create"]');
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('.ant-drawer-close');
    await page.waitForSelector('[data-testid="record-history"]', { state: 'detached' });
    // A form: the address edit dialog.
    await page.click('[data-testid="detail-tab-addresses"]');
    await page.click('[data-testid="tab-table-addresses"] [data-testid="addr-edit"]');
    await page.waitForSelector('[data-testid="addr-form"]');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
