import type { Database } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { sendCoupon, studentsByKeys } from './coupon-send';
import { findCoupon } from './coupons';

/**
 * /sendcoupon by spreadsheet (an import job of modules/imports, kind `coupons.send`): one row per student
 * and coupon; a dry run checks every row and writes nothing. The write sends per coupon and end date
 * through sendCoupon (the same locks and total limit as the REST send); its failures land on their rows.
 */
export const COUPON_SHEET_TITLES: Record<string, string> = {
  手机号: 'mobile',
  学员编号: 'userNum',
  优惠券ID: 'couponId',
  到期时间: 'endDate',
};
export const MAX_COUPON_IMPORT_ROWS = 5000;

interface ReportRow {
  row: number;
  ok: boolean;
  error?: string;
}

const cell = (v: unknown): string => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v).trim());

function endOf(v: unknown): number | undefined | string {
  if (v === null || v === undefined || v === '') return undefined;
  const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(String(v).trim().replace(' ', 'T'));
  return Number.isFinite(ms) ? ms : '到期时间格式不正确';
}

export async function importCouponSends(
  db: Database,
  ctx: AuthedContext,
  rows: unknown[],
  dryRun: boolean,
  _fileName: string | null,
  opts: ImportOptions = {},
) {
  if (rows.length === 0) throw errors.invalidField('rows', '不能为空', 'is empty');
  if (rows.length > MAX_COUPON_IMPORT_ROWS) throw new AppError('BAD_REQUEST', `一次最多导入${MAX_COUPON_IMPORT_ROWS}行`, 'Too many rows');
  const parsed = rows.map((raw) => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}));
  const keys = parsed.flatMap((r) => [cell(r.mobile), cell(r.userNum)]).filter(Boolean);
  const students = await studentsByKeys(db, ctx, [...new Set(keys)]);
  const coupons = new Map<string, boolean>();
  const report: ReportRow[] = [];
  const good: { index: number; uid: string; couponId: string; endDate?: number }[] = [];
  const seen = new Set<string>();
  for (const [i, r] of parsed.entries()) {
    const fail = (error: string) => report.push({ row: i + 1, ok: false, error });
    const couponId = cell(r.couponId);
    const uid = students.get(cell(r.mobile)) ?? students.get(cell(r.userNum));
    const endDate = endOf(r.endDate);
    if (!/^\d{1,18}$/.test(couponId)) fail('优惠券ID必须是数字');
    else if (!uid) fail('未找到该手机号或学员编号的学员');
    else if (typeof endDate === 'string') fail(endDate);
    else if (seen.has(`${couponId}:${uid}`)) fail('与前面的行重复');
    else {
      if (!coupons.has(couponId))
        coupons.set(
          couponId,
          await findCoupon(db, ctx, couponId).then(
            (c) => c.status === 1,
            () => false,
          ),
        );
      if (!coupons.get(couponId)) fail('优惠券不存在或已失效');
      else {
        seen.add(`${couponId}:${uid}`);
        good.push({ index: report.length, uid, couponId, endDate });
        report.push({ row: i + 1, ok: true });
      }
    }
    opts.onRow?.(i + 1);
  }
  const write = !dryRun && good.length > 0 && !(opts.allOrNothing && good.length < rows.length);
  if (write) {
    await db.transaction(async (tx) => {
      await opts.guard?.(tx);
      const groups = new Map<string, typeof good>();
      for (const g of good) groups.set(`${g.couponId}:${g.endDate ?? ''}`, [...(groups.get(`${g.couponId}:${g.endDate ?? ''}`) ?? []), g]);
      for (const list of groups.values()) {
        const { couponId, endDate } = list[0];
        try {
          const r = await sendCoupon(tx, ctx, { couponId, uids: list.map((g) => g.uid), endDate, source: 5 });
          const failed = new Map(r.failures.map((f) => [f.uid, f.reason]));
          for (const g of list) if (failed.has(g.uid)) report[g.index] = { row: report[g.index].row, ok: false, error: failed.get(g.uid) };
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          for (const g of list) report[g.index] = { row: report[g.index].row, ok: false, error: err.message };
        }
      }
    });
  }
  const success = report.filter((r) => r.ok).length;
  return { dryRun, written: write, total: rows.length, success, failed: rows.length - success, rows: report };
}
