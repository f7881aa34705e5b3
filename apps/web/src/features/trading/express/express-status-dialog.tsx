import { Alert, Form, Input, Modal, Select, message } from 'antd';
import { dictionaryOptions } from '@console/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../platform/i18n/i18n';
import { tradingKeys } from '../api/query-keys';
import { updateExpressStatus } from '../api/update-express-status';

interface Values {
  status: string;
  remark: string;
  expressCompany?: string;
  expressNu?: string;
}

/** Status update with a remark (POST updateExpressStatus); the server checks the allowed transitions. */
export function ExpressStatusDialog({ expressId, current, onClose }: { expressId: string | null; current?: number; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const status = Form.useWatch('status', form);
  const save = useMutation({
    mutationFn: (v: Values) =>
      updateExpressStatus({
        expressId: expressId!,
        status: Number(v.status),
        remark: v.remark.trim(),
        expressCompany: v.expressCompany || undefined,
        expressNu: v.expressNu || undefined,
      }),
    onSuccess: () => {
      void message.success(tr('express.saved'));
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      void client.invalidateQueries({ queryKey: ['list', 'trading-express'] });
      form.resetFields();
      setError(null);
      onClose();
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  return (
    <Modal
      title={tr('express.updateStatus')}
      open={Boolean(expressId)}
      onCancel={() => {
        setError(null);
        form.resetFields();
        onClose();
      }}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'express-status-ok' }}
      destroyOnHidden
      forceRender
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="express-status-error" /> : null}
      <Form form={form} layout="vertical">
        <Form.Item name="status" label={tr('express.newStatus')} rules={[{ required: true, message: tr('express.statusRequired') }]}>
          <Select
            data-testid="express-status-select"
            options={dictionaryOptions('expressStatus', currentLang())
              .filter((o) => Number(o.value) !== current)
              .map((o) => ({ value: String(o.value), label: o.label }))}
          />
        </Form.Item>
        {status === '2' ? (
          <>
            <Form.Item name="expressCompany" label={tr('express.company')} rules={[{ required: true }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="expressNu" label={tr('express.expressNu')} rules={[{ required: true }]}>
              <Input maxLength={40} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="remark"
          label={tr('express.remark')}
          rules={[{ required: true, whitespace: true, message: tr('express.remarkRequired') }]}
        >
          <Input.TextArea maxLength={500} rows={3} data-testid="express-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
