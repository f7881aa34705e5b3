import { gqlString, graphql } from '../../platform/http/client';
import { searchFilter, type SearchSelector, type StudentHit } from './resolve';

export async function searchStudents(selector: SearchSelector, input: string, signal?: AbortSignal): Promise<StudentHit[]> {
  const doc = `{ UserExtendsList(query: ${gqlString(searchFilter(selector, input))}, size: 20) { id user_num mobile username } }`;
  const data = await graphql<{ UserExtendsList?: StudentHit[] | null }>(doc, { endpoint: '/graphql/v1/toss', signal });
  return data.UserExtendsList ?? [];
}

/** Students matching any of the filters (one request each, merged, first come first), at most `limit`. */
export async function searchStudentsAny(filters: object[], signal?: AbortSignal, limit = 8): Promise<StudentHit[]> {
  const lists = await Promise.all(
    filters.map((f) =>
      graphql<{ UserExtendsList?: StudentHit[] | null }>(
        `{ UserExtendsList(query: ${gqlString(f)}, size: ${limit}) { id user_num mobile username } }`,
        {
          endpoint: '/graphql/v1/toss',
          signal,
          silent: true,
        },
      ).then((d) => d.UserExtendsList ?? []),
    ),
  );
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((h) => !seen.has(String(h.id)) && Boolean(seen.add(String(h.id))))
    .slice(0, limit);
}
