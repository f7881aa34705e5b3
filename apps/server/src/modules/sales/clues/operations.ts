import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { flagField, idField, idListField, inputOf, textField } from '../../../platform/http/fields';
import { ownTeacherId } from '../../../platform/scope';
import { assertCapacity, holdingOf, stagesOf } from './capacity';
import { isHeld, isPooled, lockClues, moveClues, refuseLocked, type ClueRow } from './moves';
import { FLOW_DAYS, LIBRARY, REASON } from './rules';
import { epochMs } from '../../../platform/sql/columns';

/** Who may hand clues to others, lock them and change the configs (admin, operations manager, super admin). */
export const MANAGER_ROLES = ['1', '2', '7'];
export const isManager = (ctx: AuthedContext) => ctx.staff.roleIds.some((r) => MANAGER_ROLES.includes(r));
export function assertManager(ctx: AuthedContext): void {
  if (!isManager(ctx)) throw errors.forbidden('线索分配与配置（仅管理员/运营主管）');
}

const reasonField = textField(200).optional();

export const claimInput = inputOf({ teacherId: idField, clueBaseId: idField });

/**
 * A teacher takes a clue from the open sea (or from grab treasure when on the grab allow-list).
 * The clue row is locked first: of N teachers claiming one clue, the first wins and every other
 * sees it already held (409). A teacher claims for themself; a manager may claim for any teacher.
 */
export async function manualClaim(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof claimInput>) {
  if (!isManager(ctx) && (await ownTeacherId(tx, ctx)) !== input.teacherId)
    throw errors.invalidField('teacherId', '只能为自己认领线索', 'you can claim clues only for yourself');
  const [clue] = await lockClues(tx, ctx, [input.clueBaseId]);
  if (!isPooled(clue) || clue.lock === 1)
    throw errors.conflict('线索已被认领或不在公海', 'The clue was already claimed or is not in the open sea');
  if (clue.frozen_teacher_id === input.teacherId && clue.frozen_until_ms !== null && clue.frozen_until_ms > Date.now()) {
    const days = Math.ceil((clue.frozen_until_ms - Date.now()) / 86_400_000);
    throw errors.conflict(`线索冻结中，${days} 天后才能再次认领`, `The clue is frozen for you for ${days} more day(s)`);
  }
  if (clue.clue_status === LIBRARY.GRAB_TREASURE) await assertGrabAllowed(tx, input.teacherId);
  await assertCapacity(tx, ctx, input.teacherId, stagesOf([clue]));
  await moveClues(tx, [clue], {
    toLibrary: LIBRARY.NEW,
    toTeacherId: input.teacherId,
    flowType: 0,
    reason: REASON.claim,
    staffId: ctx.staff.id,
    subject: ctx.subject,
  });
  if (clue.clue_status === LIBRARY.GRAB_TREASURE)
    await tx.query('UPDATE clue SET treasure_grabbing_stauts = 1 WHERE id = $1::bigint', [clue.id]);
  await recordOperation(tx, ctx, {
    action: 'clue.claim',
    entity: 'clue',
    entityId: clue.id,
    detail: { teacherId: input.teacherId, from: clue.clue_status },
  });
  return { id: clue.id, teacher_id: input.teacherId, clue_status: LIBRARY.NEW };
}

async function assertGrabAllowed(tx: Queryable, teacherId: string): Promise<void> {
  const r = await tx.query<{ daily_limit: number; today: number }>(
    `SELECT g.daily_limit,
            (SELECT count(*)::int FROM clue_flow_log f WHERE f.to_teacher_id = g.teacher_id AND f.from_clue_code = 3000
               AND f.flow_time >= date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai') AS today
       FROM clue_grab_config g WHERE g.teacher_id = $1::bigint AND g.enabled = 1`,
    [teacherId],
  );
  if (!r.rows[0]) throw errors.conflict('该老师不在夺宝名单中', 'The teacher is not on the grab-treasure list');
  if (r.rows[0].today >= r.rows[0].daily_limit)
    throw errors.conflict(`今日夺宝已达上限（${r.rows[0].daily_limit}）`, 'Daily grab-treasure limit reached');
}

