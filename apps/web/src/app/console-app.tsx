import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { landingRoute, menuFor } from '@console/domain';
import { HashRouter } from 'react-router-dom';
import { fetchCurrentStaff, logout } from '../features/auth/api';
import { getAuth, goToLogin, useAuthStore } from '../platform/auth/auth-store';
import { useCurrencyMap } from '../platform/currency';
import { landingUrl, pageSubject, staffSubjects } from '../platform/subject/navigation';
import { useThemeStore } from '../platform/theme/theme-store';
import { ConsoleContext, type ConsoleSession } from './console-context';
import { ConsoleLayout } from './layout/console-layout';
import { AppProviders } from './providers';
import { jumpRoutesFor } from './routes/jump-routes';
import { useWorkspaceStore } from './workspace/workspace-store';

/**
 * Before anything renders: no stored login (or older than 7 days) → the login page, without sending a
 * request; a subject the staff does not hold → the landing page of their first subject.
 */
function entryRedirect(): string | null {
  const { token, staff } = getAuth();
  if (!token || !staff) return 'login';
  const subject = pageSubject();
  if (!staff.subjectList.includes(subject.code)) {
    const first = staffSubjects(staff)[0];
    return first ? landingUrl(first, staff) : 'login';
  }
  return null;
}

const redirect = entryRedirect();
if (redirect === 'login') goToLogin(window.location.pathname + window.location.hash);
else if (redirect) window.location.replace(redirect);
else {
  const { staff } = getAuth();
  useThemeStore.getState().loadFor(staff?.id ?? null);
  useWorkspaceStore.getState().load(`${staff?.id ?? 'anonymous'}.${pageSubject().key}`);
}

function Shell() {
  const token = useAuthStore((s) => s.token);
  const staff = useAuthStore((s) => s.staff);
  const updateStaff = useAuthStore((s) => s.updateStaff);
  const subject = pageSubject();

  // The stored staff record is refreshed from the server (roles or subjects may have changed).
  const fresh = useQuery({ queryKey: ['staff-self'], queryFn: fetchCurrentStaff, staleTime: 5 * 60_000, enabled: Boolean(token) });
  useEffect(() => {
    if (fresh.data) updateStaff(fresh.data);
  }, [fresh.data, updateStaff]);
  // The coin types every money page shows, loaded once and kept locally.
  useCurrencyMap(Boolean(token));

  const session: ConsoleSession | null = useMemo(() => {
    if (!staff || !token) return null;
    const landing = landingRoute(subject.code, staff.roleIds);
    const menuOptions = { allowLists: staff.menuAllowLists };
    return {
      staff,
      token,
      subject,
      subjects: staffSubjects(staff),
      menu: menuFor(subject.code, staff, menuOptions),
      menuOptions,
      landing,
      jumpRoutes: jumpRoutesFor(subject.code, staff, landing, menuOptions),
    };
  }, [staff, token, subject]);

  if (!session) return null;
  const onLogout = (): void => {
    void logout().finally(() => goToLogin());
  };
  return (
    <ConsoleContext.Provider value={session}>
      <HashRouter>
        <ConsoleLayout onLogout={onLogout} />
      </HashRouter>
    </ConsoleContext.Provider>
  );
}

/** The console entry: `/{subjectKey}/#/{route}`. */
export function ConsoleApp() {
  if (redirect) return null;
  return (
    <AppProviders>
      <Shell />
    </AppProviders>
  );
}
