import { App, Skeleton, Switch, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentKeys } from '../api/keys';
import { fetchNotifySwitch, NOTIFY_TYPES, type NotifySwitch } from '../api/notify-switch';
import { updateNotifySwitch } from '../api/update-notify-switch';
import { fmtTime } from './record-table';

/** Notification switch per type (never set = OFF); turning one off asks first. */
export function NotifyTab({ uid }: { uid: string }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: studentKeys.notify(uid),
    queryFn: ({ signal }) => Promise.all(NOTIFY_TYPES.map((type) => fetchNotifySwitch(uid, type, signal))),
  });
  const update = useMutation({
    mutationFn: (v: { type: string; status: 'ON' | 'OFF' }) => updateNotifySwitch(uid, v.type, v.status),
    onSuccess: () => {
      void message.success(tr('notify.saved'));
      void client.invalidateQueries({ queryKey: studentKeys.notify(uid) });
    },
  });
  const toggle = (row: NotifySwitch, on: boolean) => {
    if (on) return update.mutate({ type: row.type, status: 'ON' });
    modal.confirm({
      title: tr('notify.confirmOff'),
      okText: tr('common.ok'),
      cancelText: tr('common.cancel'),
      onOk: () => update.mutateAsync({ type: row.type, status: 'OFF' }),
    });
  };
  if (q.isLoading) return <Skeleton active />;
  return (
    <Table<NotifySwitch>
      data-testid="notify-table"
      size="small"
      rowKey="type"
      pagination={false}
      dataSource={q.data ?? []}
      columns={[
        { key: 'type', dataIndex: 'type', title: tr('notify.type'), render: (v: string) => <Tag>{v}</Tag> },
        {
          key: 'status',
          dataIndex: 'status',
          title: tr('notify.status'),
          render: (v: string, row) => (
            <Switch
              checked={v === 'ON'}
              checkedChildren={tr('notify.on')}
              unCheckedChildren={tr('notify.off')}
              loading={update.isPending && update.variables?.type === row.type}
              onChange={(on) => toggle(row, on)}
              data-testid={`notify-switch-${row.type}`}
              data-status={v}
            />
          ),
        },
        { key: 'utime', dataIndex: 'utime', title: tr('common.time'), render: fmtTime },
      ]}
    />
  );
}
