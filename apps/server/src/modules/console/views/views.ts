import { ROLE } from '@console/domain';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import type { ColumnsState, createViewInput, updateViewInput, ViewState } from './schemas';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Saved views of a list page (docs/decisions/console-power.md "Saved views and columns"). A staff
 * sees their own views and the views shared with a role they hold; only the owner edits or deletes
 * a view, except that role 7 manages every shared view.
 */
export interface SavedView {
  id: string;
  listId: string;
  name: string;
  state: ViewState;
  sharedRoleId: string | null;
  ownerId: string;
  ownerName: string;
  mine: boolean;
  editable: boolean;
  version: number;
  utime: number;
}

type ViewRow = Omit<SavedView, 'mine' | 'editable'>;

const SELECT = `SELECT v.id::text AS id, v.list_id AS "listId", v.name, v.state, v.shared_role AS "sharedRoleId",
  v.staff_id::text AS "ownerId", s.real_name AS "ownerName", v.version,
  ${epochMs('v.utime', 'utime')}
  FROM console_view v JOIN staff s ON s.id = v.staff_id`;

const isSuperAdmin = (ctx: AuthedContext) => ctx.staff.roleIds.includes(ROLE.SUPER_ADMIN);

function present(ctx: AuthedContext, row: ViewRow): SavedView {
  const mine = row.ownerId === ctx.staff.id;
  return { ...row, mine, editable: mine || (row.sharedRoleId !== null && isSuperAdmin(ctx)) };
}

/** The views of a list the staff may see: their own, then those shared with one of their roles. */
export async function listViews(q: Queryable, ctx: AuthedContext, listId: string): Promise<SavedView[]> {
  const r = await q.query<ViewRow>(
    `${SELECT} WHERE v.list_id = $1 AND v.deleted = 0 AND (v.staff_id = $2::bigint OR v.shared_role = ANY($3::text[]))
     ORDER BY (v.staff_id = $2::bigint) DESC, v.name, v.id`,
    [listId, ctx.staff.id, ctx.staff.roleIds],
  );
  return r.rows.map((row) => present(ctx, row));
}

/** A view the staff may see (404 otherwise: another staff's personal view does not exist for them). */
export async function visibleView(q: Queryable, ctx: AuthedContext, id: string, lock = false): Promise<SavedView> {
  const r = await q.query<ViewRow>(`${SELECT} WHERE v.id = $1::bigint AND v.deleted = 0 ${lock ? 'FOR UPDATE OF v' : ''}`, [id]);
  const row = r.rows[0];
  const canSee = row && (row.ownerId === ctx.staff.id || (row.sharedRoleId !== null && ctx.staff.roleIds.includes(row.sharedRoleId)));
  if (!row || (!canSee && !(row.sharedRoleId !== null && isSuperAdmin(ctx)))) throw errors.notFound('视图');
  return present(ctx, row);
}

/** Sharing: with a role the staff holds; role 7 may share with any role. */
function checkShareRole(ctx: AuthedContext, role: string | null | undefined): void {
  if (role == null || isSuperAdmin(ctx) || ctx.staff.roleIds.includes(role)) return;
  throw new AppError('FORBIDDEN', '只能共享给自己拥有的角色', 'You can share only with a role you hold');
}

async function checkNameFree(q: Queryable, ownerId: string, listId: string, name: string, exceptId: string | null): Promise<void> {
  const r = await q.query(
    'SELECT 1 FROM console_view WHERE staff_id = $1::bigint AND list_id = $2 AND name = $3 AND deleted = 0 AND ($4::bigint IS NULL OR id <> $4::bigint)',
    [ownerId, listId, name, exceptId],
  );
  if (r.rows[0]) throw errors.conflict(`已有同名视图：${name}`, `A view named ${name} exists`);
}

