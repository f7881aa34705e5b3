import { Button, DatePicker, Form, Input, Modal, Popconfirm, Space, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page';
import { createStopBatch, deleteStopBatch, executeStopBatch, fetchStopBatches, type StopBatch } from './api';
import { day, text, time } from './format';
import './i18n';

/** "student id, class id" lines → batch items. */
const items = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.split(/[,，\t\s]+/).filter(Boolean))
    .filter((p) => p.length >= 2)
    .map(([studentId, teamId]) => ({ studentId, teamId }));

/** /suspendClasses: stop batches — create, page, execute once, delete while pending. */
export function SuspendClassesPage() {
  const { t: tr } = useTranslation('classes');
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ name: string; reason: string; period: [Dayjs, Dayjs]; items: string }>();
  const statuses = tr('stop.statuses', { returnObjects: true }) as string[];
  const refresh = () => void client.invalidateQueries({ queryKey: ['list'] });
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      void message.success(done);
      refresh();
    } catch {
      /* shown */
    }
  };
  const create = async () => {
    const v = await form.validateFields();
    await act(
      () =>
        createStopBatch({
          name: v.name.trim(),
          reason: v.reason.trim(),
          stopStart: v.period[0].startOf('day').valueOf(),
          stopEnd: v.period[1].endOf('day').valueOf(),
          items: items(v.items),
        }),
      tr('saved'),
    );
    setCreating(false);
    form.resetFields();
  };
  return (
    <>
      <ListPage<StopBatch>
        listId="classes-stop-batches"
        title={tr('stop.title')}
        rowKey={(r) => r.id}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="stop-create">
            {tr('stop.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'name', label: tr('stop.name'), maxLength: 60 },
          {
            kind: 'select',
            name: 'status',
            label: tr('stop.status'),
            options: statuses.slice(0, 2).map((label, i) => ({ value: String(i), label })),
          },
        ]}
        columns={[
          { key: 'name', title: tr('stop.name'), width: 160 },
          { key: 'reason', title: tr('move.reason'), width: 180 },
          {
            key: 'stop_start',
            title: tr('stop.period'),
            width: 210,
            render: (_: unknown, r) => `${day(r.stop_start)} ~ ${day(r.stop_end)}`,
          },
          { key: 'item_count', title: tr('stop.items'), width: 90 },
          {
            key: 'status',
            title: tr('stop.status'),
            width: 90,
            render: (v: number) => (
              <Tag color={v === 1 ? 'blue' : 'orange'} data-testid="stop-status">
                {statuses[v]}
              </Tag>
            ),
          },
          { key: 'staff_name', title: tr('log.operator'), width: 100, render: (v: string | null) => text(v) },
          { key: 'ctime', title: tr('log.time'), width: 160, render: (v: number) => time(v) },
          {
            key: 'actions',
            title: tr('student.actions'),
            width: 150,
            fixed: 'right',
            render: (_: unknown, r) =>
              r.status === 0 ? (
                <Space size={0}>
                  <Popconfirm
                    title={tr('stop.executeConfirm')}
                    onConfirm={() => act(() => executeStopBatch(r.id, r.version), tr('stop.executed'))}
                    okButtonProps={{ 'data-testid': 'stop-execute-ok' } as never}
                  >
                    <Button type="link" size="small" data-testid="stop-execute">
                      {tr('stop.execute')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm title={tr('stop.deleteConfirm')} onConfirm={() => act(() => deleteStopBatch(r.id, r.version), tr('saved'))}>
                    <Button type="link" size="small" danger>
                      {tr('delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
        fetch={(q, signal) =>
          fetchStopBatches(
            {
              page: q.page,
              size: Math.min(q.size, 200),
              ...(q.filters.status ? { status: Number(q.filters.status) } : {}),
              ...(q.filters.name ? { name: String(q.filters.name) } : {}),
            },
            signal,
          )
        }
      />
      <Modal
        open={creating}
        title={tr('stop.create')}
        onCancel={() => setCreating(false)}
        onOk={create}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'stop-create-ok' } as never}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={tr('stop.name')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input data-testid="stop-name" />
          </Form.Item>
          <Form.Item name="reason" label={tr('move.reason')} rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input data-testid="stop-reason" />
          </Form.Item>
          <Form.Item name="period" label={tr('stop.period')} rules={[{ required: true }]}>
            <DatePicker.RangePicker data-testid="stop-period" />
          </Form.Item>
          <Form.Item
            name="items"
            label={tr('stop.itemsHelp')}
            rules={[
              { required: true },
              {
                validator: (_, v: string) =>
                  items(v ?? '').length ? Promise.resolve() : Promise.reject(new Error(tr('stop.itemsRequired'))),
              },
            ]}
          >
            <Input.TextArea rows={5} data-testid="stop-items" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
