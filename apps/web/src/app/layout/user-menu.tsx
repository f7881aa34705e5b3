import { BgColorsOutlined, CompressOutlined, KeyOutlined, LogoutOutlined, TranslationOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Switch } from 'antd';
import type { MenuProps } from 'antd';
import { roleName } from '@console/domain';
import { useTranslation } from 'react-i18next';
import type { Staff } from '../../platform/auth/staff';
import { changeLanguage } from '../../platform/i18n/i18n';
import { useThemeStore } from '../../platform/theme/theme-store';

interface Props {
  staff: Staff;
  onChangePassword: () => void;
  onLogout: () => void;
  nameHidden?: boolean;
}

/** The staff dropdown: change password, theme and density, language, log out. */
export function UserMenu({ staff, onChangePassword, onLogout, nameHidden }: Props) {
  const { t, i18n } = useTranslation();
  const { dark, compact, setDark, setCompact } = useThemeStore();
  const en = i18n.language === 'en';
  const roles = staff.roleIds.map((r) => roleName(r, en ? 'en' : 'zh') ?? r).join(' / ');
  const items: MenuProps['items'] = [
    { key: 'who', disabled: true, label: <span className="user-menu-who">{roles}</span> },
    { type: 'divider' },
    { key: 'password', icon: <KeyOutlined />, label: <span data-testid="menu-change-password">{t('layout.changePassword')}</span> },
    {
      key: 'dark',
      icon: <BgColorsOutlined />,
      label: (
        <Space>
          {t('layout.darkTheme')}
          <Switch size="small" checked={dark} data-testid="toggle-dark" />
        </Space>
      ),
    },
    {
      key: 'compact',
      icon: <CompressOutlined />,
      label: (
        <Space>
          {t('layout.compact')}
          <Switch size="small" checked={compact} data-testid="toggle-compact" />
        </Space>
      ),
    },
    { key: 'lang', icon: <TranslationOutlined />, label: <span data-testid="menu-language">{en ? '简体中文' : 'English'}</span> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="menu-logout">{t('layout.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') onChangePassword();
    else if (key === 'dark') setDark(!dark);
    else if (key === 'compact') setCompact(!compact);
    else if (key === 'lang') void changeLanguage(en ? 'zh-CN' : 'en');
    else if (key === 'logout') onLogout();
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Space className="user-menu-trigger" data-testid="user-menu" role="button" tabIndex={0}>
        <Avatar size="small" src={staff.head || undefined} icon={<UserOutlined />} />
        {nameHidden ? null : <span>{staff.realName || staff.userName}</span>}
      </Space>
    </Dropdown>
  );
}
