import { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { changeStudentClass, logFailedChange } from './change-class';
import { blankOptional } from '../../../platform/http/fields';
import { studentInSubjectSql } from '../../../platform/scope';

/** Column titles of the class-change sheet (/manageChangeClass 批量导入). */
export const CHANGE_SHEET_TITLES: Record<string, string> = {
  手机号: 'mobile',
  学员ID: 'studentId',
  调出班级ID: 'fromTeamId',
  调入班级ID: 'toTeamId',
  调班原因: 'reason',
};
export const MAX_CHANGE_ROWS = 1000;

const id = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,18}$/),
    z.number().int().positive(),
  ])
  .transform(String);
const optId = blankOptional(id);

/** One requested move: the student by id or mobile, the target class, optionally the class left. */
export const changeRow = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    return {
      ...o,
      studentId: o.studentId ?? o.student_id ?? o.uid ?? o.userId,
      toTeamId: o.toTeamId ?? o.to_team_id,
      fromTeamId: o.fromTeamId ?? o.from_team_id,
    };
  },
  z.object({
    studentId: optId,
    mobile: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
      z.string().trim().max(20).optional(),
    ),
    fromTeamId: optId,
    toTeamId: id,
    reason: blankOptional(z.string().trim().max(200)),
  }),
);
export type ChangeRow = z.infer<typeof changeRow>;

export interface RowOutcome {
  row: number;
  ok: boolean;
  error?: string;
  studentId?: string;
  mobile?: string;
  fromTeamId?: string;
  toTeamId?: string;
}

/** The student of a row (by id, else by mobile) in the current subject. */
async function studentOf(q: Queryable, ctx: AuthedContext, r: ChangeRow): Promise<string> {
  if (!r.studentId && !r.mobile) throw errors.invalidField('mobile', '或 studentId 必须填写', 'or studentId is required');
  const found = await q.query<{ id: string }>(
    `SELECT s.id::text AS id FROM student s
      WHERE ($1::bigint IS NULL OR s.id = $1::bigint) AND ($2::text IS NULL OR s.mobile = $2)
        AND ${studentInSubjectSql('s.id', '= $3')}
      ORDER BY s.id LIMIT 1`,
    [r.studentId ?? null, r.mobile ?? null, ctx.subject],
  );
  if (!found.rows[0]) throw errors.notFound('学员');
  return found.rows[0].id;
}

/**
 * Runs many moves in one transaction, each inside its own savepoint: a refused row is rolled back
 * alone and reported (and logged as FAIL), the others stay. dryRun runs every check and every write
 * and then rolls all of them back, so the report is exactly what a real run would do.
 * allOrNothing writes only when every row passes.
 */
export async function changeMany(
  db: Database,
  ctx: AuthedContext,
  raw: unknown[],
  opts: {
    dryRun: boolean;
    importType: 0 | 1 | 2;
    defaultReason?: string;
    allOrNothing?: boolean;
    guard?: ImportOptions['guard'];
    onRow?: (n: number) => void;
  },
): Promise<{ written: boolean; total: number; success: number; failed: number; rows: RowOutcome[] }> {
  if (raw.length === 0) throw errors.invalidField('data', '不能为空', 'is empty');
  if (raw.length > MAX_CHANGE_ROWS)
    throw new AppError('BAD_REQUEST', `一次最多调班${MAX_CHANGE_ROWS}人`, `At most ${MAX_CHANGE_ROWS} moves at once`);
  const failures: Array<{ r: Partial<ChangeRow>; message: string }> = [];
  const result = await db
    .transaction(async (tx) => {
      const rows: RowOutcome[] = [];
      for (const [i, value] of raw.entries()) {
        const parsed = changeRow.safeParse(value);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue.path.join('.') || 'row';
          const message = `参数错误：${field} ${field === 'toTeamId' ? '必须是班级编号' : '格式不正确'}`;
          rows.push({ row: i + 1, ok: false, error: message });
          failures.push({ r: {}, message });
          continue;
        }
        const r = parsed.data;
        await tx.query('SAVEPOINT change_row');
        try {
          const studentId = await studentOf(tx, ctx, r);
          const reason = r.reason ?? opts.defaultReason ?? '';
          const moved = await changeStudentClass(tx, ctx, {
            studentId,
            toTeamId: r.toTeamId,
            fromTeamId: r.fromTeamId,
            reason,
            importType: opts.importType,
          });
          await tx.query('RELEASE SAVEPOINT change_row');
          rows.push({ row: i + 1, ok: true, studentId, mobile: r.mobile, ...moved });
        } catch (err) {
          await tx.query('ROLLBACK TO SAVEPOINT change_row');
          if (!(err instanceof AppError)) throw err;
          rows.push({
            row: i + 1,
            ok: false,
            error: err.message,
            mobile: r.mobile,
            studentId: r.studentId,
            toTeamId: r.toTeamId,
            fromTeamId: r.fromTeamId,
          });
          failures.push({ r, message: err.message });
        }
        opts.onRow?.(i + 1);
      }
      const success = rows.filter((x) => x.ok).length;
      const written = !opts.dryRun && success > 0 && !(opts.allOrNothing && success < rows.length);
      if (written) await opts.guard?.(tx);
      // A dry run (or a refused all-or-nothing run) leaves nothing behind: the transaction is rolled back.
      if (!written) throw new RolledBack({ written, total: rows.length, success, failed: rows.length - success, rows });
      return { written, total: rows.length, success, failed: rows.length - success, rows };
    })
    .catch((err: unknown) => {
      if (err instanceof RolledBack) return err.outcome;
      throw err;
    });
  // Refused moves of a real run are kept in the class-change log (its 调班结果 = FAIL tab).
  if (!opts.dryRun && failures.length)
    await db.transaction(async (tx) => {
      for (const f of failures)
        await logFailedChange(tx, ctx, {
          studentId: f.r.studentId,
          mobile: f.r.mobile,
          fromTeamId: f.r.fromTeamId,
          toTeamId: f.r.toTeamId,
          reason: f.r.reason ?? opts.defaultReason,
          message: f.message,
          importType: opts.importType,
        });
    });
  return result;
}

class RolledBack extends Error {
  constructor(readonly outcome: { written: boolean; total: number; success: number; failed: number; rows: RowOutcome[] }) {
    super('rolled back');
  }
}
