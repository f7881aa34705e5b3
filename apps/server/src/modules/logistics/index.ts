import type { Family } from '../../platform/family';
import { registerImportKind, type ImportKind } from '../console';
import { registerAddressRoutes } from './addresses/routes';
import { registerShipmentApprovalEffects } from './express/approval-effects';
import { EXPRESS_SHEET_TITLES, importExpress, MAX_EXPRESS_IMPORT_ROWS } from './express/express-import';
import { registerExpressRoutes } from './express/routes';
import { registerLogisticsQueries } from './models';
import { registerUmsRoutes } from './shop-express/routes';

/** A sheet of tracking numbers for shipments (the express page's import). */
const expressImport: ImportKind = {
  access: [{ area: 'express' }],
  titles: EXPRESS_SHEET_TITLES,
  maxRows: MAX_EXPRESS_IMPORT_ROWS,
  run: (db, ctx, rows, dryRun, fileName, opts) => importExpress(db, ctx, rows, dryRun, fileName, opts),
};

/** The logistics family: shipments (express), addresses, and the shop's order and logistics calls (UMS). */
export const logisticsFamily: Family = {
  name: 'logistics',
  queries: registerLogisticsQueries,
  register(app, deps) {
    registerExpressRoutes(app, deps);
    registerAddressRoutes(app, deps);
    registerUmsRoutes(app, deps);
    registerShipmentApprovalEffects();
    registerImportKind('express', expressImport);
  },
};
