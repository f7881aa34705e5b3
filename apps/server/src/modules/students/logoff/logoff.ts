import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, textField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

/** logoff_process.status (spec 01 §4): 0 default, 1 under review, 2 logged off, 3 cancelled. source: 1 user, 2 staff. */
export const LOGOFF = { DEFAULT: 0, REVIEW: 1, DONE: 2, CANCELLED: 3 } as const;
const STATUS_ZH = ['待提交', '审核中', '已注销', '已取消'];
const USER_STATUS_LOGGED_OFF = 8; // CONTRACT §9 user_status 8 注销失效

export const uidInput = inputOf({ uid: idField });
export const applyInput = inputOf({
  uid: idField,
  reason: textField(500).pipe(z.string().min(1, '请填写注销原因')),
  notes: textField(1000).optional(),
  source: intField(1, 2).default(2),
});
/** A process is named by its id, or by the student (uid / userId: their open process). */
export const processInput = inputOf({
  id: idField.optional(),
  uid: idField.optional(),
  userId: idField.optional(),
  notes: textField(1000).optional(),
});
export const updateInput = inputOf({ id: idField, reason: textField(500).optional(), notes: textField(1000).optional() });
export const directInput = inputOf({
  uid: idField,
  reason: textField(500).pipe(z.string().min(1, '请填写注销原因')),
  notes: textField(1000).optional(),
});

export interface ProcessDto {
  id: string;
  userId: string;
  status: number;
  statusText: string;
  source: number;
  reason: string | null;
  notes: string | null;
  applyTime: number;
  approvalTime: number | null;
  logoffTime: number | null;
  staffId: string | null;
  staffName: string | null;
  approvalStaffId: string | null;
  approvalStaffName: string | null;
}

const SELECT = `SELECT p.id::text AS id, p.user_id::text AS "userId", p.status, p.source, p.reason, p.notes, ${epochMs('p.apply_time', 'applyTime')},
  ${epochMs('p.approval_time', 'approvalTime')}, ${epochMs('p.logoff_time', 'logoffTime')}, p.staff_id::text AS "staffId", a.real_name AS "staffName",
  p.approval_staff_id::text AS "approvalStaffId", b.real_name AS "approvalStaffName"
  FROM logoff_process p LEFT JOIN staff a ON a.id = p.staff_id LEFT JOIN staff b ON b.id = p.approval_staff_id`;

const present = (r: Omit<ProcessDto, 'statusText'>): ProcessDto => ({ ...r, statusText: STATUS_ZH[r.status] ?? '' });

