import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { flagField, idField, idListField, inputOf, intField, textField } from '../../../platform/http/fields';
import { assertCapacity, stagesOf } from './capacity';
import { lockClues, moveClues, refuseLocked, type ClueRow } from './moves';
import { assertManager } from './operations';
import { LIBRARY, REASON } from './rules';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Flow reasons and the two pools they feed: grab treasure (by an uploaded list) and back to the
 * private library of the teacher who last held the clue; and the grab-treasure allow-list config.
 */
export const reasonByCodeInput = inputOf({ code: textField(50).optional(), targetLibrary: intField(1000, 9999).optional() });

export async function reasonsByCode(q: Queryable, ctx: AuthedContext, input: z.infer<typeof reasonByCodeInput>) {
  const r = await q.query(
    `SELECT id::text AS id, code, name, target_library FROM flow_reason
      WHERE subject = $1 AND ($2::text IS NULL OR code = $2) AND ($3::int IS NULL OR target_library = $3) ORDER BY sort, id`,
    [ctx.subject, input.code ?? null, input.targetLibrary ?? null],
  );
  return r.rows;
}

/** Clue ids from a list, or user numbers from an uploaded sheet's rows ({clueId} or {userNum}). */
export const toGrabInput = inputOf({
  clueIds: idListField.optional(),
  rows: z.array(z.record(z.string(), z.unknown())).max(5000, '一次最多5000行').optional(),
  fileKey: textField(200).optional(),
  reasonCode: textField(50).optional(),
  reason: textField(200).optional(),
});
export type ToGrabInput = z.infer<typeof toGrabInput>;

/** The column titles of a clue sheet (线索ID or 学员编号 per row). */
export const CLUE_SHEET_TITLES: Record<string, string> = { 线索ID: 'clueId', 学员编号: 'userNum' };
export const MAX_CLUE_SHEET_ROWS = 5000;

/** What one sheet row names: a clue id, or the user number of the student whose current clue it is. */
export type ClueRef = { clueId: string } | { userNum: string };

/** Reads one row (clue id, 线索ID, user number or 学员编号 columns); `i` is its 0-based index, for the message. */
export function clueRefOf(row: Record<string, unknown>, i: number): ClueRef {
  const id = row.clueId ?? row.clue_id ?? row['线索ID'];
  const num = row.userNum ?? row.user_num ?? row['学员编号'];
  if (id !== undefined && /^\d{1,18}$/.test(String(id).trim())) return { clueId: String(id).trim() };
  if (num !== undefined && String(num).trim()) return { userNum: String(num).trim() };
  throw errors.invalidField(`rows[${i + 1}]`, '需要线索ID或学员编号', 'needs a clue id or a user number');
}

/** The current clues of this subject of these user numbers. */
export async function cluesOfUserNums(q: Queryable, ctx: AuthedContext, userNums: string[]): Promise<{ id: string; user_num: string }[]> {
  if (!userNums.length) return [];
  const r = await q.query<{ id: string; user_num: string }>(
    `SELECT c.id::text AS id, s.user_num FROM clue c JOIN student s ON s.id = c.user_id
      WHERE s.user_num = ANY($1::text[]) AND c.subject = $2 AND c.current_clue = 1`,
    [userNums, ctx.subject],
  );
  return r.rows;
}

/** 学员编号 … 的线索不存在: the refusal of user numbers without a current clue. */
export const missingUserNums = (missing: string[]) => errors.notFound(`学员编号 ${missing.slice(0, 5).join(',')} 的线索`);

/** Resolves sheet rows (clue id, 线索ID, user number or 学员编号 columns) to clue ids of this subject. */
export async function clueIdsFromRows(q: Queryable, ctx: AuthedContext, rows: Record<string, unknown>[]): Promise<string[]> {
  const ids: string[] = [];
  const userNums: string[] = [];
  for (const [i, row] of rows.entries()) {
    const ref = clueRefOf(row, i);
    if ('clueId' in ref) ids.push(ref.clueId);
    else userNums.push(ref.userNum);
  }
  if (userNums.length) {
    const found = await cluesOfUserNums(q, ctx, userNums);
    const known = new Set(found.map((x) => x.user_num));
    const missing = userNums.filter((n) => !known.has(n));
    if (missing.length) throw missingUserNums(missing);
    ids.push(...found.map((x) => x.id));
  }
  return [...new Set(ids)];
}

