import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let finance: string;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance');
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, key: string | null = `inv-${++n}`, token = finance) =>
  t.call({ method: 'POST', url, token, headers: key ? { 'idempotency-key': key } : {}, payload });

async function applied(amount = '300.00') {
  const s = await makeStudent(t.db);
  const o = await makeOrder(t.db, { uid: s.id, amount });
  const r = await post('/api/o/v1/invoice/apply', {
    orderId: o.id,
    titleType: 2,
    companyName: '北京某某科技有限公司',
    taxnum: '91110105MA01ABCD2X',
    email: 'a@b.cn',
    phone: '13712340000',
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return { order: o, id: r.body.payload.id as string };
}

describe('invoices', () => {
  it('applies, issues (0→1→2) and voids (→4), each change once, with the order’s copy and the op log', async () => {
    const { order, id } = await applied();
    const issue = await post('/api/o/v1/invoice/issue', { id });
    expect(issue.body.payload).toMatchObject({ fromStatus: 0, invoiceStatus: 1 });
    const twice = await post('/api/o/v1/invoice/issue', { id });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toBe('已处理');
    const done = await post('/api/o/v1/invoice/issueResult', { id, success: true, invoiceNo: 'FP0001' });
    expect(done.body.payload).toMatchObject({ invoiceStatus: 2, invoiceStatusText: '已开票' });
    const o = await t.db.query<{ invoice_status: number }>('SELECT invoice_status FROM orders WHERE id = $1', [order.id]);
    expect(o.rows[0].invoice_status).toBe(2);
    const voidKey = 'void-1';
    const v = await post('/api/o/v1/invoice/void', { id, reason: '抬头错误' }, voidKey);
    expect(v.body.payload).toMatchObject({ fromStatus: 2, invoiceStatus: 4 });
    expect(await post('/api/o/v1/invoice/void', { id, reason: '抬头错误' }, voidKey)).toMatchObject({ body: v.body });
    expect((await post('/api/o/v1/invoice/void', { id, reason: '抬头错误' })).body.errors).toBe('已处理');
    const log = await opLog(t.db, 'invoice.void', id);
    expect(log).toHaveLength(1);
    expect(log[0].changes).toEqual({ invoice_status: [2, 4] });
    const detail = await t.call({ method: 'GET', url: `/api/o/v1/invoice/detail?id=${id}`, token: finance });
    expect(detail.body.payload).toMatchObject({ invoiceStatus: 4, invoiceNo: 'FP0001', phone: '137****0000', titleTypeText: '企业' });
    expect(detail.body.payload.history.map((h: { action: string }) => h.action)).toEqual([
      'invoice.apply',
      'invoice.issue',
      'invoice.issued',
      'invoice.void',
    ]);
  });

  it('issues at once with an invoice number; a failed invoice can be retried; issuing refuses while issuing', async () => {
    const a = await applied();
    const direct = await post('/api/o/v1/invoice/issue', { id: a.id, invoiceNo: 'FP0002' });
    expect(direct.body.payload).toMatchObject({ fromStatus: 0, invoiceStatus: 2 });
    const b = await applied();
    await post('/api/o/v1/invoice/issue', { id: b.id });
    const voidWhileIssuing = await post('/api/o/v1/invoice/void', { id: b.id, reason: 'x' });
    expect(voidWhileIssuing.status).toBe(409);
    expect(voidWhileIssuing.body.errors).toBe('发票状态为「开票中」，不能作废');
    expect((await post('/api/o/v1/invoice/issueResult', { id: b.id, success: false })).body.errors).toBe('参数错误：failReason 不能为空');
    await post('/api/o/v1/invoice/issueResult', { id: b.id, success: false, failReason: '税号不符' });
    expect((await post('/api/o/v1/invoice/issue', { id: b.id })).body.payload).toMatchObject({ fromStatus: 3, invoiceStatus: 1 });
  });

  it('checks the money, the title, one live invoice per order, the key and the subject', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id, amount: '100.00', refunded: '40.00' });
    const over = await post('/api/o/v1/invoice/apply', { orderId: o.id, money: 60.01 });
    expect(over.body.errors).toBe('开票金额不能超过实付金额（可开 ¥60.00）');
    const company = await post('/api/o/v1/invoice/apply', { orderId: o.id, titleType: 2, companyName: '某公司' });
    expect(company.body.errors).toBe('参数错误：taxnum 企业抬头必须填写');
    expect((await post('/api/o/v1/invoice/apply', { orderId: o.id, phone: '123' })).body.errors).toContain('phone');
    expect((await post('/api/o/v1/invoice/apply', { orderId: o.id }, null)).status).toBe(400);
    const ok = await post('/api/o/v1/invoice/apply', { orderId: o.id, money: '60' });
    expect(ok.body.payload).toMatchObject({ money: 60, invoiceStatus: 0 });
    expect((await post('/api/o/v1/invoice/apply', { orderId: o.id })).status).toBe(409);
    const music = await makeOrder(t.db, { uid: s.id, subject: 3 });
    expect((await post('/api/o/v1/invoice/apply', { orderId: music.id })).status).toBe(404);
    expect((await post('/api/o/v1/invoice/issue?subject=3', { id: ok.body.payload.id })).status).toBe(404);
  });

  it('lists records by status, company and real phone, masking the phone; refused to the reviewer', async () => {
    const { id } = await applied('88.80');
    const r = await t.call({
      method: 'POST',
      url: '/api/o/v1/invoice/records',
      token: finance,
      payload: { invoiceStatus: '0,1', companyName: '某某科技', phone: '13712340000' },
    });
    expect(r.body.payload.totalElements).toBeGreaterThan(0);
    const row = r.body.payload.content.find((x: { id: string }) => x.id === id);
    expect(row).toMatchObject({ money: 88.8, phone: '137****0000', invoiceStatusText: '待开票' });
    expect(JSON.stringify(r.body)).not.toContain('13712340000');
    const reviewer = await t.login('reviewer');
    expect((await t.call({ method: 'POST', url: '/api/o/v1/invoice/records', token: reviewer, payload: {} })).status).toBe(420);
  });
});