async function byId(q: Queryable, ctx: AuthedContext, id: string, lock = false): Promise<ProcessDto> {
  const r = await q.query<ProcessDto>(`${SELECT} WHERE p.id = $1::bigint AND p.subject = $2 ${lock ? 'FOR UPDATE OF p' : ''}`, [
    id,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('注销申请');
  return present(r.rows[0]);
}

/** The process an input names: its id, or the student's open process in the current subject. */
async function resolve(q: Queryable, ctx: AuthedContext, input: z.infer<typeof processInput>): Promise<ProcessDto> {
  if (input.id) return byId(q, ctx, input.id, true);
  const uid = input.uid ?? input.userId;
  if (!uid) throw errors.invalidField('id', '或 uid 必须填写一个', 'or uid is required');
  await studentInSubject(q, ctx, uid);
  const r = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM logoff_process WHERE user_id = $1::bigint AND subject = $2 ORDER BY logoff_process.id DESC LIMIT 1',
    [uid, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('注销申请');
  return byId(q, ctx, r.rows[0].id, true);
}

/** The logoff state of a student (runs only with a uid): logged off or not, the open process, the history. */
export async function checkLogoffState(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  const s = await q.query<{ isLogoff: number; logoffTime: number | null }>(
    `SELECT is_logoff AS "isLogoff", ${epochMs('logoff_time', 'logoffTime')} FROM student WHERE id = $1::bigint`,
    [uid],
  );
  const list = await q.query<ProcessDto>(`${SELECT} WHERE p.user_id = $1::bigint AND p.subject = $2 ORDER BY p.id DESC`, [
    uid,
    ctx.subject,
  ]);
  const processes = list.rows.map(present);
  const current = processes.find((p) => p.status === LOGOFF.DEFAULT || p.status === LOGOFF.REVIEW) ?? null;
  return { uid, ...s.rows[0], status: processes[0]?.status ?? null, current, processes };
}

async function markLoggedOff(tx: Queryable, uid: string): Promise<void> {
  await tx.query('UPDATE student SET is_logoff = 1, logoff_time = now(), utime = now() WHERE id = $1::bigint AND is_logoff = 0', [uid]);
  await tx.query('UPDATE student_subject SET user_status = $2, utime = now() WHERE student_id = $1::bigint', [uid, USER_STATUS_LOGGED_OFF]);
}

async function assertCanStart(tx: Queryable, ctx: AuthedContext, uid: string): Promise<void> {
  const s = await studentInSubject(tx, ctx, uid, true);
  if (s.is_logoff) throw errors.conflict('该学员已注销', 'The student is already logged off');
  const open = await tx.query('SELECT 1 FROM logoff_process WHERE user_id = $1::bigint AND status IN (0, 1)', [uid]);
  if (open.rows[0]) throw errors.conflict('该学员已有审核中的注销申请', 'The student already has a logoff process under review');
}

/** applyLogoff: a new process under review (status 1). One open process per student. */
export async function applyLogoff(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof applyInput>): Promise<ProcessDto> {
  await assertCanStart(tx, ctx, input.uid);
  const r = await tx
    .query<{ id: string }>(
      `INSERT INTO logoff_process (subject, user_id, status, source, reason, notes, staff_id) VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::bigint) RETURNING id::text AS id`,
      [ctx.subject, input.uid, LOGOFF.REVIEW, input.source, input.reason, input.notes ?? null, ctx.staff.id],
    )
    .catch((err: unknown) => {
      // Another apply for the same student committed first (unique open-process index).
      if ((err as { code?: unknown }).code === '23505')
        throw errors.conflict('该学员已有审核中的注销申请', 'The student already has a logoff process under review');
      throw err;
    });
  await recordOperation(tx, ctx, {
    action: 'student.logoff.apply',
    entity: 'logoff_process',
    entityId: r.rows[0].id,
    detail: { uid: input.uid, reason: input.reason, source: input.source },
  });
  return byId(tx, ctx, r.rows[0].id);
}

export interface TransitionResult {
  process: ProcessDto;
  /** The applicant to tell, when someone else decided. */
  notify: string | null;
}

/**
 * passLogoff (1 → 2, the student is logged off: is_logoff, user_status 8 in every line, mobile freed)
 * and cancelLogoff (0/1 → 3). Conditional UPDATE: a process not in a from-state is 409, so the
 * second identical call is refused and changes nothing.
 */
export async function decideLogoff(
  tx: Queryable,
  ctx: AuthedContext,
  input: z.infer<typeof processInput>,
  to: 2 | 3,
): Promise<TransitionResult> {
  const before = await resolve(tx, ctx, input);
  const from = to === LOGOFF.DONE ? [LOGOFF.REVIEW] : [LOGOFF.DEFAULT, LOGOFF.REVIEW];
  const r = await tx.query(
    `UPDATE logoff_process SET status = $2, approval_time = now(), approval_staff_id = $3::bigint, notes = COALESCE($4, notes),
            logoff_time = CASE WHEN $6::boolean THEN now() ELSE logoff_time END, utime = now()
      WHERE id = $1::bigint AND status = ANY($5::int[]) RETURNING id`,
    [before.id, to, ctx.staff.id, input.notes ?? null, from, to === LOGOFF.DONE],
  );
  if (!r.rows[0]) {
    const verb = to === LOGOFF.DONE ? '通过' : '取消';
    throw errors.conflict(
      `注销申请${before.statusText}，不能${verb}`,
      `The logoff process is ${before.status}, cannot ${to === LOGOFF.DONE ? 'pass' : 'cancel'}`,
    );
  }
  if (to === LOGOFF.DONE) await markLoggedOff(tx, before.userId);
  await recordOperation(tx, ctx, {
    action: to === LOGOFF.DONE ? 'student.logoff.pass' : 'student.logoff.cancel',
    entity: 'logoff_process',
    entityId: before.id,
    changes: { status: [before.status, to], ...(to === LOGOFF.DONE ? { is_logoff: [0, 1] } : {}) },
    detail: { uid: before.userId, notes: input.notes },
  });
  const process = await byId(tx, ctx, before.id);
  return { process, notify: before.staffId && before.staffId !== ctx.staff.id ? before.staffId : null };
}

/** update: reason / notes of an open process; a finished one is 409. */
export async function updateLogoff(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof updateInput>): Promise<ProcessDto> {
  const before = await byId(tx, ctx, input.id, true);
  if (before.status === LOGOFF.DONE || before.status === LOGOFF.CANCELLED)
    throw errors.conflict(`注销申请${before.statusText}，不能修改`, 'The logoff process is finished');
  await tx.query(
    'UPDATE logoff_process SET reason = COALESCE($2, reason), notes = COALESCE($3, notes), utime = now() WHERE id = $1::bigint',
    [input.id, input.reason ?? null, input.notes ?? null],
  );
  const changes = diff(before as unknown as Record<string, unknown>, { reason: input.reason, notes: input.notes });
  await recordOperation(tx, ctx, { action: 'student.logoff.update', entity: 'logoff_process', entityId: input.id, changes });
  return byId(tx, ctx, input.id);
}

/** logoff: staff log a student off at once (a process created already passed, source 2). */
export async function logoffNow(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof directInput>): Promise<ProcessDto> {
  await assertCanStart(tx, ctx, input.uid);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO logoff_process (subject, user_id, status, source, reason, notes, staff_id, approval_staff_id, approval_time, logoff_time)
     VALUES ($1, $2::bigint, $3, 2, $4, $5, $6::bigint, $6::bigint, now(), now()) RETURNING id::text AS id`,
    [ctx.subject, input.uid, LOGOFF.DONE, input.reason, input.notes ?? null, ctx.staff.id],
  );
  await markLoggedOff(tx, input.uid);
  await recordOperation(tx, ctx, {
    action: 'student.logoff.direct',
    entity: 'logoff_process',
    entityId: r.rows[0].id,
    changes: { is_logoff: [0, 1] },
    detail: { uid: input.uid, reason: input.reason },
  });
  return byId(tx, ctx, r.rows[0].id);
}
