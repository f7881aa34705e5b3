import type { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import type { listPrefsInput, recentInput } from './schemas';
import { listState, readPrefs, visibleView } from './views';
import { epochMs } from '../../../platform/sql/columns';

/** Saves the staff's columns and/or default view of a list; a default must be a view they may see. */
export async function saveListPrefs(tx: Queryable, ctx: AuthedContext, listId: string, input: z.infer<typeof listPrefsInput>) {
  if (input.defaultViewId) {
    const view = await visibleView(tx, ctx, input.defaultViewId);
    if (view.listId !== listId) throw errors.invalidField('defaultViewId', '不是该列表的视图', 'is not a view of this list');
  }
  const before = await readPrefs(tx, ctx, listId);
  await tx.query(
    `INSERT INTO console_list_prefs (staff_id, list_id, columns, default_view_id) VALUES ($1::bigint, $2, $3::jsonb, $4::bigint)
     ON CONFLICT (staff_id, list_id) DO UPDATE SET
       columns = CASE WHEN $5 THEN EXCLUDED.columns ELSE console_list_prefs.columns END,
       default_view_id = CASE WHEN $6 THEN EXCLUDED.default_view_id ELSE console_list_prefs.default_view_id END,
       utime = now()`,
    [
      ctx.staff.id,
      listId,
      input.columns ? JSON.stringify(input.columns) : null,
      input.defaultViewId ?? null,
      input.columns !== undefined,
      input.defaultViewId !== undefined,
    ],
  );
  const changes: Record<string, [unknown, unknown]> = {};
  if (input.columns !== undefined) changes.columns = [before.columns, input.columns];
  if (input.defaultViewId !== undefined) changes.defaultViewId = [before.defaultViewId, input.defaultViewId];
  await recordOperation(tx, ctx, { action: 'listPrefs.save', entity: 'console_list_prefs', entityId: listId, changes });
  return listState(tx, ctx, listId);
}

const RECENT_KEEP = 20;

/** Remembers a record the staff opened (newest first; the oldest beyond 20 per subject go). */
export async function rememberRecent(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof recentInput>) {
  await tx.query(
    `INSERT INTO console_recent (staff_id, subject, kind, entity_id, label) VALUES ($1::bigint, $2, $3, $4, $5)
     ON CONFLICT (staff_id, subject, kind, entity_id) DO UPDATE SET label = EXCLUDED.label, opened_at = now()`,
    [ctx.staff.id, ctx.subject, input.kind, input.id, input.label],
  );
  await tx.query(
    `DELETE FROM console_recent WHERE staff_id = $1::bigint AND subject = $2 AND (kind, entity_id) NOT IN (
       SELECT kind, entity_id FROM console_recent WHERE staff_id = $1::bigint AND subject = $2 ORDER BY opened_at DESC, kind, entity_id LIMIT ${RECENT_KEEP})`,
    [ctx.staff.id, ctx.subject],
  );
  await recordOperation(tx, ctx, { action: 'recent.open', entity: input.kind, entityId: input.id });
  return listRecent(tx, ctx);
}

export async function listRecent(q: Queryable, ctx: AuthedContext) {
  const r = await q.query<{ kind: string; id: string; label: string; openedAt: number }>(
    `SELECT kind, entity_id AS id, label, ${epochMs('opened_at', 'openedAt')}
     FROM console_recent WHERE staff_id = $1::bigint AND subject = $2 ORDER BY opened_at DESC, kind, entity_id LIMIT ${RECENT_KEEP}`,
    [ctx.staff.id, ctx.subject],
  );
  return r.rows;
}
