import { Alert, App, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invalidExpress } from '../api/express-actions';
import type { ExpressRow } from '../api/express-page';
import { tradingKeys } from '../api/query-keys';

/** Mark a shipment invalid (→ 作废): a reason, and a danger confirmation naming the order. */
export function ExpressInvalidDialog({ row, onClose }: { row: ExpressRow | null; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ remark: string }>();
  const run = useMutation({
    mutationFn: (remark: string) => invalidExpress(row?.id ?? '', remark),
    onSuccess: () => {
      void message.success(tr('expressMore.invalidated'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      title={tr('expressMore.invalidTitle')}
      open={Boolean(row)}
      onCancel={() => {
        if (run.isPending) return;
        run.reset();
        form.resetFields();
        onClose();
      }}
      onOk={() => void form.validateFields().then((v) => run.mutate(v.remark.trim()))}
      okText={tr('expressMore.invalid')}
      cancelText={tr('refund.cancel')}
      okButtonProps={{ danger: true, loading: run.isPending, 'data-testid': 'express-invalid-ok' }}
      destroyOnHidden
      forceRender
    >
      <Alert
        type="warning"
        showIcon
        message={tr('expressMore.invalidConfirm', { no: row?.out_trade_no ?? '-' })}
        style={{ marginBottom: 12 }}
      />
      {run.error ? <Alert type="error" showIcon message={run.error.message} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical">
        <Form.Item
          name="remark"
          label={tr('expressMore.invalidReason')}
          rules={[{ required: true, whitespace: true, message: tr('expressMore.invalidReasonRequired') }]}
        >
          <Input.TextArea maxLength={500} rows={3} data-testid="express-invalid-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
