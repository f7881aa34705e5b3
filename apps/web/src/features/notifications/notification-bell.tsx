import { lazy, Suspense, useCallback, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Button, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUnreadCount, notifyKeys } from './api';
import type { JumpRoutes } from './jump';
import type { Notification } from './types';
import { useNotifyStream } from './use-notify-stream';

const NotificationDrawer = lazy(() => import('./notification-drawer').then((m) => ({ default: m.NotificationDrawer })));

interface Props {
  staffId: string;
  token: string | null;
  routes: JumpRoutes;
  onNavigate: (route: string) => void;
}

/** The bell in the top bar: unread badge kept live by the event stream; opens the drawer. */
export function NotificationBell({ staffId, token, routes, onNavigate }: Props) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const unread = useQuery({
    queryKey: notifyKeys.unread(staffId),
    queryFn: ({ signal }) => fetchUnreadCount(staffId, signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const count = typeof unread.data === 'number' ? unread.data : 0;

  const onNotify = useCallback(
    (n: Notification) => {
      notification.info({ message: t('notify.arrived'), description: n.title, placement: 'bottomRight', duration: 4 });
    },
    [notification, t],
  );
  useNotifyStream(staffId, token, onNotify);

  return (
    <>
      <Tooltip title={t('notify.title')}>
        <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={t('notify.title')}
            data-testid="notify-bell"
            data-unread={count}
            onClick={() => {
              setEverOpened(true);
              setOpen(true);
            }}
          />
        </Badge>
      </Tooltip>
      {everOpened ? (
        <Suspense fallback={null}>
          <NotificationDrawer
            open={open}
            onClose={() => setOpen(false)}
            staffId={staffId}
            unread={count}
            routes={routes}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : null}
    </>
  );
}
