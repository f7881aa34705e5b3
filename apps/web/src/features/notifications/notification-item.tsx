import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isUnread } from './jump';
import type { Notification } from './types';

interface Props {
  item: Notification;
  onMarkRead: (id: string) => void;
  onOpen: (item: Notification) => void;
  marking: boolean;
}

/** One notification in the drawer: expand for the content, mark read, open its target. */
export function NotificationItem({ item, onMarkRead, onOpen, marking }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const unread = isUnread(item);
  return (
    <div className={`notify-item${unread ? ' notify-item-unread' : ''}`} data-testid="notify-item" data-id={item.id}>
      <div className="notify-item-head">
        {unread ? <span className="notify-dot" aria-label={t('notify.unread')} /> : null}
        <Typography.Text strong={unread} ellipsis style={{ flex: 1 }}>
          {item.title}
        </Typography.Text>
        {item.typeName ? <Tag>{item.typeName}</Tag> : null}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dayjs(item.notifyTime).format('YYYY-MM-DD HH:mm')}
      </Typography.Text>
      {item.briefIntroduction && !expanded ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0' }}>
          {item.briefIntroduction}
        </Typography.Paragraph>
      ) : null}
      {expanded ? <div className="notify-content">{item.content || item.briefIntroduction}</div> : null}
      <Space size={0} className="notify-actions">
        <Button type="link" size="small" onClick={() => setExpanded((x) => !x)}>
          {expanded ? t('notify.collapse') : t('notify.expand')}
        </Button>
        {unread ? (
          <Button type="link" size="small" loading={marking} onClick={() => onMarkRead(item.id)} data-testid="notify-mark-read">
            {t('notify.markRead')}
          </Button>
        ) : null}
        <Button type="link" size="small" onClick={() => onOpen(item)}>
          {t('notify.detail')}
        </Button>
      </Space>
    </div>
  );
}
