import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { idsInSubjects } from '../../../platform/scope';
import { z } from 'zod';
import { blankOptional, blankToUndefined, COLUMN_MAX } from '../../../platform/http/fields';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { restPage, springPage } from '../../../platform/sql/page';

/**
 * Achieved sales of a target: the teacher's paid system orders (not trial, regtype 1) of the target's
 * subject and term (and sup when the target names one), net of refunds. Paid = status 2 已支付,
 * 3 已完成 or 6 部分退款 (CONTRACT §9).
 */
const ACHIEVED = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS num, COALESCE(sum(o.amount - o.refunded_amount), 0)::text AS gmv FROM orders o
     WHERE o.teacher_id = tt.teacher_id AND o.subject = tt.subject AND o.status IN (2, 3, 6) AND o.regtype <> 1
       AND (tt.term IS NULL OR o.term = tt.term) AND (tt.sup IS NULL OR o.sup = tt.sup)) a ON true`;

export interface TargetFilter {
  term?: number;
  departmentId?: string;
  teacherId?: string;
  sup?: string;
  category?: number;
  page: number;
  size: number;
}

/** Targets with what was achieved against them (the /teacherGoalSetting list). */
export async function targetPage(q: Queryable, subject: number, f: TargetFilter) {
  const where = `tt.subject = $1 AND ($2::int IS NULL OR tt.term = $2) AND ($3::bigint IS NULL OR tt.department_id = $3::bigint)
    AND ($4::bigint IS NULL OR tt.teacher_id = $4::bigint) AND ($5::text IS NULL OR tt.sup = $5) AND ($6::int IS NULL OR tt.category = $6)`;
  const params = [subject, f.term ?? null, f.departmentId ?? null, f.teacherId ?? null, f.sup ?? null, f.category ?? null];
  const p = await restPage(q, {
    select: `tt.id::text AS id, tt.teacher_id::text AS teacher_id, t.realname AS teacher_name, tt.department_id::text AS department_id,
            d.name AS department_name, tt.type, tt.term, tt.category, tt.sup, tt.gmv_num, tt.gmv::text AS gmv, tt.subject,
            a.num AS achieved_num, a.gmv AS achieved_gmv`,
    from: 'teacher_target tt',
    joins: `JOIN teacher t ON t.id = tt.teacher_id LEFT JOIN department d ON d.id = tt.department_id ${ACHIEVED}`,
    where,
    params,
    orderBy: 'tt.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: (x: Record<string, unknown> & { gmv: string; achieved_gmv: string }) => {
      const target = Number(x.gmv);
      const achieved = Number(x.achieved_gmv);
      return {
        ...x,
        gmv: target,
        achieved_gmv: achieved,
        achieved_rate: target > 0 ? Math.round((achieved / target) * 10000) / 100 : null,
      };
    },
  });
  return springPage(p);
}

export async function updateTarget(tx: Queryable, ctx: AuthedContext, id: string, next: { gmv_num: number; gmv: number }) {
  const r = await tx.query<{ gmv_num: number; gmv: string }>(
    'SELECT gmv_num, gmv::text AS gmv FROM teacher_target WHERE id = $1::bigint FOR UPDATE',
    [id],
  );
  if (!r.rows[0]) throw errors.notFound('目标');
  await tx.query('UPDATE teacher_target SET gmv_num = $2, gmv = $3, staff_id = $4::bigint, utime = now() WHERE id = $1::bigint', [
    id,
    next.gmv_num,
    next.gmv.toFixed(2),
    ctx.staff.id,
  ]);
  const changes = diff({ gmv_num: r.rows[0].gmv_num, gmv: Number(r.rows[0].gmv) }, next);
  await recordOperation(tx, ctx, { action: 'target.update', entity: 'teacher_target', entityId: id, changes });
}

export async function deleteTargets(tx: Queryable, ctx: AuthedContext, ids: string[]): Promise<number> {
  const r = await tx.query<{ id: string }>('DELETE FROM teacher_target WHERE id = ANY($1::bigint[]) RETURNING id::text AS id', [ids]);
  if (r.rows.length !== new Set(ids).size) throw errors.notFound('目标');
  await recordOperation(tx, ctx, { action: 'target.delete', entity: 'teacher_target', detail: { ids } });
  return r.rows.length;
}

const money = z.coerce.number({ message: '必须是金额' }).min(0, '不能小于0').max(99_999_999, '金额过大');
/** One row of a target sheet: the teacher by id or mobile, the period and the goal. */
export const targetRow = z.object({
  teacherId: blankOptional(z.coerce.string().regex(/^\d{1,18}$/, '必须是数字编号')),
  phone: blankOptional(z.coerce.string().regex(/^1\d{10}$/, '手机号格式不正确')),
  term: z.coerce.number({ message: '请填写期数' }).int('期数必须是整数').min(1, '期数必须大于0').max(COLUMN_MAX.int, '期数过大'),
  category: blankOptional(z.coerce.number().int('类别必须是整数').min(0).max(99)),
  sup: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^S[1-9]$/, '级别应为 S1-S9')
      .optional(),
  ),
  type: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(9).default(0)),
  gmvNum: z.coerce.number({ message: '必须是整数' }).int('必须是整数').min(0, '不能小于0').max(1_000_000),
  gmv: money,
});

/** The column titles of a target sheet (the import kind `targets.import` reads these; field names work too). */
export const TARGET_SHEET_TITLES: Record<string, string> = {
  老师编号: 'teacherId',
  手机号: 'phone',
  期数: 'term',
  级别: 'sup',
  类别: 'category',
  目标单数: 'gmvNum',
  目标金额: 'gmv',
};
export const MAX_TARGET_ROWS = 5000;

export interface ImportReport {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string }[];
}

/**
 * importTeacherTargets (REST, rows in the body) and the import job `targets.import` (an uploaded sheet):
 * checks every row (teacher known, fields valid, no row repeating an earlier one's teacher and period);
 * a dry run writes nothing, a real run writes every row in one transaction or none when any row fails
 * (always all-or-nothing, whatever the caller asks). A row for a (teacher, term, category, sup) that
 * already has a target replaces its goal.
 */
export async function importTargets(
  db: Database,
  ctx: AuthedContext,
  rows: unknown[],
  dryRun: boolean,
  opts: ImportOptions = {},
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const seen = new Set<string>();
    const report: ImportReport['rows'] = [];
    const good: { teacherId: string; departmentId: string | null; subject: number; r: z.infer<typeof targetRow> }[] = [];
    for (const [i, raw] of rows.entries()) {
      opts.onRow?.(i); // rows checked so far (progress)
      const p = targetRow.safeParse(raw);
      if (!p.success) {
        const issue = p.error.issues[0];
        report.push({ row: i + 1, ok: false, error: `${issue.path.join('.')} ${issue.message}` });
        continue;
      }
      if (!p.data.teacherId && !p.data.phone) {
        report.push({ row: i + 1, ok: false, error: '请填写老师编号或手机号' });
        continue;
      }
      // A teacher named by id must be in one of the caller's subjects (the one subject rule); by mobile, in the active one.
      const reachable = !p.data.teacherId || (await idsInSubjects(tx, 'teacher', [p.data.teacherId], ctx.staff.subjectList)).size > 0;
      const t = await tx.query<{ id: string; department_id: string | null; subject: number }>(
        `SELECT id::text AS id, department_id::text AS department_id, subject FROM teacher
          WHERE deleted = 0 AND (($1::bigint IS NOT NULL AND id = $1::bigint) OR ($1::bigint IS NULL AND phone = $2 AND subject = $3)) LIMIT 1`,
        [p.data.teacherId ?? null, p.data.phone ?? null, ctx.subject],
      );
      if (!reachable || !t.rows[0]) {
        report.push({ row: i + 1, ok: false, error: '老师不存在' });
        continue;
      }
      const period = `${t.rows[0].id}:${p.data.term}:${p.data.category ?? ''}:${p.data.sup ?? ''}`;
      if (seen.has(period)) {
        report.push({ row: i + 1, ok: false, error: '与前面的行重复（同一老师、期数、类别和级别）' });
        continue;
      }
      seen.add(period);
      good.push({ teacherId: t.rows[0].id, departmentId: t.rows[0].department_id, subject: t.rows[0].subject, r: p.data });
      report.push({ row: i + 1, ok: true });
    }
    opts.onRow?.(rows.length);
    const failed = report.filter((r) => !r.ok).length;
    const write = !dryRun && failed === 0 && good.length > 0;
    if (write) {
      await opts.guard?.(tx);
      for (const g of good) {
        const upd = await tx.query(
          `UPDATE teacher_target SET gmv_num = $5, gmv = $6, type = $7, staff_id = $8::bigint, utime = now()
            WHERE teacher_id = $1::bigint AND term = $2 AND category IS NOT DISTINCT FROM $3 AND sup IS NOT DISTINCT FROM $4`,
          [g.teacherId, g.r.term, g.r.category ?? null, g.r.sup ?? null, g.r.gmvNum, g.r.gmv.toFixed(2), g.r.type, ctx.staff.id],
        );
        if (!upd.affectedRows)
          await tx.query(
            `INSERT INTO teacher_target (subject, teacher_id, department_id, type, term, category, sup, gmv_num, gmv, staff_id)
             VALUES ($1, $2::bigint, $3::bigint, $4, $5, $6, $7, $8, $9, $10::bigint)`,
            [
              g.subject,
              g.teacherId,
              g.departmentId,
              g.r.type,
              g.r.term,
              g.r.category ?? null,
              g.r.sup ?? null,
              g.r.gmvNum,
              g.r.gmv.toFixed(2),
              ctx.staff.id,
            ],
          );
      }
      await recordOperation(tx, ctx, { action: 'target.import', entity: 'teacher_target', detail: { rows: good.length } });
    }
    return { written: write, total: rows.length, success: good.length, failed, rows: report };
  });
}
