import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, apiLogin, contextAs, graphql, launchBrowser, lit, shot, waitForShell, type Session } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** Trading journeys, second part (issue 7 web side): contracts, invoices, batch refund, order transfer, express address. */

let server: TestServer;
let browser: Browser;
let base: string;
let admin: Session;
let finance: Session;

const active = '[data-testid="workspace-pane"][data-active="true"]';
const num = (testid: string) => `[data-testid="${testid}"] input, input[data-testid="${testid}"]`;

async function openPage(s: Session, route: string): Promise<Page> {
  const page = await (await contextAs(browser, base, s)).newPage();
  await page.goto(`${base}/art_app/#${route}`);
  await waitForShell(page);
  return page;
}

interface OrderLite {
  id: string;
  out_trade_no: string;
  amount: number;
}

const gql = <T>(s: Session, query: string): Promise<T> => graphql<T>(base, s.accessToken, query);

/** Completed, never refunded orders of at least ¥100 in subject 0, newest ids first (trading.e2e.ts takes the oldest). */
async function refundableOrders(size = 20): Promise<OrderLite[]> {
  const d = await gql<{ OrderList: OrderLite[] }>(
    finance,
    `{ OrderList(query: ${lit({ status: 3, refunded_amount: 0, amount: { gte: 100 } })}, size: ${size}, sort: ${lit({ id: 'desc' })}) { id out_trade_no amount } }`,
  );
  return d.OrderList;
}

