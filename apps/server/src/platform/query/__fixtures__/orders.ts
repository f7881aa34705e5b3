import type { Database, Queryable } from '../../db';
import type { AuthedContext, StaffPrincipal } from '../../http/context';
import { runGraphql, type GraphqlOutcome } from '../execute';
import { defineModel } from '../model';
import { QueryRegistry } from '../registry';
import { schemaFor } from '../schema';
import type { QueryContext } from '../types';

/**
 * Test fixture: four small tables (qf_ prefix, so they never meet the business tables of the
 * migrations), deterministic rows, models over them, and helpers to run documents as a given staff.
 */

export const FIXTURE_DDL = `
CREATE TABLE qf_department (id bigint PRIMARY KEY, name text NOT NULL, subject int NOT NULL);
CREATE TABLE qf_teacher (id bigint PRIMARY KEY, name text NOT NULL, department_id bigint, subject int NOT NULL);
CREATE TABLE qf_user (id bigint PRIMARY KEY, username text NOT NULL, mobile text NOT NULL, ctime timestamptz NOT NULL);
CREATE TABLE qf_order (
  id bigint PRIMARY KEY, out_trade_no text NOT NULL, user_id bigint, teacher_id bigint,
  status int NOT NULL, regtype int, amount numeric(12,2), score float8, subject int NOT NULL,
  tags text[], extra jsonb, paid boolean, term int, remark text, ctime timestamptz NOT NULL, mobile text
);`;

export interface OrderRow {
  id: number;
  out_trade_no: string;
  user_id: number | null;
  teacher_id: number | null;
  status: number;
  regtype: number | null;
  amount: number | null;
  score: number;
  subject: number;
  tags: string[] | null;
  extra: { k: number };
  paid: boolean | null;
  term: number;
  remark: string | null;
  /** ms */
  ctime: number;
  /** microseconds beyond the ms (keyset cursors must keep them) */
  micros: number;
  mobile: string;
}

export const REMARKS = ['abc', 'xABCy', '100%_off', '中文备注', '=1+1', '+86', '-5', '@cmd', null, 'tab\there'] as const;
export const BASE_TIME = Date.UTC(2024, 0, 1);
export const HOUR = 3_600_000;

export const departments = [
  { id: 1, name: '美术一部', subject: 0 },
  { id: 2, name: '音乐部', subject: 3 },
  { id: 3, name: 'Dept_%', subject: 0 },
];
export const teachers = [
  { id: 11, name: '张老师', department_id: 1, subject: 0 },
  { id: 12, name: '李老师', department_id: 2, subject: 3 },
  { id: 13, name: 'Wang', department_id: 3, subject: 0 },
  { id: 14, name: 'NoDept', department_id: null, subject: 0 },
];
export const users = Array.from({ length: 20 }, (_, i) => ({
  id: 101 + i,
  username: `user${101 + i}`,
  mobile: `138${String(101 + i).padStart(8, '0')}`,
  ctime: new Date(BASE_TIME + i * HOUR).toISOString(),
}));

export const orders: OrderRow[] = Array.from({ length: 80 }, (_, k) => {
  const i = k + 1;
  // Every fifth order shares the hour of the previous one: ties the sort must break by id.
  const hour = i % 5 === 0 ? i - 1 : i;
  const userId = 101 + (i % 20);
  return {
    id: i,
    out_trade_no: `NO${String(i).padStart(4, '0')}`,
    user_id: userId,
    teacher_id: i % 10 === 0 ? null : 11 + (i % 4),
    status: i % 9,
    regtype: i % 13 === 0 ? null : (i % 11) + 1,
    amount: i % 17 === 0 ? null : ((i * 37) % 1000) + (i % 2) * 0.5,
    score: i * 1.25,
    subject: i % 4 === 0 ? 3 : 0,
    tags: i % 3 === 0 ? ['vip', 'new'] : i % 3 === 1 ? ['old'] : null,
    extra: { k: i },
    paid: i % 7 === 0 ? null : i % 2 === 0,
    term: i % 5,
    remark: REMARKS[i % 10],
    ctime: BASE_TIME + hour * HOUR,
    micros: i % 3 === 0 ? 123 : 0,
    mobile: `138${String(userId).padStart(8, '0')}`,
  };
});

export async function loadFixture(db: Database): Promise<void> {
  await db.exec(FIXTURE_DDL);
  const insert = (table: string, rows: unknown[]) =>
    db.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
  await insert('qf_department', departments);
  await insert('qf_teacher', teachers);
  await insert('qf_user', users);
  const rows = orders.map(({ micros, ctime, ...o }) => ({
    ...o,
    ctime: `${new Date(ctime).toISOString().replace('Z', '')}${String(micros).padStart(3, '0')}+00`,
  }));
  await insert('qf_order', rows);
}

