import { gqlString, graphql } from '../../../platform/http/client';
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
