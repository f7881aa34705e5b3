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
import { registerAddressRoutes } from './logistics/addresses/routes';
import { registerApprovalsQueries } from './workflow/approvals/models';
import { registerApprovalRoutes } from './workflow/approvals/routes';
// What final approvals do in other areas (registered with the approval engine on import).
import './teaching/classes/approval-effects';
import './sales/clues/approval-effects';
import { registerComplaintRoutes } from './workflow/complaints/routes';
import { registerAuthRoutes } from './console/auth/routes';
import { registerCalligraphyRoutes } from './trading/partners/calligraphy/routes';
import { registerCatalogQueries } from './catalog/products/models';
import { registerChannelQueries } from './catalog/channels/models';
import { registerChannelRoutes } from './catalog/channels/routes';
import { registerClassesQueries } from './teaching/classes/models';
import { registerClassesRoutes } from './teaching/classes/routes';
import { registerClassStudentRoutes } from './teaching/class-students/routes';
import { registerClueQueries } from './sales/clues/models';
import { registerClueRoutes } from './sales/clues/routes';
import { registerConsoleViewRoutes } from './console/views/routes';
import { registerContractRoutes } from './trading/contracts/routes';
import { registerCommonExportRoute } from './console/exports/common-export';
import { registerExportRoutes } from './console/exports/routes';
import { registerExpressRoutes } from './logistics/express/routes';
import { registerFileRoutes } from './console/files/routes';
import { registerImportRoutes } from './console/imports/routes';
import { registerInvoiceRoutes } from './trading/invoices/routes';
import { registerJobsAdminRoutes } from './console/jobs/routes';
import { registerMarketingQueries } from './marketing/models';
import { registerMarketingRoutes } from './marketing/routes';
import { registerNotificationRoutes } from './console/notifications/routes';
import { registerOplogRoutes } from './console/operation-log/routes';
import { registerOneToOneRoutes } from './trading/partners/one-to-one/routes';
import { registerOrderOutRoutes } from './trading/transfers/routes';
import { registerOrderRoutes } from './trading/orders/routes';
import { registerOrganizationQueries } from './org/models';
import { registerRefundRoutes } from './trading/refunds/routes';
import { registerRenewalQueries } from './sales/renewal/models';
import { registerRenewalRoutes } from './sales/renewal/routes';
import { registerShopRoutes } from './catalog/products/routes';
import { registerStaffRoutes } from './org/staff/routes';
import { registerDepartmentRoutes } from './org/departments/routes';
import { registerEnterpriseChatRoutes } from './org/wechat/enterprise-chat-routes';
import { registerHandoverRoutes } from './org/handover/routes';
import { registerNavyRoutes } from './org/wechat/navy-accounts';
import { registerTargetRoutes } from './sales/targets/routes';
import { registerTeacherRoutes } from './org/teachers/routes';
import { registerStudentsQueries } from './students/profile/models';
import { registerAccountRoutes } from './students/accounts/routes';
import { registerStudentFollowRoutes } from './students/follow/routes';
import { registerStudentLogoffRoutes } from './students/logoff/routes';
import { registerConductRoutes } from './students/conduct/routes';
import { registerExamRoutes } from './students/exams/routes';
import { registerGiftCardRoutes } from './students/gift-cards/routes';
import { registerInvitationRoutes } from './students/invitations/routes';
import { registerLabelRoutes } from './students/labels/routes';
import { registerWeeklyReportRoutes } from './students/weekly-reports/routes';
import { registerStudentMobileRoutes } from './students/mobile/routes';
import { registerStudentNotifyRoutes } from './students/notify/routes';
import { registerSystemRoutes } from './console/system/routes';
import { registerTradingQueries, tradingDictionaries } from './trading/models';
import { registerTodoTaskRoutes } from './sales/todo-tasks/tasks';
import { registerUmsRoutes } from './trading/shop-orders/routes';

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
  registerLabelRoutes(app, deps);
  registerWeeklyReportRoutes(app, deps);
  registerInvitationRoutes(app, deps);
  registerConductRoutes(app, deps);
  registerExamRoutes(app, deps);
  registerGiftCardRoutes(app, deps);
  registerStudentMobileRoutes(app, deps);
  registerStudentNotifyRoutes(app, deps);
  registerClassesRoutes(app, deps);
  registerClassStudentRoutes(app, deps);
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
