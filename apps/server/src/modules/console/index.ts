import type { AuthedContext } from '../../platform/http/context';
import type { Family } from '../../platform/family';
import { recordOperation } from '../../platform/oplog';
import { registerGraphqlRoutes, type ExportInfo } from '../../platform/query';
import { registerAuthRoutes } from './auth/routes';
import { registerClientAuthRoutes } from './auth/client-routes';
import { registerCommonExportRoute } from './exports/common-export';
import { registerExportRoutes } from './exports/routes';
import { registerFileRoutes } from './files/routes';
import { registerImportRoutes } from './imports/routes';
import { registerJobsAdminRoutes } from './jobs/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOplogRoutes } from './operation-log/routes';
import { registerSystemRoutes } from './system/routes';
import { registerConsoleViewRoutes } from './views/routes';

// What other families may use: notify a staff member; register their sheet imports and REST exports.
export { announce, insertNotification, notifyStaff, type NotificationDto, type NotificationInput } from './notifications/service';
export { importKinds, registerImportKind, type ImportKind, type ImportOutcome } from './imports/kinds';
export { defineRestExport, registerRestExport, type RestExport } from './exports/rest-exports';

/**
 * The console family: sign-in, notifications, saved views, the operation log, files, the export and
 * import centres (which run every family's registered kinds), jobs admin, system, and the GraphQL
 * endpoint over every family's query models.
 */
export const consoleFamily: Family = {
  name: 'console',
  register(app, deps, { registry }) {
    registerSystemRoutes(app, deps);
    registerAuthRoutes(app, deps);
    registerClientAuthRoutes(app, deps);
    registerNotificationRoutes(app, deps);
    registerOplogRoutes(app, deps);
    registerConsoleViewRoutes(app, deps);
    registerFileRoutes(app, deps);
    registerExportRoutes(app, deps, registry);
    registerJobsAdminRoutes(app, deps);
    registerImportRoutes(app, deps);
    const exportOptions = {
      registry,
      onExported: (ctx: AuthedContext, info: ExportInfo) =>
        recordOperation(deps.db, ctx, {
          action: 'export',
          entity: info.model,
          detail: { apiName: info.apiName, fileName: info.fileName, query: info.query, rowCount: info.rowCount, completed: info.completed },
        }),
    };
    registerCommonExportRoute(app, exportOptions);
    registerGraphqlRoutes(app, { ...exportOptions, introspection: deps.config.graphqlIntrospection });
  },
};
