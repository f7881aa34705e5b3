import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs, yuan } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

export const CONTRACT_STATUS_TEXT: Record<number, string> = { 0: '待签署', 1: '已生效', 2: '已终止', 3: '已过期' };

const COLUMNS = `c.id::text AS id, c.contract_no AS "contractNo", c.title, c.contract_type AS "contractType", c.uid::text AS uid,
  c.order_id::text AS "orderId", c.party_name AS "partyName", c.party_mobile AS "partyMobile", c.company_name AS "companyName",
  ${yuan('c.amount')} AS amount, c.status, to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
  ${epochMs('c.sign_time')} AS "signTime", ${epochMs('c.stop_time')} AS "stopTime", c.stop_reason AS "stopReason", c.file_url AS "fileUrl", c.remark,
  c.staff_id::text AS "staffId", st.real_name AS "staffName", c.version, ${epochMs('c.ctime')} AS ctime, ${epochMs('c.utime')} AS utime`;

type ContractRow = Record<string, unknown> & { id: string; status: number; amount: number; partyMobile: string | null };

const present = (r: ContractRow): ContractRow & { statusText: string | null } => ({
  ...r,
  partyMobile: maskMobile(r.partyMobile) ?? null,
  statusText: CONTRACT_STATUS_TEXT[r.status] ?? null,
});

export interface ContractFilter {
  status?: number[];
  contractType?: number;
  keyword?: string;
  partyMobile?: string;
  uid?: string;
  orderId?: string;
  startTime?: Date;
  endTime?: Date;
  page: number;
  size: number;
}

/** The contract list (/contractManage): live (not deleted) contracts of the subject, newest first. */
export async function listContracts(q: Queryable, ctx: AuthedContext, f: ContractFilter) {
  const w = new Where();
  w.and(`c.subject = ${w.p(ctx.subject)}`).and('c.deleted = 0');
  if (f.status?.length) w.and(`c.status = ANY(${w.p(f.status)}::smallint[])`);
  if (f.contractType !== undefined) w.and(`c.contract_type = ${w.p(f.contractType)}`);
  if (f.keyword) {
    const like = w.p(`%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    w.and(`(c.contract_no ILIKE ${like} OR c.title ILIKE ${like} OR c.party_name ILIKE ${like} OR c.company_name ILIKE ${like})`);
  }
  if (f.partyMobile) w.and(`c.party_mobile = ${w.p(f.partyMobile)}`);
  if (f.uid) w.and(`c.uid = ${w.p(f.uid)}::bigint`);
  if (f.orderId) w.and(`c.order_id = ${w.p(f.orderId)}::bigint`);
  if (f.startTime) w.and(`c.ctime >= ${w.p(f.startTime)}`);
  if (f.endTime) w.and(`c.ctime <= ${w.p(f.endTime)}`);
  const p = await restPage(q, {
    select: `${COLUMNS}, (SELECT count(*) FROM contract_price_detail d WHERE d.contract_id = c.id)::int AS "detailCount"`,
    from: 'contract c',
    joins: 'LEFT JOIN staff st ON st.id = c.staff_id',
    where: w,
    orderBy: 'c.ctime DESC, c.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present,
  });
  return springPage(p);
}

/** One live contract of the subject by id, number or order (404 otherwise). */
export async function contractInfo(q: Queryable, ctx: AuthedContext, by: { id?: string; contractNo?: string; orderId?: string }) {
  if (!by.id && !by.contractNo && !by.orderId) throw errors.invalidField('id', '不能为空', 'is required');
  const r = await q.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contract c LEFT JOIN staff st ON st.id = c.staff_id
      WHERE c.subject = $1 AND c.deleted = 0 AND ($2::bigint IS NULL OR c.id = $2::bigint) AND ($3::text IS NULL OR c.contract_no = $3)
        AND ($4::bigint IS NULL OR c.order_id = $4::bigint) ORDER BY c.id DESC LIMIT 1`,
    [ctx.subject, by.id ?? null, by.contractNo ?? null, by.orderId ?? null],
  );
  if (!r.rows[0]) throw errors.notFound('合同');
  return present(r.rows[0]);
}

export async function priceDetails(q: Queryable, contractId: string) {
  const r = await q.query(
    `SELECT d.id::text AS id, d.item_name AS "itemName", d.package_id::text AS "packageId", p.name AS "packageName", d.quantity,
            ${yuan('d.unit_price')} AS "unitPrice", ${yuan('d.amount')} AS amount, d.sort
       FROM contract_price_detail d LEFT JOIN package p ON p.id = d.package_id WHERE d.contract_id = $1::bigint ORDER BY d.sort, d.id`,
    [contractId],
  );
  return r.rows;
}

/** The contract with its price lines, their total and whether it agrees with the amount. */
export async function contractDetail(q: Queryable, ctx: AuthedContext, id: string) {
  const c = await contractInfo(q, ctx, { id });
  const lines = await priceDetails(q, c.id);
  const total = await q.query<{ total: number | null }>(
    `SELECT ${yuan('sum(amount)')} AS total FROM contract_price_detail WHERE contract_id = $1::bigint`,
    [c.id],
  );
  return {
    ...c,
    priceDetails: lines,
    detailTotal: total.rows[0]?.total ?? 0,
    priceDataOk: lines.length === 0 || total.rows[0]?.total === c.amount,
  };
}