export const batchInput = inputOf({ clueIds: idListField, teacherId: idField, reason: reasonField });

/** Gives clues to a sales teacher (allotSaleBatch): pooled or held clues, never locked ones. */
export async function allotSaleBatch(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof batchInput>) {
  return handOver(tx, ctx, input, 0, REASON.allot, 'clue.allot');
}

/** Changes the teacher of held clues (changeBatch, flow type 1). */
export async function changeBatch(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof batchInput>) {
  return handOver(tx, ctx, input, 1, REASON.change, 'clue.change');
}

async function handOver(
  tx: Queryable,
  ctx: AuthedContext,
  input: z.infer<typeof batchInput>,
  flowType: 0 | 1,
  defaultReason: string,
  action: string,
) {
  assertManager(ctx);
  const clues = await lockClues(tx, ctx, input.clueIds);
  refuseLocked(clues);
  const dnd = clues.filter((c) => c.clue_status === LIBRARY.DND_STAGED || c.clue_status === LIBRARY.DND_PERMANENT).map((c) => c.id);
  if (dnd.length)
    throw errors.conflict(`免打扰线索不能分配：${dnd.join(',')}`, `Do-not-disturb clues cannot be handed out: ${dnd.join(',')}`);
  if (flowType === 1) {
    const notHeld = clues.filter((c) => !isHeld(c)).map((c) => c.id);
    if (notHeld.length)
      throw errors.conflict(`只能变更已有老师的线索：${notHeld.join(',')}`, `Only held clues can be changed: ${notHeld.join(',')}`);
  }
  const moving = clues.filter((c) => c.teacher_id !== input.teacherId);
  await assertCapacity(tx, ctx, input.teacherId, stagesOf(moving));
  await moveClues(tx, moving, {
    toLibrary: LIBRARY.NEW,
    toTeacherId: input.teacherId,
    flowType,
    reason: input.reason || defaultReason,
    staffId: ctx.staff.id,
    subject: ctx.subject,
  });
  await recordOperation(tx, ctx, { action, entity: 'clue', detail: { clueIds: moving.map((c) => c.id), teacherId: input.teacherId } });
  return { count: moving.length, unchanged: clues.length - moving.length };
}

export const lockInput = inputOf({ clueIds: idListField, lock: flagField.default(1) });

/** Locks (or unlocks) clues: a locked clue stays with its holder, is not handed out and does not flow back. */
export async function batchSetLock(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof lockInput>) {
  assertManager(ctx);
  const clues = await lockClues(tx, ctx, input.clueIds);
  const changing = clues.filter((c) => c.lock !== input.lock).map((c) => c.id);
  // Unlocking starts the holder's countdown afresh: the time it was locked does not count against them.
  await tx.query(
    `UPDATE clue SET lock = $2::smallint, utime = now(),
       flow_deadline = CASE WHEN $2::smallint = 0 AND teacher_id IS NOT NULL THEN now() + make_interval(days => $3::int) ELSE flow_deadline END
     WHERE id = ANY($1::bigint[])`,
    [changing, input.lock, FLOW_DAYS],
  );
  await recordOperation(tx, ctx, { action: input.lock ? 'clue.lock' : 'clue.unlock', entity: 'clue', detail: { clueIds: changing } });
  return { count: changing.length };
}

export const judgeInput = inputOf({ clueId: idField, teacherId: idField, reason: reasonField });

/**
 * The effect of an approved clue judgment (线索判定, approval type 11): the clue goes to the teacher
 * the judgment names, as a change (flow type 1), capacity checked. The approval engine calls it in
 * its own transaction when the approval passes; it is also safe to run twice (no second move).
 */
