import { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { addressColumns, addressSchema } from '../addresses/address-fields';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';

export const MAX_EXPRESS_IMPORT_ROWS = 2000;
/** source_type of imported shipments (CONTRACT §9). */
const SOURCE_IMPORTED = 6;

export const EXPRESS_SHEET_TITLES: Record<string, string> = {
  订单号: 'outTradeNo',
  手机号: 'mobile',
  用户编号: 'userNum',
  商品类型: 'productType',
  商品名称: 'productName',
  版本: 'productVersion',
  数量: 'expressTotal',
  收货人: 'receiptName',
  收货电话: 'receiptTel',
  省: 'province',
  市: 'city',
  区: 'area',
  街道: 'street',
  详细地址: 'addressDetail',
  快递公司: 'expressCompany',
  快递单号: 'expressNu',
};

const str = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim()),
    z.string().max(max, `最多${max}个字符`).optional(),
  );
const rowSchema = z.object({
  outTradeNo: str(64),
  mobile: str(20),
  userNum: str(20),
  productType: z.coerce
    .number({ message: '商品类型必须是0-9' })
    .int('商品类型必须是0-9')
    .min(0, '商品类型必须是0-9')
    .max(9, '商品类型必须是0-9'),
  productName: str(100).pipe(z.string({ message: '商品名称不能为空' })),
  productVersion: str(50),
  expressTotal: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : v),
    z.coerce.number().int('数量必须是正整数').min(1, '数量必须是正整数').max(100, '数量最多100'),
  ),
  expressCompany: str(30),
  expressNu: str(40),
});

interface ReportRow {
  row: number;
  ok: boolean;
  error?: string;
  expressId?: string;
}

const fail = (m: string) => new AppError('BAD_REQUEST', m);
const firstMessage = (e: z.ZodError) => {
  const i = e.issues[0];
  return /[\u4e00-\u9fa5]/.test(i.message) ? i.message : `${i.path.join('.')} 格式不正确`;
};

async function checkRow(q: Queryable, ctx: AuthedContext, raw: unknown) {
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success) throw fail(firstMessage(parsed.error));
  const address = addressSchema.safeParse(raw);
  if (!address.success)
    throw fail(
      `${address.error.issues[0].path.join('.')} ${/[\u4e00-\u9fa5]/.test(address.error.issues[0].message) ? address.error.issues[0].message : '格式不正确'}`,
    );
  const r = parsed.data;
  let order:
    | {
        id: string;
        uid: string;
        out_trade_no: string;
        regtype: number;
        term: number | null;
        sup: string | null;
        team_id: string | null;
        teacher_id: string | null;
      }
    | undefined;
  let uid: string | undefined;
  if (r.outTradeNo) {
    order = (
      await q.query<NonNullable<typeof order>>(
        `SELECT id::text AS id, uid::text AS uid, out_trade_no, regtype, term, sup, team_id::text AS team_id, teacher_id::text AS teacher_id FROM orders WHERE out_trade_no = $1 AND subject = $2`,
        [r.outTradeNo, ctx.subject],
      )
    ).rows[0];
    if (!order) throw fail(`订单不存在：${r.outTradeNo}`);
    uid = order.uid;
  } else {
    if (!r.mobile && !r.userNum) throw fail('订单号、手机号、用户编号至少填写一个');
    uid = (
      await q.query<{ id: string }>(
        `SELECT id::text AS id FROM student WHERE is_logoff = 0 AND (($1::text IS NOT NULL AND mobile = $1) OR ($2::text IS NOT NULL AND user_num = $2)) LIMIT 1`,
        [r.mobile ?? null, r.userNum ?? null],
      )
    ).rows[0]?.id;
    if (!uid) throw fail('学员不存在');
  }
  if (r.expressNu && !r.expressCompany) throw fail('填写快递单号时必须填写快递公司');
  return { r, order, uid, address: address.data };
}

/**
 * importExpress: shipments from rows (JSON or an uploaded sheet), source_type 6 (imported). Every row
 * is checked and reported; with dryRun nothing is written, otherwise the good rows are created in one
 * transaction (待发货, or 已发货 when a tracking number is given) with the batch in express_import.
 */