async function reasonText(q: Queryable, ctx: AuthedContext, code: string | undefined, fallback: string, given?: string) {
  if (given) return given;
  if (!code) return fallback;
  const r = await q.query<{ name: string }>('SELECT name FROM flow_reason WHERE subject = $1 AND code = $2', [ctx.subject, code]);
  if (!r.rows[0]) throw errors.invalidField('reasonCode', '流转原因不存在', 'unknown flow reason');
  return r.rows[0].name;
}

/** Locks the clues (id order) and refuses unknown, locked and do-not-disturb ones: what may enter grab treasure. */
export async function lockForGrabTreasure(tx: Queryable, ctx: AuthedContext, clueIds: string[]): Promise<ClueRow[]> {
  const clues = await lockClues(tx, ctx, clueIds);
  refuseLocked(clues);
  const bad = clues.filter((c) => c.clue_status >= 4000).map((c) => c.id);
  if (bad.length) throw errors.conflict(`免打扰线索不能流入夺宝库：${bad.join(',')}`, `Do-not-disturb clues: ${bad.join(',')}`);
  return clues;
}

/** Moves the listed clues into grab treasure (held or open-sea clues; locked and do-not-disturb ones refused). */
export async function flowToGrabTreasure(tx: Queryable, ctx: AuthedContext, clueIds: string[], input: ToGrabInput) {
  assertManager(ctx);
  if (!clueIds.length) throw errors.invalidField('clueIds', '不能为空（或上传线索文件）', 'is required (or upload a file)');
  const clues = await lockForGrabTreasure(tx, ctx, clueIds);
  const moving = clues.filter((c) => c.clue_status !== LIBRARY.GRAB_TREASURE);
  const reason = await reasonText(tx, ctx, input.reasonCode, REASON.grab, input.reason);
  await moveClues(tx, moving, {
    toLibrary: LIBRARY.GRAB_TREASURE,
    toTeacherId: null,
    flowType: 0,
    reason,
    staffId: ctx.staff.id,
    subject: ctx.subject,
  });
  await tx.query('UPDATE clue SET treasure_grabbing_stauts = 0 WHERE id = ANY($1::bigint[])', [moving.map((c) => c.id)]);
  await recordOperation(tx, ctx, { action: 'clue.toGrabTreasure', entity: 'clue', detail: { clueIds: moving.map((c) => c.id), reason } });
  return { count: moving.length };
}

export const toPrivateInput = inputOf({ clueIds: idListField, reasonCode: textField(50).optional(), reason: textField(200).optional() });

/**
 * Gives pooled clues (open sea, grab treasure) back to the private library of the teacher who held
 * them last (the frozen-out teacher), capacity checked per teacher. A clue no teacher ever held is refused.
 */
export async function flowToPrivate(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof toPrivateInput>) {
  assertManager(ctx);
  const clues = await lockClues(tx, ctx, input.clueIds);
  refuseLocked(clues);
  const wrong = clues.filter((c) => c.clue_status !== LIBRARY.OPEN_SEA && c.clue_status !== LIBRARY.GRAB_TREASURE).map((c) => c.id);
  if (wrong.length)
    throw errors.conflict(`只有公海或夺宝库的线索能流回私有库：${wrong.join(',')}`, `Only pooled clues: ${wrong.join(',')}`);
  const orphan = clues.filter((c) => !c.frozen_teacher_id).map((c) => c.id);
  if (orphan.length) throw errors.conflict(`线索没有原归属老师：${orphan.join(',')}`, `No previous teacher: ${orphan.join(',')}`);
  const reason = await reasonText(tx, ctx, input.reasonCode, REASON.toPrivate, input.reason);
  const byTeacher = new Map<string, typeof clues>();
  for (const c of clues) byTeacher.set(c.frozen_teacher_id!, [...(byTeacher.get(c.frozen_teacher_id!) ?? []), c]);
  for (const [teacherId, list] of [...byTeacher.entries()].sort(([a], [b]) => Number(a) - Number(b))) {
    await assertCapacity(tx, ctx, teacherId, stagesOf(list));
    await moveClues(tx, list, {
      toLibrary: LIBRARY.NEW,
      toTeacherId: teacherId,
      flowType: 0,
      reason,
      staffId: ctx.staff.id,
      subject: ctx.subject,
    });
  }
  // Back with their own teacher: the freeze that kept them out no longer applies.
  await tx.query('UPDATE clue SET frozen_teacher_id = NULL, frozen_until = NULL WHERE id = ANY($1::bigint[])', [clues.map((c) => c.id)]);
  await recordOperation(tx, ctx, { action: 'clue.toPrivate', entity: 'clue', detail: { clueIds: clues.map((c) => c.id), reason } });
  return { count: clues.length };
}

