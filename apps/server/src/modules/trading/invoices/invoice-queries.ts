import { labelOf, maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs, yuan } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

export const TITLE_TYPE_TEXT: Record<number, string> = { 1: '个人', 2: '企业' };
export const INVOICE_TYPE_TEXT: Record<number, string> = { 1: '电子普通发票', 2: '增值税专用发票' };

const COLUMNS = `i.id::text AS id, i.order_id::text AS "orderId", i.uid::text AS uid, i.out_trade_no AS "outTradeNo", i.invoice_status AS "invoiceStatus",
  i.title_type AS "titleType", i.invoice_type AS "invoiceType", i.company_name AS "companyName", i.taxnum, ${yuan('i.money')} AS money,
  i.email, i.phone, i.invoice_no AS "invoiceNo", i.invoice_url AS "invoiceUrl", i.fail_reason AS "failReason", i.remark,
  ${epochMs('i.apply_time')} AS "applyTime", ${epochMs('i.issue_time')} AS "issueTime", i.staff_id::text AS "staffId", st.real_name AS "staffName",
  ${epochMs('i.ctime')} AS ctime, ${epochMs('i.utime')} AS utime`;

type InvoiceRow = Record<string, unknown> & { invoiceStatus: number; titleType: number; invoiceType: number; phone: string | null };

/** Labels next to the codes; the phone masked (CONTRACT §4). */
export function presentInvoice(r: InvoiceRow) {
  return {
    ...r,
    phone: maskMobile(r.phone),
    invoiceStatusText: labelOf('invoiceStatus', r.invoiceStatus) ?? null,
    titleTypeText: TITLE_TYPE_TEXT[r.titleType] ?? null,
    invoiceTypeText: INVOICE_TYPE_TEXT[r.invoiceType] ?? null,
  };
}

export interface RecordFilter {
  invoiceStatus?: number[];
  titleType?: number;
  invoiceType?: number;
  outTradeNo?: string;
  companyName?: string;
  taxnum?: string;
  phone?: string;
  uid?: string;
  startTime?: Date;
  endTime?: Date;
  page: number;
  size: number;
}

/** The invoice records of the subject (/invoiceManage), newest first. Phone search matches the real number. */
export async function invoiceRecords(q: Queryable, ctx: AuthedContext, f: RecordFilter) {
  const w = new Where();
  w.and(`i.subject = ${w.p(ctx.subject)}`);
  if (f.invoiceStatus?.length) w.and(`i.invoice_status = ANY(${w.p(f.invoiceStatus)}::smallint[])`);
  if (f.titleType) w.and(`i.title_type = ${w.p(f.titleType)}`);
  if (f.invoiceType) w.and(`i.invoice_type = ${w.p(f.invoiceType)}`);
  if (f.outTradeNo) w.and(`i.out_trade_no = ${w.p(f.outTradeNo)}`);
  if (f.companyName) w.and(`i.company_name ILIKE ${w.p(`%${f.companyName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (f.taxnum) w.and(`i.taxnum = ${w.p(f.taxnum)}`);
  if (f.phone) w.and(`i.phone = ${w.p(f.phone)}`);
  if (f.uid) w.and(`i.uid = ${w.p(f.uid)}::bigint`);
  if (f.startTime) w.and(`i.apply_time >= ${w.p(f.startTime)}`);
  if (f.endTime) w.and(`i.apply_time <= ${w.p(f.endTime)}`);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'invoice i',
    joins: 'LEFT JOIN staff st ON st.id = i.staff_id',
    where: w,
    orderBy: 'i.ctime DESC, i.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: presentInvoice,
  });
  return springPage(p);
}

export async function invoiceDetail(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoice i LEFT JOIN staff st ON st.id = i.staff_id WHERE i.id = $1::bigint AND i.subject = $2`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('发票记录');
  const history = await q.query(
    `SELECT action, changes, detail, staff_name AS "staffName", ${epochMs('ctime')} AS ctime FROM operation_log WHERE entity = 'invoice' AND entity_id = $1 ORDER BY id`,
    [id],
  );
  return { ...presentInvoice(r.rows[0]), history: history.rows };
}
