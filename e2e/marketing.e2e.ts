import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Marketing journeys (issue 20): coupons sent to a student, redeem codes, coins. One server, one login. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let page: Page;

const ANCHOR_MOBILE = '13900001234';
const active = '[data-testid="workspace-pane"][data-active="true"]';
const pane = (sel: string) => `${active} ${sel}`;
const number = (testId: string) => pane(`[data-testid="${testId}"] input, ${active} input[data-testid="${testId}"]`);
const gql = <T>(q: string) => graphql<T>(base, admin.accessToken, q);

async function open(route: string): Promise<void> {
  await page.goto('about:blank'); // a fresh page: nothing left open by the journey before
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  page = await (await contextAs(browser, base, admin)).newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('coupons', () => {
  it('creates a coupon, sends it to a student found by phone, and the student coupon tab shows it', async () => {
    const name = `E2E券${Date.now() % 100000}`;
    await open('/coupon');
    await page.click(pane('[data-testid="coupon-create"]'));
    await page.fill('[data-testid="coupon-name"]', name);
    await page.fill('[data-testid="coupon-amount"] input, input[data-testid="coupon-amount"]', '30');
    await page.click('label:has-text("领取后N天")');
    await page.fill('[data-testid="coupon-days"] input, input[data-testid="coupon-days"]', '15');
    await page.click('[data-testid="coupon-save"]');
    await page.waitForSelector('[data-testid="coupon-save"]', { state: 'hidden' });
    await page.waitForSelector(pane(`[data-testid="coupon-row-name"]:has-text("${name}")`));

    await open('/sendcoupon');
    await page.click(pane('[data-testid="send-coupon"]'));
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await page.fill(pane('[data-testid="send-mobiles"]'), ANCHOR_MOBILE);
    await page.click(pane('[data-testid="send-submit"]'));
    await page.click('[data-testid="send-confirm"]');
    await page.waitForSelector(pane('[data-testid="send-result"]'));
    expect(await page.textContent(pane('[data-testid="send-result"]'))).toContain('成功 1');

    const d = await gql<{ UserExtendsList: { u_id: string }[] }>(
      `{ UserExtendsList(query: ${lit({ mobile: ANCHOR_MOBILE })}, size: 1) { u_id } }`,
    );
    const uid = d.UserExtendsList[0].u_id;
    await open(`/details/${uid}`);
    await page.click(pane('[data-testid="detail-tab-coupons"]'));
    await page.waitForSelector(pane(`td:has-text("${name}")`), { timeout: 15_000 });
  });
});

describe('redeem codes', () => {
  it('creates a config, generates its codes, invalidates some, and looks one up', async () => {
    const title = `E2E兑换${Date.now() % 100000}`;
    await open('/marketing');
    await page.click(pane('[data-testid="redeem-create"]'));
    await page.fill('[data-testid="redeem-title"]', title);
    await page.fill('[data-testid="redeem-num"] input, input[data-testid="redeem-num"]', '25');
    await page.click('label:has-text("生成后N天")');
    await page.fill('[data-testid="redeem-expire"] input, input[data-testid="redeem-expire"]', '30');
    await page.click('[data-testid="redeem-save"]');
    await page.waitForSelector('[data-testid="redeem-save"]', { state: 'hidden' });
    // the job generates the codes; the list shows them once done
    await expect
      .poll(
        async () => {
          await page.click(pane('[data-testid="list-search"]'));
          return page.textContent(pane(`tr:has-text("${title}") [data-testid="redeem-generated"]`)).catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('25 / 25');
    await page.click(pane(`tr:has-text("${title}") [data-testid="redeem-library"]`));
    await page.waitForSelector('[data-testid="code-value"]');
    const boxes = page.locator('.ant-drawer .ant-table-tbody .ant-checkbox-input');
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await page.click('[data-testid="codes-invalidate"]');
    await page.click('.ant-popconfirm .ant-btn-primary');
    await page.waitForSelector('.ant-message-notice:has-text("已作废 3 个")');
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll('[data-testid="code-status"]')).filter((e) => e.textContent === '已失效').length === 3,
    );
    const code = (await page.locator('[data-testid="code-value"]').first().textContent())!;

    await open('/exchangeSearch');
    await page.fill(pane('[data-testid="lookup-input"] input, input[data-testid="lookup-input"]'), code);
    await page.keyboard.press('Enter');
    await page.waitForSelector(pane('[data-testid="lookup-result"]'));
    expect(await page.textContent(pane('[data-testid="lookup-result"]'))).toContain(title);
    expect(await page.textContent(pane('[data-testid="lookup-status"]'))).toMatch(/已失效|未使用/);
  });
});

describe('coins', () => {
  it('issues coins with a reason; the ledger shows it and the balance moved', async () => {
    const d = await gql<{ UserExtendsList: { u_id: string }[] }>(
      `{ UserExtendsList(query: ${lit({ mobile: ANCHOR_MOBILE })}, size: 1) { u_id } }`,
    );
    const uid = d.UserExtendsList[0].u_id;
    const before = await api<{ coin: number }>(base, admin.accessToken, 'GET', `/api/a/v2/account/getAccount?uid=${uid}&subject=0`);
    const reason = `E2E奖励${Date.now() % 100000}`;
    await open('/issueBearCoins');
    await page.fill(pane('[data-testid="coins-students"]'), uid);
    await page.fill(number('coins-amount'), '7');
    await page.fill(pane('[data-testid="coins-reason"]'), reason);
    await page.click(pane('[data-testid="coins-submit"]'));
    await page.click('[data-testid="coins-confirm"]');
    await page.waitForSelector(pane('[data-testid="coins-result"]'));
    expect(await page.textContent(pane('[data-testid="coins-result"]'))).toContain('成功 1');
    await page.waitForSelector(pane(`[data-testid="coin-row-desc"]:has-text("${reason}")`));
    const after = await api<{ coin: number }>(base, admin.accessToken, 'GET', `/api/a/v2/account/getAccount?uid=${uid}&subject=0`);
    expect(after.payload.coin).toBe(before.payload.coin + 7);
  });
});
