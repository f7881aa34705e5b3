import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import type { Address } from '../api/addresses';
import type { AddressInput } from '../api/address-book';

export interface AddressFormValues extends AddressInput {
  isDefault?: boolean;
}

const MOBILE = /^1\d{10}$/;

/** Create or edit one address (editing asks for the phone again: it is only ever read masked). */
export function AddressForm(props: {
  open: boolean;
  editing: Address | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (v: AddressFormValues) => void;
}) {
  const { t: tr } = useTranslation('students');
  const [form] = Form.useForm<AddressFormValues>();
  const [dirty, setDirty] = useState(false);
  const { confirmLeave } = useUnsavedChanges(props.open && dirty);
  const e = props.editing;
  const initial: Partial<AddressFormValues> = e
    ? {
        receiptName: e.receiptName ?? e.receipt_name ?? '',
        province: e.province ?? undefined,
        city: e.city ?? undefined,
        area: e.area ?? undefined,
        street: e.street ?? undefined,
        addressDetail: e.addressDetail ?? e.address_detail ?? '',
      }
    : { isDefault: false };
  // Each opening starts from the address being edited (or empty), even while the last one is still closing.
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, e?.id]);
  const text = (name: keyof AddressInput, max: number, required = false, extra: object = {}) => (
    <Form.Item
      name={name}
      label={tr(`addr.${name}`)}
      rules={required ? [{ required: true, whitespace: true, message: tr('addr.required', { f: tr(`addr.${name}`) }) }] : []}
      {...extra}
    >
      <Input maxLength={max} data-testid={`addr-${name}`} />
    </Form.Item>
  );
  return (
    <Modal
      open={props.open}
      title={e ? tr('addr.edit') : tr('addr.add')}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      confirmLoading={props.saving}
      onCancel={() => void confirmLeave().then((leave) => leave && props.onCancel())}
      onOk={() => void form.validateFields().then((v) => props.onSave(v))}
      destroyOnHidden
      afterOpenChange={(open) => !open && setDirty(false)}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        preserve={false}
        onValuesChange={() => setDirty(true)}
        data-testid="addr-form"
      >
        {text('receiptName', 30, true)}
        <Form.Item
          name="receiptTel"
          label={tr('addr.receiptTel')}
          extra={e ? tr('addr.telAgain', { m: e.receiptTel ?? e.receipt_tel ?? '' }) : undefined}
          rules={[
            { required: true, message: tr('addr.required', { f: tr('addr.receiptTel') }) },
            { pattern: MOBILE, message: tr('replace.mobileInvalid') },
          ]}
        >
          <Input maxLength={11} data-testid="addr-receiptTel" />
        </Form.Item>
        {text('province', 30, true)}
        {text('city', 30)}
        {text('area', 30)}
        {text('street', 60)}
        {text('addressDetail', 200, true)}
        {!e && (
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox data-testid="addr-default">{tr('addr.makeDefault')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
