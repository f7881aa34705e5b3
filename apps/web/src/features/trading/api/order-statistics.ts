import { lit, tradingGql } from './gql';

export interface StatBucket {
  code: string | null;
  type: string | null;
  count: number;
  value: number;
}

export interface OrderSummary {
  byStatus: StatBucket[];
  /** Sum of coins / gems used over all matching orders. */
  coins: number;
  gems: number;
}

/** OrderStatistics: amounts by status, plus coins and gems (aliases, one document). */
export async function fetchOrderSummary(filter: Record<string, unknown>, signal?: AbortSignal): Promise<OrderSummary> {
  const q = lit(filter);
  const r = await tradingGql<{ byStatus: StatBucket[]; coins: StatBucket[]; gems: StatBucket[] }>(
    `{ byStatus: OrderStatistics(query: ${q}, sumField: "amount", termField: "status") { code type count value }
       coins: OrderStatistics(query: ${q}, sumField: "bear_integral") { code count value }
       gems: OrderStatistics(query: ${q}, sumField: "gem_integral") { code count value } }`,
    { signal },
  );
  return { byStatus: r.byStatus ?? [], coins: Number(r.coins?.[0]?.value ?? 0), gems: Number(r.gems?.[0]?.value ?? 0) };
}
