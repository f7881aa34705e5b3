import { Alert, DatePicker, Form, Input, Modal, Switch, message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savePromotion, type Promotion } from '../api-activities';
import { errText, splitList } from '../format';

interface Values {
  name: string;
  window: [Dayjs, Dayjs];
  packageIds?: string;
  channelIds?: string;
  gifts?: string;
  description?: string;
  on: boolean;
}

/** Create or edit a marketing activity (time window, packages, channels, gifts, status). */
export function ActivityFormDialog({ activity, onClose }: { activity?: Promotion; onClose: () => void }) {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: savePromotion,
    onSuccess: () => {
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['list'] });
      onClose();
    },
    onError: (e) => setError(errText(e)),
  });
  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    save.mutate({
      id: activity?.id,
      version: activity?.version,
      name: v.name.trim(),
      startDate: v.window[0].valueOf(),
      endDate: v.window[1].valueOf(),
      packageIds: splitList(v.packageIds),
      channelIds: splitList(v.channelIds),
      gifts: v.gifts?.trim() || null,
      description: v.description?.trim() || null,
      status: v.on ? 1 : 0,
    });
  };
  const initial: Partial<Values> = activity
    ? {
        name: activity.name,
        window: [dayjs(activity.startDate), dayjs(activity.endDate)],
        packageIds: activity.packageIds.join(','),
        channelIds: activity.channelIds.join(','),
        gifts: activity.gifts ?? undefined,
        description: activity.description ?? undefined,
        on: activity.status === 1,
      }
    : { on: true };
  const ids = [{ pattern: /^[\d,，\s]*$/ }];
  return (
    <Modal
      open
      title={tr(activity ? 'activity.editTitle' : 'activity.createTitle')}
      onCancel={() => !save.isPending && onClose()}
      onOk={() => void submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'activity-save' }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="name"
          label={tr('activity.name')}
          rules={[{ required: true, whitespace: true, message: tr('activity.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="activity-name" />
        </Form.Item>
        <Form.Item name="window" label={tr('activity.window')} rules={[{ required: true, message: tr('activity.windowRequired') }]}>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Form.Item name="packageIds" label={tr('activity.packages')} extra={tr('activity.idsHelp')} rules={ids}>
          <Input />
        </Form.Item>
        <Form.Item name="channelIds" label={tr('activity.channels')} extra={tr('activity.idsHelp')} rules={ids}>
          <Input />
        </Form.Item>
        <Form.Item name="gifts" label={tr('activity.gifts')}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="description" label={tr('activity.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="on" label={tr('common.status')} valuePropName="checked">
          <Switch checkedChildren={tr('common.enable')} unCheckedChildren={tr('common.disable')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
