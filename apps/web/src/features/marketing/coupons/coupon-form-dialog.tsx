import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Switch, message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCouponName, createCoupon, updateCoupon, type Coupon, type CouponInput } from '../api';
import { errText, splitList } from '../format';

interface Values {
  name: string;
  type: number;
  rule: 'MONEYOFF' | 'DISCOUNT';
  amount?: number;
  thresholdAmount?: number;
  discount?: number;
  stack: boolean;
  enabled: boolean;
  validType: number;
  window?: [Dayjs, Dayjs];
  validDays?: number;
  totalNum?: number | null;
  perUserLimit?: number | null;
  description?: string;
  packageIds?: string;
  dutyIds?: string;
}

const initialOf = (c?: Coupon): Partial<Values> =>
  c
    ? {
        name: c.name,
        type: c.type,
        rule: c.rule,
        amount: c.amount,
        thresholdAmount: c.thresholdAmount,
        discount: c.discount ?? undefined,
        stack: c.stack === 1,
        enabled: c.status === 1,
        validType: c.validType,
        window: c.startDate && c.endDate ? [dayjs(c.startDate), dayjs(c.endDate)] : undefined,
        validDays: c.validDays ?? undefined,
        totalNum: c.totalNum,
        perUserLimit: c.perUserLimit,
        description: c.description ?? undefined,
        packageIds: c.packageIds.join(','),
        dutyIds: c.dutyIds.join(','),
      }
    : { type: 0, rule: 'MONEYOFF', stack: false, enabled: true, validType: 1, thresholdAmount: 0 };

/** Create or edit a coupon; the name is checked while typing (checkCouponName with the coupon's id). */
export function CouponFormDialog({ coupon, onClose }: { coupon?: Coupon; onClose: () => void }) {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const rule = Form.useWatch('rule', form) ?? coupon?.rule ?? 'MONEYOFF';
  const validType = Form.useWatch('validType', form) ?? coupon?.validType ?? 1;
  const types = tr('coupon.types', { returnObjects: true }) as string[];

  const save = useMutation({
    mutationFn: (input: CouponInput) => (coupon ? updateCoupon(coupon.id, coupon.version, input) : createCoupon(input)),
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
      name: v.name.trim(),
      type: v.type,
      rule: v.rule,
      status: v.enabled ? 1 : 0,
      amount: v.rule === 'MONEYOFF' ? (v.amount ?? 0) : 0,
      thresholdAmount: v.thresholdAmount ?? 0,
      discount: v.rule === 'DISCOUNT' ? v.discount : undefined,
      stack: v.stack ? 1 : 0,
      validType: v.validType,
      startDate: v.validType === 1 ? (v.window?.[0].valueOf() ?? null) : null,
      endDate: v.validType === 1 ? (v.window?.[1].valueOf() ?? null) : null,
      validDays: v.validType === 2 ? (v.validDays ?? null) : null,
      totalNum: v.totalNum ?? null,
      perUserLimit: v.perUserLimit ?? null,
      description: v.description?.trim() || null,
      packageIds: splitList(v.packageIds),
      dutyIds: splitList(v.dutyIds).map(Number),
    });
  };

  const nameFree = async (_: unknown, value: string) => {
    if (!value?.trim()) return;
    const free = await checkCouponName(value.trim(), coupon?.id).catch(() => true);
    if (!free) throw new Error(tr('coupon.nameTaken'));
  };

  return (
    <Modal
      open
      title={tr(coupon ? 'coupon.editTitle' : 'coupon.createTitle')}
      width={640}
      onCancel={() => !save.isPending && onClose()}
      onOk={() => void submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'coupon-save' }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="coupon-error" /> : null}
      <Form form={form} layout="vertical" initialValues={initialOf(coupon)}>
        <Form.Item
          name="name"
          label={tr('common.name')}
          validateDebounce={400}
          rules={[{ required: true, whitespace: true, message: tr('coupon.nameRequired') }, { max: 50 }, { validator: nameFree }]}
        >
          <Input maxLength={50} data-testid="coupon-name" />
        </Form.Item>
        <Form.Item name="type" label={tr('coupon.type')}>
          <Select options={types.map((label, value) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="rule" label={tr('coupon.rule')}>
          <Radio.Group
            options={[
              { value: 'MONEYOFF', label: tr('coupon.moneyoff') },
              { value: 'DISCOUNT', label: tr('coupon.discountRule') },
            ]}
          />
        </Form.Item>
        {rule === 'MONEYOFF' ? (
          <Form.Item name="amount" label={tr('coupon.amount')} rules={[{ required: true, message: tr('coupon.amountRequired') }]}>
            <InputNumber min={0.01} max={1000000} precision={2} style={{ width: 200 }} data-testid="coupon-amount" />
          </Form.Item>
        ) : (
          <Form.Item name="discount" label={tr('coupon.discount')} rules={[{ required: true, message: tr('coupon.discountRequired') }]}>
            <InputNumber min={0.1} max={10} step={0.5} precision={2} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="thresholdAmount" label={tr('coupon.threshold')}>
          <InputNumber min={0} max={1000000} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="validType" label={tr('coupon.validType')}>
          <Radio.Group
            options={[
              { value: 1, label: tr('coupon.fixedWindow') },
              { value: 2, label: tr('coupon.daysAfter') },
            ]}
          />
        </Form.Item>
        {validType === 1 ? (
          <Form.Item name="window" label={tr('coupon.window')} rules={[{ required: true, message: tr('coupon.windowRequired') }]}>
            <DatePicker.RangePicker showTime data-testid="coupon-window" />
          </Form.Item>
        ) : (
          <Form.Item name="validDays" label={tr('coupon.validDays')} rules={[{ required: true, message: tr('coupon.daysRequired') }]}>
            <InputNumber min={1} max={3650} precision={0} data-testid="coupon-days" />
          </Form.Item>
        )}
        <Form.Item name="totalNum" label={tr('coupon.totalNum')} extra={tr('coupon.unlimited')}>
          <InputNumber min={0} max={100000000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="perUserLimit" label={tr('coupon.perUserLimit')}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="packageIds" label={tr('coupon.packageIds')} extra={tr('coupon.idsHelp')} rules={[{ pattern: /^[\d,，\s]*$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="dutyIds" label={tr('coupon.dutyIds')} extra={tr('coupon.idsHelp')} rules={[{ pattern: /^[\d,，\s]*$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="stack" label={tr('coupon.stack')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={tr('common.status')} valuePropName="checked">
          <Switch checkedChildren={tr('common.enabled')} unCheckedChildren={tr('common.disabled')} />
        </Form.Item>
        <Form.Item name="description" label={tr('coupon.description')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
