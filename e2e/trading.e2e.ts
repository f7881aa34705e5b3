import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Trading journeys (issue 7): orders + statistics, details, finance refund, express status, export. */

let server: TestServer;
let browser: Browser;
let base: string;
let finance: Session;
let admin: Session;

interface OrderLite {
  id: string;
  out_trade_no: string;
  amount: number;
}

const gql = <T>(s: Session, query: string): Promise<T> => graphql<T>(base, s.accessToken, query);


/** Completed, never refunded orders of at least ¥100 in subject 0. */
async function refundableOrders(): Promise<OrderLite[]> {
  const d = await gql<{ OrderList: OrderLite[] }>(
    finance,
    `{ OrderList(query: ${lit({ status: 3, refunded_amount: 0, amount: { gte: 100 } })}, size: 5, sort: ${lit({ id: 'asc' })}) { id out_trade_no amount } }`,
  );
  return d.OrderList;
}

async function openPage(s: Session, route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, s)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

const active = '[data-testid="workspace-pane"][data-active="true"]';

async function statValue(page: Page, key: string): Promise<string> {
  return (await page.getAttribute(`${active} [data-testid="order-stat-${key}"]`, 'data-value')) ?? '';
}

async function refund(page: Page, amount: string, reason: string, dblclick = false): Promise<void> {
  await page.click('[data-testid="order-refund"]');
  await page.waitForSelector('[data-testid="refund-left"]');
  await page.fill('[data-testid="refund-amount"] input, input[data-testid="refund-amount"]', amount);
  await page.fill('[data-testid="refund-reason"]', reason);
  await page.click('[data-testid="refund-next"]');
  await page.waitForSelector('[data-testid="refund-confirm"]');
  if (dblclick) await page.dblclick('[data-testid="refund-confirm"]');
  else await page.click('[data-testid="refund-confirm"]');
  await page.waitForSelector('.ant-message-notice:has-text("退款成功")', { timeout: 15_000 });
  await page.waitForSelector('[data-testid="refund-confirm"]', { state: 'hidden' });
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  finance = await apiLogin(base, 'finance');
  admin = await apiLogin(base, 'admin');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('orders', () => {
  it('filtering the orders changes the statistics above the list', async () => {
    const [o] = await refundableOrders();
    const page = await openPage(finance, '/order');
    await page.waitForSelector(`${active} [data-testid="order-stat-completed"]`);
    const before = await statValue(page, 'completed');
    await page.fill(`${active} input[data-filter="outTradeNo"]`, o.out_trade_no);
    await page.click(`${active} [data-testid="list-search"]`);
    await page.waitForFunction(
      ([sel, v]) => document.querySelector(sel)?.getAttribute('data-value') === v,
      [`${active} [data-testid="order-stat-completed"]`, o.amount.toFixed(2)] as const,
      { timeout: 15_000 },
    );
    expect(await statValue(page, 'completed')).not.toBe(before);
    expect(page.url()).toContain('outTradeNo=');
    // one row; open it
    await page.waitForSelector(`${active} [data-testid="order-open"]:has-text("${o.out_trade_no}")`);
    expect(await page.locator(`${active} [data-testid="order-open"]`).count()).toBe(1);
    await page.click(`${active} [data-testid="order-open"]`);
    await page.waitForSelector('[data-testid="detail-out-trade-no"]');
    expect(await page.textContent('[data-testid="detail-out-trade-no"]')).toBe(o.out_trade_no);
    expect(await page.textContent('[data-testid="detail-status"]')).toBe('已完成');
    await shot(page, 'trading-order-detail');
    await page.context().close();
  }, 90_000);

  it('refunds part of an order twice, then refuses more than is left naming the amount left', async () => {
    const [o] = await refundableOrders();
    const page = await openPage(finance, `/order?outTradeNo=${o.out_trade_no}`);
    await page.click(`${active} [data-testid="order-open"]`);
    await page.waitForSelector('[data-testid="order-refund"]');
    await refund(page, '10', '学员申请部分退款');
    await refund(page, '20.5', '第二次部分退款');
    const left = (o.amount - 30.5).toFixed(2);
    await page.waitForFunction((v) => document.querySelector('[data-testid="detail-refunded"]')?.textContent === v, '¥30.50', {
      timeout: 10_000,
    });
    // the summary's refund figure is the money refunded under the filter, not the order's paid amount
    await page.waitForFunction(
      ([sel, v]) => document.querySelector(sel)?.getAttribute('data-value') === v,
      [`${active} [data-testid="order-stat-refund"]`, '30.50'] as const,
      { timeout: 15_000 },
    );
    // a third refund of more than is left is refused with the amount left
    await page.click('[data-testid="order-refund"]');
    await page.waitForFunction((v) => document.querySelector('[data-testid="refund-left"]')?.textContent === v, `¥${left}`);
    await page.fill('input[data-testid="refund-amount"], [data-testid="refund-amount"] input', (o.amount - 30.5 + 1).toFixed(2));
    await page.fill('[data-testid="refund-reason"]', '超额');
    await page.click('[data-testid="refund-next"]');
    await page.waitForSelector(`.ant-form-item-explain-error:has-text("退款金额超出可退金额，该订单剩余可退 ¥${left}")`);
    expect(await page.isVisible('[data-testid="refund-confirm"]')).toBe(false);
    // the server refuses it too, with the same message
    const r = await fetch(`${base}/api/o/v1/refund/financeRefund?subject=0`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${finance.accessToken}`,
        subject: '0',
        'content-type': 'application/json',
        'Idempotency-Key': `e2e-over-${o.id}`,
      },
      body: JSON.stringify({ orderId: o.id, refundAmount: (o.amount - 30.5 + 1).toFixed(2), reason: '超额' }),
    });
    const body = (await r.json()) as { code: number; errors?: string };
    expect(body.code).not.toBe(0);
    expect(JSON.stringify(body)).toContain(`剩余可退 ¥${left}`);
    const found = await api<Array<{ refund_amount?: number; refundAmount?: number }>>(
      base,
      finance.accessToken,
      'POST',
      '/api/o/v1/refund/findRefunds?subject=0',
      {
        outTradeNo: o.out_trade_no,
      },
    );
    expect(found.code).toBe(0);
    expect(found.payload).toHaveLength(2);
    await shot(page, 'trading-refund-exceeds');
    // both refunds are in the refunds list (/financeRefound)
    await page.goto(`${base}/art_app/#/financeRefound?outTradeNo=${o.out_trade_no}`);
    await page.waitForSelector(`${active} [data-testid="list-trading-refunds"] .ant-table-row`);
    expect(await page.locator(`${active} [data-testid="list-trading-refunds"] .ant-table-row`).count()).toBe(2);
    await page.context().close();
  }, 90_000);

  it('a double click on the refund confirmation makes one refund', async () => {
    const orders = await refundableOrders();
    const o = orders[1];
    const page = await openPage(finance, `/order?outTradeNo=${o.out_trade_no}`);
    await page.click(`${active} [data-testid="order-open"]`);
    await page.waitForSelector('[data-testid="order-refund"]');
    await refund(page, '5', '双击测试', true);
    await page.waitForTimeout(1000);
    const found = await api<unknown[]>(base, finance.accessToken, 'POST', '/api/o/v1/refund/findRefunds?subject=0', {
      outTradeNo: o.out_trade_no,
    });
    expect(found.code).toBe(0);
    expect(found.payload).toHaveLength(1);
    await page.context().close();
  }, 90_000);

  it('exports the current order filter and the file holds those orders', async () => {
    const d = await gql<{ OrderPage: { totalElements: number; content: Array<{ out_trade_no: string }> } }>(
      finance,
      `{ OrderPage(query: ${lit({ status: [6] })}, page: 1, size: 1000) { totalElements content { out_trade_no } } }`,
    );
    expect(d.OrderPage.totalElements).toBeGreaterThan(0);
    const page = await openPage(finance, '/order?status=6');
    await page.waitForSelector(`${active} [data-testid="list-export"]`);
    await page.waitForSelector(`${active} [data-testid="order-open"]`);
    // "Export current filter" runs as a job; its notification offers the file when done.
    await page.click(`${active} [data-testid="list-export"]`);
    await page.waitForSelector('.ant-notification [data-testid="export-download"]', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.click('.ant-notification [data-testid="export-download"]'),
    ]);
    const path = await download.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('订单号');
    expect(header).toContain('订单状态');
    const nos: string[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) nos.push(String(row.getCell(1).value));
    });
    expect(nos.sort()).toEqual(d.OrderPage.content.map((c) => c.out_trade_no).sort());
    const statusCol = header.indexOf('订单状态') + 1;
    ws.eachRow((row, n) => {
      if (n > 1) expect(row.getCell(statusCol).value).toBe('部分退款');
    });
    await page.context().close();
  }, 120_000);
});

