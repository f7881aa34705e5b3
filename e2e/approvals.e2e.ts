import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Approval centre and complaints journeys (issue 18). */

let server: TestServer;
let browser: Browser;
let base: string;
const s: Record<string, Session> = {};
const active = '[data-testid="workspace-pane"][data-active="true"]';
const B = '/api/b/v1/backend';

interface OrderLite {
  id: string;
  out_trade_no: string;
  amount: number;
}

/** Paid, never refunded orders of subject 0 with no pending approval, at least `min` yuan. */
async function freshOrders(min: number, n: number): Promise<OrderLite[]> {
  const d = await graphql<{ OrderList: OrderLite[] }>(
    base,
    s.finance.accessToken,
    `{ OrderList(query: ${lit({ status: 3, refunded_amount: 0, amount: { gte: min } })}, size: 40, sort: ${lit({ id: 'desc' })}) { id out_trade_no amount } }`,
  );
  const out: OrderLite[] = [];
  for (const o of d.OrderList) {
    const f = await graphql<{ FlowApprovalCount: number }>(
      base,
      s.admin.accessToken,
      `{ FlowApprovalCount(query: ${lit({ order_id: o.id, status: 0 })}) }`,
    );
    if (f.FlowApprovalCount === 0) out.push(o);
    if (out.length === n) break;
  }
  return out;
}

async function openPage(who: string, route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, s[who])).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

/** Opens an approval from the given tab of /approval and waits for its detail. */
async function openApproval(page: Page, tab: string, id: string): Promise<void> {
  // a fresh page: the list shows what the others did meanwhile
  await page.reload();
  await waitForShell(page);
  await page.click(`${active} [data-testid="approval-tab-${tab}"]`);
  // the tab lives in the address: its list renders once the navigation is done
  await page.waitForSelector(`${active} .ant-tabs-tab-active [data-testid="approval-tab-${tab}"]`);
  await page.fill(`${active} input[data-filter="id"]`, id);
  await page.click(`${active} [data-testid="list-search"]`);
  const row = page.locator(`${active} [data-testid="approval-open"]`).filter({ hasText: new RegExp(`^${id}$`) });
  await row.waitFor({ timeout: 15_000 }).catch(async (e: Error) => {
    await shot(page, `approvals-missing-${id}`);
    throw e;
  });
  await row.click();
  await page.waitForSelector('[data-testid="approval-detail"]');
}

async function act(page: Page, button: string, remark?: string): Promise<void> {
  if (remark) await page.fill('[data-testid="approval-remark"]', remark);
  await page.click(`[data-testid="${button}"]`);
  await page.waitForSelector('.ant-message-notice:has-text("已处理")', { timeout: 15_000 });
}

const status = (id: string) =>
  api<{ status: string; statusStr: string; currentStep: number }>(
    base,
    s.admin.accessToken,
    'GET',
    `${B}/approval/detail?flowApprovalId=${id}&subject=0`,
  );

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  for (const who of ['admin', 'cs', 'ops', 'finance']) s[who] = await apiLogin(base, who);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('refund approval', () => {
  it('customer service applies from the order, the operations manager then finance approve, the order shows the refund', async () => {
    const [o] = await freshOrders(700, 1);
    const cs = await openPage('cs', `/order?outTradeNo=${o.out_trade_no}`);
    await cs.click(`${active} [data-testid="order-open"]`);
    await cs.click('[data-testid="apply-approval"]');
    await cs.click('[data-testid="apply-refund"]');
    await cs.fill('[data-testid="apply-refund-fee"] input, input[data-testid="apply-refund-fee"]', '600');
    await cs.fill('[data-testid="apply-reason"]', '家长申请退款（旅程）');
    await cs.click('[data-testid="apply-submit"]');
    const note = await cs.waitForSelector('.ant-message-notice:has-text("已提交审批")', { timeout: 15_000 });
    const id = /编号 (\d+)/.exec((await note.textContent()) ?? '')![1];

    const ops = await openPage('ops', '/approval');
    await openApproval(ops, 'pending', id);
    expect(await ops.textContent('[data-testid="approval-nodes"]')).toContain('财务审批');
    await act(ops, 'approval-approve', '同意退款');
    expect((await status(id)).payload.currentStep).toBe(2);

    const fin = await openPage('finance', '/approval');
    await openApproval(fin, 'pending', id);
    await act(fin, 'approval-approve', '已核对');
    await fin.waitForFunction(() => document.querySelector('[data-testid="approval-detail-status"]')?.textContent === '通过', undefined, {
      timeout: 15_000,
    });
    expect(await fin.textContent('[data-testid="approval-linked-order"]')).toContain('已退金额 ¥600.00');
    await shot(fin, 'approvals-refund-detail');

    await cs.reload();
    await waitForShell(cs);
    await cs.click(`${active} [data-testid="order-open"]`);
    await cs.waitForFunction(() => document.querySelector('[data-testid="detail-refunded"]')?.textContent === '¥600.00', undefined, {
      timeout: 15_000,
    });
    for (const p of [cs, ops, fin]) await p.context().close();
  }, 180_000);
});

