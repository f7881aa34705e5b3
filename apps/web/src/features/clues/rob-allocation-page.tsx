import { App, Button, Card, InputNumber, Popconfirm, Space, Switch, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configApi, type GrabRow } from './config-api';
import { TeacherPicker } from './teacher-picker';
import './i18n';

/** /robAllocation: the teachers allowed to grab clues from grab treasure, and how many a day. */
export function RobAllocationPage() {
  const { t: tr } = useTranslation('clues');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [teacherId, setTeacherId] = useState<string>();
  const [daily, setDaily] = useState<number>(10);
  const { data, isLoading } = useQuery({ queryKey: ['clues', 'grab'], queryFn: configApi.grabList });
  const save = async (item: Parameters<typeof configApi.grabSave>[0]) => {
    await configApi.grabSave(item);
    message.success(tr('act.done'));
    await qc.invalidateQueries({ queryKey: ['clues', 'grab'] });
  };
  return (
    <Card
      title={tr('rob.title')}
      extra={
        <Space wrap>
          <TeacherPicker value={teacherId} onChange={setTeacherId} />
          <InputNumber min={0} max={10000} precision={0} value={daily} onChange={(v) => setDaily(v ?? 0)} addonBefore={tr('rob.daily')} />
          <Button
            type="primary"
            disabled={!teacherId}
            onClick={() => void save({ teacherId, dailyLimit: daily }).then(() => setTeacherId(undefined))}
          >
            {tr('rob.add')}
          </Button>
        </Space>
      }
    >
      <Table<GrabRow>
        rowKey="id"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { key: 't', title: tr('rob.teacher'), dataIndex: 'teacher_name' },
          { key: 'p', title: tr('rob.phone'), dataIndex: 'phone' },
          {
            key: 'd',
            title: tr('rob.daily'),
            render: (_: unknown, r) => (
              <InputNumber
                min={0}
                max={10000}
                precision={0}
                defaultValue={r.daily_limit}
                onBlur={(e) => void save({ id: r.id, dailyLimit: Number(e.target.value) })}
              />
            ),
          },
          {
            key: 'e',
            title: tr('rob.enabled'),
            render: (_: unknown, r) => <Switch checked={r.enabled === 1} onChange={(on) => void save({ id: r.id, enabled: on ? 1 : 0 })} />,
          },
          {
            key: 'a',
            title: tr('col.actions'),
            render: (_: unknown, r) => (
              <Popconfirm title={tr('rob.removeConfirm')} onConfirm={() => save({ id: r.id, delete: 1 })}>
                <Button type="link" danger size="small">
                  {tr('rob.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
