import { Alert, App, Button, Form, Input, Modal, Space } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictDialog, conflictOf, type VersionConflict } from '../../../components/edit-conflict';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { revealReceiptTel, updateExpressAddress, type ExpressAddressInput } from '../api/express-actions';
import type { ExpressRow } from '../api/express-page';
import { tradingKeys } from '../api/query-keys';

interface Values {
  receiptName: string;
  receiptTel: string;
  province?: string;
  city?: string;
  area?: string;
  addressDetail: string;
}

/** Statuses whose parcel has not left: the address may still change (server: express-status.ts). */
export const ADDRESS_EDITABLE = [0, 1, 6, 9];

/**
 * Edit a shipment's receipt address. The list only has the masked phone, so the phone is typed again
 * or revealed (the reveal is logged on the server). Mounted only while open, so every opening starts fresh.
 */
export function ExpressAddressDialog({ row, onClose }: { row: ExpressRow | null; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<{ c: VersionConflict; mine: ExpressAddressInput } | null>(null);
  const { confirmLeave } = useUnsavedChanges(dirty);

  const reveal = useMutation({
    mutationFn: () => revealReceiptTel(row?.id ?? ''),
    onSuccess: (r) => form.setFieldsValue({ receiptTel: r.receiptTel ?? '' }),
  });
  const input = (v: Values): ExpressAddressInput => ({
    expressId: row?.id ?? '',
    receiptName: v.receiptName.trim(),
    receiptTel: v.receiptTel.trim(),
    province: v.province?.trim() || undefined,
    city: v.city?.trim() || undefined,
    area: v.area?.trim() || undefined,
    addressDetail: v.addressDetail.trim(),
    version: row?.version,
  });
  const save = useMutation({
    mutationFn: (i: ExpressAddressInput) => updateExpressAddress(i),
    onSuccess: () => {
      setDirty(false);
      void message.success(tr('expressMore.addressSaved'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      onClose();
    },
    onError: (e, i) => {
      const c = conflictOf(e);
      if (c) setConflict({ c, mine: i });
      else setError(e instanceof Error ? e.message : String(e));
    },
  });
  const mine = conflict ? { ...conflict.mine, receiptTel: conflict.mine.receiptTel.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') } : {};

  const req = (key: string) => [{ required: true, whitespace: true, message: tr(key) }];
  return (
    <Modal
      title={`${tr('expressMore.editAddress')} ${row?.out_trade_no ?? ''}`}
      open={Boolean(row)}
      onCancel={() => !save.isPending && void confirmLeave().then((leave) => leave && onClose())}
      onOk={() => void form.validateFields().then((v) => save.mutate(input(v)))}
      okText={tr('contractForm.save')}
      cancelText={tr('refund.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'address-save' }}
      destroyOnHidden
      forceRender
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="address-error" /> : null}
      <ConflictDialog
        conflict={conflict?.c ?? null}
        mine={mine}
        labels={{
          receiptName: tr('express.receiver'),
          receiptTel: tr('express.receiptTel'),
          province: tr('expressMore.province'),
          city: tr('expressMore.city'),
          area: tr('expressMore.area'),
          addressDetail: tr('expressMore.addressDetail'),
        }}
        overwriting={save.isPending}
        onCancel={() => setConflict(null)}
        onReload={() => {
          setConflict(null);
          void client.invalidateQueries({ queryKey: ['list'] });
          onClose();
        }}
        onOverwrite={() => conflict && save.mutate({ ...conflict.mine, version: conflict.c.version })}
      />
      <Form
        form={form}
        onValuesChange={() => setDirty(true)}
        layout="vertical"
        initialValues={{
          receiptName: row?.receipt_name ?? '',
          province: row?.province ?? undefined,
          city: row?.city ?? undefined,
          area: row?.area ?? undefined,
          addressDetail: row?.address_detail ?? '',
        }}
      >
        <Form.Item name="receiptName" label={tr('express.receiver')} rules={req('expressMore.receiverRequired')}>
          <Input maxLength={30} data-testid="address-name" />
        </Form.Item>
        <Form.Item label={tr('express.receiptTel')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="receiptTel" noStyle rules={[{ required: true, pattern: /^1\d{10}$/, message: tr('expressMore.telFormat') }]}>
              <Input maxLength={11} placeholder={row?.receipt_tel ?? ''} data-testid="address-tel" />
            </Form.Item>
            <Button icon={<EyeOutlined />} loading={reveal.isPending} onClick={() => reveal.mutate()} data-testid="address-reveal">
              {tr('expressMore.reveal')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Space size={8} style={{ display: 'flex' }}>
          <Form.Item name="province" label={tr('expressMore.province')} rules={req('expressMore.provinceRequired')}>
            <Input maxLength={30} data-testid="address-province" />
          </Form.Item>
          <Form.Item name="city" label={tr('expressMore.city')}>
            <Input maxLength={30} data-testid="address-city" />
          </Form.Item>
          <Form.Item name="area" label={tr('expressMore.area')}>
            <Input maxLength={30} data-testid="address-area" />
          </Form.Item>
        </Space>
        <Form.Item name="addressDetail" label={tr('expressMore.addressDetail')} rules={req('expressMore.addressRequired')}>
          <Input.TextArea maxLength={200} rows={2} data-testid="address-detail" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