export async function judgeClue(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof judgeInput>) {
  const [clue] = await lockClues(tx, ctx, [input.clueId]);
  if (clue.teacher_id === input.teacherId) return { id: clue.id, teacher_id: clue.teacher_id, moved: false };
  const dnd = clue.clue_status === LIBRARY.DND_STAGED || clue.clue_status === LIBRARY.DND_PERMANENT;
  if (dnd) throw errors.conflict('免打扰线索不能判定', 'A do-not-disturb clue cannot be judged');
  await assertCapacity(tx, ctx, input.teacherId, stagesOf([clue]));
  await moveClues(tx, [clue], {
    toLibrary: LIBRARY.NEW,
    toTeacherId: input.teacherId,
    flowType: 1,
    reason: input.reason ? `${REASON.judgment}：${input.reason}` : REASON.judgment,
    staffId: ctx.staff.id,
    subject: ctx.subject,
  });
  await recordOperation(tx, ctx, {
    action: 'clue.judge',
    entity: 'clue',
    entityId: clue.id,
    changes: { teacher_id: [clue.teacher_id, input.teacherId] },
  });
  return { id: clue.id, teacher_id: input.teacherId, moved: true };
}

export const teacherInfoInput = inputOf({ teacherId: idField.optional() });

/** The teacher (default: the caller's own) with held clues and capacity per stage (operation/getTeacherInfo). */
export async function getTeacherInfo(q: Queryable, ctx: AuthedContext, input: z.infer<typeof teacherInfoInput>) {
  const id = input.teacherId ?? (await ownTeacherId(q, ctx));
  if (!id) throw errors.invalidField('teacherId', '不能为空（当前账号不是老师）', 'is required (you are not a teacher)');
  const r = await q.query<{ id: string; realname: string; phone: string; department_id: string | null; department_name: string | null }>(
    `SELECT t.id::text AS id, t.realname, t.phone, t.department_id::text AS department_id, d.name AS department_name
       FROM teacher t LEFT JOIN department d ON d.id = t.department_id WHERE t.id = $1::bigint AND t.subject = $2`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('老师');
  const grab = await q.query<{ daily_limit: number }>(
    'SELECT daily_limit FROM clue_grab_config WHERE teacher_id = $1::bigint AND enabled = 1',
    [id],
  );
  return { ...r.rows[0], holding: await holdingOf(q, id), grab_daily_limit: grab.rows[0]?.daily_limit ?? null };
}

export const studentClueInput = inputOf({ userId: idField });

/** A student's clues in this subject with their flow log (toss/studentClueInfo). */
export async function studentClueInfo(q: Queryable, ctx: AuthedContext, input: z.infer<typeof studentClueInput>) {
  const clues = await q.query<ClueRow & { teacher_name: string | null; flow_reason: string | null }>(
    `SELECT c.id::text AS id, c.user_id::text AS user_id, c.clue_status, c.teacher_id::text AS teacher_id, t.realname AS teacher_name,
            c.stage_no, c.lock, c.flow_reason, c.current_clue,
            ${epochMs('c.flow_deadline', 'flow_deadline')}
       FROM clue c LEFT JOIN teacher t ON t.id = c.teacher_id
      WHERE c.user_id = $1::bigint AND c.subject = $2 ORDER BY c.current_clue DESC, c.id DESC`,
    [input.userId, ctx.subject],
  );
  const logs = await q.query(
    `SELECT f.id::text AS id, f.clue_id::text AS clue_id, f.from_clue_code, f.to_clue_code, f.from_teacher_id::text AS from_teacher_id,
            f.to_teacher_id::text AS to_teacher_id, f.flow_type, f.flow_reason, ${epochMs('f.flow_time', 'flow_time')}
       FROM clue_flow_log f WHERE f.user_id = $1::bigint AND f.subject = $2 ORDER BY f.flow_time DESC, f.id DESC LIMIT 100`,
    [input.userId, ctx.subject],
  );
  return { clues: clues.rows, flowLogs: logs.rows };
}