describe('express', () => {
  it('shows status tabs with counts and updates a status with a remark', async () => {
    const d = await gql<{
      ExpressList: Array<{ id: string; out_trade_no: string }>;
      ExpressStatistics: Array<{ code: string; count: number }>;
    }>(
      admin,
      `{ ExpressList(query: ${lit({ express_status: 1, out_trade_no: '*' })}, size: 1) { id out_trade_no } ExpressStatistics(query: "{}", termField: "express_status") { code count } }`,
    );
    const e = d.ExpressList[0];
    const waiting = d.ExpressStatistics.find((b) => b.code === '1')?.count ?? 0;
    const page = await openPage(admin, '/express');
    await page.waitForSelector(`${active} [data-testid="express-tab-1"][data-count="${waiting}"]`, { timeout: 15_000 });
    await page.goto(`${base}/art_app/#/express?outTradeNo=${e.out_trade_no}&status=1`);
    await page.waitForSelector(`${active} [data-testid="express-update"]`);
    await shot(page, 'trading-express');
    await page.click(`${active} [data-testid="express-update"]`);
    await page.click('[data-testid="express-status-select"]');
    await page.click('.ant-select-item-option[title="疑难"]');
    await page.fill('[data-testid="express-remark"]', '快递员联系不上收件人');
    await page.click('[data-testid="express-status-ok"]');
    await page.waitForSelector('.ant-message-notice:has-text("已更新")', { timeout: 15_000 });
    const after = await gql<{ Express: { express_status: number; logs: Array<{ remark: string; to_status: number }> } }>(
      admin,
      `{ Express(query: ${lit({ id: e.id })}) { express_status logs { remark to_status } } }`,
    );
    expect(after.Express.express_status).toBe(8);
    expect(after.Express.logs.at(-1)).toMatchObject({ remark: '快递员联系不上收件人', to_status: 8 });
    // under the order's filter the row moved from 待发货 to 疑难; over everything 待发货 went down by one
    await page.waitForSelector(`${active} [data-testid="express-tab-1"][data-count="0"]`, { timeout: 15_000 });
    await page.goto(`${base}/art_app/#/express`);
    await page.waitForSelector(`${active} [data-testid="express-tab-1"][data-count="${waiting - 1}"]`, { timeout: 15_000 });
    await page.context().close();
  }, 90_000);
});

describe('invoices, contracts, order transfer', () => {
  it("the invoice records list shows the server's records", async () => {
    const r = await api<{ totalElements: number }>(base, finance.accessToken, 'POST', '/api/o/v1/invoice/records?subject=0', {
      page: 1,
      size: 20,
    });
    expect(r.code).toBe(0);
    const page = await openPage(finance, '/invoiceManage');
    await page.waitForSelector(`${active} [data-testid="list-trading-invoices"]`);
    if (r.payload.totalElements > 0) await page.waitForSelector(`${active} [data-testid="list-trading-invoices"] .ant-table-row`);
    await page.goto(`${base}/art_app/#/contractManage`);
    await page.waitForSelector(`${active} [data-testid="list-trading-contracts"]`);
    await page.goto(`${base}/art_app/#/shiftOrder`);
    await page.waitForSelector(`${active} [data-testid="list-trading-order-out"]`);
    await page.context().close();
  }, 60_000);
});
