import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, lit } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url, token, payload });
const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
const opLog = async (action: string, id: string) =>
  (await t.db.query('SELECT staff_name FROM operation_log WHERE action = $1 AND entity_id = $2', [action, id])).rows;

const brush = {
  name: '国风毛笔礼盒',
  type: 'ACTUAL_GOODS',
  unit: '套',
  course_difficulty: 'S2',
  course_level: 'LEVEL1',
  pro_version: 'V2',
  images: ['/files/brush.jpg'],
  country_codes: ['CN', 'us'],
  materials: [{ name: '毛笔', quantity: 3 }],
  prices: [
    { currencies_code: 'CNY', currencies_price: '199.90', achievement_price: 150 },
    { currencies_code: 'usd', currencies_price: 29.99 },
  ],
};

describe('products (operationProduct)', () => {
  it('creates a product with CNY and USD prices; ProductPage and productDetail show them; the log has it', async () => {
    const r = await post('/api/p/v1/product/operationProduct', brush);
    expect(r.status).toBe(200);
    expect(r.body.payload).toMatchObject({
      name: '国风毛笔礼盒',
      price: 199.9,
      status: 0,
      version: 1,
      country_codes: ['CN', 'US'],
      materials: [{ name: '毛笔', quantity: 3 }],
      prices: [
        { currencies_code: 'CNY', currencies_price: 199.9, achievement_price: 150 },
        { currencies_code: 'USD', currencies_price: 29.99, achievement_price: null },
      ],
    });
    const id = r.body.payload.id;
    const page = await gql(
      t,
      admin,
      `{ ProductPage(query: ${lit({ name: '国风毛笔礼盒' })}) { totalElements content { id price prices { currencies_code currencies_price } } } }`,
    );
    expect(page.data.ProductPage.content[0]).toMatchObject({ id, price: 199.9 });
    expect(page.data.ProductPage.content[0].prices).toHaveLength(2);
    expect(await opLog('product.create', id)).toHaveLength(1);
  });

  it('edits with the version it read; a stale version is a 409 naming who changed it; off sale hides it from getProductByTypes', async () => {
    const id = (await post('/api/p/v1/product/operationProduct', { ...brush, name: '砚台' })).body.payload.id;
    const edited = await post('/api/p/v1/product/operationProduct', {
      id,
      version: 1,
      name: '端砚',
      status: 1,
      prices: [{ currencies_code: 'CNY', currencies_price: 88 }],
    });
    expect(edited.body.payload).toMatchObject({
      name: '端砚',
      status: 1,
      version: 2,
      price: 88,
      prices: [{ currencies_code: 'CNY', currencies_price: 88 }],
    });
    const stale = await post('/api/p/v1/product/operationProduct', { id, version: 1, name: '旧砚台' });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ yourVersion: 1, version: 2 });
    expect((await opLog('product.update', id))[0].staff_name).toBeTruthy();
    const byType = await get('/api/p/v1/product/getProductByTypes?types=ACTUAL_GOODS,VIRTUAL_GOODS');
    const names = byType.body.payload.map((p: { name: string }) => p.name);
    expect(names).toContain('国风毛笔礼盒');
    expect(names).not.toContain('端砚');
  });

  it('clears a label sent as null (or blank); an edit that does not send it keeps it', async () => {
    const labels = (await get('/api/p/v1/label/findLabels')).body.payload as { id: string }[];
    const labid = String(labels[0].id);
    const created = await post('/api/p/v1/product/operationProduct', { ...brush, name: '墨条', labid, keywords: '墨', delivery_type: 0 });
    const id = created.body.payload.id;
    expect(created.body.payload).toMatchObject({ labid, keywords: '墨', delivery_type: 0 });
    // not sent: kept
    const kept = await post('/api/p/v1/product/operationProduct', { id, version: 1, name: '松烟墨条' });
    expect(kept.body.payload).toMatchObject({ name: '松烟墨条', labid, keywords: '墨', delivery_type: 0, version: 2 });
    // null clears (what the form sends for a cleared select), blank clears a text
    const cleared = await post('/api/p/v1/product/operationProduct', {
      id,
      version: 2,
      name: '松烟墨条',
      labid: null,
      keywords: ' ',
      delivery_type: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.payload).toMatchObject({ labid: null, keywords: null, delivery_type: null, version: 3 });
    expect((await get(`/api/p/v1/product/productDetail?id=${id}`)).body.payload).toMatchObject({ labid: null, keywords: null });
    const page = await gql(t, admin, `{ ProductPage(query: ${lit({ name: '松烟墨条' })}) { content { id labid keywords } } }`);
    expect(page.data.ProductPage.content).toEqual([{ id, labid: null, keywords: null }]);
    const log = await t.db.query<{ changes: Record<string, unknown> }>(
      "SELECT changes FROM operation_log WHERE action = 'product.update' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(JSON.stringify(log.rows[0].changes)).toContain('labid');
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM product')).rows[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...brush, name: '' }, 'name'],
      [{ ...brush, type: 'FOOD' }, 'type'],
      [{ ...brush, prices: [{ currencies_code: 'XYZ', currencies_price: 1 }] }, '未知币种 XYZ'],
      [
        {
          ...brush,
          prices: [
            { currencies_code: 'CNY', currencies_price: 1 },
            { currencies_code: 'cny', currencies_price: 2 },
          ],
        },
        '币种重复',
      ],
      [{ ...brush, prices: [{ currencies_code: 'CNY', currencies_price: '1.234' }] }, 'prices.0.currencies_price'],
      [{ ...brush, course_difficulty: 'X1' }, 'course_difficulty'],
    ];
    for (const [payload, expected] of cases) {
      const r = await post('/api/p/v1/product/operationProduct', payload);
      expect(r.status, expected).toBe(400);
      expect(r.body.errors).toContain(expected);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM product')).rows[0].n).toBe(before);
  });

  it('only the shop (role 7) may write: manager and sales get 420', async () => {
    for (const who of ['manager', 'sales']) {
      const token = await t.login(who);
      expect((await post('/api/p/v1/product/operationProduct', brush, token)).status).toBe(420);
      expect((await post('/api/p/v1/product/operationPackage', { name: 'x' }, token)).status).toBe(420);
    }
  });
});

