/** Global student search (spec 00 §2 top bar), the pure part. */
export type SearchSelector = 'mobile' | 'id';

export interface StudentHit {
  id: string;
  user_num: string | number | null;
  mobile: string | null;
  username: string | null;
}

export const SEARCH_MIN = 4;
export const SEARCH_MAX = 11;

export function isValidSearchInput(input: string): boolean {
  const s = input.trim();
  return s.length >= SEARCH_MIN && s.length <= SEARCH_MAX;
}

/** The filter of the UserExtendsList query: wildcard on the typed mobile digits, or the exact id. */
export function searchFilter(selector: SearchSelector, input: string): Record<string, string> {
  const s = input.trim();
  return selector === 'mobile' ? { mobile: `*${s.replace(/\*/g, '')}*` } : { id: s };
}

export type SearchOutcome = { kind: 'one'; id: string } | { kind: 'none' } | { kind: 'many'; hits: StudentHit[] };

/**
 * One match opens it; several matches with an input shorter than 11 characters are resolved by the
 * exact user number; no match is 暂无此学员. Several without an exact user number are offered to pick.
 */
export function resolveSearch(hits: StudentHit[], input: string): SearchOutcome {
  const s = input.trim();
  if (hits.length === 0) return { kind: 'none' };
  if (hits.length === 1) return { kind: 'one', id: String(hits[0].id) };
  if (s.length < SEARCH_MAX) {
    const exact = hits.find((h) => h.user_num != null && String(h.user_num) === s);
    if (exact) return { kind: 'one', id: String(exact.id) };
  }
  return { kind: 'many', hits };
}
