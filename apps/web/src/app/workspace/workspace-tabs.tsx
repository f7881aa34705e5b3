import { useMemo, type KeyboardEvent } from 'react';
import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, VerticalLeftOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfirmCloseTabs } from '../../components/unsaved-changes';
import { useConsole } from '../console-context';
import { resolveRoute } from '../routes/route-table';
import { routeTitles } from '../routes/route-title';
import { useWorkspaceStore } from './workspace-store';

/** The tab strip of the workspace (多标签页): switch, close, close others, close to the right. */
export function WorkspaceTabs() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { subject, staff, landing, menuOptions } = useConsole();
  const { tabs, close, closeOthers, closeRight } = useWorkspaceStore();
  // A tab whose form has unsaved input asks before it closes (components/unsaved-changes).
  const confirmClose = useConfirmCloseTabs();
  const en = i18n.language === 'en';

  const titled = useMemo(
    () => tabs.map((tab) => ({ tab, title: routeTitles(resolveRoute(subject.code, staff, tab.key, menuOptions), t, en).page })),
    [tabs, subject.code, staff, t, en, menuOptions],
  );

  const go = (key: string): void => {
    const tab = tabs.find((x) => x.key === key);
    if (tab) navigate(tab.key + tab.search);
  };
  const closeAndGo = async (key: string): Promise<void> => {
    if (!(await confirmClose([key]))) return;
    const wasActive = key === location.pathname;
    const next = close(key);
    if (wasActive) navigate(next ? next.key + next.search : landing);
  };
  const contextItems = (key: string): MenuProps['items'] => [
    { key: 'close', icon: <CloseCircleOutlined />, label: t('tabs.close') },
    { key: 'others', icon: <ColumnWidthOutlined />, label: <span data-testid="tab-close-others">{t('tabs.closeOthers')}</span> },
    { key: 'right', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight'), disabled: tabs[tabs.length - 1]?.key === key },
  ];
  const onContext = async (key: string, action: string): Promise<void> => {
    if (action === 'close') await closeAndGo(key);
    else if (action === 'others') {
      if (!(await confirmClose(tabs.filter((x) => x.key !== key).map((x) => x.key)))) return;
      closeOthers(key);
      if (key !== location.pathname) go(key);
    } else if (action === 'right') {
      const index = tabs.findIndex((x) => x.key === key);
      const activeIndex = tabs.findIndex((x) => x.key === location.pathname);
      if (!(await confirmClose(tabs.slice(index + 1).map((x) => x.key)))) return;
      closeRight(key);
      if (activeIndex > index) go(key);
    }
  };

  // Delete on a focused tab closes it (the close mark inside the tab is for the mouse only: a button
  // inside a role=tab or beside it in the tablist breaks the tablist's structure for screen readers).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key !== 'Delete') return;
    const key = (e.target as HTMLElement).closest('[role="tab"]')?.querySelector('[data-testid="workspace-tab"]')?.getAttribute('data-key');
    if (key) void closeAndGo(key);
  };

  if (tabs.length === 0) return null;
  return (
    <div className="workspace-tabs" data-testid="workspace-tabs" onKeyDown={onKeyDown}>
      <Tabs
        type="card"
        size="small"
        className="workspace-tabs-strip"
        activeKey={location.pathname}
        onTabClick={(key) => {
          if (key !== location.pathname) go(key);
        }}
        items={titled.map(({ tab, title }) => ({
          key: tab.key,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: contextItems(tab.key),
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  void onContext(tab.key, key);
                },
              }}
            >
              <span data-testid="workspace-tab" data-key={tab.key}>
                {title}
                <CloseOutlined
                  className="workspace-tab-close"
                  aria-hidden
                  data-testid="workspace-tab-close"
                  onClick={(e) => {
                    e.stopPropagation();
                    void closeAndGo(tab.key);
                  }}
                />
              </span>
            </Dropdown>
          ),
        }))}
      />
      {tabs.length > 1 ? (
        <Tooltip title={t('tabs.closeOthers')}>
          <Button
            size="small"
            type="text"
            icon={<ColumnWidthOutlined />}
            onClick={() => void onContext(location.pathname, 'others')}
            data-testid="tabs-close-others"
            aria-label={t('tabs.closeOthers')}
          />
        </Tooltip>
      ) : null}
    </div>
  );
}
