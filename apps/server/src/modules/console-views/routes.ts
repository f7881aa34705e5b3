import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/http/route';
import { parseInput } from '../../platform/http/validate';
import { listRecent, rememberRecent, saveListPrefs } from './prefs';
import { createViewInput, idParam, listIdParam, listIdQuery, listPrefsInput, recentInput, updateViewInput } from './schemas';
import { createView, deleteView, listState, updateView } from './views';

const BASE = '/api/b/v1/console';

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
    query: listIdQuery,
    handler: (ctx, { query }) => listState(db, ctx, query.listId),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/views`,
    access: 'staff',
    body: createViewInput,
    handler: (ctx, { body }) => db.transaction((tx) => createView(tx, ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/views/:id`,
    access: 'staff',
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
    handler: (ctx, { params }) => {
      const { id } = parseInput(idParam, params, 'params');
      return db.transaction((tx) => deleteView(tx, ctx, id));
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${BASE}/lists/:listId/prefs`,
    access: 'staff',
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
    body: recentInput,
    handler: (ctx, { body }) => db.transaction((tx) => rememberRecent(tx, ctx, body)),
  });
}
