import type { Database } from '../db';

export interface AppEvent {
  id: string;
  channel: string;
  staffId: string | null;
  payload: Record<string, unknown>;
}

type Subscriber = (e: AppEvent) => void;

/**
 * Events for live clients (SSE). Each event is stored (so a client can resume after Last-Event-ID) and
 * announced with NOTIFY, so every server instance on the same PostgreSQL delivers it to its clients.
 */
export class EventBus {
  private subscribers = new Map<string, Set<Subscriber>>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private db: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen('app_event', (payload) => {
      void this.deliver(payload);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  async publish(channel: string, staffId: string | null, payload: Record<string, unknown>): Promise<string> {
    const r = await this.db.query<{ id: string }>(
      'INSERT INTO app_event (channel, staff_id, payload) VALUES ($1, $2, $3) RETURNING id::text AS id',
      [channel, staffId, JSON.stringify(payload)],
    );
    const id = r.rows[0].id;
    await this.db.query("SELECT pg_notify('app_event', $1)", [id]);
    return id;
  }

  /** Events for a staff member after a given id (resume). */
  async since(staffId: string, afterId: string, limit = 200): Promise<AppEvent[]> {
    if (!/^\d{1,18}$/.test(afterId)) return [];
    const r = await this.db.query<{ id: string; channel: string; staff_id: string | null; payload: Record<string, unknown> }>(
      `SELECT id::text AS id, channel, staff_id::text AS staff_id, payload FROM app_event
        WHERE staff_id = $1 AND id > $2::bigint ORDER BY app_event.id LIMIT $3`,
      [staffId, afterId, limit],
    );
    return r.rows.map((x) => ({ id: x.id, channel: x.channel, staffId: x.staff_id, payload: x.payload }));
  }

  subscribe(staffId: string, fn: Subscriber): () => void {
    let set = this.subscribers.get(staffId);
    if (!set) this.subscribers.set(staffId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.subscribers.delete(staffId);
    };
  }

  private async deliver(idText: string): Promise<void> {
    if (!/^\d{1,18}$/.test(idText)) return;
    const r = await this.db.query<{ id: string; channel: string; staff_id: string | null; payload: Record<string, unknown> }>(
      'SELECT id::text AS id, channel, staff_id::text AS staff_id, payload FROM app_event WHERE id = $1::bigint',
      [idText],
    );
    const row = r.rows[0];
    if (!row || !row.staff_id) return;
    const subs = this.subscribers.get(row.staff_id);
    if (!subs) return;
    const event: AppEvent = { id: row.id, channel: row.channel, staffId: row.staff_id, payload: row.payload };
    for (const fn of subs) fn(event);
  }
}
