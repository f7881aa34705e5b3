import { create } from 'zustand';
import { readJson, writeJson } from '../../platform/storage';
import { closeOtherTabs, closeTab, closeTabsToRight, openTab, sanitizeTabs, type TabsState, type WorkspaceTab } from './tab-logic';

/**
 * The open workspace tabs of one staff member in one subject, saved in localStorage (so a reload
 * restores them) and, for scroll positions, flushed when the page unloads.
 */
interface WorkspaceState extends TabsState {
  scope: string | null;
  load: (scope: string) => void;
  open: (key: string, search: string) => void;
  close: (key: string) => WorkspaceTab | null;
  closeOthers: (key: string) => void;
  closeRight: (key: string) => void;
  setScroll: (key: string, top: number) => void;
  save: () => void;
}

const storageKey = (scope: string): string => `console.tabs.${scope}`;

/** Scroll positions change often: kept here and written with the rest on save. */
const scrolls = new Map<string, number>();

export const useWorkspaceStore = create<WorkspaceState>((set, get) => {
  const persist = (): void => {
    const { scope, tabs, activeKey } = get();
    if (!scope) return;
    writeJson(storageKey(scope), {
      activeKey,
      tabs: tabs.map((t) => ({ ...t, scrollTop: scrolls.get(t.key) ?? t.scrollTop })),
    });
  };
  const apply = (next: TabsState): void => {
    set({ tabs: next.tabs, activeKey: next.activeKey });
    persist();
  };
  return {
    scope: null,
    tabs: [],
    activeKey: null,
    load: (scope) => {
      scrolls.clear();
      const restored = sanitizeTabs(readJson<unknown>(storageKey(scope), null));
      for (const t of restored.tabs) scrolls.set(t.key, t.scrollTop);
      set({ scope, ...restored });
    },
    open: (key, search) => {
      const { tabs, activeKey } = get();
      const current = tabs.find((t) => t.key === key);
      if (current && current.search === search && activeKey === key) return;
      apply(openTab({ tabs, activeKey }, key, search, Date.now()));
    },
    close: (key) => {
      const { tabs, activeKey } = get();
      const r = closeTab({ tabs, activeKey }, key);
      scrolls.delete(key);
      apply(r);
      return r.next;
    },
    closeOthers: (key) => {
      const { tabs, activeKey } = get();
      apply(closeOtherTabs({ tabs, activeKey }, key));
    },
    closeRight: (key) => {
      const { tabs, activeKey } = get();
      apply(closeTabsToRight({ tabs, activeKey }, key));
    },
    setScroll: (key, top) => {
      scrolls.set(key, top);
    },
    save: persist,
  };
});

export function savedScroll(key: string): number {
  return scrolls.get(key) ?? useWorkspaceStore.getState().tabs.find((t) => t.key === key)?.scrollTop ?? 0;
}
