import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, lit } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  ids.topic = await insert(t, 'topic', { subject: 0, name: '国风主题' });
  ids.brush = await insert(t, 'product', { subject: 0, name: '毛笔套装', type: 'ACTUAL_GOODS', price: '39.90' });
  ids.vip = await insert(t, 'product', { subject: 0, name: '会员权益', type: 'VIRTUAL_GOODS', price: '0' });
  await insert(t, 'product', { subject: 0, name: '旧商品', deleted: 1 });
  ids.year = await insert(t, 'package', {
    subject: 0,
    name: '美术年课',
    regtype: 2,
    sup: 'S2',
    course_length: 4,
    price: '2999.00',
    topic_id: ids.topic,
  });
  ids.trial = await insert(t, 'package', { subject: 0, name: '美术体验课', regtype: 1, category: 3, price: '9.90', status: 1 });
  await insert(t, 'package', { subject: 0, name: '已删除套餐', deleted: 1 });
  await insert(t, 'package', { subject: 3, name: '音乐年课', regtype: 2 });
  await t.db.query('INSERT INTO package_product (package_id, product_id, quantity, sort) VALUES ($1, $2, 2, 1), ($1, $3, 1, 2)', [
    ids.year,
    ids.brush,
    ids.vip,
  ]);
  await t.db.query(
    'INSERT INTO package_price (package_id, currencies_code, price, original) SELECT $1, code, 2999, 3999 FROM currency ORDER BY sort LIMIT 1',
    [ids.year],
  );
});
afterAll(async () => t.close());

