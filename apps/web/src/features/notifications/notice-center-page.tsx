import { Button, Space, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPage, type ListColumn } from '../../components/list-page';
import { fetchNotifications, markNotificationsRead, notifyKeys } from './api';
import { isUnread, jumpTarget, type JumpRoutes } from './jump';
import type { Notification } from './types';

/** The notice center (noticeHome): every notification of the staff, paged, by type. */
export function NoticeCenterPage({ staffId, routes }: { staffId: string; routes: JumpRoutes }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: string) => markNotificationsRead(staffId, [id]),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: notifyKeys.all });
      void client.invalidateQueries({ queryKey: ['list', 'notice-center'] });
    },
  });

  const columns: ListColumn<Notification>[] = [
    { key: 'title', title: t('notify.colTitle'), width: 260 },
    { key: 'typeName', title: t('notify.colType'), width: 120 },
    { key: 'briefIntroduction', title: t('notify.colBrief'), ellipsis: true },
    { key: 'notifyTime', title: t('notify.colTime'), width: 170, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'isRead',
      title: t('notify.colState'),
      width: 100,
      render: (_v, row) => (isUnread(row) ? <Tag color="blue">{t('notify.unread')}</Tag> : <Tag>{t('notify.read')}</Tag>),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 180,
      render: (_v, row) => (
        <Space size={0}>
          {isUnread(row) ? (
            <Button type="link" size="small" onClick={() => markRead.mutate(row.id)}>
              {t('notify.markRead')}
            </Button>
          ) : null}
          <Button type="link" size="small" onClick={() => navigate(jumpTarget(row, routes))}>
            {t('notify.detail')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Notification>
      listId="notice-center"
      title={t('notify.center')}
      rowKey={(r) => r.id}
      columns={columns}
      filters={[
        {
          kind: 'text',
          name: 'typeId',
          label: t('notify.colTypeId'),
          placeholder: t('notify.typeIdPlaceholder'),
          maxLength: 4,
          width: 140,
        },
      ]}
      fetch={(q, signal) => {
        const typeId = typeof q.filters.typeId === 'string' && /^\d+$/.test(q.filters.typeId) ? Number(q.filters.typeId) : undefined;
        return fetchNotifications(staffId, q.page, typeId, q.size, signal);
      }}
      expandedRowRender={(row) => <div style={{ whiteSpace: 'pre-wrap' }}>{row.content || row.briefIntroduction}</div>}
      emptyText={t('notify.empty')}
    />
  );
}
