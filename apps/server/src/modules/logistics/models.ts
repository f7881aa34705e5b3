import type { QueryRegistry } from '../../platform/query';
import { registerExpressClientRoots } from './express/express-client-models';
import { ExpressModel, ExpressRemarkLogModel } from './express/express-models';

/** Query models of logistics: shipments and their remark log, and the original client's express roots. */
export function registerLogisticsQueries(registry: QueryRegistry): void {
  registry.register(ExpressModel, ExpressRemarkLogModel);
  registerExpressClientRoots(registry);
}
