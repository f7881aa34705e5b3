import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../components/list-page';
import { fetchTargets, targetApi, type TargetRow } from './api';
import { TargetDetailDrawer } from './target-detail-drawer';
import './i18n';

/** Renewal targets: list (newest first), create, put in force / close / reopen, the detail drawer. */
export function TargetsPanel() {
  const { t: tr } = useTranslation('renewal');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<TargetRow | null>(null);
  const [form] = Form.useForm<{ targetName: string; month: Dayjs; totalOrderQuantity: number; totalAmount: number }>();
  const refresh = () => qc.invalidateQueries({ queryKey: ['list'] });
  const setStatus = async (r: TargetRow, status: number) => {
    await targetApi.status(r.id, status);
    message.success(tr('done'));
    await refresh();
  };
  const create = async () => {
    const v = await form.validateFields();
    await targetApi.create({
      targetName: v.targetName.trim(),
      yearMonth: v.month.format('YYYY-MM'),
      totalOrderQuantity: v.totalOrderQuantity,
      totalAmount: v.totalAmount,
    });
    message.success(tr('done'));
    setCreating(false);
    await refresh();
  };
  const columns: ListColumn<TargetRow>[] = [
    {
      key: 'target_name',
      title: tr('target.name'),
      width: 200,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r)} data-testid="target-open">
          {v}
        </Button>
      ),
    },
    { key: 'year_month', title: tr('target.month'), width: 100 },
    { key: 'total_order_quantity', title: tr('target.quantity'), width: 100 },
    { key: 'total_amount', title: tr('target.amount'), width: 120, render: (v: number) => Number(v).toFixed(2) },
    {
      key: 'status',
      title: tr('target.status'),
      width: 100,
      render: (_: unknown, r) => <span data-testid="target-status">{r.status_text}</span>,
    },
    { key: 'ctime', title: tr('target.ctime'), width: 160, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: tr('actions'),
      width: 200,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(r)}>
            {tr('target.detail')}
          </Button>
          {r.status === 0 ? (
            <Button type="link" size="small" onClick={() => void setStatus(r, 1)}>
              {tr('target.enable')}
            </Button>
          ) : null}
          {r.status === 1 ? (
            <Button type="link" size="small" danger onClick={() => void setStatus(r, 2)}>
              {tr('target.close')}
            </Button>
          ) : null}
          {r.status === 2 ? (
            <Button type="link" size="small" onClick={() => void setStatus(r, 1)}>
              {tr('target.reopen')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<TargetRow>
        listId="renewal-targets"
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1000}
        toolbar={
          <Button type="primary" onClick={() => (form.resetFields(), setCreating(true))} data-testid="target-create">
            {tr('target.create')}
          </Button>
        }
        fetch={(q, signal) => fetchTargets(q.page, q.size, signal)}
      />
      <Modal open={creating} title={tr('target.create')} onCancel={() => setCreating(false)} onOk={() => void create()} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ month: dayjs(), totalOrderQuantity: 0, totalAmount: 0 }}>
          <Form.Item name="targetName" label={tr('target.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
            <Input maxLength={100} data-testid="target-name" />
          </Form.Item>
          <Form.Item name="month" label={tr('target.month')} rules={[{ required: true }]}>
            <DatePicker picker="month" />
          </Form.Item>
          <Form.Item name="totalOrderQuantity" label={tr('target.quantity')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="totalAmount" label={tr('target.amount')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={2} />
          </Form.Item>
        </Form>
      </Modal>
      <TargetDetailDrawer target={open} onClose={() => setOpen(null)} />
    </>
  );
}
