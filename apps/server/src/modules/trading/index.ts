import type { Family } from '../../platform/family';
import { defineRestExport, registerImportKind, registerRestExport, type ImportKind } from '../console';
import { registerContractRoutes } from './contracts/routes';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerTradingQueries } from './models';
import { registerChannelOrderTemplateRoute } from './orders/channel-order-template';
import { tradingDictionaries } from './orders/dictionaries';
import { exportFilter, paymentSheet, renewOrderSheet, type ExportFilter } from './orders/exports';
import { importCompletedOrders, MAX_IMPORT_ROWS, SHEET_TITLES } from './orders/import';
import { registerOrderRoutes } from './orders/routes';
import { registerCalligraphyRoutes } from './partners/calligraphy/routes';
import { registerOneToOneRoutes } from './partners/one-to-one/routes';
import { registerRefundApprovalEffects } from './refunds/approval-effects';
import { registerRefundRoutes } from './refunds/routes';
import { orderOutSheet, type OrderOutExportFilter } from './transfers/order-out';
import { orderOutExportInput, registerOrderOutRoutes } from './transfers/routes';

// What other families may use: the order fields and relations (express rows join their order), and the
// order row shape the shop logistics calls answer.
export { ORDER_FIELDS, ORDER_RELATIONS } from './orders/order-models';
export { ORDER_COLUMNS, presentOrder, type OrderView } from './orders/order-view';

const exportsAndOrders = [{ area: 'exports' }, { area: 'orders' }] as const;

/** A sheet of completed channel orders (the channel page's template has its columns). */
const completedOrdersImport: ImportKind = {
  access: [...exportsAndOrders],
  titles: SHEET_TITLES,
  maxRows: MAX_IMPORT_ROWS,
  run: (db, ctx, rows, dryRun, fileName, opts) => importCompletedOrders(db, ctx, rows, dryRun, fileName, opts),
};

const renewOrderExport = defineRestExport<ExportFilter>({
  access: [...exportsAndOrders],
  input: exportFilter,
  fileName: '续费订单',
  sheet: renewOrderSheet,
});
const paymentExport = defineRestExport<ExportFilter>({
  access: [...exportsAndOrders],
  input: exportFilter,
  fileName: '支付流水',
  sheet: paymentSheet,
});
const orderOutExport = defineRestExport<OrderOutExportFilter>({
  access: [...exportsAndOrders],
  input: orderOutExportInput,
  fileName: '转出订单',
  sheet: orderOutSheet,
});

/** The trading family: orders, refunds, invoices, contracts, transfers (order-out), partner orders. */
export const tradingFamily: Family = {
  name: 'trading',
  dictionaries: tradingDictionaries,
  queries: registerTradingQueries,
  register(app, deps) {
    registerRefundRoutes(app, deps);
    registerOrderRoutes(app, deps);
    registerChannelOrderTemplateRoute(app);
    registerInvoiceRoutes(app, deps);
    registerContractRoutes(app, deps);
    registerOrderOutRoutes(app, deps);
    registerOneToOneRoutes(app, deps);
    registerCalligraphyRoutes(app, deps);
    registerRefundApprovalEffects();
    registerImportKind('orders.completed', completedOrdersImport);
    registerRestExport('/api/o/v1/order/exportRenewOrder', renewOrderExport);
    registerRestExport('/api/o/v1/order/exportPayment', paymentExport);
    registerRestExport('/api/o/v1/orderOut/export', orderOutExport);
  },
};
