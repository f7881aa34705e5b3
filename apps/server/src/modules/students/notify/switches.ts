import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

const upper = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v);

/** A notification or message type: COMMENT (the default) or another upper-case code. */
export const typeField = z.preprocess(
  upper,
  z.string({ error: '必须是类型编码' }).regex(/^[A-Z][A-Z0-9_]{0,31}$/, '必须是大写字母类型编码'),
);
export const switchStatus = z.preprocess(
  upper,
  z.enum(['ON', 'OFF'], { error: (iss) => (iss.input === undefined ? '不能为空' : '必须是 ON 或 OFF') }),
);

export const getSwitchInput = inputOf({ userId: idField, type: typeField.default('COMMENT') });
/** v2: status defaults to OFF (spec 01 §7). */
export const updateSwitchV2Input = inputOf({ userId: idField, type: typeField.default('COMMENT'), status: switchStatus.default('OFF') });
/** v1: no type (COMMENT); the status must be given. */
export const updateSwitchV1Input = inputOf({ userId: idField, status: switchStatus });

export interface SwitchDto {
  userId: string;
  type: string;
  status: 'ON' | 'OFF';
  /** ms; null while the switch was never set (default OFF). */
  utime: number | null;
}

async function read(q: Queryable, ctx: AuthedContext, userId: string, type: string, lock = false): Promise<SwitchDto> {
  const r = await q.query<{ status: 'ON' | 'OFF'; utime: number }>(
    `SELECT status, ${epochMs('utime', 'utime')} FROM notify_switch WHERE student_id = $1::bigint AND subject = $2 AND type = $3 ${lock ? 'FOR UPDATE' : ''}`,
    [userId, ctx.subject, type],
  );
  const row = r.rows[0];
  return { userId, type, status: row?.status ?? 'OFF', utime: row?.utime ?? null };
}

/** The student's switch of one type in the current subject; absent = OFF (0120 schema). */
export async function getSwitch(q: Queryable, ctx: AuthedContext, userId: string, type: string): Promise<SwitchDto> {
  await studentInSubject(q, ctx, userId);
  return read(q, ctx, userId, type);
}

/** Turns a switch ON or OFF (upsert), with old → new in the operation log. */
export async function updateSwitch(
  tx: Queryable,
  ctx: AuthedContext,
  userId: string,
  type: string,
  status: 'ON' | 'OFF',
): Promise<SwitchDto> {
  await studentInSubject(tx, ctx, userId);
  const before = await read(tx, ctx, userId, type, true);
  await tx.query(
    `INSERT INTO notify_switch (student_id, subject, type, status, staff_id, utime) VALUES ($1::bigint, $2, $3, $4, $5::bigint, now())
     ON CONFLICT (student_id, subject, type) DO UPDATE SET status = EXCLUDED.status, staff_id = EXCLUDED.staff_id, utime = now()`,
    [userId, ctx.subject, type, status, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'student.notifySwitch.update',
    entity: 'student',
    entityId: userId,
    changes: before.status === status ? {} : { [`notify_switch.${type}`]: [before.status, status] },
    detail: { type, status },
  });
  return read(tx, ctx, userId, type);
}
