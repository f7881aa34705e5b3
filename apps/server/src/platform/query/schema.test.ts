import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../../test/db';
import { countingDb, fixtureRegistry, loadFixture, orders, run, users, type OrderRow } from './__fixtures__/orders';
import { defineModel } from './model';
import { QueryRegistry } from './registry';

/** Generic roots: Page shape, sizes, sort, object types, subject scope, relations without N+1. */

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
const byCtimeDescIdDesc = (a: OrderRow, b: OrderRow) => b.ctime + b.micros / 1000 - (a.ctime + a.micros / 1000) || b.id - a.id;

describe('XxxPage', () => {
  it('has the full Page shape; number echoes the 1-based page; size defaults to 20', async () => {
    const total = inSubject(0).length;
    const d = await data(
      '{ OrderPage(page: 2) { totalElements totalPages number size numberOfElements first last empty content { id } } }',
    );
    const page = d.OrderPage as Data & { content: Array<{ id: string }> };
    expect(page).toMatchObject({
      totalElements: total,
      totalPages: Math.ceil(total / 20),
      number: 2,
      size: 20,
      numberOfElements: 20,
      first: false,
      last: false,
      empty: false,
    });
    const want = inSubject(0)
      .sort(byCtimeDescIdDesc)
      .slice(20, 40)
      .map((o) => String(o.id));
    expect(page.content.map((r) => r.id)).toEqual(want);
  });
  it('the last page and a page past the end', async () => {
    const total = inSubject(0).length;
    const lastNo = Math.ceil(total / 25);
    const last = (await data(`{ OrderPage(page: ${lastNo}, size: 25) { number numberOfElements first last empty } }`)).OrderPage;
    expect(last).toEqual({ number: lastNo, numberOfElements: total - 25 * (lastNo - 1), first: false, last: true, empty: false });
    const past = (await data('{ OrderPage(page: 99, size: 25) { number numberOfElements last empty content { id } } }')).OrderPage;
    expect(past).toEqual({ number: 99, numberOfElements: 0, last: true, empty: true, content: [] });
  });
  it('a list with page skips the pages before it (the original client sends TeacherList(page:, size:))', async () => {
    const sort = 'sort: "{\\"id\\":\\"asc\\"}"';
    const all = (await data(`{ OrderList(size: 10000, ${sort}) { id } }`)).OrderList as { id: string }[];
    const second = (await data(`{ OrderList(page: 2, size: 3, ${sort}) { id } }`)).OrderList;
    expect(second).toEqual(all.slice(3, 6));
    expect((await data(`{ OrderList(page: 1, size: 3, ${sort}) { id } }`)).OrderList).toEqual(all.slice(0, 3));
    expect((await errors('{ OrderList(page: 0) { id } }')).body.errors?.[0].message).toContain('page');
  });
  it('refuses sizes above the caps (1000 page, 10000 list) and non-positive ones with a clear message', async () => {
    const big = await errors('{ OrderPage(size: 1001) { number } }');
    expect(big.body.errors?.[0].message).toContain('1000');
    expect(big.status).toBe(200);
    expect((await errors('{ OrderList(size: 10001) { id } }')).body.errors?.[0].message).toContain('10000');
    expect((await errors('{ OrderList(size: 0) { id } }')).body.errors?.[0].message).toContain('size');
    expect((await errors('{ OrderPage(page: 0) { number } }')).body.errors?.[0].message).toContain('page');
    expect((await data('{ OrderPage(size: 1000) { size } }')).OrderPage).toEqual({ size: 1000 });
  });
});

describe('sort', () => {
  it('honours several keys in order, with the key as the last tiebreak', async () => {
    const d = await data('{ OrderList(size: 100, sort: "{\\"status\\":\\"asc\\",\\"score\\":\\"desc\\"}") { id } }');
    const want = inSubject(0)
      .sort((a, b) => a.status - b.status || b.score - a.score)
      .map((o) => String(o.id));
    expect((d.OrderList as Array<{ id: string }>).map((r) => r.id)).toEqual(want);
  });
  it('defaults to ctime desc (ties broken by id desc) and ignores unknown or unsortable keys', async () => {
    const want = inSubject(0)
      .sort(byCtimeDescIdDesc)
      .map((o) => String(o.id));
    for (const sort of ['', '{}', '{\\"nope\\":\\"asc\\"}', '{\\"tags\\":\\"asc\\"}', '{\\"status\\":\\"sideways\\"}']) {
      const d = await data(`{ OrderList(size: 100, sort: "${sort}") { id } }`);
      expect((d.OrderList as Array<{ id: string }>).map((r) => r.id)).toEqual(want);
    }
  });
  it('accepts .keyword, upper-case directions and the array form', async () => {
    const d = await data('{ OrderList(size: 100, sort: "[{\\"regtype.keyword\\":\\"DESC\\"},{\\"id\\":\\"asc\\"}]") { id } }');
    // PostgreSQL puts NULLs first in DESC order.
    const key = (o: OrderRow) => (o.regtype === null ? Infinity : o.regtype);
    const want = inSubject(0)
      .sort((a, b) => key(b) - key(a) || a.id - b.id)
      .map((o) => String(o.id));
    expect((d.OrderList as Array<{ id: string }>).map((r) => r.id)).toEqual(want);
  });
});

