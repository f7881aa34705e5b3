/**
 * Conflict-safe edits (docs/decisions/console-power.md): a form sends the `version` of the record it
 * read; the use case locks the row (SELECT … FOR UPDATE), then calls assertFreshVersion before
 * writing. A stale version is a 409 whose envelope carries `conflict` — who changed the record and
 * when, and its current values — so the console can show mine vs theirs. Every UPDATE bumps the
 * version through a row trigger (migration 0270), whatever path wrote it.
 *
 * Compatibility (CONTRACT): the original client never sends a version, so an absent version is
 * accepted (last write wins, as before).
 */
import { z } from 'zod';
import type { Queryable } from '../db';
import { AppError } from '../http/errors';
import { blankOptional } from '../http/fields';
import { epochMs } from '../sql/columns';

/** The `version` a form read: an integer ≥ 0, or absent (old clients: no check). */
export const zVersion = blankOptional(
  z.coerce.number('必须是整数').int('必须是整数').min(0, '不能小于0').max(2_147_483_647, '不能大于2147483647'),
);

export interface VersionConflict {
  entity: string;
  entityId: string;
  /** The version the caller sent, and the one the record has now. */
  yourVersion: number;
  version: number;
  /** Who made the change the caller has not seen (null when the write path did not say). */
  changedBy: string | null;
  changedById: string | null;
  /** When (ms since epoch). */
  changedAt: number | null;
  /** The record's current values of the fields the form edits. */
  current: Record<string, unknown>;
}

export interface VersionCheck {
  /** Operation-log entity and id of the record (where "who changed it" is looked up). */
  entity: string;
  entityId: string;
  /** What the caller read; undefined = an old client, accepted. */
  expected: number | undefined;
  /** The locked row's version, last change time and the values the form shows. */
  version: number;
  utime?: Date | string | number | null;
  current: Record<string, unknown>;
}

const msOf = (t: Date | string | number | null | undefined): number | null =>
  t === null || t === undefined ? null : t instanceof Date ? t.getTime() : typeof t === 'number' ? t : new Date(t).getTime();

/** China time (UTC+8 all year) for the zh message, e.g. 2026-11-24 14:05:09. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Who made the record's latest change: the newest operation-log entry with field changes for it, when
 * it belongs to the same write as the row's utime (same transaction → same now()); otherwise the
 * change came through a path that did not log this entity, and only the time is known.
 */
async function lastChange(q: Queryable, c: VersionCheck): Promise<Pick<VersionConflict, 'changedBy' | 'changedById' | 'changedAt'>> {
  const r = await q.query<{ staff_id: string | null; staff_name: string | null; at: number }>(
    `SELECT staff_id::text AS staff_id, staff_name, ${epochMs('ctime', 'at')}
       FROM operation_log WHERE entity = $1 AND entity_id = $2 AND changes IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [c.entity, c.entityId],
  );
  const log = r.rows[0];
  const utime = msOf(c.utime);
  if (log && (utime === null || Number(log.at) >= utime - 1))
    return { changedBy: log.staff_name, changedById: log.staff_id, changedAt: Number(log.at) };
  return { changedBy: null, changedById: null, changedAt: utime };
}

/** Throws the stale-version 409 unless the caller's version is absent or current. */
export async function assertFreshVersion(q: Queryable, c: VersionCheck): Promise<void> {
  if (c.expected === undefined || c.expected === c.version) return;
  const who = await lastChange(q, c);
  const conflict: VersionConflict = {
    entity: c.entity,
    entityId: c.entityId,
    yourVersion: c.expected,
    version: c.version,
    ...who,
    current: c.current,
  };
  const at = who.changedAt === null ? '' : chinaTime(who.changedAt);
  const atEn = who.changedAt === null ? '' : ` at ${new Date(who.changedAt).toISOString()}`;
  throw new AppError(
    'CONFLICT',
    `该记录已被${who.changedBy ?? '其他人'}${at ? `于${at}` : ''}修改，请刷新后再保存`,
    `This record was changed by ${who.changedBy ?? 'someone else'}${atEn}; reload before saving`,
    {},
    { conflict },
  );
}
