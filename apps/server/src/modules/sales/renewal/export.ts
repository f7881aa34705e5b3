import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { streamSheet, type SheetColumn } from '../../../platform/xlsx/stream';
import { achievedAmountSql, achievedQuantitySql, KIND_LABEL, KINDS } from './achieved';

type Row = Record<string, unknown> & { _k: string };

/** export?id: the target's per-teacher detail, target against achieved for each kind, as .xlsx. */
export async function exportTarget(db: Queryable, ctx: AuthedContext, id: string, request: FastifyRequest, reply: FastifyReply) {
  const t = await db.query<{ target_name: string; year_month: string }>(
    'SELECT target_name, year_month FROM renewal_target WHERE id = $1::bigint AND subject = $2',
    [id, ctx.subject],
  );
  if (!t.rows[0]) throw errors.notFound('续费目标');
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
  return streamSheet<Row>(db, ctx, request, reply, {
    name: 'renewal_target_detail',
    fileName: `${t.rows[0].target_name}-${t.rows[0].year_month}`,
    columns,
    select,
    from: `FROM (SELECT d.*, rt.year_month FROM renewal_target_detail d JOIN renewal_target rt ON rt.id = d.target_id) t
           JOIN teacher te ON te.id = t.teacher_id LEFT JOIN department dep ON dep.id = t.department_id
           WHERE t.target_id = $1::bigint AND t.subject = $2`,
    params: [id, ctx.subject],
    keyColumn: 't.id',
  });
}