describe('object types', () => {
  it('ids as strings, times as ms, money and floats as numbers, labels, masks, json and arrays', async () => {
    const d = await data(
      '{ Order(query: "{\\"id\\":21}") { id user_id status status_text amount amount_fen score ctime mobile tags extra paid remark } }',
    );
    const o = orders.find((x) => x.id === 21) as OrderRow;
    expect(d.Order).toEqual({
      id: '21',
      user_id: String(o.user_id),
      status: 3,
      status_text: '已完成',
      amount: o.amount,
      amount_fen: Math.round((o.amount ?? 0) * 100),
      score: o.score,
      ctime: o.ctime,
      mobile: `138****${o.mobile.slice(-4)}`,
      tags: o.tags,
      extra: { k: 21 },
      paid: o.paid,
      remark: o.remark,
    });
    const en = await data('{ Order(query: "{\\"id\\":21}") { status_text } }', { lang: 'en' });
    expect(en.Order).toEqual({ status_text: 'Completed' });
  });
  it('XxxOne answers null when nothing matches; XxxCount counts', async () => {
    expect((await data('{ Order(query: "{\\"id\\":-1}") { id } }')).Order).toBeNull();
    expect((await data('{ OrderCount(query: "{\\"status\\":3}") }')).OrderCount).toBe(inSubject(0).filter((o) => o.status === 3).length);
  });
});

describe('subject scope', () => {
  it('is applied whatever the filter says', async () => {
    const d = await data('{ OrderList(size: 1000, query: "{\\"subject\\":3}") { id } }', { subject: 0 });
    expect(d.OrderList).toEqual([]);
    const viaBool = await data(
      '{ OrderList(size: 1000, query: "{\\"bool\\":{\\"should\\":[{\\"term\\":{\\"subject\\":3}},{\\"terms\\":{\\"subject\\":[0,3]}}]}}") { subject } }',
    );
    expect(new Set((viaBool.OrderList as Array<{ subject: number }>).map((r) => r.subject))).toEqual(new Set([0]));
    const music = await data('{ OrderCount }', { subject: 3 });
    expect(music.OrderCount).toBe(inSubject(3).length);
    expect((await data('{ Order(query: "{\\"id\\":12}") { id } }', { subject: 0 })).Order).toBeNull();
  });
  it("also scopes models reached through relations (user.orders lists only the subject's orders)", async () => {
    const d = await data('{ User(query: "{\\"id\\":104}") { orders { id subject } } }', { subject: 0 });
    const got = (d.User as { orders: Array<{ id: string; subject: number }> }).orders;
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((o) => o.subject === 0)).toBe(true);
    expect(got.map((o) => Number(o.id)).sort((a, b) => a - b)).toEqual(
      inSubject(0)
        .filter((o) => o.user_id === 104)
        .map((o) => o.id),
    );
  });
});

describe('relations', () => {
  it('nest two levels and load in one statement per relation per level (no N+1)', async () => {
    const counter = countingDb(db);
    const d = await data(
      '{ OrderPage(size: 50, sort: "{\\"id\\":\\"asc\\"}") { content { id user { username mobile } teacherInfo { name departmentInfo { name } } } } }',
      { db: counter.db },
    );
    // page with its total (one statement) + users + teachers + departments
    expect(counter.count()).toBe(4);
    const content = (d.OrderPage as { content: Array<Record<string, unknown>> }).content;
    expect(content).toHaveLength(50);
    for (const row of content) {
      const o = orders.find((x) => String(x.id) === row.id) as OrderRow;
      const u = users.find((x) => x.id === o.user_id);
      expect(row.user).toEqual({ username: u?.username, mobile: `138****${u?.mobile.slice(-4)}` });
      if (o.teacher_id === null) expect(row.teacherInfo).toBeNull();
      else if (o.teacher_id === 14) expect(row.teacherInfo).toEqual({ name: 'NoDept', departmentInfo: null });
      else expect((row.teacherInfo as { departmentInfo: unknown }).departmentInfo).not.toBeNull();
    }
  });
  it('to-many relations batch the same way, also below a list of many rows', async () => {
    const counter = countingDb(db);
    const d = await data('{ UserList(size: 20) { id orders { id teacherInfo { name } } } }', { db: counter.db });
    expect(counter.count()).toBe(3);
    expect((d.UserList as unknown[]).length).toBe(20);
  });
  it("follow the target model's access (deny by default), in selections and in filters", async () => {
    const reg = new QueryRegistry().register(
      defineModel({
        name: 'Teacher',
        source: 'qf_teacher',
        access: 'staff',
        fields: { id: { type: 'id' }, name: { type: 'string' }, department_id: { type: 'id' } },
        relations: { departmentInfo: { model: 'Department', localField: 'department_id', foreignField: 'id' } },
      }),
      defineModel({
        name: 'Department',
        source: 'qf_department',
        access: { area: 'operation-log' },
        fields: { id: { type: 'id' }, name: { type: 'string' } },
      }),
    );
    const asManager = await run(db, reg, '{ TeacherList(size: 5, sort: "{\\"id\\":\\"asc\\"}") { name departmentInfo { name } } }', {
      roleIds: ['1'],
    });
    expect(asManager.status).toBe(420);
    expect(asManager.body.errors).toHaveLength(1);
    expect(asManager.body.errors?.[0].message).toBe('没有权限：Teacher.departmentInfo');
    expect(asManager.denied).toEqual(['TeacherList.departmentInfo']);
    expect((asManager.body.data as { TeacherList: Array<{ name: string }> }).TeacherList[0].name).toBe('张老师');
    const filtered = await run(db, reg, '{ TeacherList(query: "{\\"departmentInfo.name\\":\\"音乐部\\"}") { name } }', { roleIds: ['1'] });
    expect(filtered.status).toBe(420);
    const asAdmin = await run(
      db,
      reg,
      '{ TeacherList(query: "{\\"departmentInfo.name\\":\\"音乐部\\"}") { name departmentInfo { name } } }',
    );
    expect(asAdmin.body.data).toEqual({ TeacherList: [{ name: '李老师', departmentInfo: { name: '音乐部' } }] });
  });
});
