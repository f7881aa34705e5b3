import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { GlobalSearch } from '../../features/search/global-search';
import { LanguageSwitch } from '../../platform/i18n/language-switch';
import { landingUrl } from '../../platform/subject/navigation';
import { useConsole } from '../console-context';
import { Breadcrumbs } from './breadcrumbs';
import { ComplaintsLink } from './complaints-link';
import { PaletteHost } from './palette-host';
import { SubjectSwitcher } from './subject-switcher';
import { UserMenu } from './user-menu';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  mobile: boolean;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** Top bar: sidebar toggle, breadcrumb, student search, complaints, notifications, subject, user. */
export function TopBar({ collapsed, onToggle, mobile, onChangePassword, onLogout }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { staff, token, subject, subjects, jumpRoutes } = useConsole();
  return (
    <div className="top-bar">
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t('layout.toggleSidebar')}
        data-testid="sidebar-toggle"
      />
      {mobile ? null : <Breadcrumbs />}
      <div className="top-bar-spacer" />
      <Space size={mobile ? 0 : 4} wrap={false} className="top-bar-actions">
        <PaletteHost iconOnly={mobile} />
        {/* On a phone the bar has room for icons only: the palette (⚡) finds students by phone, number or name. */}
        {mobile ? null : <GlobalSearch onOpenStudent={(id) => navigate(`/details/${encodeURIComponent(id)}`)} />}
        <ComplaintsLink subjectCode={subject.code} onOpen={() => navigate('/complaint')} iconOnly={mobile} />
        <NotificationBell staffId={staff.id} token={token} routes={jumpRoutes} onNavigate={(route) => navigate(route)} />
        <SubjectSwitcher
          current={subject}
          subjects={subjects}
          iconOnly={mobile}
          onSwitch={(s) => window.location.assign(landingUrl(s, staff))}
        />
        {mobile ? null : <LanguageSwitch />}
        <UserMenu staff={staff} onChangePassword={onChangePassword} onLogout={onLogout} nameHidden={mobile} />
      </Space>
    </div>
  );
}
