import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database, Queryable } from '../db';
import { epochMs } from './columns';
import { listPage, MAX_PAGE_SIZE, pageRows, restPage, springPage, type PageSpec } from './page';
import { Where } from './where';

/**
 * restPage on a real database: seven probes (ids 1-7) in two colours, each with an owner row that
 * only the rows join. Pages are read newest (highest id) first, as the REST lists do.
 */
let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    CREATE TABLE page_probe (id int PRIMARY KEY, colour text NOT NULL, owner_id int, at timestamptz);
    CREATE TABLE page_owner (id int PRIMARY KEY, name text NOT NULL);
    INSERT INTO page_owner VALUES (1, 'ann'), (2, 'bob');
    INSERT INTO page_probe
      SELECT g, CASE WHEN g % 2 = 0 THEN 'red' ELSE 'blue' END, CASE WHEN g <= 3 THEN 1 ELSE 2 END,
             timestamptz '2026-03-01 08:00:00.9996+08' + g * interval '1 second'
        FROM generate_series(1, 7) g;`);
});
afterAll(async () => {
  await db.close();
});

const probes = (page: number, size: number, base: 0 | 1, more: Partial<PageSpec<{ id: number }>> = {}) =>
  restPage<{ id: number }>(db, { select: 'p.id', from: 'page_probe p', orderBy: 'p.id DESC', page, size, base, ...more });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('restPage', () => {
  it('1-based: the first, a middle and the last (short) page, with the total on each', async () => {
    expect(await probes(1, 3, 1)).toEqual({ rows: [{ id: 7 }, { id: 6 }, { id: 5 }], total: 7, page: 1, size: 3 });
    expect(ids((await probes(2, 3, 1)).rows)).toEqual([4, 3, 2]);
    expect(await probes(3, 3, 1)).toEqual({ rows: [{ id: 1 }], total: 7, page: 3, size: 3 });
  });

  it('0-based: page 0 is the first page and the page number comes back as the client sent it', async () => {
    expect(await probes(0, 3, 0)).toEqual({ rows: [{ id: 7 }, { id: 6 }, { id: 5 }], total: 7, page: 0, size: 3 });
    expect(await probes(2, 3, 0)).toEqual({ rows: [{ id: 1 }], total: 7, page: 2, size: 3 });
  });

  it('past the last page: no rows, and still the real total', async () => {
    expect(await probes(4, 3, 1)).toEqual({ rows: [], total: 7, page: 4, size: 3 });
    expect(await probes(9, 3, 0)).toEqual({ rows: [], total: 7, page: 9, size: 3 });
  });

  it('nothing matches: no rows, total 0', async () => {
    expect(await probes(1, 3, 1, { where: "p.colour = 'green'" })).toEqual({ rows: [], total: 0, page: 1, size: 3 });
    expect(await probes(2, 3, 1, { where: "p.colour = 'green'" })).toEqual({ rows: [], total: 0, page: 2, size: 3 });
  });

  it('caps the size (MAX_PAGE_SIZE, or maxSize) and reads a page below the first as the first', async () => {
    expect((await probes(1, 5000, 1)).size).toBe(MAX_PAGE_SIZE);
    expect(await probes(1, 10, 1, { maxSize: 4 })).toEqual({
      rows: [{ id: 7 }, { id: 6 }, { id: 5 }, { id: 4 }],
      total: 7,
      page: 1,
      size: 4,
    });
    expect((await probes(0, 2, 1)).page).toBe(1);
    expect((await probes(-3, 2, 0)).page).toBe(0);
    expect((await probes(1, 0, 1)).size).toBe(1);
  });

  it('conditions from a Where (with its parameters) or as text with params', async () => {
    const w = new Where().add('p.colour = ?', 'red').addIf(undefined, 'p.id = ?', 1);
    expect(await probes(1, 2, 1, { where: w })).toEqual({ rows: [{ id: 6 }, { id: 4 }], total: 3, page: 1, size: 2 });
    expect(await probes(1, 2, 1, { where: 'p.colour = $1 AND p.id > $2', params: ['blue', 1] })).toMatchObject({ total: 3 });
  });

  it('joins are read by the rows but not counted; a condition on a joined table fails instead of counting wrong', async () => {
    const p = await restPage<{ id: number; owner: string }>(db, {
      select: 'p.id, o.name AS owner',
      from: 'page_probe p',
      joins: 'JOIN page_owner o ON o.id = p.owner_id',
      orderBy: 'p.id',
      page: 1,
      size: 2,
      base: 1,
    });
    expect(p).toEqual({
      rows: [
        { id: 1, owner: 'ann' },
        { id: 2, owner: 'ann' },
      ],
      total: 7,
      page: 1,
      size: 2,
    });
    await expect(probes(1, 2, 1, { joins: 'JOIN page_owner o ON o.id = p.owner_id', where: "o.name = 'ann'" })).rejects.toThrow();
  });

  it('present shapes each row, and the total never shows in a row', async () => {
    const p = await restPage(db, {
      select: 'p.id, p.colour',
      from: 'page_probe p',
      orderBy: 'p.id',
      page: 1,
      size: 2,
      base: 1,
      present: (r: { id: number; colour: string }) => ({ label: `${r.colour}#${r.id}` }),
    });
    expect(p.rows).toEqual([{ label: 'blue#1' }, { label: 'red#2' }]);
    const plain = await probes(1, 1, 1);
    expect(Object.keys(plain.rows[0])).toEqual(['id']);
  });

  it('groupBy pages the groups and counts them', async () => {
    const p = await restPage(db, {
      select: 'p.colour, count(*)::int AS n',
      from: 'page_probe p',
      groupBy: 'p.colour',
      orderBy: 'n DESC, p.colour',
      page: 2,
      size: 1,
      base: 1,
    });
    expect(p).toEqual({ rows: [{ colour: 'red', n: 3 }], total: 2, page: 2, size: 1 });
    expect(
      (
        await restPage(db, {
          select: 'p.colour',
          from: 'page_probe p',
          groupBy: 'p.colour',
          orderBy: 'p.colour',
          page: 3,
          size: 1,
          base: 1,
        })
      ).total,
    ).toBe(2);
  });

  it('count replaces the total when a list has always counted another way', async () => {
    const p = await probes(1, 2, 1, { where: 'p.id > $1', params: [5], count: 'SELECT count(*) FROM page_probe WHERE id > $1 - 1' });
    expect(p).toMatchObject({ rows: [{ id: 7 }, { id: 6 }], total: 3 });
  });

  it('one statement per page (two only past the last page)', async () => {
    const seen: string[] = [];
    const counting: Queryable = {
      query: (text, params) => {
        seen.push(text);
        return db.query(text, params);
      },
    };
    await restPage(counting, { select: 'p.id', from: 'page_probe p', orderBy: 'p.id', page: 2, size: 3, base: 1 });
    expect(seen).toHaveLength(1);
    await restPage(counting, { select: 'p.id', from: 'page_probe p', orderBy: 'p.id', page: 5, size: 3, base: 1 });
    expect(seen).toHaveLength(3);
  });

  it('the page shapes the clients read', async () => {
    const p = await probes(2, 3, 1);
    expect(springPage(p)).toEqual({ content: [{ id: 4 }, { id: 3 }, { id: 2 }], totalElements: 7, totalPages: 3, number: 2, size: 3 });
    expect(listPage(p)).toEqual({ total: 7, list: [{ id: 4 }, { id: 3 }, { id: 2 }], pageNumber: 2, pageSize: 3 });
  });
});

