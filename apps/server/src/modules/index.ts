import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps';
import type { AuthedContext } from '../platform/http/context';
import { recordOperation } from '../platform/oplog';
import {
  QueryRegistry,
  builtinDictionaries,
  type ExportInfo,
  chainDictionaries,
  registerDictionaryRoots,
  registerGraphqlRoutes,
} from '../platform/query';
import { registerAddressRoutes } from './addresses/routes';
import { registerApprovalsQueries } from './approvals/models';
import { registerApprovalRoutes } from './approvals/routes';
// What final approvals do in other areas (registered with the approval engine on import).
import './classes/approval-effects';
import './clues/approval-effects';
import { registerComplaintRoutes } from './complaints/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCalligraphyRoutes } from './calligraphy/routes';
import { registerCatalogQueries } from './catalog/models';
import { registerChannelQueries } from './channels/models';
import { registerChannelRoutes } from './channels/routes';
import { registerClassesQueries } from './classes/models';
import { registerClassesRoutes } from './classes/routes';
import { registerClueQueries } from './clues/models';
import { registerClueRoutes } from './clues/routes';
import { registerConsoleViewRoutes } from './console-views/routes';
import { registerContractRoutes } from './contracts/routes';
import { registerCommonExportRoute } from './exports/common-export';
import { registerExportRoutes } from './exports/routes';
import { registerExpressRoutes } from './express/routes';
import { registerFileRoutes } from './files/routes';
import { registerImportRoutes } from './imports/routes';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerJobsAdminRoutes } from './jobs-admin/routes';
import { registerMarketingQueries } from './marketing/models';
import { registerMarketingRoutes } from './marketing/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOplogRoutes } from './oplog/routes';
import { registerOneToOneRoutes } from './one-to-one/routes';
import { registerOrderOutRoutes } from './order-out/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerOrganizationQueries } from './organization/models';
import { registerRefundRoutes } from './refunds/routes';
import { registerRenewalQueries } from './renewal/models';
import { registerRenewalRoutes } from './renewal/routes';
import { registerShopRoutes } from './shop/routes';
import { registerStaffRoutes } from './staff/routes';
import { registerDepartmentRoutes } from './departments/routes';
import { registerEnterpriseChatRoutes } from './enterprise-chat/routes';
import { registerHandoverRoutes } from './handover/routes';
import { registerNavyRoutes } from './navy/routes';
import { registerTargetRoutes } from './targets/routes';
import { registerTeacherRoutes } from './teachers/routes';
import { registerStudentsQueries } from './students/models';
import { registerAccountRoutes } from './accounts/routes';
import { registerStudentFollowRoutes } from './student-follow/routes';
import { registerStudentLogoffRoutes } from './student-logoff/routes';
import { registerStudentMiscRoutes } from './student-misc/routes';
import { registerStudentMobileRoutes } from './student-mobile/routes';
import { registerStudentNotifyRoutes } from './student-notify/routes';
import { registerSystemRoutes } from './system/routes';
import { registerTradingQueries, tradingDictionaries } from './trading/models';
import { registerTodoTaskRoutes } from './todo-tasks/tasks';
import { registerUmsRoutes } from './ums/routes';

/** The query models of every area, in one registry (one schema behind every GraphQL path). */
export function buildQueryRegistry(): QueryRegistry {
  const registry = new QueryRegistry();
  registerDictionaryRoots(registry, chainDictionaries(tradingDictionaries, builtinDictionaries));
  registerOrganizationQueries(registry);
  registerCatalogQueries(registry);
  registerChannelQueries(registry);
  registerStudentsQueries(registry);
  registerClassesQueries(registry);
  registerTradingQueries(registry);
  registerMarketingQueries(registry);
  registerApprovalsQueries(registry);
  registerClueQueries(registry);
  registerRenewalQueries(registry);
  registry.validate();
  return registry;
}

/** Every business area registers its routes (and query models) here. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerSystemRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerOplogRoutes(app, deps);
  registerConsoleViewRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerStaffRoutes(app, deps);
  // organisation and settings (issue 16)
  registerDepartmentRoutes(app, deps);
  registerTeacherRoutes(app, deps);
  registerNavyRoutes(app, deps);
  registerHandoverRoutes(app, deps);
  registerTargetRoutes(app, deps);
  registerEnterpriseChatRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerContractRoutes(app, deps);
  registerOrderOutRoutes(app, deps);
  registerExpressRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerOneToOneRoutes(app, deps);
  registerCalligraphyRoutes(app, deps);
  registerUmsRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerMarketingRoutes(app, deps);
  registerStudentFollowRoutes(app, deps);
  registerStudentLogoffRoutes(app, deps);
  registerStudentMiscRoutes(app, deps);
  registerStudentMobileRoutes(app, deps);
  registerStudentNotifyRoutes(app, deps);
  registerClassesRoutes(app, deps);
  registerClueRoutes(app, deps);
  registerRenewalRoutes(app, deps);
  registerTodoTaskRoutes(app, deps);
  registerApprovalRoutes(app, deps);
  registerComplaintRoutes(app, deps);
  registerShopRoutes(app, deps);
  registerChannelRoutes(app, deps);
  const registry = buildQueryRegistry();
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
}
