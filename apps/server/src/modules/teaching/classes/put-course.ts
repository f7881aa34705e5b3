import { z } from 'zod';
import type { Database } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf } from '../../../platform/http/fields';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { lockTeams, recountTeams } from './team-stats';
import { studentInSubjectSql } from '../../../platform/scope';

/**
 * /putTheCourse: sending a trial course to students by mobile (they join a trial class) and changing
 * the materials box of shipments not yet sent, from a sheet. Both run every row in one transaction
 * and report row by row; dryRun checks everything and writes nothing.
 */

const dryRunField = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()).default(false);
const mobileList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,，;；]+/).filter(Boolean) : v),
  z
    .array(z.union([z.string().trim(), z.number().transform(String)]), { error: '必须是手机号列表' })
    .min(1, '不能为空')
    .max(1000, '一次最多1000个'),
);
export const sendTrialInput = inputOf({ teamId: idField, mobiles: mobileList, dryRun: dryRunField });

export interface MobileOutcome {
  mobile: string;
  ok: boolean;
  error?: string;
  studentId?: string;
}

class DryRun extends Error {
  constructor(readonly value: unknown) {
    super('dry run');
  }
}

export async function sendTrialCourseByMobiles(db: Database, ctx: AuthedContext, input: z.infer<typeof sendTrialInput>) {
  const run = db.transaction(async (tx) => {
    const team = (await lockTeams(tx, ctx, [input.teamId])).get(input.teamId)!;
    if (team.team_type !== 0) throw errors.badRequest('只能投放到体验课班级', 'Trial courses go to trial classes only');
    if (team.team_state === 2) throw errors.badRequest('班级已结课', 'The class has finished');
    const rows: MobileOutcome[] = [];
    for (const mobile of [...new Set(input.mobiles)]) {
      if (!/^1\d{10}$/.test(mobile)) {
        rows.push({ mobile, ok: false, error: '手机号格式不正确' });
        continue;
      }
      const s = await tx.query<{ id: string; in_trial: boolean }>(
        `SELECT s.id::text AS id, EXISTS (SELECT 1 FROM student_team st WHERE st.student_id = s.id AND st.subject = $2 AND st.team_type = 0 AND st.del = 0) AS in_trial
           FROM student s WHERE s.mobile = $1 AND ${studentInSubjectSql('s.id', '= $2')} ORDER BY s.id LIMIT 1`,
        [mobile, ctx.subject],
      );
      const st = s.rows[0];
      if (!st) rows.push({ mobile, ok: false, error: '学员不存在' });
      else if (st.in_trial) rows.push({ mobile, ok: false, error: '学员已在体验课班级中', studentId: st.id });
      else {
        await tx.query(
          `INSERT INTO student_team (subject, student_id, team_id, team_type, term, sup, category, teacher_id, teacher_wechat_id, department_id,
                  life_cycle, enter_team_way, send_course_time)
           VALUES ($1, $2::bigint, $3::bigint, 0, $4, $5, $6, $7::bigint, $8::bigint, $9::bigint, $10, 1, now())
           ON CONFLICT (student_id, team_id) DO UPDATE SET del = 0, leave_time = NULL, send_course_time = now(), utime = now()`,
          [
            ctx.subject,
            st.id,
            team.id,
            team.term,
            team.sup,
            team.category,
            team.teacher_id,
            team.teacher_wechat_id,
            team.department_id,
            team.team_state,
          ],
        );
        await tx.query(
          'UPDATE student_subject SET trial_team_id = $2::bigint, trial_teacher_id = $3::bigint, trial_term = $4, utime = now() WHERE student_id = $1::bigint AND subject = $5',
          [st.id, team.id, team.teacher_id, team.term, ctx.subject],
        );
        rows.push({ mobile, ok: true, studentId: st.id });
      }
    }
    const result = {
      teamId: team.id,
      total: rows.length,
      success: rows.filter((r) => r.ok).length,
      failed: rows.filter((r) => !r.ok).length,
      rows,
      written: !input.dryRun,
    };
    if (input.dryRun) throw new DryRun({ ...result, written: false });
    await recountTeams(tx, [team.id]);
    await recordOperation(tx, ctx, {
      action: 'class.sendTrialCourse',
      entity: 'team',
      entityId: team.id,
      detail: { success: result.success, failed: result.failed },
    });
    return result;
  });
  return run.catch((e: unknown) => {
    if (e instanceof DryRun) return e.value;
    throw e;
  });
}

/** Column titles of the box-change sheet. */
export const BOX_SHEET_TITLES: Record<string, string> = { 订单号: 'orderNo', 盒子版本: 'productVersion' };
export const MAX_BOX_ROWS = 2000;
const boxRow = z.object({
  orderNo: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: '订单号不能为空' }).trim().min(1, '订单号不能为空').max(64),
  ),
  productVersion: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: '盒子版本不能为空' }).trim().min(1, '盒子版本不能为空').max(60),
  ),
});
export const boxChangeInput = inputOf({
  rows: z.array(z.unknown()).max(MAX_BOX_ROWS).optional(),
  fileKey: z.string().trim().max(200).optional(),
  dryRun: dryRunField,
});

export interface BoxChangeReport {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string; changed?: number }[];
}

/**
 * Changes the box version of each order's shipments that have not left (无地址, 待发货, 待审核).
 * expressBoxChange/file (good rows written, bad rows reported) and the import kind `classes.boxes`
 * (opts: progress, all or nothing, the job's commit guard) run it.
 */
export async function changeExpressBoxes(
  db: Database,
  ctx: AuthedContext,
  rows: unknown[],
  dryRun: boolean,
  opts: ImportOptions = {},
): Promise<BoxChangeReport> {
  if (!rows.length) throw errors.invalidField('rows', '不能为空（或上传文件 fileKey）', 'is required');
  if (rows.length > MAX_BOX_ROWS) throw new AppError('BAD_REQUEST', `一次最多导入${MAX_BOX_ROWS}行`, 'Too many rows');
  return db
    .transaction(async (tx) => {
      const report: BoxChangeReport['rows'] = [];
      for (const [i, raw] of rows.entries()) {
        const p = boxRow.safeParse(raw);
        if (!p.success) {
          report.push({ row: i + 1, ok: false, error: p.error.issues[0].message });
          opts.onRow?.(i + 1);
          continue;
        }
        const u = await tx.query<{ id: string }>(
          `UPDATE express SET product_version = $3, utime = now()
            WHERE subject = $1 AND out_trade_no = $2 AND express_status IN (0, 1, 6) RETURNING id::text AS id`,
          [ctx.subject, p.data.orderNo, p.data.productVersion],
        );
        if (u.rows.length) report.push({ row: i + 1, ok: true, changed: u.rows.length });
        else report.push({ row: i + 1, ok: false, error: '没有该订单未发货的物流' });
        opts.onRow?.(i + 1);
      }
      const result: BoxChangeReport = {
        written: !dryRun,
        total: report.length,
        success: report.filter((r) => r.ok).length,
        failed: report.filter((r) => !r.ok).length,
        rows: report,
      };
      // The rows were changed as they were checked: a dry run (or a refused all-or-nothing run) rolls them back.
      if (dryRun || (opts.allOrNothing && result.failed > 0)) throw new DryRun({ ...result, written: false });
      await opts.guard?.(tx);
      await recordOperation(tx, ctx, {
        action: 'express.boxChange',
        entity: 'express',
        detail: { success: result.success, failed: result.failed },
      });
      return result;
    })
    .catch((e: unknown) => {
      if (e instanceof DryRun) return e.value as BoxChangeReport;
      throw e;
    });
}
