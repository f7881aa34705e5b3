/**
 * Workspace tabs (多标签页), the pure part: one tab per route path; the tab remembers its query
 * (filters, page) and scroll position. Unit tested.
 */
export interface WorkspaceTab {
  /** The route path, e.g. '/order' or '/details/123'. */
  key: string;
  /** The hash query of the tab ('' or '?page=2'). */
  search: string;
  /** Scroll position of the tab's page. */
  scrollTop: number;
  /** When it was last active (closing the oldest tab when there are too many). */
  lastActive: number;
}

export interface TabsState {
  tabs: WorkspaceTab[];
  activeKey: string | null;
}

export const MAX_TABS = 15;

/** Opens (or activates and updates) the tab of a location; too many tabs close the least recently used. */
export function openTab(state: TabsState, key: string, search: string, now: number, max = MAX_TABS): TabsState {
  const existing = state.tabs.find((t) => t.key === key);
  let tabs = existing
    ? state.tabs.map((t) => (t.key === key ? { ...t, search, lastActive: now } : t))
    : [...state.tabs, { key, search, scrollTop: 0, lastActive: now }];
  while (tabs.length > max) {
    const victim = tabs.filter((t) => t.key !== key).sort((a, b) => a.lastActive - b.lastActive)[0];
    tabs = tabs.filter((t) => t !== victim);
  }
  return { tabs, activeKey: key };
}

/**
 * Closes a tab. When it was the active one, the neighbour to its right (else left) becomes active;
 * `next` is the location to show then (null: no tab left, go to the landing page).
 */
export function closeTab(state: TabsState, key: string): TabsState & { next: WorkspaceTab | null } {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { ...state, next: state.tabs.find((t) => t.key === state.activeKey) ?? null };
  const tabs = state.tabs.filter((t) => t.key !== key);
  if (state.activeKey !== key) return { tabs, activeKey: state.activeKey, next: tabs.find((t) => t.key === state.activeKey) ?? null };
  const next = tabs[index] ?? tabs[index - 1] ?? null;
  return { tabs, activeKey: next?.key ?? null, next };
}

/** Keeps only the given tab (it becomes active). */
export function closeOtherTabs(state: TabsState, key: string): TabsState {
  const keep = state.tabs.filter((t) => t.key === key);
  return { tabs: keep, activeKey: keep[0]?.key ?? null };
}

/** Closes the tabs to the right of the given one. */
export function closeTabsToRight(state: TabsState, key: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  const tabs = state.tabs.slice(0, index + 1);
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : key;
  return { tabs, activeKey };
}

/** Restored state is checked: malformed entries dropped, duplicates merged. */
export function sanitizeTabs(raw: unknown): TabsState {
  const empty: TabsState = { tabs: [], activeKey: null };
  if (!raw || typeof raw !== 'object') return empty;
  const r = raw as { tabs?: unknown; activeKey?: unknown };
  if (!Array.isArray(r.tabs)) return empty;
  const seen = new Set<string>();
  const tabs: WorkspaceTab[] = [];
  for (const t of r.tabs as Array<Partial<WorkspaceTab>>) {
    if (!t || typeof t.key !== 'string' || !t.key.startsWith('/') || seen.has(t.key)) continue;
    seen.add(t.key);
    tabs.push({
      key: t.key,
      search: typeof t.search === 'string' && (t.search === '' || t.search.startsWith('?')) ? t.search : '',
      scrollTop: typeof t.scrollTop === 'number' && t.scrollTop >= 0 ? t.scrollTop : 0,
      lastActive: typeof t.lastActive === 'number' ? t.lastActive : 0,
    });
  }
  const activeKey = typeof r.activeKey === 'string' && seen.has(r.activeKey) ? r.activeKey : (tabs[0]?.key ?? null);
  return { tabs: tabs.slice(-MAX_TABS), activeKey };
}