describe('packages (operationPackage, packageDetail)', () => {
  it('builds a package from products with per-currency prices (atome_price), topic, split orders; the order filter lookup lists it', async () => {
    const p1 = (await post('/api/p/v1/product/operationProduct', { ...brush, name: '画笔' })).body.payload.id;
    const p2 = (
      await post('/api/p/v1/product/operationProduct', {
        name: '会员',
        type: 'VIRTUAL_GOODS',
        prices: [{ currencies_code: 'CNY', currencies_price: 0 }],
      })
    ).body.payload.id;
    const topic = await insert(t, 'topic', { subject: 0, name: '国画主题' });
    const r = await post('/api/p/v1/product/operationPackage', {
      name: '国画年课套餐',
      regtype: 2,
      sup: 'S2',
      course_length: 4,
      course_week: 48,
      effective_days: 365,
      topic,
      payment_channel: 'WECHAT,ATOME',
      groupon: 1,
      groupon_price: 1999,
      groupon_number: 3,
      products: [
        { product_id: p1, quantity: 2 },
        { product_id: p2, quantity: 1 },
      ],
      split_orders: [{ product_id: p1, name: '画材', amount: '300.00' }],
      prices: [
        { currencies_code: 'CNY', price: 2999, original: 3999 },
        { currencies_code: 'USD', price: 429, atome_price: 143 },
      ],
    });
    expect(r.status).toBe(200);
    const pkg = r.body.payload;
    expect(pkg).toMatchObject({
      name: '国画年课套餐',
      price: 2999,
      original: 3999,
      topic,
      topic_name: '国画主题',
      is_split: 1,
      sub_order_size: 1,
      split_orders: [{ name: '画材', amount: 300 }],
      products: [
        { product_id: p1, name: '画笔', quantity: 2 },
        { product_id: p2, name: '会员', quantity: 1 },
      ],
      prices: [
        { currencies_code: 'CNY', price: 2999, original: 3999, atome_price: null },
        { currencies_code: 'USD', price: 429, original: null, atome_price: 143 },
      ],
    });
    const detail = await get(`/api/p/v1/product/packageDetail?packagesId=${pkg.id}`, await t.login('sales'));
    expect(detail.body.payload.name).toBe('国画年课套餐');
    // the order page's package filter reads PackagesList
    const list = await gql(
      t,
      await t.login('ops'),
      `{ PackagesList(query: ${lit({ name: '国画年课套餐' })}) { id name prices { currencies_code } } }`,
    );
    expect(list.data.PackagesList).toEqual([
      { id: pkg.id, name: '国画年课套餐', prices: [{ currencies_code: 'CNY' }, { currencies_code: 'USD' }] },
    ]);
    const topicDetail = await get(`/api/p/v1/product/TopicDetail?topicId=${topic}`);
    expect(topicDetail.body.payload.productList.map((p: { id: string }) => p.id)).toEqual([pkg.id]);
    expect(await opLog('package.create', pkg.id)).toHaveLength(1);
  });

  it('an edit clears the fields sent as null (sup, course week, validity, topic, area) and keeps the absent ones', async () => {
    const topic = await insert(t, 'topic', { subject: 0, name: '清空主题' });
    const created = await post('/api/p/v1/product/operationPackage', {
      name: '清空测试套餐',
      regtype: 2,
      sup: 'S3',
      course_week: 24,
      effective_days: 180,
      topic,
      area: '华东',
      prices: [{ currencies_code: 'CNY', price: 999 }],
    });
    const { id, version } = created.body.payload;
    // absent: kept
    const kept = await post('/api/p/v1/product/operationPackage', { id, version, name: '清空测试套餐二' });
    expect(kept.body.payload).toMatchObject({ sup: 'S3', course_week: 24, effective_days: 180, topic, area: '华东', regtype: 2 });
    // null (what the form sends for an emptied field) or blank: cleared
    const cleared = await post('/api/p/v1/product/operationPackage', {
      id,
      version: kept.body.payload.version,
      name: '清空测试套餐二',
      sup: null,
      course_week: null,
      effective_days: null,
      topic: null,
      area: ' ',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.payload).toMatchObject({ sup: null, course_week: null, effective_days: null, topic: null, area: null, regtype: 2 });
    const detail = await get(`/api/p/v1/product/packageDetail?packagesId=${id}`);
    expect(detail.body.payload).toMatchObject({ sup: null, topic: null, area: null });
  });

  it('refuses unknown products, topics and missing packages', async () => {
    expect((await post('/api/p/v1/product/operationPackage', { name: 'x', products: [{ product_id: '999999' }] })).body.errors).toContain(
      'products',
    );
    expect((await post('/api/p/v1/product/operationPackage', { name: 'x', topic: '999999' })).body.errors).toContain('topic');
    expect((await post('/api/p/v1/product/operationPackage', { id: '999999', name: 'x' })).status).toBe(404);
    expect((await get('/api/p/v1/product/packageDetail?packagesId=abc')).status).toBe(400);
  });
});

describe('reference reads', () => {
  it('countries, areas, labels, the dictionary and course materials', async () => {
    await t.db.query("INSERT INTO oversea_country (country_code, country_name, sort) VALUES ('JP', '日本', 1)");
    expect((await get('/api/p/v1/product/getAllCountry')).body.payload).toEqual([
      { countryCode: 'JP', countryName: '日本', countryNameEn: null, telAreaCode: null },
    ]);
    const areas = (await get('/api/p/v1/product/getAllArea')).body.payload.map((a: { code: string }) => a.code);
    expect(areas).toContain('CN');
    expect((await get('/api/p/v1/label/findLabels')).body.payload[0]).toMatchObject({ name: '新品' });
    const versions = await get('/api/s/v1/data/dictionary/byType?type=courseVersion');
    expect(versions.body.payload.map((v: { code: string }) => v.code)).toEqual(['V1', 'V2', 'V3']);
    expect((await get('/api/s/v1/data/dictionary/byType')).status).toBe(400);
    const box = await get(
      '/api/p/v1/product/getCourseMaterials?courseType=EXPERIENCE_COURSE&proVersion=V2&courseDifficulty=S2&courseLevel=LEVEL1',
    );
    expect(box.body.payload).toMatchObject({ course_difficulty: 'S2', materials: [{ name: '毛笔' }] });
    const parts = await get('/api/p/v1/product/getCourseMaterialsParts?courseDifficulty=S2&courseLevel=LEVEL1');
    expect(parts.body.payload).toEqual([]);
    const all = await get('/api/p/v1/product/getCourseMaterialsList?courseDifficulty=S2');
    expect(all.body.payload.length).toBeGreaterThanOrEqual(1);
  });
});
