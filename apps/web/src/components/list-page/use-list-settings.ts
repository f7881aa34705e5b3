import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../platform/auth/auth-store';
import { readJson, removeKey, writeJson } from '../../platform/storage';
import { fetchListSettings, saveListPrefs, type ColumnsState, type ListSettings } from './views-api';

const SAVE_DELAY_MS = 500;

/**
 * The staff's saved views and column settings of one list. The server is the truth; a copy in local
 * storage (`console.listSettings.<staffId>.<listId>`) paints the columns at once on the next load.
 * Column changes show immediately and reach the server after a short pause (resizing by keyboard
 * would otherwise send one request per step).
 */
export function useListSettings(listId: string) {
  const staffId = useAuthStore((s) => s.staff?.id ?? '');
  const cacheKey = `console.listSettings.${staffId}.${listId}`;
  const queryKey = ['console', 'views', listId, staffId];
  const qc = useQueryClient();
  const query = useQuery<ListSettings>({
    queryKey,
    queryFn: ({ signal }) => fetchListSettings(listId, signal),
    placeholderData: (): ListSettings | undefined => readJson<ListSettings | undefined>(cacheKey, undefined),
    staleTime: 30_000,
    retry: false,
  });

  const fresh = query.data && !query.isPlaceholderData ? query.data : undefined;
  useEffect(() => {
    if (fresh) writeJson(cacheKey, fresh);
  }, [fresh, cacheKey]);

  // Column settings of the former local-only store move to the server once.
  const legacyKey = `console.columns.${listId}`;
  useEffect(() => {
    if (!fresh || fresh.columns) return;
    const hidden = readJson<string[] | null>(legacyKey, null);
    if (!hidden) return;
    removeKey(legacyKey);
    void saveListPrefs(listId, { columns: { order: [], hidden, widths: {} } }).then((s) => qc.setQueryData(queryKey, s));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh, legacyKey, listId]);

  const set = useCallback(
    (next: ListSettings) => {
      qc.setQueryData(queryKey, next);
      writeJson(cacheKey, next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [qc, cacheKey, listId, staffId],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<ColumnsState | null | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const columns = pending.current;
    if (columns === undefined) return;
    pending.current = undefined;
    void saveListPrefs(listId, { columns }).catch(() => undefined);
  }, [listId]);
  useEffect(() => flush, [flush]);

  const current = (): ListSettings =>
    qc.getQueryData<ListSettings>(queryKey) ?? query.data ?? { listId, views: [], defaultViewId: null, columns: null };

  const setColumns = (columns: ColumnsState | null): void => {
    set({ ...current(), columns });
    pending.current = columns;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  };

  const setDefaultView = async (defaultViewId: string | null): Promise<void> => {
    set({ ...current(), defaultViewId });
    set(await saveListPrefs(listId, { defaultViewId }));
  };

  const refresh = () => qc.invalidateQueries({ queryKey });

  return { settings: query.data, loaded: Boolean(fresh), setColumns, setDefaultView, set, current, refresh };
}