export async function createView(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof createViewInput>): Promise<SavedView> {
  checkShareRole(ctx, input.sharedRoleId);
  // Serialises creates of the same staff (the name check then the insert).
  await tx.query('SELECT 1 FROM staff WHERE id = $1::bigint FOR UPDATE', [ctx.staff.id]);
  await checkNameFree(tx, ctx.staff.id, input.listId, input.name, null);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO console_view (staff_id, list_id, name, state, shared_role) VALUES ($1::bigint, $2, $3, $4::jsonb, $5) RETURNING id::text AS id`,
    [ctx.staff.id, input.listId, input.name, JSON.stringify(input.state), input.sharedRoleId ?? null],
  );
  const id = r.rows[0].id;
  await recordOperation(tx, ctx, {
    action: 'view.create',
    entity: 'console_view',
    entityId: id,
    detail: { listId: input.listId, name: input.name, sharedRoleId: input.sharedRoleId ?? null },
  });
  return visibleView(tx, ctx, id);
}

function assertEditable(view: SavedView): void {
  if (!view.editable) throw new AppError('FORBIDDEN', '只能修改自己的视图', 'You can change only your own views');
}

export async function updateView(
  tx: Queryable,
  ctx: AuthedContext,
  id: string,
  input: z.infer<typeof updateViewInput>,
): Promise<SavedView> {
  const before = await visibleView(tx, ctx, id, true);
  assertEditable(before);
  if (input.version !== undefined && input.version !== before.version) {
    throw errors.conflict(
      `视图已被 ${before.ownerName} 于 ${new Date(before.utime).toISOString()} 修改，请刷新后再试`,
      `The view was changed at ${new Date(before.utime).toISOString()}; reload and try again`,
    );
  }
  if (input.sharedRoleId !== undefined) checkShareRole(ctx, input.sharedRoleId);
  if (input.name !== undefined && input.name !== before.name) await checkNameFree(tx, before.ownerId, before.listId, input.name, id);
  const changes = diff(before as unknown as Record<string, unknown>, {
    name: input.name,
    state: input.state,
    sharedRoleId: input.sharedRoleId,
  });
  if (Object.keys(changes).length === 0) return before;
  await tx.query(
    `UPDATE console_view SET name = COALESCE($2, name), state = COALESCE($3::jsonb, state),
       shared_role = CASE WHEN $4 THEN $5 ELSE shared_role END, version = version + 1, utime = now()
     WHERE id = $1::bigint`,
    [
      id,
      input.name ?? null,
      input.state ? JSON.stringify(input.state) : null,
      input.sharedRoleId !== undefined,
      input.sharedRoleId ?? null,
    ],
  );
  // The state is large and read back from the view; the log names which parts changed.
  if (changes.state) changes.state = ['…', '…'];
  await recordOperation(tx, ctx, { action: 'view.update', entity: 'console_view', entityId: id, changes });
  return visibleView(tx, ctx, id);
}

export async function deleteView(tx: Queryable, ctx: AuthedContext, id: string): Promise<{ id: string }> {
  const before = await visibleView(tx, ctx, id, true);
  assertEditable(before);
  await tx.query('UPDATE console_view SET deleted = 1, version = version + 1, utime = now() WHERE id = $1::bigint', [id]);
  await recordOperation(tx, ctx, {
    action: 'view.delete',
    entity: 'console_view',
    entityId: id,
    detail: { listId: before.listId, name: before.name, ownerId: before.ownerId },
  });
  return { id };
}

/** The staff's own settings of a list. */
export interface ListPrefs {
  columns: ColumnsState | null;
  defaultViewId: string | null;
}

export async function readPrefs(q: Queryable, ctx: AuthedContext, listId: string): Promise<ListPrefs> {
  const r = await q.query<{ columns: ColumnsState | null; defaultViewId: string | null }>(
    `SELECT p.columns, p.default_view_id::text AS "defaultViewId" FROM console_list_prefs p WHERE p.staff_id = $1::bigint AND p.list_id = $2`,
    [ctx.staff.id, listId],
  );
  return r.rows[0] ?? { columns: null, defaultViewId: null };
}

/** Everything a list page needs on load: the views, the default view (when still visible), the columns. */
export async function listState(q: Queryable, ctx: AuthedContext, listId: string) {
  const views = await listViews(q, ctx, listId);
  const prefs = await readPrefs(q, ctx, listId);
  const defaultViewId = views.some((v) => v.id === prefs.defaultViewId) ? prefs.defaultViewId : null;
  return { listId, views, defaultViewId, columns: prefs.columns };
}
