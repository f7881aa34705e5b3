import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

/**
 * Actions a page offers to the command palette ("export the current filter", "reset filters"). A page
 * registers them under its own route path; the palette shows those of the path on screen. Pages of
 * inactive workspace tabs stay mounted (keep-alive), so the path, not mounting, decides what shows.
 */
export interface PageAction {
  key: string;
  label: string;
  run: () => void;
  disabled?: boolean;
}

interface Registration {
  path: string;
  actions: PageAction[];
}

interface PageActionsState {
  byOwner: Record<string, Registration>;
  set: (owner: string, reg: Registration | null) => void;
}

export const usePageActionsStore = create<PageActionsState>((set) => ({
  byOwner: {},
  set: (owner, reg) =>
    set((s) => {
      const next = { ...s.byOwner };
      if (reg) next[owner] = reg;
      else delete next[owner];
      return { byOwner: next };
    }),
}));

/** Registers the page's actions while it is mounted (latest closures; the list re-registers on change). */
export function useRegisterPageActions(actions: PageAction[]): void {
  const owner = useId();
  const { pathname } = useLocation();
  const setReg = usePageActionsStore((s) => s.set);
  useEffect(() => {
    setReg(owner, { path: pathname, actions });
  }, [owner, pathname, actions, setReg]);
  useEffect(() => () => setReg(owner, null), [owner, setReg]);
}

/** The actions registered for a route path, in registration order. */
export function actionsFor(byOwner: Record<string, Registration>, path: string): PageAction[] {
  return Object.values(byOwner)
    .filter((r) => r.path === path)
    .flatMap((r) => r.actions);
}
