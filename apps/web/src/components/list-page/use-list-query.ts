import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseListQuery, serializeListQuery, type ListQueryDefaults, type ListQueryState } from './list-query';

/**
 * The list state of the page's own location (inside a workspace tab, the tab's location), and a setter
 * that writes it back into the hash route's query.
 */
export function useListQuery(defaults: ListQueryDefaults): [ListQueryState, (next: ListQueryState) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const defaultsKey = JSON.stringify(defaults);
  const state = useMemo(
    () => parseListQuery(location.search, defaults),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.search, defaultsKey],
  );
  const set = useCallback(
    (next: ListQueryState) => {
      const search = serializeListQuery(next, defaults, location.search);
      if (search === location.search || (search === '' && location.search === '?')) return;
      navigate({ pathname: location.pathname, search }, { replace: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.pathname, location.search, navigate, defaultsKey],
  );
  return [state, set];
}
