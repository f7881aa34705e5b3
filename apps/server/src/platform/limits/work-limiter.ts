import { AppError } from '../http/errors';

/** Kinds of heavy work, counted separately: GraphQL documents (weighed by cost), synchronous export downloads. */
export type HeavyKind = 'query' | 'export';

export interface WorkCapacity {
  /** Units of one kind one staff member may have in flight on this instance. */
  perStaff: number;
  /** Units of one kind in flight on this instance, whoever asked. */
  total: number;
}

const REFUSAL: Record<HeavyKind, { zh: string; en: string }> = {
  query: { zh: '同时进行的大查询过多，请稍后再试', en: 'Too many large queries at once; please try again shortly' },
  export: { zh: '同时进行的导出过多，请等当前导出完成后再试', en: 'Too many exports at once; please wait for the current one to finish' },
};
const BUSY: Record<HeavyKind, { zh: string; en: string }> = {
  query: { zh: '服务器正忙于其他大查询，请稍后再试', en: 'The server is busy with other large queries; please try again shortly' },
  export: { zh: '服务器正忙于其他导出，请稍后再试', en: 'The server is busy with other exports; please try again shortly' },
};

/**
 * Heavy work in flight per staff member and per instance, each piece with a weight (a document's
 * estimated cost; 1 for an export); the excess is refused at once (429) rather than queued: a queue
 * would still hold every waiting request's socket and memory, and the person learns at once to wait.
 * In process memory on purpose: what it protects is this process's event loop and memory; with N
 * instances each counts its own.
 */
export class WorkLimiter {
  private readonly byStaff = new Map<string, number>();
  private readonly totals = new Map<HeavyKind, number>();

  constructor(private readonly capacity: Record<HeavyKind, WorkCapacity>) {}

  /** Takes `weight` units or throws a 429 AppError; the returned function gives them back (a second call does nothing). */
  acquire(kind: HeavyKind, staffId: string, weight = 1): () => void {
    const cap = this.capacity[kind];
    const key = `${kind}:${staffId}`;
    const mine = this.byStaff.get(key) ?? 0;
    const total = this.totals.get(kind) ?? 0;
    // Alone, any admitted piece runs: a weight above the capacity is the cost limit's business, not ours.
    const refusal = mine > 0 && mine + weight > cap.perStaff ? REFUSAL[kind] : total > 0 && total + weight > cap.total ? BUSY[kind] : null;
    if (refusal) throw new AppError('TOO_MANY', refusal.zh, refusal.en, { 'retry-after': '5' });
    this.byStaff.set(key, mine + weight);
    this.totals.set(kind, total + weight);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.byStaff.get(key) ?? weight) - weight;
      if (left > 0) this.byStaff.set(key, left);
      else this.byStaff.delete(key);
      this.totals.set(kind, Math.max(0, (this.totals.get(kind) ?? weight) - weight));
    };
  }

  /** Units in flight now (tests, diagnostics). */
  inFlight(kind: HeavyKind, staffId?: string): number {
    return staffId === undefined ? (this.totals.get(kind) ?? 0) : (this.byStaff.get(`${kind}:${staffId}`) ?? 0);
  }
}
