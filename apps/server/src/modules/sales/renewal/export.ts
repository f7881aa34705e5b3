import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { idField, inputOf } from '../../../platform/http/fields';
import { streamSheet, type SheetColumn, type SheetExport } from '../../../platform/xlsx/stream';
import { achievedAmountSql, achievedQuantitySql, KIND_LABEL, KINDS } from './achieved';

export type Row = Record<string, unknown> & { _k: string };

/** The filter of export?id (the synchronous call and the export job `export.rest` read the same). */
export const targetExportInput = inputOf({ id: idField });
export type TargetExportFilter = z.infer<typeof targetExportInput>;

/** The target of this subject (404 otherwise): what export?id refuses before its first row. */
export async function findExportTarget(q: Queryable, ctx: AuthedContext, id: string) {
  const t = await q.query<{ target_name: string; year_month: string }>(
    'SELECT target_name, year_month FROM renewal_target WHERE id = $1::bigint AND subject = $2',
    [id, ctx.subject],
  );
  if (!t.rows[0]) throw errors.notFound('续费目标');
  return t.rows[0];
}

/** export?id: the target's per-teacher detail, target against achieved for each kind, as .xlsx. */
export async function exportTarget(db: Queryable, ctx: AuthedContext, id: string, request: FastifyRequest, reply: FastifyReply) {
  const t = await findExportTarget(db, ctx, id);
  return streamSheet<Row>(db, ctx, request, reply, targetSheet(ctx, { id }, `${t.target_name}-${t.year_month}`));
}

/** The sheet of one target (the synchronous export and the export job write the same rows). */
export function targetSheet(ctx: AuthedContext, f: TargetExportFilter, fileName = '续费目标明细'): SheetExport<Row> {
  const columns: SheetColumn<Row>[] = [
    { title: '老师ID', value: (r) => r.teacher_id },
    { title: '老师', value: (r) => r.realname },
    { title: '部门', value: (r) => r.department_name },
  ];
  for (const k of KINDS) {
    const zh = KIND_LABEL[k].zh;
    columns.push(
      { title: `${zh}目标单数`, value: (r) => r[`${k}_quantity`], kind: 'number' },
      { title: `${zh}达成单数`, value: (r) => r[`${k}_aq`], kind: 'number' },
      { title: `${zh}目标金额`, value: (r) => r[`${k}_amount`], kind: 'money' },
      { title: `${zh}达成金额`, value: (r) => r[`${k}_aa`], kind: 'money' },
    );
  }
  const select = [
    't.id::text AS _k',
    't.teacher_id::text AS teacher_id',
    'te.realname',
    'dep.name AS department_name',
    ...KINDS.flatMap((k) => [
      `t.${k}_quantity`,
      `t.${k}_amount::float8 AS ${k}_amount`,
      `${achievedQuantitySql(k)} AS ${k}_aq`,
      `${achievedAmountSql(k)} AS ${k}_aa`,
    ]),
  ].join(', ');
  return {
    name: 'renewal_target_detail',
    fileName,
    columns,
    select,
    from: `FROM (SELECT d.*, rt.year_month FROM renewal_target_detail d JOIN renewal_target rt ON rt.id = d.target_id) t
           JOIN teacher te ON te.id = t.teacher_id LEFT JOIN department dep ON dep.id = t.department_id
           WHERE t.target_id = $1::bigint AND t.subject = $2`,
    params: [f.id, ctx.subject],
    keyColumn: 't.id',
  };
}