describe('packages', () => {
  it('PackagesList is a lookup any staff may read: live packages of the subject with labels, products and prices', async () => {
    const reviewer = await t.login('reviewer');
    const r = await gql(
      t,
      reviewer,
      // a page of 100: at 2,000 with the nested products and prices the document is above the cost limit (issue 25)
      `{ PackagesList(size: 100) { id name price status_text regtype_text course_length_text category_text topic topicInfo { name }
        products { product_name quantity product_type product { name price } } prices { currencies_code price original } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.PackagesList.map((p: { name: string }) => p.name).sort()).toEqual(['美术体验课', '美术年课']);
    const year = r.data.PackagesList.find((p: { id: string }) => p.id === ids.year);
    expect(year).toMatchObject({
      price: 2999,
      status_text: '上架',
      regtype_text: '首单',
      course_length_text: '年',
      topic: ids.topic,
      topicInfo: { name: '国风主题' },
      products: [
        { product_name: '毛笔套装', quantity: 2, product_type: 'ACTUAL_GOODS', product: { name: '毛笔套装', price: 39.9 } },
        { product_name: '会员权益', quantity: 1, product_type: 'VIRTUAL_GOODS', product: { name: '会员权益', price: 0 } },
      ],
    });
    expect(year.prices).toHaveLength(1);
    expect(year.prices[0]).toMatchObject({ price: 2999, original: 3999 });
    const trial = await gql(t, reviewer, `{ PackagesList(query: ${lit({ regtype: 1 })}) { name category_text status_text } }`);
    expect(trial.data.PackagesList).toEqual([{ name: '美术体验课', category_text: '单周体验课', status_text: '下架' }]);
  });

  it('PackageConfigList lists what packages bundle', async () => {
    const sales = await t.login('sales');
    const r = await gql(
      t,
      sales,
      `{ PackageConfigList(query: ${lit({ package_id: ids.year })}) { id package_name product_name quantity product_price } }`,
    );
    expect(r.data.PackageConfigList).toEqual([
      { id: `${ids.year}-${ids.brush}`, package_name: '美术年课', product_name: '毛笔套装', quantity: 2, product_price: 39.9 },
      { id: `${ids.year}-${ids.vip}`, package_name: '美术年课', product_name: '会员权益', quantity: 1, product_price: 0 },
    ]);
  });

  it('PackagesPage is the /meal admin page: products area only', async () => {
    const r = await gql(t, admin, `{ PackagesPage(page: 1, size: 20) { totalElements content { name } } }`);
    expect(r.data.PackagesPage.totalElements).toBe(2);
    const manager = await t.login('manager');
    expect((await gql(t, manager, `{ PackagesPage { totalElements } }`)).status).toBe(420);
  });
});

describe('products, topics, periods', () => {
  it('ProductPage lists live products with type labels; only the products area', async () => {
    const r = await gql(
      t,
      admin,
      `{ ProductPage(query: ${lit({ type: 'ACTUAL_GOODS' })}) { totalElements content { name type_text price } } }`,
    );
    expect(r.data.ProductPage.content).toEqual([{ name: '毛笔套装', type_text: '实物商品', price: 39.9 }]);
    const all = await gql(t, admin, `{ ProductPage { totalElements } }`);
    expect(all.data.ProductPage.totalElements).toBe(2);
    const ops = await t.login('ops');
    expect((await gql(t, ops, `{ ProductPage { totalElements } }`)).status).toBe(420);
  });

  it('PackagesTopicList and productTopic: the order page topic filter, for any staff', async () => {
    const sales = await t.login('sales');
    const r = await gql(t, sales, `{ PackagesTopicList(query: ${lit({ topic_id: [ids.topic] })}, size: 500) { relation_id } }`);
    expect(r.data.PackagesTopicList).toEqual([{ relation_id: ids.year }]);
    const topics = await gql(t, sales, `{ productTopic { id name } }`, { url: '/graphql/filter' });
    expect(topics.data.productTopic).toEqual([{ id: ids.topic, name: '国风主题' }]);
    const text = await gql(t, sales, `{ PackagesList(query: ${lit({ id: ids.year })}) { text } }`);
    expect(text.data.PackagesList).toEqual([{ text: '美术年课' }]);
  });

  it('TopicList', async () => {
    const r = await gql(t, admin, `{ TopicList(size: 500) { id name status_text } }`);
    expect(r.data.TopicList).toEqual([{ id: ids.topic, name: '国风主题', status_text: '上架' }]);
  });

  it('ManagementList: periods newest first, with the on_going default filter', async () => {
    for (const [period, status] of [
      [60, 0],
      [61, 1],
      [62, 3],
      [59, 4],
    ]) {
      await insert(t, 'management', { subject: 0, course_type: 1, period, period_name: `第${period}期`, status });
    }
    const cs = await t.login('cs');
    const r = await gql(
      t,
      cs,
      `{ ManagementList(query: ${lit({ on_going: true, course_type: 1 })}) { period period_name status_text on_going } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.ManagementList).toEqual([
      { period: 62, period_name: '第62期', status_text: '上课中', on_going: true },
      { period: 61, period_name: '第61期', status_text: '招生中', on_going: true },
      { period: 60, period_name: '第60期', status_text: '待开始', on_going: true },
    ]);
    const done = await gql(t, cs, `{ ManagementPage(query: ${lit({ status: 4 })}) { totalElements content { period } } }`);
    expect(done.data.ManagementPage.content).toEqual([{ period: 59 }]);
  });

  it('Management `type` (course_type): the period selects filter it, the review page reads it (results.md #3, #40)', async () => {
    await insert(t, 'management', { subject: 3, course_type: 0, period: 360, period_name: '体验360期', status: 1 });
    await insert(t, 'management', { subject: 3, course_type: 1, period: 360, period_name: '系统360期', status: 2 });
    const cs = await t.login('cs');
    // searchStage.vue: bool dialect, an empty wildcard, the subject and the type as text
    const must = [{ wildcard: { 'period_name.keyword': '**' } }, { term: { subject: 3 } }, { term: { type: '0' } }];
    const ex = await gql(
      t,
      cs,
      `{ ManagementListEx(query: ${lit({ bool: { must } })}, sort: ${lit({ id: 'desc' })}) { id period period_name } }`,
      {
        subject: 3,
      },
    );
    expect(ex.errors).toBeUndefined();
    expect(ex.data.ManagementListEx).toEqual([{ id: expect.any(String), period: 360, period_name: '体验360期' }]);
    // ReviewManage.getManagementByPeriod
    const one = await gql(
      t,
      cs,
      `{ Management(query: ${lit({ type: 1, period: '360', subject: 3 })}) { period period_name type status } }`,
      {
        subject: 3,
      },
    );
    expect(one.errors).toBeUndefined();
    expect(one.data.Management).toEqual({ period: 360, period_name: '系统360期', type: 1, status: 2 });
  });
});
