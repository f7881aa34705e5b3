import { gqlString, graphql } from '../../platform/http/client';
import { searchFilter, type SearchSelector, type StudentHit } from './resolve';

export async function searchStudents(selector: SearchSelector, input: string, signal?: AbortSignal): Promise<StudentHit[]> {
  const doc = `{ UserExtendsList(query: ${gqlString(searchFilter(selector, input))}, size: 20) { id user_num mobile username } }`;
  const data = await graphql<{ UserExtendsList?: StudentHit[] | null }>(doc, { endpoint: '/graphql/v1/toss', signal });
  return data.UserExtendsList ?? [];
}
