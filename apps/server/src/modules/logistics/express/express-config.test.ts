import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeExpress, makeOrder, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
  await t.db.exec(`
    INSERT INTO center_address (code, parent_code, name, level, sort) VALUES ('110000', NULL, '北京市', 1, 1), ('310000', NULL, '上海市', 1, 2);
    INSERT INTO center_address (code, parent_code, name, level) VALUES ('110100', '110000', '北京市', 2), ('110105', '110100', '朝阳区', 3), ('110105001', '110105', '建外街道', 4);
    INSERT INTO oversea_country (country_code, country_name, tel_area_code, status, sort) VALUES ('SG', '新加坡', '65', 0, 1), ('XX', '停用国', '1', 1, 2);
  `);
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, token: ops, payload, headers });
const get = (url: string) => t.call({ method: 'GET', url, token: ops });

describe('express reference lists', () => {
  it('walks the region tree (province, city, area, town) and lists enabled countries', async () => {
    expect((await get('/api/ex/v1/express/getCenterAddressList')).body.payload.map((r: { name: string }) => r.name)).toEqual([
      '北京市',
      '上海市',
    ]);
    expect((await get('/api/ex/v2/express/getCenterAddressList?code=110000')).body.payload).toEqual([
      { code: '110100', name: '北京市', level: 2, parentCode: '110000' },
    ]);
    expect((await get('/api/ex/v1/express/getCenterAddressList?code=110100')).body.payload[0].name).toBe('朝阳区');
    expect((await get('/api/ex/v1/express/getCenterAddressTownList?code=110105')).body.payload[0].name).toBe('建外街道');
    expect((await get('/api/ex/v1/express/getOverseaCountryList')).body.payload.map((c: { countryCode: string }) => c.countryCode)).toEqual(
      ['SG'],
    );
  });

  it('lists versions and box types, and changes a pending box once', async () => {
    const s = await makeStudent(t.db);
    const e = await makeExpress(t.db, { uid: s.id, productType: 1, productVersion: 'V2' });
    expect((await get('/api/ex/v1/express/getExpressVersionList?productType=1')).body.payload).toEqual([
      { version: 'V2', expressCount: 1 },
    ]);
    expect((await get('/api/ts/v1/teaching/system/getExpressBoxType')).body.payload.map((b: { boxType: string }) => b.boxType)).toContain(
      'V2',
    );
    const r = await get(`/api/ts/v1/teaching/system/updateExpressBox?expressId=${e}&boxType=V3`);
    expect(r.body.payload).toEqual({ id: e, productVersion: 'V3' });
    expect((await get(`/api/ts/v1/teaching/system/updateExpressBox?expressId=${e}&boxType=V3`)).status).toBe(409);
    expect((await opLog(t.db, 'express.box', e))[0].changes).toEqual({ product_version: ['V2', 'V3'] });
  });
});

