import { lit, tradingGql } from './gql';

export interface StatBucket {
  code: string | null;
  /** The termField name (what the original client reads in `type`). */
  type: string | null;
  /** The code's display label. */
  label: string | null;
  count: number;
  value: number;
}

export interface OrderSummary {
  byStatus: StatBucket[];
  /** Money refunded over the matching orders (sum of refunded_amount) and how many orders had a refund. */
  refunded: { amount: number; count: number };
  /** Sum of coins / gems used over all matching orders. */
  coins: number;
  gems: number;
}

/**
 * OrderStatistics: amounts by status, the money refunded, coins and gems (aliases, one document). The
 * refund figure is refunded money (docs/decisions/trading.md), not the paid amounts of statuses 4–7.
 */
export async function fetchOrderSummary(filter: Record<string, unknown>, signal?: AbortSignal): Promise<OrderSummary> {
  const q = lit(filter);
  const refundedQ = lit({ ...filter, refunded_amount: { gt: 0 } });
  const r = await tradingGql<{ byStatus: StatBucket[]; refunded: StatBucket[]; coins: StatBucket[]; gems: StatBucket[] }>(
    `{ byStatus: OrderStatistics(query: ${q}, sumField: "amount", termField: "status") { code type label count value }
       refunded: OrderStatistics(query: ${refundedQ}, sumField: "refunded_amount") { code count value }
       coins: OrderStatistics(query: ${q}, sumField: "bear_integral") { code count value }
       gems: OrderStatistics(query: ${q}, sumField: "gem_integral") { code count value } }`,
    { signal },
  );
  const refunded = r.refunded?.[0];
  return {
    byStatus: r.byStatus ?? [],
    refunded: { amount: Math.round(Number(refunded?.value ?? 0) * 100) / 100, count: Number(refunded?.count ?? 0) },
    coins: Number(r.coins?.[0]?.value ?? 0),
    gems: Number(r.gems?.[0]?.value ?? 0),
  };
}