describe('pageRows', () => {
  it('reads the rows of a page without counting', async () => {
    expect(await pageRows(db, { select: 'p.id', from: 'page_probe p', orderBy: 'p.id DESC', page: 2, size: 3, base: 1 })).toEqual([
      { id: 4 },
      { id: 3 },
      { id: 2 },
    ]);
  });
});

describe('Where', () => {
  it('numbers parameters in order, whichever way a condition is added', () => {
    const w = new Where();
    w.and(`a = ${w.p(1)}`)
      .add('b = ?', 2)
      .addIf(null, 'c = ?', 3)
      .addIf(0, 'd = ?', 4)
      .add('(e = ? OR f = ?)', 5)
      .and('g IS NULL');
    expect(w.params).toEqual([1, 2, 4, 5]);
    expect(w.sql).toBe('WHERE a = $1 AND b = $2 AND d = $3 AND (e = $4 OR f = $4) AND g IS NULL');
    expect(`${w}`).toBe(w.sql);
    expect(new Where().sql).toBe('');
  });
});

describe('epochMs', () => {
  it('whole ms (floor) as a number; as text the same digits; null stays null', async () => {
    const r = await db.query<{ n: number; t: string; none: number | null }>(
      `SELECT ${epochMs('at')} AS n, ${epochMs('at')}::text AS t, ${epochMs('NULL::timestamptz', 'none')} FROM page_probe WHERE id = 1`,
    );
    const expected = Date.parse('2026-03-01T00:00:01.999Z');
    expect(r.rows[0]).toEqual({ n: expected, t: String(expected), none: null });
  });
});
