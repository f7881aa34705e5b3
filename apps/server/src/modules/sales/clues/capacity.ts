import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, idListField, inputOf, intField, pageFields, textField } from '../../../platform/http/fields';
import { restPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

/**
 * How many clues a teacher may hold per stage (/capacityAllocation). No config row = no limit.
 * assertCapacity is called by every use case that gives clues to a teacher, after the clues are
 * locked: it locks the teacher row first, so concurrent claims for one teacher count one after
 * another and can never push the teacher over the limit.
 */
export async function assertCapacity(tx: Queryable, ctx: AuthedContext, teacherId: string, incoming: Map<number, number>): Promise<void> {
  const t = await tx.query<{ id: string; realname: string }>(
    'SELECT id::text AS id, realname FROM teacher WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
    [teacherId, ctx.subject],
  );
  if (!t.rows[0]) throw errors.notFound('老师');
  const stages = [...incoming.keys()];
  const r = await tx.query<{ stage_no: number; capacity: number; held: number }>(
    `SELECT cc.stage_no, cc.capacity,
            (SELECT count(*)::int FROM clue c WHERE c.teacher_id = cc.teacher_id AND c.stage_no = cc.stage_no) AS held
       FROM clue_capacity_config cc WHERE cc.teacher_id = $1::bigint AND cc.stage_no = ANY($2::smallint[])`,
    [teacherId, stages],
  );
  for (const row of r.rows) {
    const adding = incoming.get(row.stage_no) ?? 0;
    if (row.held + adding > row.capacity)
      throw errors.conflict(
        `${t.rows[0].realname} 第${row.stage_no}阶段线索容量已满（容量 ${row.capacity}，已持有 ${row.held}，本次 ${adding}）`,
        `Teacher capacity reached for stage ${row.stage_no} (${row.held} + ${adding} > ${row.capacity})`,
      );
  }
}

export const stagesOf = (clues: { stage_no: number }[]) => {
  const m = new Map<number, number>();
  for (const c of clues) m.set(c.stage_no, (m.get(c.stage_no) ?? 0) + 1);
  return m;
};

const stageNo = intField(1, 9);
const capacity = intField(0, 100000);
const configItem = inputOf({ teacherId: idField, stageNo, capacity });
export const batchInsertInput = z.preprocess(
  (v) => (Array.isArray(v) ? { list: v } : v && typeof v === 'object' && 'body' in v ? { list: (v as { body: unknown }).body } : v),
  z.object({ list: z.array(configItem, { error: '必须是配置列表' }).min(1, '不能为空').max(500, '一次最多500条') }),
);
export const updateInput = inputOf({ id: idField, capacity, stageNo: stageNo.optional() });
export const deleteInput = inputOf({ ids: idListField });
export const pageInput = inputOf({
  teacherId: idField.optional(),
  departmentIds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.coerce.string()).max(200).optional(),
  ),
  stageNo: stageNo.optional(),
  ...pageFields(),
});
export const phoneInput = inputOf({
  phone: textField(20).pipe(z.string().regex(/^1\d{10}$/, '手机号格式不正确')),
  subject: intField(0, 99).optional(),
});

export interface CapacityRow {
  id: string;
  teacher_id: string;
  teacher_name: string;
  department_id: string | null;
  department_name: string | null;
  stage_no: number;
  capacity: number;
  held: number;
}

const COLUMNS = `cc.id::text AS id, cc.teacher_id::text AS teacher_id, t.realname AS teacher_name,
    t.department_id::text AS department_id, d.name AS department_name, cc.stage_no, cc.capacity,
    (SELECT count(*)::int FROM clue c WHERE c.teacher_id = cc.teacher_id AND c.stage_no = cc.stage_no) AS held`;
const FROM = 'clue_capacity_config cc JOIN teacher t ON t.id = cc.teacher_id';
const JOINS = 'LEFT JOIN department d ON d.id = t.department_id';
const SELECT_ROWS = `SELECT ${COLUMNS} FROM ${FROM} ${JOINS}`;

