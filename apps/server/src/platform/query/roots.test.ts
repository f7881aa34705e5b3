import { GraphQLNonNull, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../../test/db';
import { fixtureModels, fixtureRegistry, loadFixture, orders, run } from './__fixtures__/orders';
import { registerDictionaryRoots } from './dictionaries';
import { defineModel } from './model';
import { listRootAccess, QueryRegistry } from './registry';

/** Aggregation roots, custom roots, dictionaries, the permission listing and error mapping. */

let db: Database;
const registry = fixtureRegistry();

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFixture(db);
});
afterAll(async () => db.close());

type Data = Record<string, unknown>;
async function data(query: string, as: Parameters<typeof run>[3] = {}): Promise<Data> {
  const out = await run(db, registry, query, as);
  if (out.body.errors) throw new Error(JSON.stringify(out.body.errors));
  return out.body.data as Data;
}
async function errors(query: string, as: Parameters<typeof run>[3] = {}) {
  const out = await run(db, registry, query, as);
  expect(out.body.errors?.length).toBeGreaterThan(0);
  return out;
}
const inSubject = (s: number) => orders.filter((o) => o.subject === s);

describe('statistics', () => {
  it('groups by termField with count and SUM(sumField); labels in type', async () => {
    const d = await data(
      '{ OrderStatistics(query: "{\\"paid\\":true}", sumField: "amount", termField: "status") { code type label count value } }',
    );
    const rows = inSubject(0).filter((o) => o.paid === true);
    const buckets = new Map<number, { count: number; value: number }>();
    for (const o of rows) {
      const b = buckets.get(o.status) ?? { count: 0, value: 0 };
      b.count++;
      b.value += o.amount ?? 0;
      buckets.set(o.status, b);
    }
    const got = d.OrderStatistics as Array<{ code: string; type: string; label: string; count: number; value: number }>;
    expect(got).toHaveLength(buckets.size);
    for (const g of got) {
      const b = buckets.get(Number(g.code));
      expect(g.count).toBe(b?.count);
      expect(g.value).toBeCloseTo(b?.value ?? NaN, 2);
    }
    expect(got.find((g) => g.code === '2')?.label).toBe('已支付');
    expect(got.find((g) => g.code === '6')?.label).toBe('6');
    // the original client reads `type` as the termField it sent (its sample: {code:'3', type:'status'})
    expect(got.every((g) => g.type === 'status')).toBe(true);
    for (let i = 1; i < got.length; i++) expect(got[i - 1].count).toBeGreaterThanOrEqual(got[i].count);
  });
  it('without termField gives one bucket; bad fields are named', async () => {
    const d = await data('{ OrderStatistics(sumField: "score") { code count value } }');
    const all = inSubject(0);
    expect(d.OrderStatistics).toEqual([{ code: null, count: all.length, value: all.reduce((s, o) => s + o.score, 0) }]);
    expect((await errors('{ OrderStatistics(termField: "nope") { count } }')).body.errors?.[0].message).toContain('nope');
    expect((await errors('{ OrderStatistics(sumField: "remark") { count } }')).body.errors?.[0].message).toContain('remark');
  });
  it('masks mobile buckets', async () => {
    const d = await data('{ OrderStatistics(termField: "mobile") { code } }');
    expect((d.OrderStatistics as Array<{ code: string }>).every((b) => /^138\*{4}\d{4}$/.test(b.code))).toBe(true);
  });
});

