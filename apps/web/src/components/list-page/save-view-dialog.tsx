import { useState } from 'react';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { ROLE, ROLES, roleName } from '@console/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/http/client';
import { currentLang } from '../../platform/i18n/i18n';
import '../power/i18n';

export interface SaveViewValues {
  name: string;
  sharedRoleId?: string;
  makeDefault?: boolean;
}

interface Props {
  initial?: { name: string; sharedRoleId?: string };
  isDefault?: boolean;
  /** The staff's roles: they share with one of them (role 7 with any). */
  roleIds: string[];
  onCancel: () => void;
  onSubmit: (values: SaveViewValues) => Promise<void>;
}

/** Name, sharing and default of a saved view. One submit at a time; a server refusal shows on the form. */
export function SaveViewDialog({ initial, isDefault, roleIds, onCancel, onSubmit }: Props) {
  const { t: tp } = useTranslation('power');
  const lang = currentLang();
  const [form] = Form.useForm<SaveViewValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shareable = roleIds.includes(ROLE.SUPER_ADMIN) ? ROLES.map((r) => r.id as string) : roleIds;

  const ok = async () => {
    const values = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ ...values, name: values.name.trim() });
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={initial ? tp('views.editTitle') : tp('views.saveNew')}
      onCancel={onCancel}
      onOk={() => void ok()}
      okText={tp('views.save')}
      confirmLoading={busy}
      destroyOnHidden
      width={420}
    >
      <Form form={form} layout="vertical" initialValues={{ ...initial, makeDefault: isDefault }} data-testid="save-view-form">
        <Form.Item
          name="name"
          label={tp('views.name')}
          rules={[
            { required: true, whitespace: true, message: tp('views.nameRequired') },
            { max: 30, message: tp('views.nameMax') },
          ]}
        >
          <Input maxLength={30} autoFocus data-testid="view-name" />
        </Form.Item>
        <Form.Item name="sharedRoleId" label={tp('views.share')} extra={tp('views.shareHint')}>
          <Select
            allowClear
            placeholder={tp('views.personal')}
            data-testid="view-share"
            options={shareable.map((id) => ({ value: id, label: roleName(id, lang) ?? id }))}
          />
        </Form.Item>
        <Form.Item name="makeDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="view-default">{tp('views.asDefault')}</Checkbox>
        </Form.Item>
        {error ? (
          <div role="alert" style={{ color: '#ff4d4f', marginTop: 8 }}>
            {error}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
