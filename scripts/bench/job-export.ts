/**
 * Job export benchmark: the export centre's "export current filter" for N rows (POST
 * /api/b/v1/exportRecord/create, the job writes the .xlsx into storage), polled until done; the
 * server's peak RSS, progress monotonic, and the rows written against the list's total; then the
 * file is downloaded through its signed URL to check its size.
 */
import type pg from 'pg';
import { cutoff, HEADER, type ExportResult } from './export';
import { memoryMb, resetPeak } from './server';

interface Envelope<T> {
  code: number;
  payload: T;
  errors?: string;
}
interface Rec {
  id: string;
  status: string;
  progressDone: number;
  progressTotal: number | null;
  rowCount: number | null;
  sizeBytes: number | null;
  error: string | null;
}

export async function benchJobExport(
  client: pg.Client,
  server: { url: string; pid: number },
  token: string,
  rows: number,
  timeoutMs = 15 * 60_000,
): Promise<ExportResult> {
  const from = await cutoff(client, rows);
  if (from === null) return { rows, status: 'error', via: 'job', message: `art has fewer than ${rows} orders` };
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> => {
    const r = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await r.json()) as Envelope<T>;
  };
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
    const created = await call<Rec>('POST', '/api/b/v1/exportRecord/create', {
      apiName: 'OrderPage',
      header: HEADER,
      fileName: `订单导出-job-${rows}`,
      query: JSON.stringify({ ctime: { gte: from } }),
      sort: JSON.stringify({ ctime: 'desc' }),
    });
    if (created.code !== 0) return { rows, status: 'error', via: 'job', message: created.errors ?? `code ${created.code}` };
    let last = -1;
    let monotonic = true;
    let rec = created.payload;
    while (!['done', 'failed', 'cancelled'].includes(rec.status)) {
      if (performance.now() - t0 > timeoutMs) return { rows, status: 'error', via: 'job', message: 'timed out' };
      await new Promise((r) => setTimeout(r, 250));
      rec = (await call<Rec>('GET', `/api/b/v1/exportRecord/detail?id=${rec.id}`)).payload;
      if (rec.progressDone < last) monotonic = false;
      last = rec.progressDone;
    }
    const seconds = (performance.now() - t0) / 1000;
    peak = Math.max(peak, memoryMb(server.pid).hwm);
    if (rec.status !== 'done') return { rows, status: 'error', via: 'job', message: `${rec.status}: ${rec.error ?? ''}` };
    // The list's total for the same filter, as the console would show it.
    const gql = await fetch(`${server.url}/graphql/v1/toss`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, subject: '0' },
      body: JSON.stringify({
        query: `{ OrderPage(query: ${JSON.stringify(JSON.stringify({ ctime: { gte: from } }))}) { totalElements } }`,
      }),
    });
    const total = ((await gql.json()) as { data: { OrderPage: { totalElements: number } } }).data.OrderPage.totalElements;
    const link = await call<{ url: string }>('POST', '/api/b/v1/exportRecord/downloadUrl', { id: rec.id });
    const file = await fetch(`${server.url}${link.payload.url}&access_token=${token}`);
    let bytes = 0;
    for await (const chunk of file.body!) bytes += (chunk as Uint8Array).length;
    await call('POST', '/api/b/v1/exportRecord/delete', { id: rec.id });
    return {
      rows: rec.rowCount ?? 0,
      status: file.ok && bytes === rec.sizeBytes ? 'ok' : 'error',
      via: 'job',
      seconds: Math.round(seconds * 10) / 10,
      megabytes: Math.round(bytes / 1e5) / 10,
      peakRssMb: Math.round(peak),
      baselineRssMb: Math.round(baseline),
      progressMonotonic: monotonic,
      rowsMatch: rec.rowCount === total,
      message: rec.rowCount === total ? undefined : `rows ${rec.rowCount} != list total ${total}`,
    };
  } catch (err) {
    return { rows, status: 'error', via: 'job', message: err instanceof Error ? err.message : String(err) };
  } finally {
    clearInterval(sampler);
  }
}
