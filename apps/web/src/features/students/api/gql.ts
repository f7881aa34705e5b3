import { apiUrl, authHeaders, gqlString, graphql } from '../../../platform/http/client';
import type { Page } from '../../../components/list-page';

export const TOSS = '/graphql/v1/toss';

export type Row = Record<string, unknown>;

export interface PageArgs {
  query: Record<string, unknown>;
  page: number;
  size: number;
  sort?: string;
}

/** `XxxPage` of the query language (CONTRACT §7): `{content, totalElements}` with the given selection. */
export async function gqlPage<T = Row>(root: string, selection: string, args: PageArgs, signal?: AbortSignal): Promise<Page<T>> {
  const sort = args.sort ? `, sort: ${JSON.stringify(args.sort)}` : '';
  const doc = `{ ${root}(query: ${gqlString(args.query)}, page: ${args.page}, size: ${args.size}${sort}) { totalElements content { ${selection} } } }`;
  const data = await graphql<Record<string, Page<T> | null>>(doc, { endpoint: TOSS, signal });
  return data[root] ?? { content: [], totalElements: 0 };
}

/** One object root (`StudentDetails`, `StudentSystemPageMenu`…). */
export async function gqlOne<T>(root: string, selection: string, query: Record<string, unknown>, signal?: AbortSignal): Promise<T | null> {
  const doc = `{ ${root}(query: ${gqlString(query)}) { ${selection} } }`;
  const data = await graphql<Record<string, T | null>>(doc, { endpoint: TOSS, signal });
  return data[root] ?? null;
}

/** POST /graphql/export: downloads the .xlsx of every row matching the filter. */
export async function exportXlsx(body: { apiName: string; header: Record<string, string>; fileName: string; query: Record<string, unknown>; sort?: string }): Promise<void> {
  const res = await fetch(apiUrl('/graphql/export'), {
    method: 'POST',
    headers: { ...authHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, query: JSON.stringify(body.query) }),
  });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('sheet')) {
    let msg = `HTTP ${res.status}`;
    try {
      const j = (await res.json()) as { errors?: string; message?: string };
      msg = j.errors ?? j.message ?? msg;
    } catch {
      /* not JSON */
    }
    throw new Error(msg);
  }
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${body.fileName}.xlsx`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
