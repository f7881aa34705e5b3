import { HashRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { useThemeStore } from '../platform/theme/theme-store';
import { AppProviders } from './providers';

useThemeStore.getState().loadFor(null);

/** The login entry: `/login/#/` and the pre-release `/login/#/oldLogin`. */
export function LoginApp() {
  return (
    <AppProviders>
      <HashRouter>
        <Routes>
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </HashRouter>
    </AppProviders>
  );
}
