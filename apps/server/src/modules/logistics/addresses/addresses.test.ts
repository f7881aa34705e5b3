import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeExpress, makeStudent, opLog } from '../../../test/fixtures/orders';

let t: TestApp;
let cs: string;
beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, token = cs) => t.call({ method: 'POST', url, token, payload });
const get = (url: string, token = cs) => t.call({ method: 'GET', url, token });
const home = {
  receiptName: '张妈妈',
  receiptTel: '13566667777',
  province: '浙江省',
  city: '杭州市',
  area: '西湖区',
  addressDetail: '文三路1号',
  provinceCode: '330000',
};

describe('address book', () => {
  it('creates addresses (the first becomes default), masks phones, and logs every change', async () => {
    const s = await makeStudent(t.db);
    const a = await post('/api/ex/v1/address/background/createAddressNew', { uid: s.id, ...home });
    expect(a.body.payload).toMatchObject({ uid: s.id, receiptTel: '135****7777', isDefault: 1, provinceCode: '330000' });
    const b = await post('/api/ex/v1/address/background/createAddressNew', {
      userId: s.id,
      ...home,
      receiptName: '张爸爸',
      receiptTel: '13588889999',
      isDefault: true,
    });
    expect(b.body.payload.isDefault).toBe(1);
    const list = await get(`/api/ex/v1/address/getAddressList?uid=${s.id}`);
    expect(list.body.payload.map((x: { id: string; isDefault: number }) => [x.id, x.isDefault])).toEqual([
      [b.body.payload.id, 1],
      [a.body.payload.id, 0],
    ]);
    expect(JSON.stringify(list.body)).not.toContain('13566667777');
    const upd = await post('/api/ex/v1/address/background/updateAddressNew', {
      id: a.body.payload.id,
      ...home,
      addressDetail: '文三路2号',
      receiptTel: '13566660000',
    });
    expect(upd.body.payload).toMatchObject({ addressDetail: '文三路2号', receiptTel: '135****0000' });
    expect((await opLog(t.db, 'address.update', a.body.payload.id))[0].changes).toEqual({
      receipt_tel: ['135****7777', '135****0000'],
      address_detail: ['文三路1号', '文三路2号'],
    });
    const def = await get(`/api/ex/v1/address/updateDefaultAddress?id=${a.body.payload.id}&uid=${s.id}`);
    expect(def.body.payload).toEqual({ id: a.body.payload.id, isDefault: 1, previousDefault: b.body.payload.id });
    expect((await get(`/api/ex/v1/address/updateDefaultAddress?id=${a.body.payload.id}`)).body.errors).toBe('已处理');
    const log = await get(`/api/ex/v1/address/getAddressLog?uid=${s.id}`);
    expect(log.body.payload.content.map((l: { action: string }) => l.action)).toEqual(['DEFAULT', 'UPDATE', 'CREATE', 'CREATE']);
    const upd1 = log.body.payload.content[1];
    expect([upd1.before.receipt_tel, upd1.after.receipt_tel]).toEqual(['135****7777', '135****0000']);
  });

  it('reads one address with or without the owner check, the cms list by real phone', async () => {
    const s = await makeStudent(t.db);
    const a = (await post('/api/ex/v1/address/background/createAddressNew', { uid: s.id, ...home, receiptTel: '13577778888' })).body
      .payload;
    const other = await makeStudent(t.db);
    expect((await get(`/api/ex/v1/address/getAddressById?id=${a.id}&uid=${s.id}`)).body.payload.id).toBe(a.id);
    expect((await get(`/api/ex/v1/address/getAddressById?id=${a.id}&uid=${other.id}`)).status).toBe(404);
    expect((await get(`/api/ex/v1/address/getAddressByIdUnsafe?id=${a.id}`)).body.payload.receiptTel).toBe('135****8888');
    const cms = await get('/api/ex/v1/cms/address/getAddressList?receiptTel=13577778888');
    expect(cms.body.payload.content.map((x: { id: string }) => x.id)).toEqual([a.id]);
  });

  it('validates fields in zh-CN, and keeps students of other subjects out', async () => {
    const s = await makeStudent(t.db);
    expect((await post('/api/ex/v1/address/background/createAddressNew', { uid: s.id, ...home, addressDetail: '' })).body.errors).toBe(
      '参数错误：addressDetail 请填写详细地址',
    );
    expect((await post('/api/ex/v1/address/background/createAddressNew', { uid: s.id, ...home, receiptTel: '12345' })).body.errors).toBe(
      '参数错误：receiptTel 请输入正确的手机号',
    );
    expect((await post('/api/ex/v1/address/background/createAddressNew', { ...home })).body.errors).toBe('参数错误：uid 不能为空');
    const music = await makeStudent(t.db, [3]);
    expect((await post('/api/ex/v1/address/background/createAddressNew', { uid: music.id, ...home })).status).toBe(404);
    expect((await get(`/api/ex/v1/address/getAddressList?uid=${music.id}`)).status).toBe(404);
    const own = (await post('/api/ex/v1/address/background/createAddressNew?subject=3', { uid: music.id, ...home })).body.payload;
    expect((await get(`/api/ex/v1/address/getAddressByIdUnsafe?id=${own.id}`)).status).toBe(404);
    expect((await get(`/api/ex/v1/address/getAddressList?uid=${s.id}`, await t.login('reviewer'))).status).toBe(420);
  });

  it('moves a shipment to an address of the book (updateExpressAddressNew), logged on both', async () => {
    const s = await makeStudent(t.db);
    const a = (await post('/api/ex/v1/address/background/createAddressNew', { uid: s.id, ...home })).body.payload;
    const e = await makeExpress(t.db, { uid: s.id, status: 0 });
    const r = await post('/api/ex/v1/address/background/updateExpressAddressNew', { expressId: e, addressId: a.id });
    expect(r.body.payload).toEqual({ id: e, expressStatus: 1 });
    const row = await t.db.query<{ receipt_name: string; address_id: string }>(
      'SELECT receipt_name, address_id::text FROM express WHERE id = $1',
      [e],
    );
    expect(row.rows[0]).toEqual({ receipt_name: '张妈妈', address_id: a.id });
    const log = await get(`/api/ex/v1/address/getAddressLog?expressId=${e}`);
    expect(log.body.payload.content[0]).toMatchObject({ action: 'EXPRESS_UPDATE', addressId: a.id, after: { receipt_tel: '135****7777' } });
    const stranger = await makeStudent(t.db);
    const foreign = (await post('/api/ex/v1/address/background/createAddressNew', { uid: stranger.id, ...home })).body.payload;
    expect((await post('/api/ex/v1/address/background/updateExpressAddressNew', { expressId: e, addressId: foreign.id })).status).toBe(404);
  });
});
