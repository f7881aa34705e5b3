import { Alert, Form, Input, InputNumber, Modal, Select, TreeSelect, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createChannel, fetchClasses, updateChannel, type ChannelRow } from './api';
import { classTree } from './class-tree';

type Values = {
  channelClassId: string;
  channelOuterName: string;
  channelInnerName?: string;
  channelLink?: string;
  channelLevel?: string;
  channelSort?: number;
  status: number;
  remarks?: string;
};

/** Create (channel null) or edit a channel; a landing page gives it a short link and a QR code. */
export function ChannelFormDialog({ channel, onClose }: { channel: ChannelRow | null; onClose: () => void }) {
  const { t: tr } = useTranslation('channels');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const classes = useQuery({ queryKey: ['channels', 'classes'], queryFn: fetchClasses });
  const save = useMutation({
    mutationFn: (v: Values) => (channel ? updateChannel({ ...v, id: channel.id, version: channel.version }) : createChannel(v)),
    onSuccess: () => {
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: ['channels'] });
      onClose();
    },
    onError: (e: Error) => setError(e.message),
  });
  const initial: Partial<Values> = channel
    ? {
        channelClassId: channel.channel_class_id ?? undefined,
        channelOuterName: channel.channel_outer_name,
        channelInnerName: channel.channel_inner_name ?? undefined,
        channelLink: channel.channel_link ?? undefined,
        channelLevel: channel.channel_level ?? undefined,
        channelSort: channel.channel_sort,
        status: channel.status,
        remarks: channel.remarks ?? undefined,
      }
    : { status: 0, channelSort: 0 };
  return (
    <Modal
      open
      title={channel ? tr('channel.editTitle') : tr('channel.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: save.isPending, 'data-testid': 'channel-save' }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
      >
        <Form.Item name="channelClassId" label={tr('channel.cls')} rules={[{ required: true, message: tr('common.required') }]}>
          <TreeSelect treeData={classTree(classes.data ?? [])} treeDefaultExpandAll data-testid="channel-class" />
        </Form.Item>
        <Form.Item
          name="channelOuterName"
          label={tr('channel.outerName')}
          rules={[{ required: true, whitespace: true, max: 100, message: tr('common.required') }]}
        >
          <Input maxLength={100} data-testid="channel-name" />
        </Form.Item>
        <Form.Item name="channelInnerName" label={tr('channel.innerName')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="channelLink"
          label={tr('channel.link')}
          rules={[
            { type: 'url', message: tr('channel.linkHint') },
            { pattern: /^https?:\/\//, message: tr('channel.linkHint') },
          ]}
        >
          <Input maxLength={1000} placeholder="https://" data-testid="channel-link" />
        </Form.Item>
        <Form.Item name="channelLevel" label={tr('channel.level')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="channelSort" label={tr('channel.sort')}>
          <InputNumber min={0} max={1000000} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={tr('channel.status')}>
          <Select
            options={[
              { value: 0, label: tr('channel.enabled') },
              { value: 1, label: tr('channel.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item name="remarks" label={tr('channel.remarks')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