/** Waits until the active list shows exactly `n` rows (the filter applied). */
async function waitRows(page: Page, listId: string, n: number): Promise<void> {
  await page.waitForFunction(
    ([sel, count]) => document.querySelectorAll(sel).length === count,
    [`${active} [data-testid="list-${listId}"] .ant-table-row`, n] as const,
    { timeout: 15_000 },
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await page.waitForSelector(`.ant-message-notice:has-text("${text}")`, { timeout: 15_000 });
}

beforeAll(async () => {
  server = await startServer();
  base = server.url;
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  finance = await apiLogin(base, 'finance');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contracts', () => {
  it('creates a contract with price details, sees it in the list and the detail, modifies, stops and deletes it', async () => {
    const title = `E2E年课合同${Date.now()}`;
    const page = await openPage(admin, '/contractManage');
    await page.click(`${active} [data-testid="contract-create"]`);
    await page.fill('[data-testid="contract-title"]', title);
    await page.fill('[data-testid="contract-party"]', '张家长');
    await page.fill('[data-testid="contract-mobile"]', '13812345678');
    await page.fill('[data-testid="contract-line-name-0"]', '美术系统课');
    await page.fill(num('contract-line-qty-0'), '2');
    await page.fill(num('contract-line-price-0'), '1999.9');
    await page.click('[data-testid="contract-add-line"]');
    await page.fill('[data-testid="contract-line-name-1"]', '画材包');
    await page.fill(num('contract-line-qty-1'), '3');
    await page.fill(num('contract-line-price-1'), '33.33');
    await page.click('[data-testid="contract-title"]');
    await page.waitForSelector('[data-testid="contract-total"]:has-text("¥4099.79")');
    await page.click('[data-testid="contract-save"]');
    await toast(page, '合同已创建');
    // the list shows it
    await page.fill(`${active} input[data-filter="keyword"]`, title);
    await page.click(`${active} [data-testid="list-search"]`);
    const row = `${active} [data-testid="list-trading-contracts"] .ant-table-row:has-text("${title}")`;
    await page.waitForSelector(row);
    await waitRows(page, 'trading-contracts', 1);
    expect(await page.textContent(row)).toContain('4099.79');
    expect(await page.textContent(row)).toContain('138****5678');
    // the detail shows the price lines and the amount
    await page.click(`${row} [data-testid="contract-open"]`);
    await page.waitForSelector('[data-testid="contract-detail"]');
    expect(await page.textContent('[data-testid="contract-detail-title"]')).toBe(title);
    expect(await page.textContent('[data-testid="contract-detail-amount"]')).toBe('¥4099.79');
    expect(await page.textContent('[data-testid="contract-detail-status"]')).toBe('待签署');
    await page.waitForSelector('[data-testid="contract-detail-lines"] .ant-table-row:has-text("美术系统课")');
    expect(await page.locator('[data-testid="contract-detail-lines"] .ant-table-row').count()).toBe(2);
    await shot(page, 'trading-contract-detail');
    const contractNo = (await page.textContent('[data-testid="contract-detail-no"]')) ?? '';
    const info = await api<{ id: string; amount: number; partyMobile: string }>(
      base,
      admin.accessToken,
      'GET',
      `/api/c/v1/contract/info?subject=0&contractNo=${contractNo}`,
    );
    expect(info.payload).toMatchObject({ amount: 4099.79, partyMobile: '138****5678' });
    // modify: a new title and one line less; the mobile is kept
    await page.click('[data-testid="contract-modify"]');
    await page.waitForSelector('[data-testid="contract-line-name-1"]');
    await page.fill('[data-testid="contract-title"]', `${title}改`);
    await page.click('[data-testid="contract-line-remove-1"]');
    await page.waitForSelector('[data-testid="contract-total"]:has-text("¥3999.80")');
    await page.click('[data-testid="contract-save"]');
    await toast(page, '合同已修改');
    await page.waitForFunction(() => document.querySelector('[data-testid="contract-detail-amount"]')?.textContent === '¥3999.80');
    expect(await page.textContent('[data-testid="contract-detail-title"]')).toBe(`${title}改`);
    const after = await api<{ partyMobile: string; priceDetails: unknown[] }>(
      base,
      admin.accessToken,
      'POST',
      '/api/c/v1/contract/detail?subject=0',
      {
        id: info.payload.id,
      },
    );
    expect(after.payload.partyMobile).toBe('138****5678');
    expect(after.payload.priceDetails).toHaveLength(1);
    // stop needs a reason, then the contract is 已终止
    await page.click('[data-testid="contract-stop"]');
    await page.click('[data-testid="contract-stop-ok"]');
    await page.waitForSelector('.ant-form-item-explain-error:has-text("请填写终止原因")');
    await page.fill('[data-testid="contract-stop-reason"]', '家长取消报名');
    await page.click('[data-testid="contract-stop-ok"]');
    await toast(page, '合同已终止');
    await page.waitForFunction(() => document.querySelector('[data-testid="contract-detail-status"]')?.textContent === '已终止');
    // delete asks first, then the row leaves the list
    await page.click('[data-testid="contract-delete"]');
    await page.click('[data-testid="contract-delete-ok"]');
    await toast(page, '合同已删除');
    await page.waitForSelector(row, { state: 'detached' });
    await page.context().close();
  }, 120_000);
});

describe('invoices', () => {
  it('issues an invoice with its number, then voids it, each after a confirmation', async () => {
    // an invoice request (status 待开票) for a paid order without a live invoice
    let outTradeNo = '';
    for (const o of (await refundableOrders()).slice(10)) {
      const r = await fetch(`${base}/api/o/v1/invoice/apply?subject=0`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${finance.accessToken}`,
          'content-type': 'application/json',
          'Idempotency-Key': `e2e-inv-${o.id}`,
        },
        body: JSON.stringify({ orderId: o.id, titleType: 1, email: 'parent@example.com' }),
      });
      if (((await r.json()) as { code: number }).code === 0) {
        outTradeNo = o.out_trade_no;
        break;
      }
    }
    expect(outTradeNo).not.toBe('');
    const page = await openPage(finance, `/invoiceManage?outTradeNo=${outTradeNo}`);
    const row = `${active} [data-testid="list-trading-invoices"] .ant-table-row:has-text("${outTradeNo}")`;
    await page.waitForSelector(`${row} [data-testid="invoice-status"]:text-is("待开票")`);
    await page.click(`${row} [data-testid="invoice-issue"]`);
    await page.fill('[data-testid="invoice-no"]', 'FP20260001');
    await page.click('[data-testid="invoice-next"]');
    await page.waitForSelector('.ant-modal:has-text("确认订单") :text("FP20260001")');
    await page.click('[data-testid="invoice-confirm"]');
    await toast(page, '已提交开票');
    await page.waitForSelector(`${row} [data-testid="invoice-status"]:text-is("已开票")`);
    expect(await page.textContent(row)).toContain('FP20260001');
    // void: the reason is required, then a confirmation
    await page.click(`${row} [data-testid="invoice-void"]`);
    await page.click('[data-testid="invoice-next"]');
    await page.waitForSelector('.ant-form-item-explain-error:has-text("请填写作废原因")');
    await page.fill('[data-testid="invoice-reason"]', '抬头填写错误');
    await page.click('[data-testid="invoice-next"]');
    await page.waitForSelector('.ant-modal:has-text("作废后不可恢复")');
    await page.click('[data-testid="invoice-confirm"]');
    await toast(page, '发票已作废');
    await page.waitForSelector(`${row} [data-testid="invoice-status"]:text-is("作废")`);
    expect(await page.locator(`${row} [data-testid="invoice-void"]`).count()).toBe(0);
    const r = await api<{ content: Array<{ invoiceStatus: number; invoiceNo: string }> }>(
      base,
      finance.accessToken,
      'POST',
      '/api/o/v1/invoice/records?subject=0',
      { outTradeNo, page: 1, size: 5 },
    );
    expect(r.payload.content[0]).toMatchObject({ invoiceStatus: 4, invoiceNo: 'FP20260001' });
    await page.context().close();
  }, 120_000);
});

describe('refunds', () => {
  it('refunds several orders at once: a checked preview, one confirmation, the result per order, then a refund detail', async () => {
    const [a, b] = await refundableOrders(4);
    const page = await openPage(finance, '/financeRefound');
    await page.click(`${active} [data-testid="batch-refund"]`);
    await page.fill(
      '[data-testid="batch-text"]',
      `${a.out_trade_no}\t12.34\n${b.out_trade_no}, 5 家长申请\nQTNOSUCH0001 1\n${a.out_trade_no} 1`,
    );
    await page.fill('[data-testid="batch-reason"]', '批量退款测试');
    await page.click('[data-testid="batch-next"]');
    await page.waitForSelector('[data-testid="batch-preview"] .ant-table-row:has-text("订单不存在")');
    expect(await page.textContent('[data-testid="batch-preview"]')).toContain('订单号重复');
    expect(await page.textContent('[data-testid="batch-summary"]')).toContain('可退款 2 笔，共 ¥17.34；跳过 2 行');
    await page.click('[data-testid="batch-next"]');
    await page.waitForSelector('.ant-modal:has-text("确认对 2 笔订单退款，共 ¥17.34")');
    await page.dblclick('[data-testid="batch-confirm"]');
    await toast(page, '批量退款完成：成功 2 笔，失败 0 笔');
    await page.waitForSelector('[data-testid="batch-preview"] .ant-tag:has-text("退款成功")');
    expect(await page.locator('[data-testid="batch-preview"] .ant-tag:has-text("退款成功")').count()).toBe(2);
    await shot(page, 'trading-batch-refund');
    await page.click('[data-testid="batch-next"]');
    // one refund per order despite the double click
    for (const [o, amount] of [
      [a, 12.34],
      [b, 5],
    ] as const) {
      const found = await api<Array<{ refundAmount: number }>>(
        base,
        finance.accessToken,
        'POST',
        '/api/o/v1/refund/findRefunds?subject=0',
        {
          outTradeNo: o.out_trade_no,
        },
      );
      expect(found.payload.map((r) => r.refundAmount)).toEqual([amount]);
    }
    // the refund detail from the list
    await page.fill(`${active} input[data-filter="outTradeNo"]`, a.out_trade_no);
    await page.click(`${active} [data-testid="list-search"]`);
    const refundRow = `${active} [data-testid="list-trading-refunds"] .ant-table-row:has-text("${a.out_trade_no}")`;
    await page.waitForSelector(refundRow);
    await page.click(`${refundRow} [data-testid="refund-open"]`);
    await page.waitForSelector('[data-testid="refund-detail"]');
    expect(await page.textContent('[data-testid="refund-detail-amount"]')).toBe('¥12.34');
    expect(await page.textContent('[data-testid="refund-detail-left"]')).toBe(`¥${(a.amount - 12.34).toFixed(2)}`);
    await page.context().close();
  }, 120_000);
});

describe('order transfer', () => {
  it('moves what is left of an order out after a confirmation, lists it and exports the filter', async () => {
    // an order without an order-out row (the demo data has pending transfers)
    let o: OrderLite | undefined;
    for (const c of (await refundableOrders(12)).slice(5)) {
      const r = await api<{ totalElements: number }>(base, admin.accessToken, 'POST', '/api/o/v1/orderOut/list?subject=0', {
        outTradeNo: c.out_trade_no,
        page: 1,
        size: 1,
      });
      if (r.payload.totalElements === 0) {
        o = c;
        break;
      }
    }
    if (!o) throw new Error('no order to move out');
    const page = await openPage(admin, '/shiftOrder');
    await page.click(`${active} [data-testid="order-to-out"]`);
    await page.fill('[data-testid="out-order-no"]', 'QTNOSUCH0001');
    await page.click('[data-testid="out-find"]');
    await page.waitForSelector('[data-testid="out-error"]:has-text("订单不存在")');
    await page.fill('[data-testid="out-order-no"]', o.out_trade_no);
    await page.click('[data-testid="out-find"]');
    await page.waitForSelector(`[data-testid="out-left"]:text-is("¥${o.amount.toFixed(2)}")`);
    await page.click('.ant-modal-wrap label:has-text("外部转出")');
    await page.fill('[data-testid="out-reason"]', '家长转到线下机构');
    await page.click('[data-testid="out-next"]');
    await page.waitForSelector(`.ant-modal:has-text("确认将订单 ${o.out_trade_no} 剩余的 ¥${o.amount.toFixed(2)} 转出")`);
    await page.dblclick('[data-testid="out-confirm"]');
    await toast(page, '订单已转出');
    await page.fill(`${active} input[data-filter="outTradeNo"]`, o.out_trade_no);
    await page.click(`${active} [data-testid="list-search"]`);
    await page.waitForSelector(`${active} [data-testid="list-trading-order-out"] .ant-table-row:has-text("${o.out_trade_no}")`);
    await waitRows(page, 'trading-order-out', 1);
    // The export runs as a job of the export centre; its notification offers the file when done.
    await page.click(`${active} [data-testid="order-out-export"]`);
    await page.waitForSelector('.ant-notification [data-testid="export-download"]', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.click('.ant-notification [data-testid="export-download"]'),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('订单号');
    expect(ws.rowCount).toBe(2);
    expect(String(ws.getRow(2).getCell(1).value)).toBe(o.out_trade_no);
    const d = await gql<{ Order: { status: number } }>(finance, `{ Order(query: ${lit({ id: o.id })}) { status } }`);
    expect(d.Order.status).toBe(8);
    await page.context().close();
  }, 120_000);
});

describe('express', () => {
  it('edits the receipt address (phone revealed), then marks the shipment invalid after a confirmation', async () => {
    const d = await gql<{ ExpressList: Array<{ id: string; out_trade_no: string }> }>(
      admin,
      `{ ExpressList(query: ${lit({ express_status: 1, out_trade_no: '*' })}, size: 5) { id out_trade_no } }`,
    );
    const e = d.ExpressList[d.ExpressList.length - 1];
    const page = await openPage(admin, `/express?outTradeNo=${e.out_trade_no}&status=1`);
    const row = `${active} [data-testid="list-trading-express"] .ant-table-row:has-text("${e.out_trade_no}")`;
    await page.click(`${row} [data-testid="express-address"]`);
    await page.fill('[data-testid="address-name"]', '李四');
    await page.click('[data-testid="address-reveal"]');
    await page.waitForFunction(() =>
      /^1\d{10}$/.test((document.querySelector('[data-testid="address-tel"]') as HTMLInputElement | null)?.value ?? ''),
    );
    await page.fill('[data-testid="address-province"]', '浙江省');
    await page.fill('[data-testid="address-city"]', '杭州市');
    await page.fill('[data-testid="address-area"]', '西湖区');
    await page.fill('[data-testid="address-detail"]', '文三路 100 号 3 单元 501');
    await page.click('[data-testid="address-save"]');
    await toast(page, '收货地址已修改');
    await page.waitForSelector(`${row}:has-text("文三路 100 号 3 单元 501")`);
    const after = await gql<{ Express: { receipt_name: string; province: string; address_detail: string } }>(
      admin,
      `{ Express(query: ${lit({ id: e.id })}) { receipt_name province address_detail } }`,
    );
    expect(after.Express).toEqual({ receipt_name: '李四', province: '浙江省', address_detail: '文三路 100 号 3 单元 501' });
    await shot(page, 'trading-express-address');
    // invalid: a reason is required, then the shipment leaves 待发货
    await page.click(`${row} [data-testid="express-invalid"]`);
    await page.click('[data-testid="express-invalid-ok"]');
    await page.waitForSelector('.ant-form-item-explain-error:has-text("请填写作废原因")');
    await page.fill('[data-testid="express-invalid-reason"]', '重复发货');
    await page.click('[data-testid="express-invalid-ok"]');
    await toast(page, '物流已作废');
    await page.waitForSelector(row, { state: 'detached' });
    const gone = await gql<{ Express: { express_status: number } }>(admin, `{ Express(query: ${lit({ id: e.id })}) { express_status } }`);
    expect(gone.Express.express_status).toBe(7);
    await page.context().close();
  }, 120_000);
});

describe('order import', () => {
  it('dry-runs a spreadsheet as a job with a row-by-row error report, writes nothing, then imports a corrected sheet all or nothing', async () => {
    const d = await gql<{ OrderList: Array<{ user: { user_num: string } | null }> }>(
      admin,
      `{ OrderList(query: ${lit({ status: 3 })}, size: 1) { user { user_num } } }`,
    );
    const userNum = d.OrderList[0].user?.user_num ?? '';
    expect(userNum).not.toBe('');
    const stamp = Date.now();
    const [no1, no2] = [`E2EIMP${stamp}1`, `E2EIMP${stamp}2`];
    const header = ['手机号', '用户编号', '订单号', '订单类型', '实付金额', '订单金额', '支付时间', '支付方式', '备注'];
    const good1 = ['', userNum, no1, '续费', 199, 299, '2026-01-05 10:00:00', 'WECHAT_PAY', '线下收款'];
    const good2 = ['', userNum, no2, '首单', 99.5, '', '2026-01-06 09:30:00', '', ''];
    const sheet = async (name: string, rows: unknown[][]): Promise<string> => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('订单');
      for (const r of [header, ...rows]) ws.addRow(r);
      const file = join(mkdtempSync(join(tmpdir(), 'e2e-import-')), name);
      await wb.xlsx.writeFile(file);
      return file;
    };
    const withErrors = await sheet('已完成订单.xlsx', [
      good1,
      ['19999999999', '', `E2EIMP${stamp}3`, '续费', 10, '', '2026-01-05 10:00:00', '', ''],
      ['', userNum, no1, '续费', 5, '', '2026-01-05 10:00:00', '', ''],
      good2,
    ]);

    const page = await openPage(admin, '/order');
    await page.click(`${active} [data-testid="order-import"]`);
    await page.setInputFiles('[data-testid="import-file"]', withErrors);
    await page.waitForSelector('[data-testid="import-summary"]:has-text("试导入：共 4 行，可导入 2 行，有误 2 行")', { timeout: 30_000 });
    const errors = await page.locator('[data-testid="import-row-error"]').allTextContents();
    expect(errors).toEqual(['学员不存在', `订单号在文件中重复：${no1}`]);
    await shot(page, 'trading-order-import-dry-run');
    // the dry run wrote nothing; with errors nothing can be imported; the report downloads with an error column
    const none = await gql<{ OrderList: unknown[] }>(admin, `{ OrderList(query: ${lit({ out_trade_no: [no1, no2] })}) { id } }`);
    expect(none.OrderList).toHaveLength(0);
    expect(await page.isDisabled('[data-testid="import-run"]')).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="import-report-download"]')]);
    const report = new ExcelJS.Workbook();
    await report.xlsx.readFile((await download.path())!);
    const titles = (report.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(titles).toEqual(expect.arrayContaining(['订单号', '结果', '错误']));
    expect(report.worksheets[0].rowCount).toBe(5);

    // the corrected sheet passes and is imported whole
    await page.setInputFiles('[data-testid="import-file"]', await sheet('已完成订单-修正.xlsx', [good1, good2]));
    await page.waitForSelector('[data-testid="import-summary"]:has-text("试导入：共 2 行，可导入 2 行，有误 0 行")', { timeout: 30_000 });
    await page.click('[data-testid="import-run"]');
    await page.waitForSelector('.ant-modal:has-text("确认导入 2 个已完成订单")');
    await page.click('[data-testid="import-confirm"]');
    await toast(page, '已导入 2 个订单');
    await page.waitForSelector('[data-testid="import-summary"]:has-text("导入完成：共 2 行，已导入 2 行，未导入 0 行")');
    const done = await gql<{ OrderList: Array<{ out_trade_no: string; status: number; amount: number }> }>(
      admin,
      `{ OrderList(query: ${lit({ out_trade_no: [no1, no2] })}, sort: ${lit({ id: 'asc' })}) { out_trade_no status amount } }`,
    );
    expect(done.OrderList).toEqual([
      { out_trade_no: no1, status: 3, amount: 199 },
      { out_trade_no: no2, status: 3, amount: 99.5 },
    ]);
    await page.context().close();
  }, 120_000);
});

describe('order messages and exports', () => {
  it('resends the order-complete message (once a minute) and pushes a message to the student from the order detail', async () => {
    const [o] = await refundableOrders(12).then((l) => l.slice(11));
    const page = await openPage(admin, `/order?outTradeNo=${o.out_trade_no}`);
    await page.click(`${active} [data-testid="order-open"]`);
    await page.click('[data-testid="order-resend"]');
    await page.click('[data-testid="order-resend-ok"]');
    await toast(page, '已重发订单完成消息');
    // a second resend within the minute is refused with the wait
    await page.click('[data-testid="order-resend"]');
    await page.click('[data-testid="order-resend-ok"]');
    await page.waitForSelector('.ant-message-notice-error, .ant-message-error', { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await page.click('[data-testid="order-push"]');
    await page.click('[data-testid="order-push-student"]');
    await page.click('[data-testid="order-push-ok"]');
    await toast(page, '消息已发送');
    await page.context().close();
  }, 90_000);

  it('exports the renewal orders of the current filter', async () => {
    const page = await openPage(admin, '/order?status=3&regtype=3');
    await page.hover(`${active} [data-testid="order-more-export"]`);
    // A job of the export centre: the notification shows its progress, then offers the file.
    await page.click('[data-testid="export-renew"]');
    await page.waitForSelector('.ant-notification [data-testid="export-download"]', { timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.click('.ant-notification [data-testid="export-download"]'),
    ]);
    expect(download.suggestedFilename()).toBe('续费订单.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('订单号');
    const d = await gql<{ OrderPage: { totalElements: number } }>(
      admin,
      `{ OrderPage(query: ${lit({ status: [3], regtype: [3] })}) { totalElements } }`,
    );
    expect(ws.rowCount - 1).toBe(d.OrderPage.totalElements);
    await page.context().close();
  }, 90_000);
});

describe('delivery strategies', () => {
  it('creates a strategy, lists it by product type, and pauses it after a confirmation', async () => {
    const name = `E2E发货策略${Date.now() % 100000}`;
    const page = await openPage(admin, '/express');
    await page.click(`${active} [data-testid="express-strategies"]`);
    await page.click('[data-testid="strategy-create"]');
    await page.click('[data-testid="strategy-type"]');
    await page.click('.ant-select-item-option[title="补货商品"]');
    await page.fill('[data-testid="strategy-name"]', name);
    await page.click('[data-testid="strategy-save"]');
    await toast(page, '发货策略已保存');
    const row = `[data-testid="strategy-list"] .ant-table-row:has-text("${name}")`;
    await page.waitForSelector(row);
    await page.click(`${row} [data-testid="strategy-toggle"]`);
    await page.click('[data-testid="strategy-toggle-ok"]');
    await page.waitForSelector(`${row} .ant-switch:not(.ant-switch-checked)`);
    const list = await api<Array<{ name: string; status: number }>>(
      base,
      admin.accessToken,
      'POST',
      '/api/ex/v1/express/deliveryStrategy/listByProductType?subject=0',
      { productType: 5 },
    );
    expect(list.payload.find((s) => s.name === name)).toMatchObject({ status: 1 });
    await page.context().close();
  }, 90_000);
});
