import { Alert, App, Button, Drawer, Form, Input, InputNumber, Modal, Select, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { dictionaryOptions } from '@console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../platform/i18n/i18n';
import {
  createStrategy,
  fetchStrategies,
  setStrategyStatus,
  updateStrategy,
  type Strategy,
  type StrategyInput,
} from '../api/express-config';
import { text, time } from '../format';

const KEY = ['trading', 'strategies'] as const;

/** Delivery strategies of the subject: list by product type and status, create, edit, pause / resume (confirmed). */
export function DeliveryStrategies({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [productType, setProductType] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<Strategy | 'new' | null>(null);
  const types = dictionaryOptions('expressProductType', currentLang()).map((o) => ({ value: Number(o.value), label: o.label }));
  const q = useQuery({
    queryKey: [...KEY, productType, status],
    queryFn: ({ signal }) => fetchStrategies(productType, status, signal),
    enabled: open,
  });
  const toggle = (s: Strategy) =>
    modal.confirm({
      title: tr(s.status === 0 ? 'strategy.pauseTitle' : 'strategy.resumeTitle'),
      content: tr(s.status === 0 ? 'strategy.pauseConfirm' : 'strategy.resumeConfirm', { name: s.name }),
      okText: tr(s.status === 0 ? 'strategy.pause' : 'strategy.resume'),
      cancelText: tr('refund.cancel'),
      okButtonProps: { danger: s.status === 0, 'data-testid': 'strategy-toggle-ok' },
      onOk: async () => {
        await setStrategyStatus(s.id, s.status === 0 ? 1 : 0);
        void message.success(tr('strategy.saved'));
        await client.invalidateQueries({ queryKey: KEY });
      },
    });

  return (
    <Drawer title={tr('strategy.title')} open={open} onClose={onClose} size="large" destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder={tr('express.productType')}
          options={types}
          value={productType}
          onChange={setProductType}
          style={{ width: 180 }}
        />
        <Select
          allowClear
          placeholder={tr('strategy.status')}
          options={[
            { value: 0, label: tr('strategy.enabled') },
            { value: 1, label: tr('strategy.paused') },
          ]}
          value={status}
          onChange={setStatus}
          style={{ width: 140 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="strategy-create">
          {tr('strategy.create')}
        </Button>
      </Space>
      <Table<Strategy>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        pagination={false}
        dataSource={q.data ?? []}
        data-testid="strategy-list"
        columns={[
          { key: 'productTypeText', dataIndex: 'productTypeText', title: tr('express.productType'), width: 120 },
          { key: 'name', dataIndex: 'name', title: tr('strategy.name') },
          {
            key: 'warehouseName',
            dataIndex: 'warehouseName',
            title: tr('strategy.warehouse'),
            width: 90,
            render: (v: string | null) => text(v),
          },
          {
            key: 'expressCompany',
            dataIndex: 'expressCompany',
            title: tr('express.company'),
            width: 90,
            render: (v: string | null) => text(v),
          },
          { key: 'delayDays', dataIndex: 'delayDays', title: tr('strategy.delayDays'), width: 80 },
          { key: 'utime', dataIndex: 'utime', title: tr('strategy.utime'), width: 160, render: (v: number | null) => time(v) },
          {
            key: 'status',
            title: tr('strategy.status'),
            width: 80,
            render: (_: unknown, s) => (
              <Switch size="small" checked={s.status === 0} onClick={() => toggle(s)} data-testid="strategy-toggle" />
            ),
          },
          {
            key: 'edit',
            title: '',
            width: 60,
            render: (_: unknown, s) => (
              <Button type="link" size="small" onClick={() => setEditing(s)} data-testid="strategy-edit">
                {tr('contractForm.modify')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <StrategyDialog strategy={editing === 'new' ? undefined : editing} types={types} onClose={() => setEditing(null)} />
      ) : null}
    </Drawer>
  );
}

function StrategyDialog({
  strategy,
  types,
  onClose,
}: {
  strategy?: Strategy;
  types: Array<{ value: number; label: string }>;
  onClose: () => void;
}) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<StrategyInput>();
  const save = useMutation({
    mutationFn: (v: StrategyInput) => (strategy ? updateStrategy(strategy.id, v) : createStrategy(v)),
    onSuccess: async () => {
      void message.success(tr('strategy.saved'));
      await client.invalidateQueries({ queryKey: KEY });
      onClose();
    },
  });
  const trimmed = (v: StrategyInput): StrategyInput => ({
    ...v,
    name: v.name.trim(),
    warehouseName: v.warehouseName?.trim() || undefined,
    expressCompany: v.expressCompany?.trim() || undefined,
  });
  return (
    <Modal
      open
      title={tr(strategy ? 'strategy.editTitle' : 'strategy.create')}
      onCancel={() => !save.isPending && onClose()}
      onOk={() => void form.validateFields().then((v) => save.mutate(trimmed(v)))}
      okText={tr('contractForm.save')}
      cancelText={tr('refund.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'strategy-save' }}
      forceRender
    >
      {save.error ? <Alert type="error" showIcon message={save.error.message} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          strategy
            ? { ...strategy, warehouseName: strategy.warehouseName ?? undefined, expressCompany: strategy.expressCompany ?? undefined }
            : { status: 0, delayDays: 0 }
        }
      >
        <Form.Item
          name="productType"
          label={tr('express.productType')}
          rules={[{ required: true, message: tr('strategy.productTypeRequired') }]}
        >
          <Select options={types} data-testid="strategy-type" />
        </Form.Item>
        <Form.Item
          name="name"
          label={tr('strategy.name')}
          rules={[{ required: true, whitespace: true, message: tr('strategy.nameRequired') }]}
        >
          <Input maxLength={50} data-testid="strategy-name" />
        </Form.Item>
        <Space size={12} style={{ display: 'flex' }}>
          <Form.Item name="warehouseName" label={tr('strategy.warehouse')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="expressCompany" label={tr('express.company')}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="delayDays" label={tr('strategy.delayDays')}>
            <InputNumber<number> min={0} max={365} precision={0} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
