import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';
import { assertFreshVersion } from '../../../platform/versioning';
import { idField, inputOf, intField, msField, requiredText, textField } from '../../../platform/http/fields';

/**
 * Stop (suspension) batches of /suspendClasses: a named list of students in classes whose lessons
 * stop for a period. Editable and deletable while 待执行 (status 0); executing (once, race-safe) sets
 * each enrolment's course_state to 1 停课. docs/decisions/classes.md.
 */
export const STOP_STATUS = { pending: 0, executed: 1, deleted: 2 } as const;

const item = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    return { studentId: o.studentId ?? o.student_id ?? o.uid, teamId: o.teamId ?? o.team_id };
  },
  z.object({ studentId: idField, teamId: idField }),
);
const versionField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().int().min(0).optional(),
);

export const stopBatchInput = inputOf({
  name: requiredText(60),
  reason: requiredText(200),
  stopStart: msField,
  stopEnd: msField,
  items: z.array(item, { error: '必须是学员列表' }).min(1, '不能为空').max(2000, '一次最多2000人'),
});
export type StopBatchInput = z.infer<typeof stopBatchInput>;
export const stopBatchEditInput = inputOf({
  id: idField,
  version: versionField,
  name: textField(60).optional(),
  reason: textField(200).optional(),
  stopStart: msField.optional(),
  stopEnd: msField.optional(),
  items: z.array(item).min(1, '不能为空').max(2000, '一次最多2000人').optional(),
});
export const stopBatchIdInput = inputOf({ id: idField, version: versionField });
export const stopBatchPageInput = inputOf({
  status: intField(0, 2).optional(),
  name: textField(60).optional(),
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(20),
});

export interface StopBatchRow {
  id: string;
  name: string;
  reason: string;
  stop_start: number;
  stop_end: number;
  status: number;
  item_count: number;
  version: number;
  utime: number;
}
const COLUMNS = `b.id::text AS id, b.name, b.reason, ${epochMs('b.stop_start', 'stop_start')},
  ${epochMs('b.stop_end', 'stop_end')}, b.status, b.item_count, b.version,
  ${epochMs('b.utime', 'utime')}`;

function checkPeriod(start: number, end: number): void {
  if (end < start) throw errors.invalidField('stopEnd', '不能早于停课开始时间', 'must not be before stopStart');
}

/** Items must be live enrolments of the current subject; duplicates collapse. */
async function writeItems(tx: Queryable, ctx: AuthedContext, batchId: string, items: StopBatchInput['items']): Promise<number> {
  const unique = [...new Map(items.map((i) => [`${i.studentId}:${i.teamId}`, i])).values()];
  const found = await tx.query<{ student_id: string; team_id: string }>(
    `SELECT student_id::text AS student_id, team_id::text AS team_id FROM student_team
      WHERE subject = $3 AND del = 0 AND (student_id, team_id) IN (SELECT * FROM unnest($1::bigint[], $2::bigint[]))`,
    [unique.map((i) => i.studentId), unique.map((i) => i.teamId), ctx.subject],
  );
  const ok = new Set(found.rows.map((r) => `${r.student_id}:${r.team_id}`));
  const missing = unique.find((i) => !ok.has(`${i.studentId}:${i.teamId}`));
  if (missing)
    throw errors.invalidField(
      'items',
      `学员 ${missing.studentId} 不在班级 ${missing.teamId} 中`,
      `student ${missing.studentId} is not in class ${missing.teamId}`,
    );
  await tx.query('DELETE FROM team_stop_batch_item WHERE batch_id = $1::bigint', [batchId]);
  await tx.query(
    'INSERT INTO team_stop_batch_item (batch_id, student_id, team_id) SELECT $1::bigint, s, t FROM unnest($2::bigint[], $3::bigint[]) AS x(s, t)',
    [batchId, unique.map((i) => i.studentId), unique.map((i) => i.teamId)],
  );
  return unique.length;
}

/**
 * Creates a stop batch (status 待执行) inside the caller's transaction; the approvals flow calls it
 * too. Returns the new batch.
 */