describe('send back, resubmit, revoke', () => {
  it('the operations manager sends back, the applicant resubmits, then it is approved; another application is revoked', async () => {
    const [a, b] = await freshOrders(100, 2);
    const apply = async (o: OrderLite) =>
      (
        await api<{ flowApprovalId: string }>(base, s.cs.accessToken, 'POST', `${B}/refund/detail/add?subject=0`, {
          orderId: o.id,
          refundFee: 50,
          reason: '旅程退回',
        })
      ).payload.flowApprovalId;
    const first = await apply(a);
    const second = await apply(b);

    const ops = await openPage('ops', '/approval');
    await openApproval(ops, 'pending', first);
    await act(ops, 'approval-send-back', '请补充收款账号');
    expect((await status(first)).payload).toMatchObject({ status: 'PENDING', currentStep: 0, statusStr: '已退回' });

    const cs = await openPage('cs', '/approval');
    await openApproval(cs, 'apply', first);
    await act(cs, 'approval-resubmit');
    expect((await status(first)).payload.currentStep).toBe(1);

    await openApproval(ops, 'pending', first);
    await act(ops, 'approval-approve', '同意');
    expect((await status(first)).payload.status).toBe('COMPLETED');

    await openApproval(cs, 'apply', second);
    await cs.click('[data-testid="approval-revoke"]');
    await cs.click('.ant-modal-confirm .ant-btn-primary');
    await cs.waitForSelector('.ant-message-notice:has-text("已处理")', { timeout: 15_000 });
    expect((await status(second)).payload.status).toBe('REVOCATION');
    await cs.waitForFunction(() => document.querySelector('[data-testid="approval-detail-status"]')?.textContent === '已撤销', undefined, {
      timeout: 15_000,
    });
    for (const p of [cs, ops]) await p.context().close();
  }, 180_000);
});

describe('complaints', () => {
  it('dealing a complaint changes the top-bar counter and is kept in its history', async () => {
    const count = () => api<{ count: number }>(base, s.cs.accessToken, 'POST', `${B.replace('backend', 'complaint')}/num?subject=0`, {});
    const before = (await count()).payload.count;
    expect(before).toBeGreaterThan(0);
    const page = await openPage('cs', '/complaint');
    await page.click(`${active} [data-testid="complaint-tab-2"]`);
    await page.waitForFunction(() => location.hash.endsWith('/complaint?tab=2'));
    // the tab is in the address: a reload keeps it
    await page.reload();
    await waitForShell(page);
    await page.waitForSelector(`${active} .ant-tabs-tab-active [data-testid="complaint-tab-2"]`);
    const badge = `[data-testid="complaints-link"]`;
    await page.waitForFunction(
      (n) => document.querySelector('.ant-badge:has([data-testid="complaints-link"]) sup')?.getAttribute('title') === String(n),
      before,
      { timeout: 15_000 },
    );
    await page.waitForSelector(`${active} [data-testid="complaint-open"]`, { timeout: 15_000 });
    await page.click(`${active} [data-testid="complaint-open"] >> nth=0`);
    await page.waitForSelector('[data-testid="complaint-detail"]');
    await page.click('[data-testid="deal-status"]');
    await page.click('.ant-select-dropdown:visible .ant-select-item-option[title="已解决"]');
    await page.fill('[data-testid="deal-comment"]', '已与家长沟通，补发随材');
    await page.click('[data-testid="deal-submit"]');
    await page.waitForSelector('.ant-message-notice:has-text("已处理")', { timeout: 15_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="complaint-detail-status"]')?.textContent === '已解决',
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.textContent('[data-testid="complaint-history"]')).toContain('已与家长沟通，补发随材');
    expect((await count()).payload.count).toBe(before - 1);
    await page.waitForFunction(
      (n) => document.querySelector('.ant-badge:has([data-testid="complaints-link"]) sup')?.getAttribute('title') === String(n),
      before - 1,
      { timeout: 15_000 },
    );
    expect(await page.isVisible(badge)).toBe(true);
    await shot(page, 'complaints-deal');
    await page.context().close();
  }, 120_000);
});

describe('phone replacement', () => {
  it('/changePhoneNumber finds a student by user number and offers the replacement with its log', async () => {
    const page = await openPage('cs', '/changePhoneNumber');
    await page.fill(`${active} [data-testid="change-phone-search"] input, ${active} input[data-testid="change-phone-search"]`, '10001234');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${active} [data-testid="change-phone-student"]`, { timeout: 15_000 });
    expect(await page.textContent(`${active} [data-testid="change-phone-student"]`)).toContain('林小满');
    expect(await page.isVisible(`${active} [data-testid="replace-form"]`)).toBe(true);
    await page.context().close();
  }, 60_000);
});