export async function importExpress(
  db: Database,
  ctx: AuthedContext,
  rows: unknown[],
  dryRun: boolean,
  fileName: string | null,
  opts: ImportOptions = {},
) {
  if (rows.length === 0) throw errors.invalidField('rows', '不能为空', 'is empty');
  if (rows.length > MAX_EXPRESS_IMPORT_ROWS) throw new AppError('BAD_REQUEST', `一次最多导入${MAX_EXPRESS_IMPORT_ROWS}行`, 'Too many rows');
  return db.transaction(async (tx) => {
    const report: ReportRow[] = [];
    const good: { index: number; row: Awaited<ReturnType<typeof checkRow>> }[] = [];
    for (const [i, raw] of rows.entries()) {
      try {
        good.push({ index: report.length, row: await checkRow(tx, ctx, raw) });
        report.push({ row: i + 1, ok: true });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        report.push({ row: i + 1, ok: false, error: err.message });
      }
      opts.onRow?.(i + 1);
    }
    let batchId: string | null = null;
    const write = !dryRun && !(opts.allOrNothing && good.length < rows.length);
    if (write) {
      await opts.guard?.(tx);
      for (const { index, row } of good) {
        const cols = addressColumns(row.address);
        const status = row.r.expressNu ? 2 : 1;
        const names = Object.keys(cols);
        const base = [
          ctx.subject,
          row.order?.id ?? null,
          row.order?.out_trade_no ?? null,
          row.uid,
          row.r.productType,
          SOURCE_IMPORTED,
          status,
          row.r.expressCompany ?? null,
          row.r.expressNu ?? null,
          row.r.expressTotal,
          row.r.productName,
          row.r.productVersion ?? null,
          row.order?.regtype ?? null,
          row.order?.term ?? null,
          row.order?.sup ?? null,
          row.order?.team_id ?? null,
          row.order?.teacher_id ?? null,
          ctx.staff.id,
        ];
        const e = await tx.query<{ id: string }>(
          `INSERT INTO express (subject, order_id, out_trade_no, uid, product_type, source_type, express_status, express_company, express_nu, express_total, product_name,
                                product_version, regtype, term, sup, team_id, teacher_id, staff_id, delivery_collect_time, ${names.join(', ')})
           VALUES (${base.map((_, i) => `$${i + 1}`).join(', ')}, ${status === 2 ? 'now()' : 'NULL'}, ${names.map((_, i) => `$${base.length + i + 1}`).join(', ')}) RETURNING id::text AS id`,
          [...base, ...Object.values(cols)],
        );
        report[index].expressId = e.rows[0].id;
      }
      const batch = await tx.query<{ id: string }>(
        `INSERT INTO express_import (subject, file_name, total, success_num, fail_num, report, staff_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
        [ctx.subject, fileName, rows.length, good.length, rows.length - good.length, JSON.stringify(report), ctx.staff.id],
      );
      batchId = batch.rows[0].id;
      await recordOperation(tx, ctx, {
        action: 'express.import',
        entity: 'express_import',
        entityId: batchId,
        detail: { fileName, total: rows.length, success: good.length },
      });
    }
    return {
      importId: batchId,
      dryRun,
      written: write,
      total: rows.length,
      success: good.length,
      failed: rows.length - good.length,
      rows: report,
    };
  });
}

/** The import list: batches of the subject, of one operator when asked (operatorId), newest first. */
export async function importList(q: Queryable, ctx: AuthedContext, operatorId: string | undefined, page: number, size: number) {
  const p = await restPage(q, {
    select: `i.id::text AS id, i.file_name AS "fileName", i.total, i.success_num AS "successNum", i.fail_num AS "failNum", i.report,
            i.staff_id::text AS "operatorId", st.real_name AS "operatorName", ${epochMs('i.ctime')} AS ctime`,
    from: 'express_import i',
    joins: 'LEFT JOIN staff st ON st.id = i.staff_id',
    where: 'i.subject = $1 AND ($2::bigint IS NULL OR i.staff_id = $2::bigint)',
    params: [ctx.subject, operatorId ?? null],
    orderBy: 'i.ctime DESC, i.id DESC',
    page,
    size,
    base: 1,
  });
  return springPage(p);
}
