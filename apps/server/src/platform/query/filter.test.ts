import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../../test/db';
import { fixtureRegistry, loadFixture, orders, REMARKS, run, type OrderRow, BASE_TIME, HOUR } from './__fixtures__/orders';

/** Semantics of every feature of the filter language (CONTRACT §7), checked against the fixture rows. */

let db: Database;
const registry = fixtureRegistry();

beforeAll(async () => {
  db = await createTestDatabase();
  await loadFixture(db);
});
afterAll(async () => db.close());

const LIST = 'query Q($q: String) { OrderList(query: $q, size: 10000, sort: "{\\"id\\":\\"asc\\"}") { id } }';

async function idsFor(filter: unknown, subject = 0): Promise<number[]> {
  const q = typeof filter === 'string' || filter === null ? filter : JSON.stringify(filter);
  const out = await run(db, registry, LIST, { variables: { q }, subject });
  if (out.body.errors) throw new Error(out.body.errors.map((e) => e.message).join('; '));
  const data = out.body.data as { OrderList: Array<{ id: string }> };
  return data.OrderList.map((r) => Number(r.id));
}

async function errorFor(filter: unknown): Promise<string> {
  const out = await run(db, registry, LIST, { variables: { q: typeof filter === 'string' ? filter : JSON.stringify(filter) } });
  expect(out.status).toBe(200);
  expect(out.body.errors?.length).toBeGreaterThan(0);
  return out.body.errors?.[0].message ?? '';
}

const expected = (pred: (o: OrderRow) => boolean, subject = 0) => orders.filter((o) => o.subject === subject && pred(o)).map((o) => o.id);
const ilike = (s: string | null, sub: string) => s !== null && s.toLowerCase().includes(sub.toLowerCase());

describe('no filter', () => {
  it('"" , "{}", null, "null" and an absent argument all mean every row of the subject', async () => {
    const all = expected(() => true);
    expect(all.length).toBeGreaterThan(40);
    for (const f of ['', '{}', null, 'null', '  ']) expect(await idsFor(f)).toEqual(all);
    const out = await run(db, registry, '{ OrderList(size: 10000) { id } }');
    expect((out.body.data as { OrderList: unknown[] }).OrderList).toHaveLength(all.length);
  });
});

