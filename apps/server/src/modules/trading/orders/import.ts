import { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { fenToNumeric, yuanToFen } from '../../../platform/money';
import { regtypeCodes } from './codes';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { toDate } from '../../../platform/http/time-text';

/** Rows per import (a larger file is split by the caller). */
export const MAX_IMPORT_ROWS = 2000;

const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim()),
    z.string().max(max, `最多${max}个字符`).optional(),
  );

/** One spreadsheet / JSON row of a completed order. Field names or the sheet's Chinese titles. */
const rowSchema = z.object({
  mobile: text(20),
  userNum: text(20),
  outTradeNo: text(64),
  regtype: text(30),
  amount: z.union([z.number(), z.string()]).optional(),
  totalAmount: z.union([z.number(), z.string()]).optional(),
  packagesId: text(18),
  packagesName: text(200),
  buytime: z.unknown().optional(),
  tradeType: text(40),
  remark: text(500),
  channelId: text(18),
});
type ImportRow = z.infer<typeof rowSchema>;

export const SHEET_TITLES: Record<string, keyof ImportRow> = {
  手机号: 'mobile',
  用户编号: 'userNum',
  订单号: 'outTradeNo',
  订单类型: 'regtype',
  实付金额: 'amount',
  订单金额: 'totalAmount',
  套餐ID: 'packagesId',
  套餐名称: 'packagesName',
  支付时间: 'buytime',
  支付方式: 'tradeType',
  备注: 'remark',
  // the channel order template (channelManagement) adds the channel the order came from
  渠道ID: 'channelId',
};

interface CheckedRow {
  uid: string;
  outTradeNo: string;
  regtype: number;
  amountFen: number;
  totalFen: number;
  packagesId: string | null;
  packagesName: string | null;
  buytime: Date;
  tradeType: string | null;
  remark: string | null;
  channelId: string | null;
}

export interface ImportReportRow {
  row: number;
  outTradeNo: string | null;
  ok: boolean;
  error?: string;
  orderId?: string;
}

export interface ImportReport {
  dryRun: boolean;
  /** Whether rows were written (an all-or-nothing import with a failing row writes none). */
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: ImportReportRow[];
}

const fail = (message: string) => new AppError('BAD_REQUEST', message);

