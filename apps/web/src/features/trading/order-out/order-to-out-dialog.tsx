import { Alert, App, Button, Descriptions, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { dictionaryOptions } from '@console/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../platform/i18n/i18n';
import { fetchOrdersByNo, type BatchOrder } from '../api/batch-refund';
import { newIdempotencyKey } from '../api/finance-refund';
import { orderToOut } from '../api/order-to-out';
import { tradingKeys } from '../api/query-keys';
import { yuan } from '../format';

interface Values {
  outType: 1 | 2 | 3;
  targetSubject?: number;
  targetUid?: string;
  reason: string;
}

const MOVABLE = [2, 3, 6];
const leftOf = (o: BatchOrder) => (Math.round((o.amount ?? 0) * 100) - Math.round((o.refunded_amount ?? 0) * 100)) / 100;

/** orderToOut: find a paid order by number, choose where it goes, then confirm (one Idempotency-Key per confirmation). */
export function OrderToOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const outType = Form.useWatch('outType', form);
  const [no, setNo] = useState('');
  const [order, setOrder] = useState<BatchOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const keyRef = useRef('');

  const find = async () => {
    setError(null);
    setOrder(null);
    if (!no.trim()) return;
    setFinding(true);
    try {
      const [o] = await fetchOrdersByNo([no.trim()]);
      if (!o) setError(tr('orderOutAction.notFound'));
      else if (!MOVABLE.includes(o.status)) setError(tr('orderOutAction.notMovable', { status: o.status_text ?? o.status }));
      else if (leftOf(o) <= 0) setError(tr('orderOutAction.nothingLeft'));
      else setOrder(o);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setFinding(false);
    }
  };

  const run = useMutation({
    mutationFn: (v: Values) =>
      orderToOut(
        {
          orderId: order?.id ?? '',
          outType: v.outType,
          targetSubject: v.outType === 1 ? v.targetSubject : undefined,
          targetUid: v.outType === 2 ? v.targetUid?.trim() : undefined,
          amount: yuan(order ? leftOf(order) : 0),
          reason: v.reason.trim(),
        },
        keyRef.current,
      ),
    onSuccess: () => {
      void message.success(tr('orderOutAction.done'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      close(true);
    },
    onError: (e) => {
      setConfirming(null);
      setError(e instanceof Error ? e.message : String(e));
    },
  });

  const close = (force = false) => {
    if (run.isPending && !force) return;
    form.resetFields();
    setNo('');
    setOrder(null);
    setError(null);
    setConfirming(null);
    onClose();
  };
  const next = async () => {
    const v = await form.validateFields();
    keyRef.current = newIdempotencyKey();
    setConfirming(v);
  };

  return (
    <>
      <Modal
        title={tr('orderOutAction.title')}
        open={open && !confirming}
        onCancel={() => close()}
        onOk={() => void next()}
        okText={tr('refund.next')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ disabled: !order, 'data-testid': 'out-next' }}
        destroyOnHidden
        forceRender
      >
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input
            value={no}
            onChange={(e) => setNo(e.target.value)}
            onPressEnter={() => void find()}
            placeholder={tr('order.outTradeNo')}
            maxLength={64}
            data-testid="out-order-no"
          />
          <Button onClick={() => void find()} loading={finding} data-testid="out-find">
            {tr('orderOutAction.find')}
          </Button>
        </Space.Compact>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="out-error" /> : null}
        {order ? (
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }} data-testid="out-order">
            <Descriptions.Item label={tr('order.status')}>{order.status_text}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.paid')}>¥{yuan(order.amount)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.refunded')}>¥{yuan(order.refunded_amount)}</Descriptions.Item>
            <Descriptions.Item label={tr('orderOutAction.left')}>
              <span data-testid="out-left">¥{yuan(leftOf(order))}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        <Form form={form} layout="vertical" initialValues={{ outType: 1 }} disabled={!order}>
          <Form.Item name="outType" label={tr('orderOut.outType')}>
            <Radio.Group
              options={[1, 2, 3].map((v) => ({ value: v, label: tr(`orderOutAction.types.${v - 1}`) }))}
              data-testid="out-type"
            />
          </Form.Item>
          {outType === 1 ? (
            <Form.Item
              name="targetSubject"
              label={tr('orderOutAction.targetSubject')}
              rules={[{ required: true, message: tr('orderOutAction.targetSubjectRequired') }]}
            >
              <Select
                options={dictionaryOptions('subject', currentLang()).map((o) => ({ value: Number(o.value), label: o.label }))}
                data-testid="out-subject"
              />
            </Form.Item>
          ) : null}
          {outType === 2 ? (
            <Form.Item
              name="targetUid"
              label={tr('orderOutAction.targetUid')}
              rules={[{ required: true, pattern: /^\d{1,19}$/, message: tr('orderOutAction.targetUidRequired') }]}
            >
              <Input maxLength={19} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="reason"
            label={tr('orderOutAction.reason')}
            rules={[{ required: true, whitespace: true, message: tr('orderOutAction.reasonRequired') }]}
          >
            <Input.TextArea maxLength={500} rows={3} data-testid="out-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={tr('orderOutAction.confirmTitle')}
        open={open && Boolean(confirming)}
        onCancel={() => !run.isPending && setConfirming(null)}
        onOk={() => confirming && run.mutate(confirming)}
        okText={tr('orderOutAction.confirm')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'out-confirm' }}
      >
        {order ? tr('orderOutAction.confirmText', { no: order.out_trade_no, amount: yuan(leftOf(order)) }) : null}
      </Modal>
    </>
  );
}
