import { lazy, Suspense, useEffect, useState } from 'react';
import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { readJson, writeJson } from '../../platform/storage';
import { useThemeStore } from '../../platform/theme/theme-store';
import { useConsole } from '../console-context';
import { SidebarMenu } from '../menu/sidebar-menu';
import { WorkspaceHost } from '../workspace/workspace-host';
import { WorkspaceTabs } from '../workspace/workspace-tabs';
import { useWorkspaceStore } from '../workspace/workspace-store';
import { FeedbackLink } from './feedback-link';
import { TopBar } from './top-bar';
import { useIsMobile } from './use-is-mobile';
import { Watermark } from './watermark';

const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Spec 00 §9: sidebar width 175 px. */
export const SIDEBAR_WIDTH = 175;
const LAYOUT_KEY = 'console.layout';

/** The console shell (spec 00 §2 global layout). */
export function ConsoleLayout({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { staff, subject, landing } = useConsole();
  const dark = useThemeStore((s) => s.dark);
  const mobile = useIsMobile();
  const { token } = theme.useToken();
  const [desktopCollapsed, setDesktopCollapsed] = useState(() => readJson<{ collapsed?: boolean }>(LAYOUT_KEY, {}).collapsed === true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordLoaded, setPasswordLoaded] = useState(false);
  const collapsed = mobile ? !mobileOpen : desktopCollapsed;

  // Application state is saved when the page unloads (spec 00 §2) and restored on load.
  useEffect(() => {
    const save = (): void => {
      useWorkspaceStore.getState().save();
      writeJson(LAYOUT_KEY, { collapsed: desktopCollapsed });
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
    };
  }, [desktopCollapsed]);

  // On mobile the sidebar closes (also when the width drops below 992 px).
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    if (mobile) setMobileOpen(false);
  }

  if (location.pathname === '/' || location.pathname === '') return <Navigate to={landing} replace />;

  const toggle = (): void => {
    if (mobile) setMobileOpen((o) => !o);
    else {
      setDesktopCollapsed((c) => !c);
      writeJson(LAYOUT_KEY, { collapsed: !desktopCollapsed });
    }
  };

  return (
    <Layout className={`console-layout${mobile ? ' is-mobile' : ''}`} data-testid="console-layout" data-subject={subject.key}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={mobile ? 0 : 56}
        collapsed={collapsed}
        trigger={null}
        theme={dark ? 'dark' : 'light'}
        className="console-sider"
        data-testid="sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
        style={{ borderRight: mobile && collapsed ? 'none' : `1px solid ${token.colorBorderSecondary}` }}
      >
        <div className="sider-brand" title={t('brand.name')}>
          <img src={subject.logo} alt="" width={24} height={24} />
          {collapsed ? null : <span>{t('brand.short')}</span>}
        </div>
        <div className="sider-menu-scroll">
          <SidebarMenu collapsed={collapsed && !mobile} dark={dark} onNavigated={() => mobile && setMobileOpen(false)} />
        </div>
      </Layout.Sider>
      {mobile && mobileOpen ? <div className="sider-mask" onClick={() => setMobileOpen(false)} data-testid="sider-mask" /> : null}
      <Layout className="console-main">
        <Layout.Header
          className="console-header"
          style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        >
          <TopBar
            collapsed={collapsed}
            onToggle={toggle}
            mobile={mobile}
            onChangePassword={() => {
              setPasswordLoaded(true);
              setPasswordOpen(true);
            }}
            onLogout={onLogout}
          />
        </Layout.Header>
        <WorkspaceTabs />
        <Layout.Content className="console-content" style={{ background: token.colorBgLayout }}>
          <WorkspaceHost />
        </Layout.Content>
      </Layout>
      <Watermark staff={staff} brand={t('brand.watermark')} dark={dark} />
      <FeedbackLink />
      {passwordLoaded ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