describe('access and custom roots', () => {
  it('every root checks its Access: refused roots answer 420 and are reported as denied', async () => {
    const out = await run(db, registry, '{ OrderPage { number } }', { roleIds: ['38'] });
    expect(out.status).toBe(420);
    expect(out.body.errors?.[0]).toMatchObject({ message: '没有权限：OrderPage', extensions: { code: 'FORBIDDEN' } });
    expect(out.denied).toEqual(['OrderPage']);
    expect((await run(db, registry, '{ OrderCount }', { roleIds: ['5'] })).status).toBe(200);
  });
  it('custom roots use the same registry, Access and engine', async () => {
    const reg = fixtureRegistry();
    reg.addRoot({
      name: 'OrderPageMenu',
      access: { area: 'orders' },
      type: (t) =>
        new GraphQLObjectType({
          name: 'OrderPageMenuResult',
          fields: { paid: { type: new GraphQLNonNull(t.long) }, all: { type: new GraphQLNonNull(t.long) } },
        }),
      resolve: async (_ctx, _args, tools) => ({ paid: await tools.count('Order', '{"paid":true}'), all: await tools.count('Order') }),
    });
    const out = await run(db, reg, '{ OrderPageMenu { paid all } }');
    expect(out.body.data).toEqual({ OrderPageMenu: { paid: inSubject(0).filter((o) => o.paid).length, all: inSubject(0).length } });
    expect((await run(db, reg, '{ OrderPageMenu { all } }', { roleIds: ['38'] })).status).toBe(420);
  });
  it('lists every root with its Access for the permission snapshot', () => {
    const reg = fixtureRegistry();
    registerDictionaryRoots(reg);
    const list = listRootAccess(reg);
    expect(list).toContainEqual({ name: 'OrderPage', kind: 'Page', access: 'area:orders', model: 'Order' });
    expect(list).toContainEqual({ name: 'OrderStatistics', kind: 'Statistics', access: 'area:orders', model: 'Order' });
    expect(list).toContainEqual({ name: 'teacherList', kind: 'List', access: 'staff', model: 'Teacher' });
    expect(list).toContainEqual({ name: 'ORDER_TYPE', kind: 'dictionary', access: 'staff', model: undefined });
    expect(list.map((r) => r.name)).not.toContain('TeacherList');
  });
  it('refuses duplicate roots and bad declarations at start-up', () => {
    const m = fixtureModels();
    expect(() => new QueryRegistry().register(m.Order, m.Order)).toThrow(/twice/);
    expect(() => defineModel({ name: 'X', source: 'x; drop table y', access: 'staff', fields: { id: { type: 'id' } } })).toThrow(/source/);
    expect(() => defineModel({ name: 'X', source: 'x', access: 'staff', fields: { name: { type: 'string' } } })).toThrow(/primary key/);
  });
});

describe('dictionaries', () => {
  it('answer as roots with entries and optional narrowing', async () => {
    const reg = fixtureRegistry();
    registerDictionaryRoots(reg, {
      entries: (name) => (name === 'actionTypeList' ? [1, 2, 3, 4, 5, 6].map((i) => ({ code: String(i), name: `动作${i}` })) : []),
    });
    const out = await run(db, reg, '{ actionTypeList { code name } }', { subject: 5 });
    expect((out.body.data as { actionTypeList: unknown[] }).actionTypeList).toHaveLength(4);
    const builtin = fixtureRegistry();
    registerDictionaryRoots(builtin);
    const types = await run(db, builtin, '{ ORDER_TYPE(query: "{\\"code\\":[1,3]}") { id code name name_en } }');
    expect(types.body.data).toEqual({
      ORDER_TYPE: [
        { id: '1', code: '1', name: '体验课', name_en: 'Trial course' },
        { id: '3', code: '3', name: '续费', name_en: 'Renewal' },
      ],
    });
    const cats = await run(db, builtin, '{ trialCourseCategoryList { code } courseSupList { code } }');
    expect((cats.body.data as { courseSupList: unknown[] }).courseSupList).toHaveLength(9);
  });
});

describe('errors never leak SQL', () => {
  it('maps a database error to a generic message with the request id', async () => {
    const reg = new QueryRegistry().register(
      defineModel({ name: 'Broken', source: 'qf_missing_table', access: 'staff', fields: { id: { type: 'id' } } }),
    );
    const out = await run(db, reg, '{ BrokenList { id } }');
    expect(out.status).toBe(200);
    expect(out.body.errors?.[0]).toMatchObject({
      message: '服务器异常，请稍后重试（请求编号：test-req）',
      extensions: { code: 'INTERNAL', requestId: 'test-req' },
    });
    expect(JSON.stringify(out.body)).not.toMatch(/qf_missing_table|relation|SELECT/i);
    expect(out.internal).toHaveLength(1);
  });
});
