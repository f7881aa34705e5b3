/**
 * Export benchmark: POST /graphql/export for N rows, streamed to nowhere; time to the last byte and
 * the server's peak resident memory (VmHWM after a reset, and VmRSS sampled every 50 ms).
 */
import type pg from 'pg';
import { memoryMb, resetPeak } from './server';

export interface ExportResult {
  rows: number;
  status: 'ok' | 'missing' | 'error';
  message?: string;
  seconds?: number;
  megabytes?: number;
  peakRssMb?: number;
  baselineRssMb?: number;
  /** 'sync': POST /graphql/export streamed to the client; 'job': the export centre's job into storage. */
  via?: 'sync' | 'job';
  /** Job only: every progress read was >= the one before. */
  progressMonotonic?: boolean;
  /** Job only: the rows written equal the list's total for the filter. */
  rowsMatch?: boolean;
}

export const HEADER = {
  id: '订单ID',
  out_trade_no: '订单号',
  uid: '学员ID',
  status: '订单状态',
  regtype: '订单类型',
  amount: '实付金额',
  packages_name: '套餐',
  ctime: '下单时间',
  buytime: '支付时间',
};

/** The ctime from which art's newest `rows` orders start (so the filter matches exactly that many). */
export async function cutoff(client: pg.Client, rows: number): Promise<number | null> {
  const r = await client.query<{ ms: string }>(
    `SELECT (extract(epoch FROM ctime) * 1000)::bigint::text AS ms FROM orders WHERE subject = 0 ORDER BY ctime DESC OFFSET $1 LIMIT 1`,
    [rows - 1],
  );
  return r.rows[0] ? Number(r.rows[0].ms) : null;
}

export async function benchExport(
  client: pg.Client,
  server: { url: string; pid: number },
  token: string,
  rows: number,
): Promise<ExportResult> {
  const from = await cutoff(client, rows);
  if (from === null) return { rows, status: 'error', message: `art has fewer than ${rows} orders` };
  const matched = Number(
    (
      await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM orders WHERE subject = 0 AND ctime >= to_timestamp($1 / 1000.0)`, [
        from,
      ])
    ).rows[0].n,
  );
  const body = JSON.stringify({
    apiName: 'OrderPage',
    header: HEADER,
    fileName: `订单导出-${rows}`,
    query: JSON.stringify({ ctime: { gte: from } }),
    sort: JSON.stringify({ ctime: 'desc' }),
  });
  resetPeak(server.pid);
  const baseline = memoryMb(server.pid).rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryMb(server.pid).rss);
    } catch {
      /* process gone */
    }
  }, 50);
  const t0 = performance.now();
  try {
    const res = await fetch(`${server.url}/graphql/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
      body,
    });
    if (!res.ok || !res.body) {
      const text = await res.text();
      const missing = /未知的查询|Unknown query root/.test(text);
      return { rows: matched, status: missing ? 'missing' : 'error', message: `HTTP ${res.status}: ${text.slice(0, 200)}` };
    }
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - t0) / 1000;
    peak = Math.max(peak, memoryMb(server.pid).hwm);
    return {
      rows: matched,
      status: 'ok',
      seconds: Math.round(seconds * 10) / 10,
      megabytes: Math.round(bytes / 1e5) / 10,
      peakRssMb: Math.round(peak),
      baselineRssMb: Math.round(baseline),
    };
  } catch (err) {
    return { rows: matched, status: 'error', message: err instanceof Error ? err.message : String(err) };
  } finally {
    clearInterval(sampler);
  }
}
