import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_KEYS } from './list-query';

const TAB = PAGE_KEYS[0];

/** The tab named by a query (`?tab=…`), or the fallback when it names none of `keys`. */
export function tabOf(search: string, keys: readonly string[], fallback: string): string {
  const v = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(TAB);
  return v && keys.includes(v) ? v : fallback;
}

/**
 * The active tab of a tabbed page kept in its hash query (`#/channelManagement?tab=stats`; the first tab
 * is left out), so a reload, a deep link and back/forward show the same tab. Choosing a tab starts its
 * query afresh: the filters in the query belonged to the previous tab's list. Lists inside the tab keep
 * `tab` when they write their own filters (PAGE_KEYS).
 */
export function useUrlTab(keys: readonly string[], fallback = keys[0]): [string, (key: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabOf(location.search, keys, fallback);
  const choose = useCallback(
    (key: string) => {
      if (key === tabOf(location.search, keys, fallback)) return;
      navigate({ pathname: location.pathname, search: key === fallback ? '' : `?${TAB}=${encodeURIComponent(key)}` });
    },
    [keys, fallback, location.pathname, location.search, navigate],
  );
  return [active, choose];
}
