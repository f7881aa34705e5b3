import { Alert, Descriptions, Form, Input, InputNumber, Modal, Spin, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http/client';
import { financeRefund, newIdempotencyKey } from '../api/finance-refund';
import { tradingKeys } from '../api/query-keys';
import { fetchRefundFee } from '../api/refund-fee';
import { yuan } from '../format';

interface Props {
  orderId: string;
  outTradeNo: string;
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
}

interface Values {
  amount: number;
  reason: string;
}

const toFen = (v: number): number => Math.round(v * 100);

/**
 * Finance refund (CONTRACT §8): amount (≤ what is left, shown), reason, then a confirmation. One
 * Idempotency-Key per opening of the confirmation, so a double click makes one refund.
 */
export function RefundDialog({ orderId, outTradeNo, open, onClose, onDone }: Props) {
  const { t: tr } = useTranslation('trading');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keyRef = useRef<string>('');
  const fee = useQuery({
    queryKey: tradingKeys.refundFee(orderId),
    queryFn: ({ signal }) => fetchRefundFee(orderId, signal),
    enabled: open,
    staleTime: 0,
  });
  const left = fee.data?.refundFee ?? 0;

  const refund = useMutation({
    mutationFn: (v: Values) => financeRefund({ orderId, refundAmount: yuan(v.amount), reason: v.reason.trim() }, keyRef.current),
    onSuccess: () => {
      void message.success(tr('refund.done'));
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      void client.invalidateQueries({ queryKey: ['list'] });
      setConfirming(null);
      form.resetFields();
      onDone?.();
      onClose();
    },
    onError: (e) => {
      setConfirming(null);
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      void fee.refetch();
    },
  });

  const next = async () => {
    const v = await form.validateFields();
    setError(null);
    keyRef.current = newIdempotencyKey();
    setConfirming(v);
  };

  const close = () => {
    if (refund.isPending) return;
    setConfirming(null);
    setError(null);
    form.resetFields();
    onClose();
  };

  return (
    <>
      <Modal
        title={`${tr('refund.dialogTitle')} ${outTradeNo}`}
        open={open && !confirming}
        onCancel={close}
        onOk={() => void next()}
        okText={tr('refund.next')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ disabled: !fee.data || left <= 0, 'data-testid': 'refund-next' }}
        destroyOnHidden
        forceRender
      >
        {fee.isPending ? (
          <Spin />
        ) : fee.data ? (
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={tr('refund.paid')}>¥{yuan(fee.data.paidAmount)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.refunded')}>¥{yuan(fee.data.refundedAmount)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.left')}>
              <span data-testid="refund-left">¥{yuan(left)}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        {fee.data && left <= 0 ? <Alert type="warning" showIcon message={tr('refund.nothingLeft')} style={{ marginBottom: 12 }} /> : null}
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="refund-error" /> : null}
        <Form form={form} layout="vertical">
          <Form.Item
            name="amount"
            label={tr('refund.amount')}
            rules={[
              { required: true, message: tr('refund.amountRequired') },
              {
                validator: (_, v: number | null) => {
                  if (v === null || v === undefined) return Promise.resolve();
                  if (!(v > 0) || Math.abs(toFen(v) - v * 100) > 1e-6) return Promise.reject(new Error(tr('refund.amountFormat')));
                  if (fee.data && toFen(v) > toFen(left))
                    return Promise.reject(new Error(tr('refund.amountExceeds', { left: yuan(left) })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber<number> style={{ width: '100%' }} min={0} step={0.01} precision={2} prefix="¥" data-testid="refund-amount" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={tr('refund.reason')}
            rules={[{ required: true, whitespace: true, message: tr('refund.reasonRequired') }]}
          >
            <Input.TextArea maxLength={500} showCount rows={3} data-testid="refund-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={tr('refund.confirmTitle')}
        open={open && Boolean(confirming)}
        onCancel={() => !refund.isPending && setConfirming(null)}
        // Every click sends the same key: the server replays the first answer instead of refunding again.
        onOk={() => confirming && refund.mutate(confirming)}
        okText={tr('refund.confirm')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'refund-confirm' }}
        confirmLoading={false}
      >
        {confirming ? tr('refund.confirmText', { no: outTradeNo, amount: yuan(confirming.amount) }) : null}
      </Modal>
    </>
  );
}
