import { useCallback, useMemo, useState } from 'react';
import { App, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { consoleUrl } from '@console/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsole } from '../console-context';
import { useWorkspaceStore } from '../workspace/workspace-store';
import { groupIcon } from './group-icons';
import { MenuContextPopup, type ContextTarget } from './menu-context-popup';

/**
 * The sidebar: the active subject's menu for the staff's roles (from @console/domain). Right-click on
 * an item offers opening it in a new browser tab; an entry without a path asks for one.
 */
export function SidebarMenu({ collapsed, onNavigated, dark }: { collapsed: boolean; onNavigated?: () => void; dark: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { menu, subject } = useConsole();
  const en = i18n.language === 'en';

  const activeGroup = menu.find((g) => g.items.some((i) => i.path === location.pathname))?.key;
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroup ? [activeGroup] : []);
  // The group of the page shown opens (also when the page changes from elsewhere, e.g. a tab).
  const [shownGroup, setShownGroup] = useState(activeGroup);
  if (shownGroup !== activeGroup) {
    setShownGroup(activeGroup);
    if (activeGroup && !openKeys.includes(activeGroup)) setOpenKeys([...openKeys, activeGroup]);
  }

  const [context, setContext] = useState<ContextTarget | null>(null);
  const closeContext = useCallback(() => setContext(null), []);
  const openInNewTab = (path: string): void => {
    if (!path) {
      void message.warning(t('menu.noPath'));
      return;
    }
    window.open(consoleUrl(subject, path), '_blank', 'noopener');
  };

  const items: MenuProps['items'] = useMemo(
    () =>
      menu.map((g) => ({
        key: `group:${g.key}`,
        icon: groupIcon(g.key),
        label: (
          <span data-testid="menu-group" data-key={g.key}>
            {en ? g.titleEn : g.titleZh}
          </span>
        ),
        children: g.items.map((i) => ({
          key: `${g.key}|${i.path}`,
          label: (
            <span
              data-testid="menu-item"
              data-path={i.path}
              className="menu-item-label"
              onContextMenu={(e) => {
                e.preventDefault();
                e.stopPropagation();
                setContext({ x: e.clientX, y: e.clientY, path: i.path });
              }}
            >
              {en ? i.titleEn : i.titleZh}
            </span>
          ),
        })),
      })),
    [menu, en],
  );

  const selectedKeys = menu.flatMap((g) => g.items.filter((i) => i.path === location.pathname).map((i) => `${g.key}|${i.path}`));

  const onClick: MenuProps['onClick'] = ({ key: menuKey }) => {
    const key = menuKey.slice(menuKey.indexOf('|') + 1);
    if (!key) {
      void message.warning(t('menu.noPath'));
      return;
    }
    const tab = useWorkspaceStore.getState().tabs.find((x) => x.key === key);
    navigate(tab ? tab.key + tab.search : key);
    onNavigated?.();
  };

  return (
    <>
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKeys}
        openKeys={collapsed ? undefined : openKeys.map((k) => `group:${k}`)}
        onOpenChange={(keys) => setOpenKeys(keys.map((k) => String(k).replace(/^group:/, '')))}
        onClick={onClick}
        forceSubMenuRender
        data-testid="sidebar-menu"
      />
      {context ? <MenuContextPopup target={context} onOpen={openInNewTab} onClose={closeContext} /> : null}
    </>
  );
}
