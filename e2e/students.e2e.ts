import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { confirmModal, hashRoute, pane, waitToast } from './support/shell';

/** Student lists and the student detail page (issue 6 items 1, 2, 5). One server for the file. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let page: Page;

const ANCHOR_MOBILE = '13900001234';
const ANCHOR_NUM = '10001234';

const gql = <T>(query: string): Promise<T> => graphql<T>(base, admin.accessToken, query);


async function total(root: string, filter: unknown): Promise<number> {
  const d = await gql<Record<string, { totalElements: number }>>(`{ ${root}(query: ${lit(filter)}, page: 1, size: 1) { totalElements } }`);
  return d[root].totalElements;
}

async function openTab(key: string): Promise<void> {
  await page.click(pane(`[data-testid="detail-tab-${key}"]`));
}

/** Rows of the visible table in the active tab panel (waits for loading to finish). */
async function visibleRows(testId: string, expected: number): Promise<number> {
  const sel = pane(`[data-testid="${testId}"]`);
  await page.waitForSelector(sel, { timeout: 15_000 });
  await page.waitForFunction(
    ({ s, n }) => {
      const el = document.querySelector(s);
      if (!el || el.querySelector('.ant-spin-spinning')) return false;
      const rows = el.querySelectorAll('tbody tr.ant-table-row').length;
      return n === 0 ? Boolean(el.querySelector('.ant-empty, .ant-table-placeholder')) : rows === n;
    },
    { s: sel, n: expected },
    { timeout: 15_000 },
  );
  return page.$$eval(`${sel} tbody tr.ant-table-row`, (els) => els.length);
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  page = await (await contextAs(browser, base, admin)).newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('students', () => {
  let uid = '';

  it('search by phone from the top bar opens the detail page', async () => {
    await page.goto(`${base}/art_app/#/`);
    await waitForShell(page);
    await page.fill('[data-testid="search-input"]', ANCHOR_MOBILE);
    await page.press('[data-testid="search-input"]', 'Enter');
    await page.waitForFunction(() => /#\/details\/[^/?]+/.test(location.hash), undefined, { timeout: 15_000 });
    uid = hashRoute(page.url()).split('/')[2];
    await page.waitForSelector(pane('[data-testid="student-profile"]'), { timeout: 20_000 });
    expect(await page.textContent(pane('[data-testid="profile-user_num"]'))).toBe(ANCHOR_NUM);
    expect(await page.textContent(pane('[data-testid="profile-mobile"]'))).toBe('139****1234');
    await shot(page, 'student-detail');
  }, 60_000);

  it('the tabs show the student data', async () => {
    const tabs: Array<[string, string]> = [
      ['trial', 'StudentTrialLearnRecordPage'],
      ['system', 'StudentSystemLearnRecordPage'],
      ['camp', 'StudentCampLearnRecordPage'],
      ['orders', 'OrderPage'],
      ['express', 'ExpressPage'],
      ['coupons', 'UserCouponPage'],
      ['follow', 'UserFollowLogPage'],
      ['week', 'StudentWeekReportPage'],
      ['sms', 'SmsPage'],
      ['calls', 'OutboundCallRecordPage'],
      ['login', 'UserLoginDataPage'],
      ['agreements', 'UserAgreementPage'],
    ];
    let withData = 0;
    for (const [key, root] of tabs) {
      const n = await total(root, { uid });
      if (n > 0) withData++;
      await openTab(key);
      expect(await visibleRows(`tab-table-${key}`, Math.min(n, 10)), `${key} (${root})`).toBe(Math.min(n, 10));
    }
    expect(withData).toBeGreaterThan(0);
    const coins = await total('AccountPage', { uid, account_type: 2 });
    await openTab('accounts');
    expect(await visibleRows('tab-table-accounts', Math.min(coins, 10))).toBe(Math.min(coins, 10));
  }, 120_000);

  it('adds a follow log with the intention of today and tomorrow', async () => {
    const before = await total('UserFollowLogPage', { uid });
    await openTab('follow');
    await page.click(pane('[data-testid="follow-add"]'));
    await page.click('.ant-modal .ant-btn-primary');
    await page.waitForSelector('text=请填写跟进内容');
    const text = `e2e 跟进 ${Date.now()}`;
    await page.fill('[data-testid="follow-content"]', text);
    await page.fill('[data-testid="follow-today"]', '今天回访');
    await page.fill('[data-testid="follow-tomorrow"]', '明天上课');
    await page.click('.ant-modal .ant-btn-primary');
    await waitToast(page, '跟进记录已保存');
    expect(await total('UserFollowLogPage', { uid })).toBe(before + 1);
    await page.waitForSelector(pane(`[data-testid="tab-table-follow"] >> text=${text}`), { timeout: 10_000 });
  }, 60_000);

  it('reveals the phone and records it in the operation log', async () => {
    await page.click(pane('[data-testid="reveal-mobile"]'));
    await waitToast(page, '已查看完整手机号');
    expect(await page.textContent(pane('[data-testid="profile-mobile"]'))).toBe(ANCHOR_MOBILE);
    const log = await api<{ content: unknown[] }>(base, admin.accessToken, 'GET', '/api/t/v1/operatelog/getLog?action=student.mobile.reveal&subject=0');
    expect(log.code).toBe(0);
    expect(JSON.stringify(log.payload.content)).toContain(uid);
  }, 60_000);

  it('switches a notification off (with a confirmation)', async () => {
    await openTab('notify');
    const sw = pane('[data-testid="notify-switch-COMMENT"]');
    await page.waitForSelector(sw);
    if ((await page.getAttribute(sw, 'data-status')) !== 'ON') {
      await page.click(sw);
      await waitToast(page, '通知开关已更新');
      await page.waitForSelector(`${sw}[data-status="ON"]`);
    }
    await page.click(sw);
    await page.waitForSelector('.ant-modal-confirm-title:has-text("确定关闭该类型的通知吗")');
    await confirmModal(page);
    await page.waitForSelector(`${sw}[data-status="OFF"]`);
    const r = await api<{ status: string; utime: number | null }>(base, admin.accessToken, 'GET', `/api/u/v2/user/getUserNotifySwitchV2?userId=${uid}&type=COMMENT&subject=0`);
    expect(r.payload.status).toBe('OFF');
    expect(r.payload.utime).not.toBeNull();
  }, 60_000);

  it('replaces the mobile with the code from the outbox', async () => {
    const newMobile = `137${String(Date.now()).slice(-8)}`;
    await openTab('replace');
    await page.waitForSelector(pane('[data-testid="replace-form"]'));
    expect(await page.inputValue(pane('[data-testid="replace-old"]'))).toBe(ANCHOR_MOBILE);
    await page.fill(pane('[data-testid="replace-new"]'), newMobile);
    await page.click(pane('[data-testid="replace-send"]'));
    await waitToast(page, '验证码已发送');
    const codes = await api<Array<{ code: string | null }>>(base, admin.accessToken, 'GET', `/api/m/v1/sms/getCodeByMobile?mobile=${newMobile}&subject=0`);
    const code = codes.payload.find((c) => c.code)?.code;
    expect(code).toMatch(/^\d{6}$/);
    await page.fill(pane('[data-testid="replace-code"]'), code!);
    await page.click(pane('[data-testid="replace-submit"]'));
    await confirmModal(page);
    await waitToast(page, '手机号已更换');
    const d = await gql<{ StudentDetails: { mobile: string } }>(`{ StudentDetails(query: ${lit({ id: uid })}) { mobile } }`);
    expect(d.StudentDetails.mobile).toBe(`${newMobile.slice(0, 3)}****${newMobile.slice(-4)}`);
    const masked = `${newMobile.slice(0, 3)}****${newMobile.slice(-4)}`;
    // The replacement log and the refreshed profile show the new number, masked.
    await page.waitForFunction(
      ({ s, m }) => (document.querySelector(s)?.textContent ?? '').includes(m),
      { s: pane('[data-testid="profile-mobile"]'), m: masked },
      { timeout: 10_000 },
    );
    await page.waitForSelector(`${pane('[data-testid="student-detail"]')} >> td:has-text("${masked}")`, { timeout: 10_000 });
  }, 60_000);

  it('logoff: apply, then pass with a confirmation', async () => {
    const others = await gql<{ UserExtendsList: Array<{ id: string }> }>(`{ UserExtendsList(query: ${lit({ user_status: [0, 1, 2] })}, size: 5) { id } }`);
    const other = others.UserExtendsList.find((s) => s.id !== uid)!.id;
    await page.goto(`${base}/art_app/#/details/${other}`);
    await page.waitForSelector(pane('[data-testid="student-profile"]'), { timeout: 20_000 });
    await openTab('logoff');
    await page.click(pane('[data-testid="logoff-apply"]'));
    await page.waitForSelector('text=请填写注销原因');
    await page.fill(pane('[data-testid="logoff-reason"]'), '用户要求注销');
    await page.click(pane('[data-testid="logoff-apply"]'));
    await waitToast(page, '注销申请已提交');
    await page.waitForSelector(pane('[data-testid="logoff-status"][data-status="1"]'));
    await page.click(pane('[data-testid="logoff-pass"]'));
    await page.waitForSelector('.ant-modal-confirm-title:has-text("通过后该学员账号将被注销")');
    await confirmModal(page);
    await waitToast(page, '已通过注销');
    await page.waitForSelector(pane('[data-testid="logoff-status"][data-status="2"]'), { timeout: 10_000 });
    const s = await api<{ isLogoff: number }>(base, admin.accessToken, 'GET', `/api/u/v1/user/checkLogoffState?uid=${other}&subject=0`);
    expect(s.payload.isLogoff).toBe(1);
  }, 60_000);

  it('system student list: tabs with counts, filter in the URL, row → detail', async () => {
    await page.goto(`${base}/art_app/#/newSystem?key=${ANCHOR_NUM.slice(-4)}`);
    await page.waitForSelector(pane('[data-testid="menu-tab-total"]'), { timeout: 20_000 });
    const n = await total('StudentSystemStatisticsPage', { bool: { should: [{ 'user.mobile': '*1234*' }, { 'user.user_num': '*1234*' }] } });
    await page.waitForFunction(
      (s) => document.querySelectorAll(`${s} tbody tr.ant-table-row`).length > 0,
      pane('[data-testid="student-list-newSystem"]'),
      { timeout: 15_000 },
    );
    expect(n).toBeGreaterThan(0);
    // The tab counter (StudentSystemPageMenu) counts the rows the list shows for the same filter.
    await page.waitForFunction(
      ({ s, n }) => (document.querySelector(s)?.textContent ?? '').includes(String(n)),
      { s: pane('[data-testid="menu-tab-total"]'), n },
      { timeout: 10_000 },
    );
    // Export of the current filter runs as a job; its notification offers the .xlsx when done.
    await page.click(pane('[data-testid="list-export"]'));
    await page.waitForSelector('.ant-notification [data-testid="export-download"]', { timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.click('.ant-notification [data-testid="export-download"]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.click(pane('[data-testid="menu-tab-started"]'));
    await page.waitForFunction(() => location.hash.includes('tab=started'));
    await page.click(pane('[data-testid="menu-tab-total"]'));
    await page.click(pane('[data-testid="student-list-newSystem"] [data-testid="student-link"]'));
    await page.waitForFunction(() => /#\/details\//.test(location.hash));
  }, 60_000);
});