export async function createStopBatch(tx: Queryable, ctx: AuthedContext, input: StopBatchInput): Promise<StopBatchRow> {
  checkPeriod(input.stopStart, input.stopEnd);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO team_stop_batch (subject, name, reason, stop_start, stop_end, staff_id)
     VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), to_timestamp($5::float8 / 1000), $6::bigint) RETURNING id::text AS id`,
    [ctx.subject, input.name, input.reason, input.stopStart, input.stopEnd, ctx.staff.id],
  );
  const id = r.rows[0].id;
  const n = await writeItems(tx, ctx, id, input.items);
  await tx.query('UPDATE team_stop_batch SET item_count = $2, version = 1 WHERE id = $1::bigint', [id, n]);
  await recordOperation(tx, ctx, {
    action: 'class.stopBatch.create',
    entity: 'team_stop_batch',
    entityId: id,
    detail: { name: input.name, items: n },
  });
  return lockBatch(tx, ctx, id);
}

async function lockBatch(tx: Queryable, ctx: AuthedContext, id: string): Promise<StopBatchRow> {
  const r = await tx.query<StopBatchRow>(`SELECT ${COLUMNS} FROM team_stop_batch b WHERE b.id = $1::bigint AND b.subject = $2 FOR UPDATE`, [
    id,
    ctx.subject,
  ]);
  if (!r.rows[0] || r.rows[0].status === STOP_STATUS.deleted) throw errors.notFound('停课批次');
  return r.rows[0];
}

/** The batch locked, fresh (the version the caller read) and still 待执行. */
async function pendingBatch(tx: Queryable, ctx: AuthedContext, id: string, version: number | undefined): Promise<StopBatchRow> {
  const b = await lockBatch(tx, ctx, id);
  await assertFreshVersion(tx, {
    entity: 'team_stop_batch',
    entityId: id,
    expected: version,
    version: b.version,
    utime: b.utime,
    current: { ...b },
  });
  if (b.status !== STOP_STATUS.pending)
    throw errors.conflict('停课批次已执行，不能再修改或执行', 'The stop batch has already been executed');
  return b;
}

export async function editStopBatch(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof stopBatchEditInput>): Promise<StopBatchRow> {
  const b = await pendingBatch(tx, ctx, input.id, input.version);
  checkPeriod(input.stopStart ?? b.stop_start, input.stopEnd ?? b.stop_end);
  const n = input.items ? await writeItems(tx, ctx, b.id, input.items) : b.item_count;
  await tx.query(
    `UPDATE team_stop_batch SET name = coalesce($2, name), reason = coalesce($3, reason),
            stop_start = coalesce(to_timestamp($4::float8 / 1000), stop_start), stop_end = coalesce(to_timestamp($5::float8 / 1000), stop_end),
            item_count = $6, utime = now() WHERE id = $1::bigint`,
    [b.id, input.name || null, input.reason || null, input.stopStart ?? null, input.stopEnd ?? null, n],
  );
  const after = await lockBatch(tx, ctx, b.id);
  await recordOperation(tx, ctx, {
    action: 'class.stopBatch.edit',
    entity: 'team_stop_batch',
    entityId: b.id,
    changes: diff(
      { name: b.name, reason: b.reason, stop_start: b.stop_start, stop_end: b.stop_end, item_count: b.item_count },
      { name: after.name, reason: after.reason, stop_start: after.stop_start, stop_end: after.stop_end, item_count: after.item_count },
    ),
  });
  return after;
}

export async function deleteStopBatch(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof stopBatchIdInput>): Promise<{ id: string }> {
  const b = await pendingBatch(tx, ctx, input.id, input.version);
  await tx.query('UPDATE team_stop_batch SET status = 2, utime = now() WHERE id = $1::bigint AND status = 0', [b.id]);
  await recordOperation(tx, ctx, {
    action: 'class.stopBatch.delete',
    entity: 'team_stop_batch',
    entityId: b.id,
    changes: { status: [0, 2] },
  });
  return { id: b.id };
}

/** Executes once: the batch row is locked and must still be 待执行; each enrolment becomes 停课. */
export async function executeStopBatch(
  tx: Queryable,
  ctx: AuthedContext,
  input: z.infer<typeof stopBatchIdInput>,
): Promise<StopBatchRow & { stopped: number }> {
  const b = await pendingBatch(tx, ctx, input.id, input.version);
  const u = await tx.query<{ id: string }>(
    `UPDATE student_team st SET course_state = 1, utime = now() FROM team_stop_batch_item i
      WHERE i.batch_id = $1::bigint AND st.student_id = i.student_id AND st.team_id = i.team_id AND st.del = 0 RETURNING st.id::text AS id`,
    [b.id],
  );
  await tx.query(
    'UPDATE team_stop_batch SET status = 1, executed_at = now(), executed_by = $2::bigint, utime = now() WHERE id = $1::bigint',
    [b.id, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'class.stopBatch.execute',
    entity: 'team_stop_batch',
    entityId: b.id,
    changes: { status: [0, 1] },
    detail: { stopped: u.rows.length },
  });
  return { ...(await lockBatch(tx, ctx, b.id)), stopped: u.rows.length };
}

export async function pageStopBatches(q: Queryable, ctx: AuthedContext, input: z.infer<typeof stopBatchPageInput>) {
  const params: unknown[] = [ctx.subject, input.status ?? null, input.name ? `%${input.name.replace(/[\\%_]/g, '\\$&')}%` : null];
  const where = 'b.subject = $1 AND b.status <> 2 AND ($2::int IS NULL OR b.status = $2) AND ($3::text IS NULL OR b.name ILIKE $3)';
  const p = await restPage<StopBatchRow & { staff_name: string | null }>(q, {
    select: `${COLUMNS}, (SELECT s.real_name FROM staff s WHERE s.id = b.staff_id) AS staff_name,
              ${epochMs('b.ctime', 'ctime')}, ${epochMs('b.executed_at', 'executed_at')}`,
    from: 'team_stop_batch b',
    where,
    params,
    orderBy: 'b.ctime DESC, b.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}

/** The students of one batch (the edit form). */
export async function stopBatchItems(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query(
    `SELECT i.student_id::text AS "studentId", i.team_id::text AS "teamId", s.username, s.user_num, t.team_name
       FROM team_stop_batch_item i JOIN team_stop_batch b ON b.id = i.batch_id AND b.subject = $2
       JOIN student s ON s.id = i.student_id JOIN team t ON t.id = i.team_id
      WHERE i.batch_id = $1::bigint ORDER BY i.team_id, i.student_id`,
    [id, ctx.subject],
  );
  return r.rows;
}