describe('shorthand dialect', () => {
  it('equality returns only that status', async () => {
    expect(await idsFor({ status: 3 })).toEqual(expected((o) => o.status === 3));
  });
  it('matches loosely across number and string ("3" and 3)', async () => {
    expect(await idsFor({ status: '3' })).toEqual(await idsFor({ status: 3 }));
    expect(await idsFor({ id: 13 })).toEqual([13]);
    expect(await idsFor({ id: '13' })).toEqual([13]);
    expect(await idsFor({ out_trade_no: 'NO0013' })).toEqual([13]);
    expect(await idsFor({ amount: '13.5' })).toEqual(expected((o) => o.amount === 13.5));
  });
  it('a non-numeric string against a number field is a clear error; 3.5 against an integer matches nothing', async () => {
    expect(await errorFor({ status: 'abc' })).toContain('status');
    expect(await idsFor({ status: 3.5 })).toEqual([]);
    expect(await idsFor({ id: '99999999999999999999999' })).toEqual([]);
  });
  it('arrays mean IN; empty arrays mean no condition', async () => {
    expect(await idsFor({ status: [1, '2', 5] })).toEqual(expected((o) => [1, 2, 5].includes(o.status)));
    expect(await idsFor({ status: [] })).toEqual(expected(() => true));
    expect(await idsFor({ tags: ['vip'] })).toEqual(expected((o) => !!o.tags?.includes('vip')));
  });
  it('a comma-joined text on a number field is the list (the original client sends "0,1,2")', async () => {
    expect(await idsFor({ status: '1,2, 5' })).toEqual(expected((o) => [1, 2, 5].includes(o.status)));
    // a text field keeps its comma as a character
    expect(await idsFor({ remark: 'a,b' })).toEqual(expected((o) => o.remark === 'a,b'));
    expect(await errorFor({ status: '1,x' })).toContain('status');
  });
  it('keys are ANDed', async () => {
    expect(await idsFor({ status: [1, 2, 3], paid: true })).toEqual(expected((o) => [1, 2, 3].includes(o.status) && o.paid === true));
  });
  it('range objects keep only rows inside; other keys in the object are ignored', async () => {
    expect(await idsFor({ score: { gte: 10, lt: 20, boost: 3, format: 'x' } })).toEqual(expected((o) => o.score >= 10 && o.score < 20));
    expect(await idsFor({ status: { gt: 6 } })).toEqual(expected((o) => o.status > 6));
    expect(await idsFor({ amount: { lte: '100' } })).toEqual(expected((o) => o.amount !== null && o.amount <= 100));
    expect(await idsFor({ status: { foo: 1 } })).toEqual(expected(() => true));
  });
  it('dates are ms timestamps (also as strings) on time fields', async () => {
    const from = BASE_TIME + 10 * HOUR;
    const to = BASE_TIME + 20 * HOUR;
    const want = expected((o) => o.ctime + o.micros / 1000 >= from && o.ctime + o.micros / 1000 < to);
    expect(await idsFor({ ctime: { gte: from, lt: to } })).toEqual(want);
    expect(await idsFor({ ctime: { gte: String(from), lt: String(to) } })).toEqual(want);
    expect(await errorFor({ ctime: { gte: 'yesterday' } })).toContain('ctime');
  });
  it('a string with * is a wildcard (case-insensitive); % and _ are literal', async () => {
    expect(await idsFor({ remark: '*abc*' })).toEqual(expected((o) => ilike(o.remark, 'abc')));
    expect(await idsFor({ remark: 'abc' })).toEqual(expected((o) => o.remark === 'abc'));
    expect(await idsFor({ remark: '100%*' })).toEqual(expected((o) => o.remark === '100%_off'));
    expect(await idsFor({ remark: '*%*' })).toEqual(expected((o) => !!o.remark?.includes('%')));
    expect(await idsFor({ remark: '*_*' })).toEqual(expected((o) => !!o.remark?.includes('_')));
    expect(await idsFor({ out_trade_no: 'NO001*' })).toEqual(expected((o) => o.out_trade_no.startsWith('NO001')));
  });
  it('{"label.like": {"f.keyword": "*abc*"}} is a wildcard on f; without * it means contains', async () => {
    const want = expected((o) => ilike(o.remark, 'abc'));
    expect(await idsFor({ 'label.like': { 'remark.keyword': '*abc*' } })).toEqual(want);
    expect(await idsFor({ 'whatever.like': { remark: 'ABC' } })).toEqual(want);
  });
  it('a top-level key "term" is the field named term (the period)', async () => {
    expect(await idsFor({ term: 2 })).toEqual(expected((o) => o.term === 2));
    expect(await idsFor({ term: { gte: 3 } })).toEqual(expected((o) => o.term >= 3));
  });
  it('.keyword on any field name means the field itself', async () => {
    expect(await idsFor({ 'status.keyword': 3 })).toEqual(expected((o) => o.status === 3));
    expect(await idsFor({ 'out_trade_no.keyword': 'NO0005' })).toEqual([5]);
    expect(await idsFor({ bool: { filter: { range: { 'score.keyword': { gt: 95 } } } } })).toEqual(expected((o) => o.score > 95));
  });
  it('null and "" values mean no condition on that field', async () => {
    expect(await idsFor({ status: null, remark: '' })).toEqual(expected(() => true));
  });
  it('booleans match true/false and 1/0', async () => {
    expect(await idsFor({ paid: 1 })).toEqual(expected((o) => o.paid === true));
    expect(await idsFor({ paid: 'false' })).toEqual(expected((o) => o.paid === false));
  });
  it('dotted relation fields filter through the relation', async () => {
    expect(await idsFor({ 'teacherInfo.name': '李老师' })).toEqual(expected((o) => o.teacher_id === 12));
    // 美术一部 and 音乐部 (teachers 11, 12); Dept_% (teacher 13) and no department (14) stay out.
    expect(await idsFor({ 'teacherInfo.departmentInfo.name': '*部*' })).toEqual(
      expected((o) => o.teacher_id === 11 || o.teacher_id === 12),
    );
    expect(await idsFor({ bool: { must_not: [{ term: { 'teacherInfo.name.keyword': '李老师' } }] } })).toEqual(
      expected((o) => o.teacher_id !== 12),
    );
    expect(await idsFor({ 'user.mobile': '13800000105' })).toEqual(expected((o) => o.user_id === 105));
  });
});