export async function batchInsertCapacity(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof batchInsertInput>) {
  const teacherIds = [...new Set(input.list.map((i) => i.teacherId))];
  const ok = await tx.query<{ id: string }>('SELECT id::text AS id FROM teacher WHERE id = ANY($1::bigint[]) AND subject = $2', [
    teacherIds,
    ctx.subject,
  ]);
  const found = new Set(ok.rows.map((r) => r.id));
  const missing = teacherIds.find((id) => !found.has(id));
  if (missing) throw errors.invalidField('teacherId', `老师 ${missing} 不存在`, `teacher ${missing} not found`);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO clue_capacity_config (subject, teacher_id, stage_no, capacity, staff_id)
     SELECT $1, x.t, x.s, x.c, $5::bigint FROM unnest($2::bigint[], $3::smallint[], $4::int[]) AS x(t, s, c)
     ON CONFLICT (teacher_id, stage_no) DO UPDATE SET capacity = EXCLUDED.capacity, staff_id = EXCLUDED.staff_id, utime = now()
     RETURNING id::text AS id`,
    [ctx.subject, input.list.map((i) => i.teacherId), input.list.map((i) => i.stageNo), input.list.map((i) => i.capacity), ctx.staff.id],
  );
  await recordOperation(tx, ctx, { action: 'clue.capacity.save', entity: 'clue_capacity_config', detail: { list: input.list } });
  return { count: r.rows.length, ids: r.rows.map((x) => x.id) };
}

export async function updateCapacity(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof updateInput>) {
  const before = await tx.query<{ capacity: number }>(
    'SELECT capacity FROM clue_capacity_config WHERE id = $1::bigint AND subject = $2 FOR UPDATE',
    [input.id, ctx.subject],
  );
  if (!before.rows[0]) throw errors.notFound('容量配置');
  await tx
    .query(
      'UPDATE clue_capacity_config SET capacity = $2, stage_no = COALESCE($3, stage_no), staff_id = $4::bigint, utime = now() WHERE id = $1::bigint',
      [input.id, input.capacity, input.stageNo ?? null, ctx.staff.id],
    )
    .catch((e: { code?: string }) => {
      if (e.code === '23505') throw errors.conflict('该老师此阶段已有容量配置', 'This teacher already has a config for the stage');
      throw e;
    });
  await recordOperation(tx, ctx, {
    action: 'clue.capacity.update',
    entity: 'clue_capacity_config',
    entityId: input.id,
    changes: { capacity: [before.rows[0].capacity, input.capacity] },
  });
  return (await tx.query<CapacityRow>(`${SELECT_ROWS} WHERE cc.id = $1::bigint`, [input.id])).rows[0];
}

export async function deleteCapacity(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof deleteInput>) {
  const r = await tx.query<{ id: string }>(
    'DELETE FROM clue_capacity_config WHERE id = ANY($1::bigint[]) AND subject = $2 RETURNING id::text AS id',
    [input.ids, ctx.subject],
  );
  await recordOperation(tx, ctx, {
    action: 'clue.capacity.delete',
    entity: 'clue_capacity_config',
    detail: { ids: r.rows.map((x) => x.id) },
  });
  return { count: r.rows.length };
}

export async function pageCapacity(q: Queryable, ctx: AuthedContext, input: z.infer<typeof pageInput>) {
  const w = new Where().add('cc.subject = ?', ctx.subject);
  if (input.teacherId) w.add('cc.teacher_id = ?::bigint', input.teacherId);
  if (input.stageNo) w.add('cc.stage_no = ?', input.stageNo);
  if (input.departmentIds?.length) w.add('t.department_id = ANY(?::bigint[])', input.departmentIds);
  const p = await restPage<CapacityRow>(q, {
    select: COLUMNS,
    from: FROM,
    joins: JOINS,
    where: w,
    orderBy: 'cc.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return { content: p.rows, totalElements: p.total, number: p.page, size: p.size, totalPages: Math.ceil(p.total / p.size) };
}

/** A teacher found by phone in a subject (the capacity form's teacher picker), with what they hold per stage. */
export async function teacherByPhone(q: Queryable, ctx: AuthedContext, input: z.infer<typeof phoneInput>) {
  const subject = input.subject ?? ctx.subject;
  if (!ctx.staff.subjectList.includes(subject) && subject !== ctx.subject)
    throw errors.invalidField('subject', '不在可访问的科目内', 'not an allowed subject');
  const r = await q.query<{ id: string; realname: string; phone: string; department_id: string | null; department_name: string | null }>(
    `SELECT t.id::text AS id, t.realname, t.phone, t.department_id::text AS department_id, d.name AS department_name
       FROM teacher t LEFT JOIN department d ON d.id = t.department_id WHERE t.phone = $1 AND t.subject = $2`,
    [input.phone, subject],
  );
  if (!r.rows[0]) throw errors.notFound('老师');
  return { ...r.rows[0], holding: await holdingOf(q, r.rows[0].id) };
}

/** Held clues and capacity per stage of one teacher. */
export async function holdingOf(q: Queryable, teacherId: string) {
  const r = await q.query<{ stage_no: number; held: number; capacity: number | null }>(
    `SELECT s.stage_no, COALESCE(h.held, 0)::int AS held, cc.capacity
       FROM (SELECT stage_no FROM clue_capacity_config WHERE teacher_id = $1::bigint
             UNION SELECT DISTINCT stage_no FROM clue WHERE teacher_id = $1::bigint) s
       LEFT JOIN (SELECT stage_no, count(*) AS held FROM clue WHERE teacher_id = $1::bigint GROUP BY stage_no) h ON h.stage_no = s.stage_no
       LEFT JOIN clue_capacity_config cc ON cc.teacher_id = $1::bigint AND cc.stage_no = s.stage_no
      ORDER BY s.stage_no`,
    [teacherId],
  );
  return r.rows;
}
