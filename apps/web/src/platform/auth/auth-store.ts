import { create } from 'zustand';
import { readJson, removeKey, writeJson } from '../storage';
import { isSessionFresh, type LoginResult, type Staff } from './staff';

const KEY = 'console.auth';

interface Persisted {
  token: string | null;
  staff: Staff | null;
  loginAt: number | null;
}

interface AuthState extends Persisted {
  signIn: (r: LoginResult) => void;
  updateStaff: (staff: Staff) => void;
  /** Slides the local session window (the server keeps sessions alive while used). */
  touch: () => void;
  clear: () => void;
}

function load(): Persisted {
  const p = readJson<Persisted>(KEY, { token: null, staff: null, loginAt: null });
  if (!p.token || !p.staff || !isSessionFresh(p.loginAt)) return { token: null, staff: null, loginAt: null };
  return p;
}

export const useAuthStore = create<AuthState>((set, get) => ({
  ...load(),
  signIn: ({ accessToken, staff }) => {
    const next = { token: accessToken, staff, loginAt: Date.now() };
    writeJson(KEY, next);
    set(next);
  },
  updateStaff: (staff) => {
    const { token, loginAt } = get();
    writeJson(KEY, { token, staff, loginAt });
    set({ staff });
  },
  touch: () => {
    const { token, staff } = get();
    if (!token) return;
    const loginAt = Date.now();
    writeJson(KEY, { token, staff, loginAt });
    set({ loginAt });
  },
  clear: () => {
    removeKey(KEY);
    set({ token: null, staff: null, loginAt: null });
  },
}));

export const getAuth = (): Persisted => {
  const { token, staff, loginAt } = useAuthStore.getState();
  return { token, staff, loginAt };
};

export const LOGIN_URL = '/login/#/';

/** Clears the stored login and leaves for the login page (optionally coming back afterwards). */
export function goToLogin(returnTo?: string): void {
  useAuthStore.getState().clear();
  const suffix = returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : '';
  window.location.assign(`${LOGIN_URL}${suffix}`);
}
