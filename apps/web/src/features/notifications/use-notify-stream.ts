import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../platform/http/client';
import { notifyKeys, notifyPrefix } from './api';
import type { Notification } from './types';

const MAX_BACKOFF_MS = 10_000;

/**
 * The live notification stream (Server-Sent Events). `notify` events refetch the badge count and refresh
 * the drawer; `unread` events carry the count. The browser's EventSource resends Last-Event-ID when it
 * reconnects by itself and the server replays what was missed; when the connection is closed for good
 * (e.g. the server restarted) a new one is opened with `lastEventId` in the query, and the counts are
 * refetched — so the badge catches up without a reload.
 */
export function useNotifyStream(staffId: string | undefined, token: string | null, onNotify?: (n: Notification) => void): void {
  const client = useQueryClient();
  const onNotifyRef = useRef(onNotify);
  useEffect(() => {
    onNotifyRef.current = onNotify;
  }, [onNotify]);

  useEffect(() => {
    if (!staffId || !token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId = '';
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let hadError = false;
    let stopped = false;

    const refresh = (): void => {
      void client.invalidateQueries({ queryKey: notifyKeys.all });
    };

    const connect = (): void => {
      const query: Record<string, string> = { access_token: token };
      if (lastEventId) query.lastEventId = lastEventId;
      source = new EventSource(apiUrl(`${notifyPrefix()}/stream`, query));
      source.addEventListener('open', () => {
        attempts = 0;
        if (hadError) refresh();
        hadError = false;
      });
      source.addEventListener('notify', (e) => {
        const ev = e as MessageEvent<string>;
        if (ev.lastEventId) lastEventId = ev.lastEventId;
        try {
          const n = JSON.parse(ev.data) as Notification;
          // Refetch rather than add one: a count request already in flight (e.g. after "mark read") may have
          // been answered before this notification existed and would otherwise overwrite the bump. The
          // invalidation cancels that request and asks again, after the notification was stored.
          void client.invalidateQueries({ queryKey: notifyKeys.unread(staffId) }, { cancelRefetch: true });
          void client.invalidateQueries({ queryKey: notifyKeys.drawer(staffId) });
          void client.invalidateQueries({ queryKey: ['list', 'notice-center'] });
          onNotifyRef.current?.(n);
        } catch {
          refresh();
        }
      });
      source.addEventListener('unread', (e) => {
        const ev = e as MessageEvent<string>;
        if (ev.lastEventId) lastEventId = ev.lastEventId;
        try {
          const { count } = JSON.parse(ev.data) as { count: number };
          if (typeof count === 'number') client.setQueryData<number>(notifyKeys.unread(staffId), count);
        } catch {
          /* ignore a malformed event */
        }
      });
      source.addEventListener('error', () => {
        hadError = true;
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          attempts += 1;
          const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(attempts, 5));
          retry = setTimeout(connect, delay);
        }
      });
    };

    // Back online or back to the tab: reconnect at once if the stream was given up.
    const wake = (): void => {
      if (stopped || document.visibilityState === 'hidden') return;
      if (source && source.readyState !== EventSource.CLOSED) return;
      if (retry) clearTimeout(retry);
      attempts = 0;
      connect();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);

    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      source?.close();
    };
  }, [client, staffId, token]);
}
