import { ApiError, request, type GraphQLResponse } from '../../../platform/http/client';

/**
 * A query-language call for the trading pages: POST `{query}` to /graphql/v1/toss. Unlike the shared
 * `graphql()` helper it keeps the data when only a nested relation was refused (the server answers the
 * rest of the data and an error for that field), so a list still shows without e.g. `user`.
 */
export async function tradingGql<T>(document: string, opts: { signal?: AbortSignal; silent?: boolean } = {}): Promise<T> {
  const res = await request<GraphQLResponse<T>>('/graphql/v1/toss', {
    method: 'POST',
    body: { query: document },
    raw: true,
    signal: opts.signal,
    silent: opts.silent,
  });
  if (res?.data) return res.data;
  throw new ApiError(res?.errors?.[0]?.message ?? 'GraphQL error', 'body', 200, res);
}

/** The filter / sort JSON as a GraphQL string literal (stringified twice, CONTRACT §7). */
export function lit(value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? value : JSON.stringify(value));
}