// ---- grab-treasure allow-list (/robAllocation) ----

export async function listGrabConfig(q: Queryable, ctx: AuthedContext) {
  const r = await q.query(
    `SELECT g.id::text AS id, g.teacher_id::text AS teacher_id, t.realname AS teacher_name, t.phone, g.daily_limit, g.enabled,
            ${epochMs('g.utime', 'utime')}
       FROM clue_grab_config g JOIN teacher t ON t.id = g.teacher_id WHERE g.subject = $1 ORDER BY g.id`,
    [ctx.subject],
  );
  return r.rows;
}

const grabItem = inputOf({
  id: idField.optional(),
  teacherId: idField.optional(),
  dailyLimit: intField(0, 10000).optional(),
  enabled: flagField.optional(),
  delete: flagField.optional(),
});
export const grabSaveInput = z.preprocess(
  (v) => {
    const body = v && typeof v === 'object' && 'body' in v ? (v as { body: unknown }).body : v;
    return Array.isArray(body) ? { list: body } : body && typeof body === 'object' && !('list' in body) ? { list: [body] } : body;
  },
  z.object({ list: z.array(grabItem).min(1, '不能为空').max(500, '一次最多500条') }),
);

/** addOrUpdateOrDelete: a row with delete=1 is removed, a row with an id updated, one without added. */
export async function saveGrabConfig(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof grabSaveInput>) {
  assertManager(ctx);
  let added = 0;
  let updated = 0;
  let deleted = 0;
  for (const [i, item] of input.list.entries()) {
    if (item.delete === 1) {
      if (!item.id) throw errors.invalidField(`list[${i}].id`, '删除时不能为空', 'is required to delete');
      deleted += (
        await tx.query('DELETE FROM clue_grab_config WHERE id = $1::bigint AND subject = $2 RETURNING id', [item.id, ctx.subject])
      ).rows.length;
    } else if (item.id) {
      const r = await tx.query(
        'UPDATE clue_grab_config SET daily_limit = COALESCE($3, daily_limit), enabled = COALESCE($4, enabled), staff_id = $5::bigint, utime = now() WHERE id = $1::bigint AND subject = $2 RETURNING id',
        [item.id, ctx.subject, item.dailyLimit ?? null, item.enabled ?? null, ctx.staff.id],
      );
      if (!r.rows.length) throw errors.notFound('夺宝配置');
      updated += 1;
    } else {
      if (!item.teacherId) throw errors.invalidField(`list[${i}].teacherId`, '不能为空', 'is required');
      const t = await tx.query('SELECT 1 FROM teacher WHERE id = $1::bigint AND subject = $2', [item.teacherId, ctx.subject]);
      if (!t.rows[0]) throw errors.invalidField(`list[${i}].teacherId`, '老师不存在', 'teacher not found');
      await tx.query(
        `INSERT INTO clue_grab_config (subject, teacher_id, daily_limit, enabled, staff_id) VALUES ($1, $2::bigint, $3, $4, $5::bigint)
         ON CONFLICT (teacher_id) DO UPDATE SET daily_limit = EXCLUDED.daily_limit, enabled = EXCLUDED.enabled, staff_id = EXCLUDED.staff_id, utime = now()`,
        [ctx.subject, item.teacherId, item.dailyLimit ?? 10, item.enabled ?? 1, ctx.staff.id],
      );
      added += 1;
    }
  }
  await recordOperation(tx, ctx, { action: 'clue.grabConfig.save', entity: 'clue_grab_config', detail: { added, updated, deleted } });
  return { added, updated, deleted, list: await listGrabConfig(tx, ctx) };
}
