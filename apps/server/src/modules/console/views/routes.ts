import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute } from '../../../platform/http/route';
import { parseInput } from '../../../platform/http/validate';
import { listRecent, rememberRecent, saveListPrefs } from './prefs';
import { createViewInput, idParam, listIdParam, listIdQuery, listPrefsInput, recentInput, updateViewInput } from './schemas';
import { createView, deleteView, listState, updateView } from './views';

const BASE = '/api/b/v1/console';
const LIST_ID = 'the name of a console list page (a fixed text key), not a record';
const VIEW_ID = "a saved view: the caller's own or shared with a role they hold (visibleView), else 404";
const ROLE_ID = 'a role of the fixed role list';

/**
 * The console's own settings of a staff, kept on the server so they follow the staff to any browser:
 * saved views and column settings of every list page, and the records opened recently (palette).
 * Any logged-in staff; what each may see or change is decided per row (views.ts).
 */
export function registerConsoleViewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/views`,
    access: 'staff',
    unscoped: { listId: LIST_ID },
    query: listIdQuery,
    handler: (ctx, { query }) => listState(db, ctx, query.listId),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/views`,
    access: 'staff',
    unscoped: { listId: LIST_ID, sharedRoleId: ROLE_ID },
    body: createViewInput,
    handler: (ctx, { body }) => db.transaction((tx) => createView(tx, ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/views/:id`,
    access: 'staff',
    unscoped: { id: VIEW_ID, sharedRoleId: ROLE_ID },
    body: updateViewInput,
    handler: (ctx, { body, params }) => {
      const { id } = parseInput(idParam, params, 'params');
      return db.transaction((tx) => updateView(tx, ctx, id, body));
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${BASE}/views/:id`,
    access: 'staff',
    unscoped: { id: VIEW_ID },
    handler: (ctx, { params }) => {
      const { id } = parseInput(idParam, params, 'params');
      return db.transaction((tx) => deleteView(tx, ctx, id));
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/lists/:listId/prefs`,
    access: 'staff',
    unscoped: { listId: LIST_ID, defaultViewId: VIEW_ID },
    body: listPrefsInput,
    handler: (ctx, { body, params }) => {
      const { listId } = parseInput(listIdParam, params, 'params');
      return db.transaction((tx) => saveListPrefs(tx, ctx, listId, body));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/recent`,
    access: 'staff',
    handler: (ctx) => listRecent(db, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/recent`,
    access: 'staff',
    unscoped: {
      id: "an entry of the caller's own recent list (kind, id and the label the caller sent); nothing of the student or order is read",
    },
    body: recentInput,
    handler: (ctx, { body }) => db.transaction((tx) => rememberRecent(tx, ctx, body)),
  });
}
