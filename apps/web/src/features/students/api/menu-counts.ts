import { gqlOne } from './gql';

export type MenuCounts = Record<string, number>;

/** Tabs that filter the list (their condition is a filterable field). */
export const MENU_TABS = ['total', 'started', 'un_started', 'finished', 'refund'] as const;
/** Counters shown beside the tabs (their condition uses fields the list cannot filter on). */
export const MENU_INFO = ['today_new', 'stopped', 'studying', 'renewed'] as const;

/** StudentSystemPageMenu: the counters of the system-student tabs for the same filter as the list. */
export function fetchMenuCounts(query: Record<string, unknown>, signal?: AbortSignal): Promise<MenuCounts | null> {
  return gqlOne<MenuCounts>('StudentSystemPageMenu', [...MENU_TABS, ...MENU_INFO].join(' '), query, signal);
}
