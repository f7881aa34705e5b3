import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, token = ops) => t.call({ method: 'POST', url, token, payload });
const lines = [
  { itemName: '美术系统课', quantity: 1, unitPrice: '2999.90' },
  { itemName: '画材包', quantity: 3, unitPrice: 33.33 },
];

describe('contracts', () => {
  it('creates a contract with price details (amount = their sum, exact), lists and shows it masked', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const r = await post('/api/c/v1/contract/create', {
      title: '年课合同',
      orderId: o.id,
      partyName: '张家长',
      partyMobile: '13812345678',
      priceDetails: lines,
    });
    expect(r.body.payload).toMatchObject({
      title: '年课合同',
      uid: s.id,
      amount: 3099.89,
      detailTotal: 3099.89,
      priceDataOk: true,
      status: 0,
      statusText: '待签署',
      partyMobile: '138****5678',
    });
    expect(r.body.payload.priceDetails.map((l: { amount: number }) => l.amount)).toEqual([2999.9, 99.99]);
    expect(r.body.payload.contractNo).toMatch(/^HT\d{8}[0-9A-F]{8}$/);
    const list = await post('/api/c/v1/contract/list', { keyword: '年课', partyMobile: '13812345678' });
    expect(list.body.payload.content[0]).toMatchObject({ id: r.body.payload.id, detailCount: 2, partyMobile: '138****5678' });
    const info = await t.call({ method: 'GET', url: `/api/c/v1/contract/info?orderId=${o.id}`, token: ops });
    expect(info.body.payload.contractNo).toBe(r.body.payload.contractNo);
    const details = await t.call({ method: 'GET', url: `/api/c/v1/contract/priceDetails?contractId=${r.body.payload.id}`, token: ops });
    expect(details.body.payload).toHaveLength(2);
    expect(await opLog(t.db, 'contract.create', r.body.payload.id)).toHaveLength(1);
  });

  it('refuses an amount that differs from the price details, and checks price data without writing', async () => {
    const bad = await post('/api/c/v1/contract/create', { title: '合同', amount: 3099.88, priceDetails: lines });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBe('合同金额与价格明细合计不一致：合同 ¥3099.88，明细合计 ¥3099.89');
    const check = await post('/api/c/v1/contract/checkPriceData', { amount: 3099.88, priceDetails: lines });
    expect(check.body.payload).toMatchObject({ ok: false, amount: 3099.88, detailTotal: 3099.89, difference: -0.01 });
    expect((await post('/api/c/v1/contract/create', { title: '' })).body.errors).toBe('参数错误：title 请填写合同名称');
    expect(
      (await post('/api/c/v1/contract/create', { title: 'x', priceDetails: [{ itemName: 'a', unitPrice: 1.001 }] })).body.errors,
    ).toContain('priceDetails.0.unitPrice');
  });

  it('modifies a contract to be signed (with its version), then signs, stops and deletes it, each once', async () => {
    const c = (await post('/api/c/v1/contract/create', { title: '季课合同', priceDetails: lines })).body.payload;
    const mod = await post('/api/c/v1/contract/modify', {
      id: c.id,
      version: c.version,
      title: '季课合同(改)',
      priceDetails: [{ itemName: '季课', unitPrice: 1000 }],
    });
    expect(mod.body.payload).toMatchObject({ title: '季课合同(改)', amount: 1000, version: c.version + 1 });
    const stale = await post('/api/c/v1/contract/modify', { id: c.id, version: c.version, title: '再改' });
    expect(stale.status).toBe(409);
    const log = await opLog(t.db, 'contract.modify', c.id);
    expect(log[0].changes).toMatchObject({ title: ['季课合同', '季课合同(改)'], amount: ['3099.89', '1000.00'] });
    expect((await post('/api/c/v1/contract/sign', { id: c.id })).body.payload).toMatchObject({ status: 1 });
    expect((await post('/api/c/v1/contract/sign', { id: c.id })).body.errors).toBe('已处理');
    expect((await post('/api/c/v1/contract/modify', { id: c.id, title: '改' })).body.errors).toBe('合同已生效，不能修改');
    expect((await post('/api/c/v1/contract/delete', { id: c.id })).body.errors).toBe('合同已生效，请先终止再删除');
    const stop = await post('/api/c/v1/contract/stop', { id: c.id, reason: '学员退费' });
    expect(stop.body.payload).toMatchObject({ fromStatus: 1, status: 2 });
    expect((await post('/api/c/v1/contract/stop', { id: c.id, reason: '学员退费' })).status).toBe(409);
    expect((await post('/api/c/v1/contract/delete', { id: c.id })).body.payload).toEqual({ id: c.id, deleted: 1 });
    expect((await post('/api/c/v1/contract/delete', { id: c.id })).body.errors).toBe('已处理');
    expect((await post('/api/c/v1/contract/detail', { id: c.id })).status).toBe(404);
  });

  it('keeps the stored party mobile when a modify leaves it out (the console only sees it masked)', async () => {
    const c = (await post('/api/c/v1/contract/create', { title: '手机号合同', partyMobile: '13812340000' })).body.payload;
    const mod = await post('/api/c/v1/contract/modify', { id: c.id, version: c.version, title: '手机号合同(改)' });
    expect(mod.body.payload).toMatchObject({ title: '手机号合同(改)', partyMobile: '138****0000' });
    const changed = await post('/api/c/v1/contract/modify', { id: c.id, title: '手机号合同', partyMobile: '13912340000' });
    expect(changed.body.payload.partyMobile).toBe('139****0000');
  });

  it('keeps contracts inside their subject and away from other roles', async () => {
    const c = (await post('/api/c/v1/contract/create', { title: '美术合同' })).body.payload;
    expect((await post('/api/c/v1/contract/detail?subject=3', { id: c.id })).status).toBe(404);
    expect((await post('/api/c/v1/contract/stop?subject=3', { id: c.id, reason: 'x' })).status).toBe(404);
    const music = await makeStudent(t.db, [3]);
    expect((await post('/api/c/v1/contract/create', { title: '合同', uid: music.id })).status).toBe(404);
    expect((await post('/api/c/v1/contract/list', {}, await t.login('reviewer'))).status).toBe(420);
  });
});
