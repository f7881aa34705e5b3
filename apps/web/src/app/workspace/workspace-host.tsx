import { useEffect, useState } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { KeepAlivePane } from './keep-alive-pane';
import { TabPage } from './tab-page';
import { useWorkspaceStore } from './workspace-store';

/**
 * Renders every open workspace tab; the one of the current location is shown, the others stay mounted
 * (once visited) and hidden. Each tab renders its routes against its own location, so a hidden list
 * page keeps reading its own filters, not the visible tab's.
 */
export function WorkspaceHost() {
  const location = useLocation();
  const tabs = useWorkspaceStore((s) => s.tabs);
  const open = useWorkspaceStore((s) => s.open);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([location.pathname]));

  if (!visited.has(location.pathname)) setVisited(new Set(visited).add(location.pathname));

  useEffect(() => {
    if (location.pathname === '/' || location.pathname === '') return;
    open(location.pathname, location.search);
  }, [location.pathname, location.search, open]);

  const keys = tabs.map((t) => t.key);
  const list = keys.includes(location.pathname)
    ? tabs
    : [...tabs, { key: location.pathname, search: location.search, scrollTop: 0, lastActive: 0 }];

  return (
    <div className="workspace-host">
      {list.map((tab) => {
        const active = tab.key === location.pathname;
        if (!active && !visited.has(tab.key)) return null;
        const loc: Location = active ? location : { pathname: tab.key, search: tab.search, hash: '', state: null, key: `tab:${tab.key}` };
        return (
          <KeepAlivePane key={tab.key} tabKey={tab.key} active={active}>
            <Routes location={loc}>
              <Route path="*" element={<TabPage />} />
            </Routes>
          </KeepAlivePane>
        );
      })}
    </div>
  );
}
