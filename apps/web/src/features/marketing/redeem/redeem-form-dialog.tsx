import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newKey, saveRedeemConfig, type RedeemConfig, type RedeemConfigInput } from '../api';
import { errText } from '../format';

interface Values {
  title: string;
  num: number;
  packageId?: string;
  expireType: number;
  expire?: number;
  window?: [Dayjs | null, Dayjs | null];
  remark?: string;
}

/** Create (or edit: num only grows) a redeem-code configuration; saving queues the generation job. */
export function RedeemFormDialog({ config, onClose }: { config?: RedeemConfig; onClose: () => void }) {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const expireType = Form.useWatch('expireType', form) ?? config?.expire_type ?? 1;
  const save = useMutation({
    mutationFn: (input: RedeemConfigInput) => {
      key.current ??= newKey();
      return saveRedeemConfig(key.current, input);
    },
    onSuccess: () => {
      void message.success(tr('redeem.queued'));
      void client.invalidateQueries({ queryKey: ['list'] });
      onClose();
    },
    onError: (e) => {
      key.current = null;
      setError(errText(e));
    },
  });
  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    save.mutate({
      id: config?.id,
      version: config?.version,
      title: v.title.trim(),
      num: v.num,
      packageId: v.packageId?.trim() || undefined,
      expireType: v.expireType,
      expire: v.expireType === 2 ? v.expire : undefined,
      startDate: v.window?.[0]?.valueOf(),
      endDate: v.window?.[1]?.valueOf(),
      remark: v.remark?.trim() || undefined,
    });
  };
  const initial: Partial<Values> = config
    ? {
        title: config.title,
        num: config.num,
        packageId: config.package_id ?? undefined,
        expireType: config.expire_type,
        expire: config.expire ?? undefined,
        window: [config.start_date ? dayjs(config.start_date) : null, config.end_date ? dayjs(config.end_date) : null],
        remark: config.remark ?? undefined,
      }
    : { expireType: 1, num: 100 };
  return (
    <Modal
      open
      title={tr(config ? 'redeem.editTitle' : 'redeem.createTitle')}
      onCancel={() => !save.isPending && onClose()}
      onOk={() => void submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'redeem-save' }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="title"
          label={tr('redeem.configTitle')}
          rules={[{ required: true, whitespace: true, message: tr('redeem.titleRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="redeem-title" />
        </Form.Item>
        <Form.Item
          name="num"
          label={tr('redeem.num')}
          rules={[{ required: true, type: 'number', min: config?.num ?? 1, max: 1000000, message: tr('redeem.numRequired') }]}
        >
          <InputNumber min={config?.num ?? 1} max={1000000} precision={0} style={{ width: 200 }} data-testid="redeem-num" />
        </Form.Item>
        <Form.Item name="packageId" label={tr('redeem.packageId')} rules={[{ pattern: /^\d{1,18}$/ }]}>
          <Input maxLength={18} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="expireType" label={tr('redeem.expireType')}>
          <Radio.Group
            options={[
              { value: 1, label: tr('redeem.fixedEnd') },
              { value: 2, label: tr('redeem.daysAfter') },
            ]}
          />
        </Form.Item>
        {expireType === 2 ? (
          <Form.Item name="expire" label={tr('redeem.expireDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={3650} precision={0} data-testid="redeem-expire" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="window"
          label={`${tr('common.startDate')} ~ ${tr('common.endDate')}`}
          rules={
            expireType === 1
              ? [
                  {
                    required: true,
                    validator: async (_, v) => {
                      if (!v?.[1]) throw new Error(tr('common.endDate'));
                    },
                  },
                ]
              : []
          }
        >
          <DatePicker.RangePicker showTime allowEmpty={[true, false]} data-testid="redeem-window" />
        </Form.Item>
        <Form.Item name="remark" label={tr('common.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