/** Checks one row against the database (student, package, unique order number); throws a zh message. */
async function checkRow(q: Queryable, ctx: AuthedContext, raw: unknown, seen: Set<string>): Promise<CheckedRow> {
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fail(`${issue.path.join('.') || '行'} ${/[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '格式不正确'}`);
  }
  const row = parsed.data;
  if (!row.outTradeNo) throw fail('订单号不能为空');
  if (seen.has(row.outTradeNo)) throw fail(`订单号在文件中重复：${row.outTradeNo}`);
  seen.add(row.outTradeNo);
  if (!row.mobile && !row.userNum) throw fail('手机号和用户编号至少填写一个');
  const student = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM student WHERE is_logoff = 0 AND (($1::text IS NOT NULL AND mobile = $1) OR ($2::text IS NOT NULL AND user_num = $2)) ORDER BY student.id LIMIT 1`,
    [row.mobile ?? null, row.userNum ?? null],
  );
  if (!student.rows[0]) throw fail('学员不存在');
  if (!row.regtype) throw fail('订单类型不能为空');
  let regtype: number;
  try {
    regtype = regtypeCodes('订单类型', [row.regtype])![0];
  } catch {
    throw fail(`订单类型不正确：${row.regtype}`);
  }
  if (regtype < 1) throw fail(`订单类型不正确：${row.regtype}`);
  if (row.amount === undefined || row.amount === '') throw fail('实付金额不能为空');
  const amountFen = toFen(row.amount, '实付金额');
  const totalFen = row.totalAmount === undefined || row.totalAmount === '' ? amountFen : toFen(row.totalAmount, '订单金额');
  if (totalFen < amountFen) throw fail('订单金额不能小于实付金额');
  const buytime = toDate(row.buytime);
  if (!buytime || Number.isNaN(buytime.getTime())) throw fail('支付时间不能为空或格式不正确');
  if (buytime.getTime() > Date.now() + 60_000) throw fail('支付时间不能晚于现在');
  let packagesName = row.packagesName ?? null;
  if (row.packagesId) {
    if (!/^\d{1,18}$/.test(row.packagesId)) throw fail('套餐ID必须是数字编号');
    const p = await q.query<{ name: string }>('SELECT name FROM package WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [
      row.packagesId,
      ctx.subject,
    ]);
    if (!p.rows[0]) throw fail(`套餐不存在：${row.packagesId}`);
    packagesName = packagesName ?? p.rows[0].name;
  }
  if (row.channelId) {
    if (!/^\d{1,18}$/.test(row.channelId)) throw fail('渠道ID必须是数字编号');
    const c = await q.query('SELECT 1 FROM channel WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [row.channelId, ctx.subject]);
    if (!c.rows[0]) throw fail(`渠道不存在：${row.channelId}`);
  }
  const dup = await q.query('SELECT 1 FROM orders WHERE out_trade_no = $1', [row.outTradeNo]);
  if (dup.rows[0]) throw fail(`订单号已存在：${row.outTradeNo}`);
  return {
    uid: student.rows[0].id,
    outTradeNo: row.outTradeNo,
    regtype,
    amountFen,
    totalFen,
    packagesId: row.packagesId ?? null,
    packagesName,
    buytime,
    tradeType: row.tradeType ?? null,
    remark: row.remark ?? null,
    channelId: row.channelId ?? null,
  };
}

/** Another import took the same order number meanwhile: refuse the whole import (nothing is half written). */
function uniqueToConflict(err: unknown): never {
  if ((err as { code?: string }).code === '23505')
    throw new AppError('CONFLICT', '订单号已被其他导入使用，请重新校验后导入', 'An order number was taken meanwhile');
  throw err;
}

function toFen(v: unknown, label: string): number {
  try {
    return yuanToFen(v, label);
  } catch {
    throw fail(`${label}必须是最多两位小数的正数金额`);
  }
}

/**
 * importCompletedOrder: checks every row and reports row by row; with dryRun nothing is written.
 * Otherwise the good rows become completed orders (status 3) with their PAYMENT ledger entry, in one
 * transaction with one operation-log entry; bad rows are only reported.
 */
export async function importCompletedOrders(
  db: Database,
  ctx: AuthedContext,
  rows: unknown[],
  dryRun: boolean,
  fileName: string | null,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  if (rows.length === 0) throw new AppError('BAD_REQUEST', '参数错误：rows 不能为空', 'Bad parameter: rows is empty');
  if (rows.length > MAX_IMPORT_ROWS)
    throw new AppError('BAD_REQUEST', `一次最多导入${MAX_IMPORT_ROWS}行`, `At most ${MAX_IMPORT_ROWS} rows per import`);
  return db.transaction(async (tx) => {
    const seen = new Set<string>();
    const report: ImportReportRow[] = [];
    const good: { index: number; row: CheckedRow }[] = [];
    for (const [i, raw] of rows.entries()) {
      const outTradeNo =
        raw && typeof raw === 'object' && 'outTradeNo' in raw ? String((raw as { outTradeNo: unknown }).outTradeNo ?? '') || null : null;
      try {
        good.push({ index: report.length, row: await checkRow(tx, ctx, raw, seen) });
        report.push({ row: i + 1, outTradeNo, ok: true });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        report.push({ row: i + 1, outTradeNo, ok: false, error: err.message });
      }
      opts.onRow?.(i + 1);
    }
    const write = !dryRun && !(opts.allOrNothing && good.length < rows.length);
    if (write) {
      await opts.guard?.(tx);
      for (const { index, row } of good) report[index].orderId = await insertCompleted(tx, ctx, row).catch(uniqueToConflict);
      if (good.length) {
        await recordOperation(tx, ctx, {
          action: 'order.importCompleted',
          entity: 'order',
          detail: {
            fileName,
            total: rows.length,
            success: good.length,
            failed: rows.length - good.length,
            orderIds: good.map((g) => report[g.index].orderId),
          },
        });
      }
    }
    return { dryRun, written: write, total: rows.length, success: good.length, failed: rows.length - good.length, rows: report };
  });
}

async function insertCompleted(tx: Queryable, ctx: AuthedContext, row: CheckedRow): Promise<string> {
  const amount = fenToNumeric(row.amountFen);
  const o = await tx.query<{ id: string }>(
    `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, amount, total_amount, discount_amount, packages_id, packages_name,
                         trade_type, client_from, buytime, complete_time, remark, channel_id)
     VALUES ($1, $2, $3, 3, $4, $5, $6, $7, $8, $9, $10, 'IMPORT', $11, $11, $12, $13::bigint) RETURNING id::text AS id`,
    [
      ctx.subject,
      row.uid,
      row.outTradeNo,
      row.regtype,
      amount,
      fenToNumeric(row.totalFen),
      fenToNumeric(row.totalFen - row.amountFen),
      row.packagesId,
      row.packagesName,
      row.tradeType,
      row.buytime,
      row.remark,
      row.channelId,
    ],
  );
  const orderId = o.rows[0].id;
  if (row.amountFen > 0) {
    await tx.query(
      `INSERT INTO money_ledger (subject, order_id, uid, entry_type, amount, balance_after, trade_type, staff_id, memo)
       VALUES ($1, $2, $3, 'PAYMENT', $4, $4, $5, $6, 'import completed order')`,
      [ctx.subject, orderId, row.uid, amount, row.tradeType, ctx.staff.id],
    );
  }
  return orderId;
}
