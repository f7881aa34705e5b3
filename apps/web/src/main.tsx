import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.css';

/**
 * One index.html for every first path segment: `/login/` loads the login entry, any other segment
 * (a subject key) loads the console. Each entry is its own chunk, so the login page does not load the
 * shell and the shell does not load the login forms.
 */
const container = document.getElementById('root') as HTMLElement;
const isLogin = window.location.pathname.split('/').filter(Boolean)[0] === 'login';

async function boot(): Promise<void> {
  const Entry: ComponentType = isLogin ? (await import('./app/login-app')).LoginApp : (await import('./app/console-app')).ConsoleApp;
  createRoot(container).render(
    <StrictMode>
      <Entry />
    </StrictMode>,
  );
}

void boot();
