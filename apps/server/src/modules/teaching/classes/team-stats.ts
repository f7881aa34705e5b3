import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';

/** A class as the operations read it (locked). */
export interface LockedTeam {
  id: string;
  team_name: string;
  team_type: number;
  team_state: number;
  term: number | null;
  term_id: string | null;
  sup: string | null;
  category: number | null;
  teacher_id: string | null;
  teacher_wechat_id: string | null;
  department_id: string | null;
  version: number;
  utime: Date | string;
}

/**
 * Locks the live classes of the current subject in id order (two moves A→B and B→A then never
 * deadlock) and returns them by id. A missing or deleted class is a 404 naming it.
 */
export async function lockTeams(tx: Queryable, ctx: AuthedContext, ids: readonly string[]): Promise<Map<string, LockedTeam>> {
  const unique = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const r = await tx.query<LockedTeam>(
    `SELECT id::text AS id, team_name, team_type, team_state, term, term_id::text AS term_id, sup, category, teacher_id::text AS teacher_id,
            teacher_wechat_id::text AS teacher_wechat_id, department_id::text AS department_id, version, utime
       FROM team WHERE id = ANY($1::bigint[]) AND subject = $2 AND deleted = 0 ORDER BY id FOR UPDATE`,
    [unique, ctx.subject],
  );
  const byId = new Map(r.rows.map((t) => [t.id, t]));
  for (const id of unique) if (!byId.has(id)) throw errors.notFound(`班级 ${id} `);
  return byId;
}

/**
 * Recomputes the classes' statistics (enrolled, WeChat / group, join / complete / task / comment,
 * refund, renew, conversion, express, flow-out) from their live students, and their periods'
 * enrolment, in the caller's transaction (migration 0320 `recount_team_statistics`). Call it after
 * `lockTeams` on the same ids.
 */
export async function recountTeams(tx: Queryable, ids: readonly string[]): Promise<void> {
  await tx.query('SELECT recount_team_statistics($1::bigint[])', [[...new Set(ids)]]);
}