export const ORDER_STATUS_LABELS = {
  0: { zh: '未激活', en: 'Not activated' },
  1: { zh: '已激活', en: 'Activated' },
  2: { zh: '已支付', en: 'Paid' },
  3: { zh: '已完成', en: 'Completed' },
};

export function fixtureModels() {
  const Order = defineModel({
    name: 'Order',
    source: 'qf_order',
    access: { area: 'orders' },
    subjectColumn: 'subject',
    roots: ['Page', 'List', 'ListEx', 'One', 'Count', 'Statistics'],
    fields: {
      id: { type: 'id' },
      out_trade_no: { type: 'string' },
      user_id: { type: 'id' },
      teacher_id: { type: 'id' },
      status: { type: 'int', label: ORDER_STATUS_LABELS },
      regtype: { type: 'int' },
      amount: { type: 'money' },
      amount_fen: { type: 'int', sql: '(t.amount * 100)::bigint' },
      score: { type: 'float' },
      subject: { type: 'int' },
      tags: { type: 'string[]' },
      extra: { type: 'json' },
      paid: { type: 'bool' },
      term: { type: 'int' },
      remark: { type: 'string' },
      ctime: { type: 'time' },
      mobile: { type: 'string', mask: 'mobile' },
      secret: { type: 'string', sql: "'s'", filter: false, sort: false },
    },
    relations: {
      user: { model: 'User', localField: 'user_id', foreignField: 'id' },
      teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
    },
  });
  const User = defineModel({
    name: 'User',
    source: 'qf_user',
    access: { area: 'students' },
    fields: { id: { type: 'id' }, username: { type: 'string' }, mobile: { type: 'string', mask: 'mobile' }, ctime: { type: 'time' } },
    relations: { orders: { model: 'Order', localField: 'id', foreignField: 'user_id', many: true } },
  });
  const Teacher = defineModel({
    name: 'Teacher',
    source: 'qf_teacher',
    access: 'staff',
    rootNames: { List: 'teacherList' },
    fields: { id: { type: 'id' }, name: { type: 'string' }, department_id: { type: 'id' }, subject: { type: 'int' } },
    relations: { departmentInfo: { model: 'Department', localField: 'department_id', foreignField: 'id' } },
  });
  const Department = defineModel({
    name: 'Department',
    source: 'SELECT id, name, subject FROM qf_department',
    access: 'staff',
    fields: { id: { type: 'id' }, name: { type: 'string' }, subject: { type: 'int' } },
  });
  return { Order, User, Teacher, Department };
}

export function fixtureRegistry(): QueryRegistry {
  const m = fixtureModels();
  return new QueryRegistry().register(m.Order, m.User, m.Teacher, m.Department);
}

export function staffWith(roleIds: string[], subjectList = [0, 1, 3]): StaffPrincipal {
  return { id: '1', userName: 'tester', realName: '测试', mobile: '13900000000', roleIds, subjectList, dutyId: null, head: null };
}

/** A Queryable that counts the statements it runs (to prove batching). */
export function countingDb(db: Database): { db: Database; count: () => number; reset: () => void; texts: string[] } {
  const texts: string[] = [];
  const wrapped: Database = {
    ...db,
    query: <T>(text: string, params?: unknown[]) => {
      texts.push(text);
      return db.query<T>(text, params);
    },
  };
  return { db: wrapped, count: () => texts.length, reset: () => void texts.splice(0), texts };
}

export interface RunAs {
  subject?: number;
  roleIds?: string[];
  variables?: Record<string, unknown>;
  db?: Queryable;
  lang?: 'zh' | 'en';
  introspection?: boolean;
}

/** Runs one document against the registry as a staff member (admin, subject 0 by default). */
export async function run(db: Database, registry: QueryRegistry, query: string, as: RunAs = {}): Promise<GraphqlOutcome> {
  const ctx: AuthedContext = {
    requestId: 'test-req',
    ip: '127.0.0.1',
    db,
    staff: staffWith(as.roleIds ?? ['7']),
    subject: as.subject ?? 0,
  };
  const qc: QueryContext = { ctx, registry, lang: as.lang ?? 'zh', loaders: new Map(), db: as.db };
  return runGraphql(schemaFor(registry), { query, variables: as.variables }, qc, { introspection: as.introspection ?? true });
}
