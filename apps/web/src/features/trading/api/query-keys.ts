/** Query keys of the trading pages (lists use the list page's own `['list', listId, state]`). */
export const tradingKeys = {
  all: ['trading'] as const,
  orderStats: (filter: unknown) => ['trading', 'order-stats', filter] as const,
  orderDetail: (id: string) => ['trading', 'order', id] as const,
  refundFee: (orderId: string) => ['trading', 'refund-fee', orderId] as const,
  expressStats: (filter: unknown) => ['trading', 'express-stats', filter] as const,
  expressDetail: (id: string) => ['trading', 'express', id] as const,
  contract: (id: string) => ['trading', 'contract', id] as const,
  invoice: (id: string) => ['trading', 'invoice', id] as const,
  refundDetail: (id: string) => ['trading', 'refund', id] as const,
};
