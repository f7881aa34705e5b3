import type { QueryRegistry } from '../../platform/query';
import { ORDER_CLIENT_MODELS } from './orders/order-client-models';
import { OrderCouponModel, OrderModel, OrderStatModel, OrderSubModel, RefundModel } from './orders/order-models';

/**
 * Query models of trading (see docs/query-language.md, "How to add a model"; root names in
 * docs/decisions/query-roots.md): orders and their statistics, sub-orders, refunds (express: logistics/models.ts).
 * The dictionary data (CLIENT_FROM_ALL, ORDER_TRADE_TYPE, teamStageList, trialExpressPackageList,
 * actionTypeList) is `tradingDictionaries`, chained before the built-ins in modules/index.ts.
 */
export function registerTradingQueries(registry: QueryRegistry): void {
  registry.register(OrderModel, OrderStatModel, OrderSubModel, RefundModel, OrderCouponModel);
  registry.register(...ORDER_CLIENT_MODELS);
}
