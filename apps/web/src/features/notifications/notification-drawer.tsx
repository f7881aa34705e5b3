import { useEffect, useMemo, useRef, type UIEvent } from 'react';
import { App, Button, Drawer, Empty, Spin } from 'antd';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showErrorOnce } from '../../platform/feedback/toast';
import { fetchNotifications, markAllNotificationsRead, markNotificationsRead, notifyKeys } from './api';
import { jumpTarget, type JumpRoutes } from './jump';
import { NotificationItem } from './notification-item';
import { NOTIFY_PAGE_SIZE, SCROLL_DEBOUNCE_MS, type Notification } from './types';

export interface NotificationDrawerProps {
  open: boolean;
  onClose: () => void;
  staffId: string;
  unread: number;
  routes: JumpRoutes;
  onNavigate: (route: string) => void;
}

/**
 * The notification drawer (spec 00 §2): 20 per page, the next page loads when scrolled near the end
 * (debounced 100 ms), expand, mark read, mark all read after confirmation, link to the notice center.
 */
export function NotificationDrawer({ open, onClose, staffId, unread, routes, onNavigate }: NotificationDrawerProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: notifyKeys.drawer(staffId),
    queryFn: ({ pageParam, signal }) =>
      fetchNotifications(staffId, pageParam, undefined, NOTIFY_PAGE_SIZE, signal).catch((e: unknown) => {
        showErrorOnce(t('notify.loadFailed'));
        throw e;
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < (last.totalPages ?? 0) ? all.length + 1 : undefined),
    enabled: open,
  });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.content) ?? [], [list.data]);

  const refresh = (): void => {
    void client.invalidateQueries({ queryKey: notifyKeys.all });
    void client.invalidateQueries({ queryKey: ['list', 'notice-center'] });
  };
  const markOne = useMutation({ mutationFn: (id: string) => markNotificationsRead(staffId, [id]), onSuccess: refresh });
  const markAll = useMutation({ mutationFn: () => markAllNotificationsRead(staffId), onSuccess: refresh });

  const confirmAll = (): void => {
    if (unread <= 0) {
      void message.info(t('notify.noneUnread'));
      return;
    }
    modal.confirm({
      title: t('notify.markAllTitle'),
      content: t('notify.markAllConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => markAll.mutateAsync(),
    });
  };

  // Lazy loading: near the bottom, fetch the next page; scroll events are debounced by 100 ms.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onScroll = (e: UIEvent<HTMLDivElement>): void => {
    const el = e.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 40 && list.hasNextPage && !list.isFetchingNextPage) {
        void list.fetchNextPage();
      }
    }, SCROLL_DEBOUNCE_MS);
  };

  const go = (route: string): void => {
    onClose();
    onNavigate(route);
  };
  const openItem = (n: Notification): void => {
    if (!n.isRead) markOne.mutate(n.id);
    go(jumpTarget(n, routes));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('notify.title')}
      size={400}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' } }}
      extra={
        <Button size="small" onClick={confirmAll} loading={markAll.isPending} data-testid="notify-mark-all">
          {t('notify.markAll')}
        </Button>
      }
      footer={
        <Button type="link" block onClick={() => go(routes.noticeHome)} data-testid="notice-center-link">
          {t('notify.center')}
        </Button>
      }
      data-testid="notify-drawer"
    >
      <div className="notify-scroll" onScroll={onScroll} data-testid="notify-scroll">
        {list.isLoading ? (
          <div className="notify-loading">
            <Spin />
          </div>
        ) : items.length === 0 ? (
          <Empty description={<span data-testid="notify-empty">{t('notify.empty')}</span>} style={{ marginTop: 64 }} />
        ) : (
          items.map((n) => (
            <NotificationItem
              key={n.id}
              item={n}
              marking={markOne.isPending && markOne.variables === n.id}
              onMarkRead={(id) => markOne.mutate(id)}
              onOpen={openItem}
            />
          ))
        )}
        {list.isFetchingNextPage ? (
          <div className="notify-loading">
            <Spin size="small" />
          </div>
        ) : null}
        {!list.hasNextPage && items.length > 0 ? <div className="notify-end">{t('notify.noMore')}</div> : null}
      </div>
    </Drawer>
  );
}
