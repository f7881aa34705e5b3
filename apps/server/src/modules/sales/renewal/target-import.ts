import { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, textField } from '../../../platform/http/fields';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { DETAIL_FIELDS, detailValuesSchema, writeTargetLog } from './targets';

/**
 * importRenewalTargetDetailed: per-teacher rows of one target. Every row is checked (teacher of the
 * subject by id or phone, numbers in range) and reported; with dryRun nothing is written, otherwise
 * the rows are written only when all pass (a partly imported target would be a wrong target).
 * A teacher already in the target gets its row replaced.
 */
export const MAX_ROWS = 2000;
export const SHEET_TITLES: Record<string, string> = {
  老师ID: 'teacher_id',
  老师手机号: 'teacher_phone',
  补差单数: 'makeup_quantity',
  补差金额: 'makeup_amount',
  课后续费单数: 'after_course_quantity',
  课后续费金额: 'after_course_amount',
  课前续费单数: 'before_course_quantity',
  课前续费金额: 'before_course_amount',
  训练营单数: 'camp_quantity',
  训练营金额: 'camp_amount',
  其他单数: 'other_quantity',
  其他金额: 'other_amount',
};

export const importInput = inputOf({
  tRenewalTargetId: idField,
  index: intField(0, 0).default(0),
  operationId: idField.optional(),
  dryRun: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
  rows: z.array(z.record(z.string(), z.unknown())).max(MAX_ROWS, `一次最多导入${MAX_ROWS}行`).optional(),
  fileKey: textField(200).optional(),
  fileName: textField(200).optional(),
});

export interface ImportReport {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string; teacher_id?: string }[];
}

interface Checked {
  teacherId: string;
  departmentId: string | null;
  values: Record<string, number>;
}

async function checkRow(q: Queryable, ctx: AuthedContext, raw: Record<string, unknown>): Promise<Checked | string> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) row[SHEET_TITLES[k] ?? k] = v;
  const id = row.teacher_id ?? row.teacherId;
  const phone = row.teacher_phone ?? row.teacherPhone;
  let t;
  if (id !== undefined && id !== '' && /^\d{1,18}$/.test(String(id).trim()))
    t = await q.query<{ id: string; department_id: string | null }>(
      'SELECT id::text AS id, department_id::text AS department_id FROM teacher WHERE id = $1::bigint AND subject = $2',
      [String(id).trim(), ctx.subject],
    );
  else if (phone !== undefined && phone !== '')
    t = await q.query<{ id: string; department_id: string | null }>(
      'SELECT id::text AS id, department_id::text AS department_id FROM teacher WHERE phone = $1 AND subject = $2',
      [String(phone).trim(), ctx.subject],
    );
  else return '老师ID或老师手机号不能为空';
  if (!t.rows[0]) return '老师不存在';
  const parsed = detailValuesSchema.safeParse(Object.fromEntries(DETAIL_FIELDS.map((f) => [f, row[f] === '' ? undefined : row[f]])));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const title = Object.entries(SHEET_TITLES).find(([, f]) => f === issue.path[0])?.[0] ?? String(issue.path[0]);
    return `${title}：${issue.message}`;
  }
  const values = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, parsed.data[f] ?? 0]));
  return { teacherId: t.rows[0].id, departmentId: t.rows[0].department_id, values };
}

export async function importTargetDetail(
  db: Database,
  ctx: AuthedContext,
  input: z.infer<typeof importInput>,
  rows: Record<string, unknown>[],
  opts: ImportOptions = {},
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const target = await tx.query<{ status: number; target_name: string }>(
      'SELECT status, target_name FROM renewal_target WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
      [input.tRenewalTargetId, ctx.subject],
    );
    if (!target.rows[0]) throw errors.notFound('续费目标');
    if (target.rows[0].status === 2) throw errors.conflict('目标已关闭，不能导入', 'The target is closed');
    if (!rows.length) throw errors.invalidField('rows', '没有数据行', 'has no rows');
    const report: ImportReport = { written: false, total: rows.length, success: 0, failed: 0, rows: [] };
    const good: Checked[] = [];
    const seen = new Set<string>();
    for (const [i, raw] of rows.entries()) {
      const c = await checkRow(tx, ctx, raw);
      const error = typeof c === 'string' ? c : seen.has(c.teacherId) ? '老师重复' : undefined;
      if (error || typeof c === 'string') {
        report.failed += 1;
        report.rows.push({ row: i + 2, ok: false, error });
        opts.onRow?.(i + 1);
        continue;
      }
      seen.add(c.teacherId);
      good.push(c);
      report.success += 1;
      report.rows.push({ row: i + 2, ok: true, teacher_id: c.teacherId });
      opts.onRow?.(i + 1);
    }
    // Always all-or-nothing, whatever the caller asks (see above).
    if (input.dryRun || report.failed) return report;
    await opts.guard?.(tx);
    for (const g of good) {
      const cols = DETAIL_FIELDS.join(', ');
      const vals = DETAIL_FIELDS.map((_, j) => `$${j + 5}`).join(', ');
      await tx.query(
        `INSERT INTO renewal_target_detail (target_id, subject, teacher_id, department_id, ${cols})
         VALUES ($1::bigint, $2, $3::bigint, $4::bigint, ${vals})
         ON CONFLICT (target_id, teacher_id) DO UPDATE SET ${DETAIL_FIELDS.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, utime = now()`,
        [input.tRenewalTargetId, ctx.subject, g.teacherId, g.departmentId, ...DETAIL_FIELDS.map((f) => g.values[f])],
      );
    }
    report.written = true;
    await writeTargetLog(tx, ctx, input.tRenewalTargetId, '导入明细', `${input.fileName ?? '表格'}：${good.length} 位老师`);
    await recordOperation(tx, ctx, {
      action: 'renewal.target.import',
      entity: 'renewal_target',
      entityId: input.tRenewalTargetId,
      detail: { rows: good.length, fileName: input.fileName ?? null },
    });
    return report;
  });
}

/** The column naming the target in a sheet run by the import job (the REST call names it in the query). */
export const JOB_SHEET_TITLES: Record<string, string> = { 续费目标ID: 'target_id', ...SHEET_TITLES };

/**
 * The import kind `renewal.targetDetail`: the same import, the target named by the sheet's 续费目标ID
 * column (one target per sheet; a blank cell means the sheet's target), since an import job carries
 * only its file.
 */
export function importTargetDetailSheet(
  db: Database,
  ctx: AuthedContext,
  rows: Record<string, unknown>[],
  dryRun: boolean,
  fileName: string,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  const named = new Set(rows.map((r) => String(r.target_id ?? '').trim()).filter(Boolean));
  if (named.size !== 1)
    throw new AppError(
      'BAD_REQUEST',
      named.size ? '一个表格只能导入一个续费目标（续费目标ID）' : '请在「续费目标ID」列填写续费目标',
      named.size ? 'One renewal target per sheet (续费目标ID)' : 'Name the renewal target in the 续费目标ID column',
    );
  const [target] = named;
  if (!/^\d{1,18}$/.test(target)) throw errors.invalidField('续费目标ID', '必须是数字编号', 'must be a numeric id');
  return importTargetDetail(db, ctx, { tRenewalTargetId: target, index: 0, dryRun, fileName: fileName || undefined }, rows, opts);
}
