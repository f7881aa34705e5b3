import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeExpress, makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let cs: string;
beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}, token = cs) =>
  t.call({ method: 'POST', url, token, payload, headers });
const statusOf = async (id: string) =>
  (await t.db.query<{ express_status: number }>('SELECT express_status FROM express WHERE id = $1', [id])).rows[0].express_status;

describe('express status', () => {
  it('updates the status with a remark once (409 the second time), and logs it', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const id = await makeExpress(t.db, { uid: s.id, orderId: o.id });
    const noNumber = await post('/api/ex/v1/express/updateExpressStatus', { expressId: id, status: 2, remark: '已发' });
    expect(noNumber.body.errors).toBe('发货需要填写快递公司和快递单号');
    const shipped = await post('/api/ex/v1/express/updateExpressStatus', {
      expressId: id,
      status: 2,
      remark: '顺丰已揽收',
      expressCompany: '顺丰',
      expressNu: 'SF100',
    });
    expect(shipped.body.payload, JSON.stringify(shipped.body)).toMatchObject({
      fromStatus: 1,
      expressStatus: 2,
      expressStatusText: '已发货',
    });
    const again = await post('/api/ex/v2/express/updateExpressStatus', { expressId: id, status: 2, remark: '顺丰已揽收' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toBe('已处理');
    const illegal = await post('/api/ex/v1/express/updateExpressStatus', { expressId: id, status: 0 });
    expect(illegal.body.errors).toBe('物流状态不能从「已发货」改为「无地址」');
    await post('/api/ex/v1/express/updateExpressStatus', { id, remark: '客户来电确认地址' });
    const detail = await t.call({ method: 'GET', url: `/api/ex/v1/express/getExpressDetail?expressId=${id}`, token: cs });
    expect(detail.body.payload).toMatchObject({ expressStatus: 2, expressNu: 'SF100', receiptTel: '137****5678' });
    expect(
      detail.body.payload.remarkLog.map((l: { fromStatus: number; toStatus: number; remark: string }) => [
        l.fromStatus,
        l.toStatus,
        l.remark,
      ]),
    ).toEqual([
      [1, 2, '顺丰已揽收'],
      [2, 2, '客户来电确认地址'],
    ]);
    expect((await opLog(t.db, 'express.status', id))[0].changes).toEqual({ express_status: [1, 2] });
    const d = await t.db.query<{ c: boolean }>('SELECT delivery_collect_time IS NOT NULL AS c FROM express WHERE id = $1', [id]);
    expect(d.rows[0].c).toBe(true);
  });

  it('marks shipments invalid one by one, reporting the ones that cannot be', async () => {
    const s = await makeStudent(t.db);
    const a = await makeExpress(t.db, { uid: s.id });
    const b = await makeExpress(t.db, { uid: s.id, status: 3 });
    const music = await makeExpress(t.db, { uid: s.id, subject: 3 });
    const r = await post('/api/ex/v1/express/invalidExpress', { expressIds: [a, b, music], remark: '重复订单' });
    expect(r.body.payload, JSON.stringify(r.body)).toMatchObject({ total: 3, success: 1, failed: 2 });
    expect(r.body.payload.items.map((i: { status?: number }) => i.status ?? 200)).toEqual([200, 409, 404]);
    expect(await statusOf(a)).toBe(7);
    const single = await post('/api/ex/v1/express/invalidExpress', { expressId: a, remark: '重复订单' });
    expect(single.status).toBe(409);
    expect((await post('/api/ex/v1/express/invalidExpress', { expressIds: [], remark: 'x' })).body.errors).toBe(
      '参数错误：expressIds 不能为空',
    );
  });

  it('requests delivery once per shipment and per Idempotency-Key', async () => {
    const s = await makeStudent(t.db);
    const a = await makeExpress(t.db, { uid: s.id });
    const r = await post('/api/ex/v1/express/deliveryRequest', { expressIds: [a], warehouseName: '北京仓' }, { 'idempotency-key': 'dr-1' });
    expect(r.body.payload).toMatchObject({ id: a, delivered: true });
    expect(
      (await post('/api/ex/v1/express/deliveryRequest', { expressIds: [a], warehouseName: '北京仓' }, { 'idempotency-key': 'dr-1' })).body,
    ).toEqual(r.body);
    const twice = await post('/api/ex/v1/express/deliveryRequest', { expressIds: [a] }, { 'idempotency-key': 'dr-2' });
    expect(twice.body.errors).toBe('发货请求已处理');
    expect((await post('/api/ex/v1/express/deliveryRequest', { expressIds: [a] })).status).toBe(400);
  });

  it('reveals the receipt phone only through queryReceiptTel, logging every reveal', async () => {
    const s = await makeStudent(t.db);
    const a = await makeExpress(t.db, { uid: s.id, tel: '13699990000' });
    const detail = await t.call({ method: 'GET', url: `/api/ex/v1/express/getExpressDetail?id=${a}`, token: cs });
    expect(JSON.stringify(detail.body)).not.toContain('13699990000');
    const reveal = await t.call({ method: 'GET', url: `/api/ex/v1/express/queryReceiptTel?expressId=${a}`, token: cs });
    expect(reveal.body.payload).toEqual({ expressId: a, receiptTel: '13699990000', telAreaCode: '86' });
    const log = await opLog(t.db, 'express.revealTel', a);
    expect(log).toHaveLength(1);
    expect(log[0].staff_name).toBe('赵客服');
    expect((await t.call({ method: 'GET', url: `/api/ex/v1/express/queryReceiptTel?expressId=${a}&subject=3`, token: cs })).status).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'GET', url: `/api/ex/v1/express/queryReceiptTel?expressId=${a}`, token: await t.login('reviewer') })).status,
    ).toBe(420);
  });

  it('sets the address of a shipment without one (0 → 1), logged; refused once shipped', async () => {
    const s = await makeStudent(t.db);
    const a = await makeExpress(t.db, { uid: s.id, status: 0 });
    const addr = {
      receiptName: '李四',
      receiptTel: '13511112222',
      province: '上海市',
      city: '上海市',
      area: '浦东新区',
      addressDetail: '世纪大道100号',
    };
    const bad = await post('/api/ex/v1/express/createOrUpdateAddress', { expressId: a, ...addr, receiptTel: '123456' });
    expect(bad.body.errors).toBe('参数错误：receiptTel 请输入正确的手机号');
    const r = await post('/api/ex/v1/express/createOrUpdateAddress', { expressId: a, ...addr });
    expect(r.body.payload).toEqual({ id: a, expressStatus: 1 });
    const log = await t.db.query<{ action: string; after: { receipt_tel: string } }>(
      'SELECT action, after FROM address_log WHERE express_id = $1',
      [a],
    );
    expect(log.rows[0]).toMatchObject({ action: 'EXPRESS_UPDATE', after: { receipt_tel: '13511112222' } });
    const detail = await t.call({ method: 'GET', url: `/api/ex/v1/express/getExpressDetail?id=${a}`, token: cs });
    expect(detail.body.payload.addressLog[0].after.receipt_tel).toBe('135****2222');
    await t.db.query('UPDATE express SET express_status = 2 WHERE id = $1', [a]);
    expect((await post('/api/ex/v1/express/createOrUpdateAddress', { expressId: a, ...addr })).status).toBe(409);
  });

  it('finds the last shipment of an order, and imports shipments with a row report', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    await makeExpress(t.db, { uid: s.id, orderId: o.id });
    const last = await makeExpress(t.db, { uid: s.id, orderId: o.id, productType: 2 });
    await makeExpress(t.db, { uid: s.id, orderId: o.id, status: 7 });
    const r = await t.call({ method: 'GET', url: `/api/ex/v2/express/getLastMusicInstrumentExpressByOrderId?orderId=${o.id}`, token: cs });
    expect(r.body.payload.id).toBe(last);
    const addr = {
      receiptName: '王五',
      receiptTel: '13822223333',
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      addressDetail: '科技园1号',
    };
    const rows = [
      { outTradeNo: o.outTradeNo, productType: 5, productName: '补货画笔', ...addr },
      { mobile: s.mobile, productType: 2, productName: '商城画板', expressCompany: '中通', expressNu: 'ZT1', ...addr },
      { mobile: '13000000001', productType: 2, productName: 'x', ...addr },
      { outTradeNo: o.outTradeNo, productType: 12, productName: 'x', ...addr },
    ];
    const dry = await post('/api/ex/v1/express/importExpress', { dryRun: true, rows });
    expect(dry.body.payload.rows.map((x: { error?: string }) => x.error ?? 'ok')).toEqual(['ok', 'ok', '学员不存在', '商品类型必须是0-9']);
    const real = await post(
      '/api/ex/v1/express/importExpress',
      { dryRun: false, rows, fileName: '补货.xlsx' },
      { 'idempotency-key': 'imp-e1' },
    );
    expect(real.body.payload).toMatchObject({ success: 2, failed: 2 });
    const created = await t.db.query<{ source_type: number; express_status: number }>(
      'SELECT source_type, express_status FROM express WHERE id = ANY($1::bigint[]) ORDER BY id',
      [real.body.payload.rows.filter((x: { expressId?: string }) => x.expressId).map((x: { expressId: string }) => x.expressId)],
    );
    expect(created.rows).toEqual([
      { source_type: 6, express_status: 1 },
      { source_type: 6, express_status: 2 },
    ]);
    const list = await t.call({ method: 'GET', url: '/api/ex/v1/express/getImportList', token: cs });
    expect(list.body.payload.content[0]).toMatchObject({ fileName: '补货.xlsx', successNum: 2, failNum: 2, operatorName: '赵客服' });
  });
});