describe('delivery strategies and switches', () => {
  it('creates, updates, lists by product type and switches a strategy on once', async () => {
    const c = await post('/api/ex/v1/express/deliveryStrategy/create', {
      productType: 1,
      name: '系统课盒子',
      warehouseName: '北京仓',
      delayDays: 3,
      rule: { regions: ['110000'] },
    });
    expect(c.body.payload).toMatchObject({ productType: 1, productTypeText: '系统课盒子随材', status: 0, rule: { regions: ['110000'] } });
    const id = c.body.payload.id;
    const u = await post('/api/ex/v1/express/deliveryStrategy/update', { id, productType: 1, name: '系统课盒子-新', delayDays: 5 });
    expect(u.body.payload).toMatchObject({ name: '系统课盒子-新', delayDays: 5, rule: { regions: ['110000'] } });
    expect((await opLog(t.db, 'deliveryStrategy.update', id))[0].changes).toMatchObject({
      name: ['系统课盒子', '系统课盒子-新'],
      delay_days: [3, 5],
    });
    expect((await post('/api/ex/v1/express/deliveryStrategy/updateStatus', { id, status: 1 })).body.payload).toEqual({ id, status: 1 });
    expect((await post('/api/ex/v1/express/deliveryStrategy/updateStatus', { id, status: 1 })).body.errors).toBe('已处理');
    expect((await get('/api/ex/v1/express/deliveryStrategy/listByProductType?productType=1&status=1')).body.payload).toHaveLength(1);
    expect((await get('/api/ex/v1/express/deliveryStrategy/listByProductType?productType=2')).body.payload).toHaveLength(0);
    expect((await post('/api/ex/v1/express/deliveryStrategy/create', { productType: 10, name: 'x' })).body.errors).toBe(
      '参数错误：productType 不能大于9',
    );
    expect((await post('/api/ex/v1/express/deliveryStrategy/updateStatus?subject=3', { id, status: 0 })).status).toBe(404);
  });

  it('sets a switch per subject, once per value', async () => {
    expect((await post('/api/ex/v1/express/updateExpressSwitch', { switchKey: 'AUTO_PUSH', isOpen: 1 })).body.payload).toEqual({
      switchKey: 'AUTO_PUSH',
      isOpen: 1,
    });
    expect((await post('/api/ex/v1/express/updateExpressSwitch', { switchKey: 'AUTO_PUSH', isOpen: 1 })).status).toBe(409);
    expect((await get('/api/ex/v1/express/getExpressSwitchList')).body.payload[0]).toMatchObject({
      switchKey: 'AUTO_PUSH',
      isOpen: 1,
      staffName: '李运营',
    });
    expect((await get('/api/ex/v1/express/getExpressSwitchList?subject=3')).body.payload).toEqual([]);
    expect((await post('/api/ex/v1/express/updateExpressSwitch', { switchKey: 'a b', isOpen: 1 })).status).toBe(400);
  });
});

describe('manual delivery', () => {
  it('creates a shipment from the student’s default address, once per key; without an address it waits', async () => {
    const s = await makeStudent(t.db);
    const o = await makeOrder(t.db, { uid: s.id });
    const noAddress = await post(
      '/api/os/v1/buy/scheduling/manualDelivery',
      { orderId: o.id, productType: 5, productName: '补发画笔' },
      { 'idempotency-key': 'md-1' },
    );
    expect(noAddress.body.payload).toMatchObject({ expressStatus: 0, sourceType: 2, productName: '补发画笔', orderId: o.id });
    await t.db.query(
      `INSERT INTO address (uid, receipt_name, receipt_tel, province, address_detail, is_default) VALUES ($1, '赵六', '13933334444', '天津市', '和平路1号', 1)`,
      [s.id],
    );
    const r = await post(
      '/api/os/v1/buy/scheduling/manualDelivery',
      { orderId: o.id, productType: 5, productName: '补发画纸', expressTotal: 2 },
      { 'idempotency-key': 'md-2' },
    );
    expect(r.body.payload).toMatchObject({ expressStatus: 1, receiptName: '赵六', receiptTel: '139****4444', expressTotal: 2 });
    const replay = await post(
      '/api/os/v1/buy/scheduling/manualDelivery',
      { orderId: o.id, productType: 5, productName: '补发画纸', expressTotal: 2 },
      { 'idempotency-key': 'md-2' },
    );
    expect(replay.body.payload.id).toBe(r.body.payload.id);
    const list = await get(`/api/os/v1/buy/scheduling/manualDeliveryList?orderId=${o.id}`);
    expect(list.body.payload.totalElements).toBe(2);
    const unpaid = await makeOrder(t.db, { uid: s.id, status: 0 });
    expect(
      (
        await post(
          '/api/os/v1/buy/scheduling/manualDelivery',
          { orderId: unpaid.id, productType: 5, productName: 'x' },
          { 'idempotency-key': 'md-3' },
        )
      ).status,
    ).toBe(400);
  });
});