describe('bool dialect', () => {
  const bool = (b: Record<string, unknown>) => ({ bool: b });
  it('term, terms and range leaves', async () => {
    expect(await idsFor(bool({ must: [{ term: { status: 3 } }] }))).toEqual(expected((o) => o.status === 3));
    expect(await idsFor(bool({ must: [{ term: { status: { value: '3' } } }] }))).toEqual(expected((o) => o.status === 3));
    expect(await idsFor(bool({ filter: { terms: { status: [1, 4] } } }))).toEqual(expected((o) => [1, 4].includes(o.status)));
    expect(await idsFor(bool({ filter: [{ range: { score: { gt: 50 } } }] }))).toEqual(expected((o) => o.score > 50));
  });
  it('wildcard, prefix, match and exists leaves', async () => {
    expect(await idsFor(bool({ must: [{ wildcard: { 'remark.keyword': '*ab?*' } }] }))).toEqual(
      expected((o) => /ab./i.test(o.remark ?? '')),
    );
    expect(await idsFor(bool({ must: [{ prefix: { out_trade_no: 'NO002' } }] }))).toEqual(
      expected((o) => o.out_trade_no.startsWith('NO002')),
    );
    expect(await idsFor(bool({ must: [{ match: { remark: 'ABC' } }] }))).toEqual(expected((o) => ilike(o.remark, 'abc')));
    expect(await idsFor(bool({ must: [{ match: { status: '3' } }] }))).toEqual(expected((o) => o.status === 3));
    expect(await idsFor(bool({ must: [{ exists: { field: 'teacher_id' } }] }))).toEqual(expected((o) => o.teacher_id !== null));
    expect(await idsFor(bool({ must: [{ exists: { field: 'tags' } }] }))).toEqual(expected((o) => o.tags !== null));
  });
  it('must_not excludes, keeping rows whose field is null', async () => {
    expect(await idsFor(bool({ must_not: [{ term: { paid: true } }] }))).toEqual(expected((o) => o.paid !== true));
    expect(await idsFor(bool({ must_not: { exists: { field: 'amount' } } }))).toEqual(expected((o) => o.amount === null));
  });
  it('should alone is an OR; beside must it is optional unless minimum_should_match says so', async () => {
    expect(await idsFor(bool({ should: [{ term: { status: 1 } }, { term: { status: 2 } }] }))).toEqual(
      expected((o) => o.status === 1 || o.status === 2),
    );
    const mustPaid = expected((o) => o.paid === true);
    expect(await idsFor(bool({ must: [{ term: { paid: true } }], should: [{ term: { status: 1 } }] }))).toEqual(mustPaid);
    expect(
      await idsFor(
        bool({ must: [{ term: { paid: true } }], should: [{ term: { status: 2 } }, { term: { status: 4 } }], minimum_should_match: 1 }),
      ),
    ).toEqual(expected((o) => o.paid === true && (o.status === 2 || o.status === 4)));
    expect(
      await idsFor(bool({ should: [{ term: { status: 2 } }, { term: { paid: true } }, { term: { term: 0 } }], minimum_should_match: 2 })),
    ).toEqual(expected((o) => [o.status === 2, o.paid === true, o.term === 0].filter(Boolean).length >= 2));
  });
  it('nests bools', async () => {
    const f = bool({
      must: [
        {
          bool: {
            should: [
              { term: { status: 1 } },
              { bool: { must: [{ range: { score: { gte: 90 } } }], must_not: [{ term: { paid: false } }] } },
            ],
          },
        },
      ],
      must_not: [{ terms: { 'term.keyword': [0] } }],
    });
    expect(await idsFor(f)).toEqual(expected((o) => (o.status === 1 || (o.score >= 90 && o.paid !== false)) && o.term !== 0));
  });
  it('shorthand keys inside clauses and bool beside shorthand keys are accepted', async () => {
    expect(await idsFor({ status: [1, 2, 3], bool: { must_not: [{ status: 2 }] } })).toEqual(
      expected((o) => o.status === 1 || o.status === 3),
    );
  });
  it('ListEx reads the bool dialect too', async () => {
    const out = await run(db, registry, 'query Q($q: String) { OrderListEx(query: $q, size: 100) { id } }', {
      variables: { q: JSON.stringify({ bool: { must: [{ term: { status: 3 } }] } }) },
    });
    expect((out.body.data as { OrderListEx: unknown[] }).OrderListEx).toHaveLength(expected((o) => o.status === 3).length);
  });
});

describe('refusals', () => {
  it('an unknown field is a GraphQL error naming it (zh-CN), in both dialects and in relations', async () => {
    expect(await errorFor({ nope: 1 })).toBe('未知的查询字段：nope');
    expect(await errorFor({ bool: { must: [{ term: { 'nope.keyword': 1 } }] } })).toBe('未知的查询字段：nope.keyword');
    expect(await errorFor({ 'user.nope': 1 })).toBe('未知的查询字段：user.nope');
    expect(await errorFor({ bool: { must: [{ exists: { field: 'ghost' } }] } })).toBe('未知的查询字段：ghost');
  });
  it('fields declared filter:false are refused by name', async () => {
    expect(await errorFor({ secret: 's' })).toContain('secret');
  });
  it('malformed JSON, non-objects and unknown bool keys are clear errors', async () => {
    expect(await errorFor('{status:')).toContain('JSON');
    expect(await errorFor('[1,2]')).toContain('JSON');
    expect(await errorFor({ bool: { must_maybe: [] } })).toContain('bool.must_maybe');
    expect(await errorFor({ bool: { must: [3] } })).toContain('bool.must');
  });
  it('values never reach SQL text: quotes and SQL fragments are just values', async () => {
    expect(await idsFor({ remark: "'; DROP TABLE qf_order; --" })).toEqual([]);
    expect(await idsFor({ remark: "*' OR 1=1 --*" })).toEqual([]);
    expect(await idsFor({ status: 3 })).toEqual(expected((o) => o.status === 3));
  });
  it('json fields only support exists', async () => {
    expect(await errorFor({ bool: { must: [{ term: { extra: 1 } }] } })).toContain('extra');
  });
});

it('REMARKS fixture covers the tricky strings', () => {
  expect(REMARKS).toContain('100%_off');
});
