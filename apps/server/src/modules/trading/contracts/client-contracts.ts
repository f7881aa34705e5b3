/**
 * The original client's contract list page (/contractManage, issue 28): contractInfo (the type list),
 * queryContractFilters (the name and body pickers) and getContracts (the table), over our contracts.
 * Our contract keeps one title, one company (the other party's full name), a contact person and
 * mobile, a numeric type and price lines with one unit price; the client's fields are read from those.
 */
import { maskMobile } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { intField, optIntField, optTextField, timeField } from '../../../platform/http/fields';
import { pageOf } from '../../../platform/http/envelope';
import { restPage } from '../../../platform/sql/page';
import { epochMs, yuan } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Our contract types are numbers without names: the client's {id, name, describe} names each by its number. */
const typeEntry = (t: number) => ({ id: t, name: String(t), describe: t === 0 ? '默认类型' : `类型${t}` });

/** contractInfo: {contractTypeList} — the types the subject's contracts use (the default type always). */
export async function clientContractInfo(q: Queryable, ctx: AuthedContext) {
  const r = await q.query<{ t: number }>('SELECT DISTINCT contract_type AS t FROM contract WHERE subject = $1 AND deleted = 0 ORDER BY 1', [
    ctx.subject,
  ]);
  const types = [...new Set([0, ...r.rows.map((x) => Number(x.t))])].sort((a, b) => a - b);
  return { contractTypeList: types.map(typeEntry) };
}

export const filtersInput = z.object({ key: optTextField(100, 'coerce'), keyType: optIntField(1, 3, 'coerce') });
const KEY_COLUMN: Record<number, string> = { 1: 'title', 2: 'company_name', 3: 'contract_no' };

/** queryContractFilters?key=&keyType=: {keys} — distinct names (1), party full names (2) or numbers (3) containing key. */
export async function contractFilterKeys(q: Queryable, ctx: AuthedContext, input: z.infer<typeof filtersInput>) {
  const column = KEY_COLUMN[input.keyType ?? 1]!;
  const r = await q.query<{ k: string }>(
    `SELECT DISTINCT ${column} AS k FROM contract
      WHERE subject = $1 AND deleted = 0 AND ${column} IS NOT NULL AND ${column} <> '' AND ($2::text IS NULL OR ${column} ILIKE $2)
      ORDER BY 1 LIMIT 50`,
    [ctx.subject, input.key ? like(input.key) : null],
  );
  return { keys: r.rows.map((x) => x.k) };
}

export const clientListInput = z.object({
  name: optTextField(100, 'coerce'),
  body: optTextField(100, 'coerce'),
  contractType: optIntField(0, 99, 'coerce'),
  beginTime: timeField,
  endTime: timeField,
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 100_000, 'coerce')),
  size: z.preprocess((v) => (v === undefined || v === '' ? 15 : v), intField(1, 200, 'coerce')),
});

interface ContractRow {
  id: string;
  contractName: string;
  contractBody: string | null;
  linkName: string | null;
  linkPhone: string | null;
  contractType: number;
  createUser: string | null;
  ctime: number;
}
interface LineRow {
  contractId: string;
  packageName: string;
  unitPrice: number;
}

/**
 * getContracts (query string, page from 1): the Spring page with `number` counted from 0, as the
 * table numbers its rows `number * size + i`; each row {contract {...}, contractPriceDetailList [...]}.
 */
export async function clientContracts(q: Queryable, ctx: AuthedContext, f: z.infer<typeof clientListInput>) {
  const w = new Where().add('c.subject = ?', ctx.subject).add('c.deleted = ?', 0);
  if (f.name) w.add('c.title ILIKE ?', like(f.name));
  if (f.body) w.add('c.company_name ILIKE ?', like(f.body));
  w.addIf(f.contractType, 'c.contract_type = ?', f.contractType);
  w.addIf(f.beginTime, 'c.ctime >= ?', f.beginTime);
  w.addIf(f.endTime, 'c.ctime <= ?', f.endTime);
  const p = await restPage<ContractRow>(q, {
    select: `c.id::text AS id, c.title AS "contractName", c.company_name AS "contractBody", c.party_name AS "linkName",
      c.party_mobile AS "linkPhone", c.contract_type AS "contractType", st.real_name AS "createUser", ${epochMs('c.ctime', 'ctime')}`,
    from: 'contract c',
    joins: 'LEFT JOIN staff st ON st.id = c.staff_id',
    where: w,
    orderBy: 'c.ctime DESC, c.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
  });
  const lines = await q.query<LineRow>(
    `SELECT d.contract_id::text AS "contractId", coalesce(p.name, d.item_name) AS "packageName", ${yuan('d.unit_price')} AS "unitPrice"
       FROM contract_price_detail d LEFT JOIN package p ON p.id = d.package_id
      WHERE d.contract_id = ANY($1::bigint[]) ORDER BY d.sort, d.id`,
    [p.rows.map((r) => r.id)],
  );
  const content = p.rows.map((r) => ({
    contract: {
      ...r,
      contractType: String(r.contractType),
      // The party's short name: we keep the contact person's name only.
      collaboratorName: r.linkName,
      linkPhone: maskMobile(r.linkPhone) ?? null,
    },
    // One unit price per line: the contract, settled and order prices are all that price.
    contractPriceDetailList: lines.rows
      .filter((l) => l.contractId === r.id)
      .map((l) => ({
        packageName: l.packageName,
        contractPrice: l.unitPrice,
        settlePrice: l.unitPrice,
        orderPrice: l.unitPrice,
        priceType: 'NORMAL',
      })),
  }));
  return pageOf(content, p.total, p.page - 1, p.size);
}
