import { create } from 'zustand';
import { readJson, writeJson } from '../storage';

export interface ThemePrefs {
  dark: boolean;
  compact: boolean;
}

const DEFAULT_PREFS: ThemePrefs = { dark: false, compact: false };
const keyFor = (staffId: string | null | undefined): string => `console.prefs.${staffId || 'anonymous'}`;

interface ThemeState extends ThemePrefs {
  staffId: string | null;
  /** Loads the preferences remembered for this staff member (light/dark and density are per staff). */
  loadFor: (staffId: string | null) => void;
  setDark: (dark: boolean) => void;
  setCompact: (compact: boolean) => void;
}

export const useThemeStore = create<ThemeState>((set, get) => {
  const save = (): void => {
    const { staffId, dark, compact } = get();
    writeJson(keyFor(staffId), { dark, compact });
  };
  return {
    ...DEFAULT_PREFS,
    staffId: null,
    loadFor: (staffId) => set({ staffId, ...DEFAULT_PREFS, ...readJson<Partial<ThemePrefs>>(keyFor(staffId), {}) }),
    setDark: (dark) => {
      set({ dark });
      save();
    },
    setCompact: (compact) => {
      set({ compact });
      save();
    },
  };
});
