import { Alert, App, Form, Input, Modal, Table, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchRefund, fetchOrdersByNo, type BatchResult } from '../api/batch-refund';
import { newIdempotencyKey } from '../api/finance-refund';
import { tradingKeys } from '../api/query-keys';
import { yuan } from '../format';
import { MAX_BATCH, parseBatch } from './batch-parse';

interface PreviewRow {
  line: number;
  outTradeNo: string;
  amount: string;
  reason?: string;
  orderId?: string;
  left?: number;
  problem?: string;
}

const fen = (v: number | string) => Math.round(Number(v) * 100);

/**
 * Batch refund (/financeRefound, roles 1/4/7): paste `订单号 金额 [原因]` lines → a checked preview (order
 * found, amount ≤ what is left) → a confirmation (one Idempotency-Key per opening) → the result per order.
 */
export function BatchRefundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ text: string; reason: string }>();
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const keyRef = useRef('');
  const good = (preview ?? []).filter((r) => !r.problem);

  const reset = () => {
    form.resetFields();
    setPreview(null);
    setConfirming(false);
    setResult(null);
    setError(null);
  };

  const check = async () => {
    const v = await form.validateFields();
    const lines = parseBatch(v.text);
    if (lines.length > MAX_BATCH) {
      setError(tr('batchRefund.tooMany', { max: MAX_BATCH }));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const orders = await fetchOrdersByNo([...new Set(lines.map((l) => l.outTradeNo))]);
      const byNo = new Map(orders.map((o) => [o.out_trade_no, o]));
      setPreview(
        lines.map((l) => {
          const o = byNo.get(l.outTradeNo);
          const left = o ? Math.max(0, fen(o.amount ?? 0) - fen(o.refunded_amount ?? 0)) / 100 : undefined;
          let problem = l.error ? tr(`batchRefund.${l.error}`) : undefined;
          if (!problem && !o) problem = tr('batchRefund.notFound');
          if (!problem && left !== undefined && fen(l.amount) > fen(left)) problem = tr('batchRefund.exceeds', { left: yuan(left) });
          return { line: l.line, outTradeNo: l.outTradeNo, amount: l.amount, reason: l.reason, orderId: o?.id, left, problem };
        }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setChecking(false);
    }
  };

  const run = useMutation({
    mutationFn: () =>
      batchRefund(
        good.map((r) => ({ orderId: r.orderId ?? '', refundAmount: r.amount, reason: r.reason })),
        form.getFieldValue('reason').trim(),
        keyRef.current,
      ),
    onSuccess: (r) => {
      setConfirming(false);
      setResult(r);
      void message[r.failed ? 'warning' : 'success'](tr('batchRefund.done', { success: r.success, failed: r.failed }));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: tradingKeys.all });
    },
    onError: (e) => {
      setConfirming(false);
      setError(e instanceof Error ? e.message : String(e));
    },
  });

  const onOk = () => {
    if (result) {
      reset();
      onClose();
    } else if (preview) {
      keyRef.current = newIdempotencyKey();
      setConfirming(true);
    } else void check();
  };
  const close = () => {
    if (run.isPending) return;
    reset();
    onClose();
  };
  const byOrder = new Map((result?.items ?? []).map((it) => [it.orderId, it]));
  const total = good.reduce((s, r) => s + fen(r.amount), 0) / 100;

  return (
    <>
      <Modal
        title={tr('batchRefund.title')}
        open={open && !confirming}
        width={760}
        onCancel={close}
        onOk={onOk}
        okText={tr(result ? 'batchRefund.close' : preview ? 'refund.next' : 'batchRefund.check')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ loading: checking, disabled: Boolean(preview && !result && good.length === 0), 'data-testid': 'batch-next' }}
        destroyOnHidden
        forceRender
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="batch-error" /> : null}
        <Form form={form} layout="vertical" disabled={Boolean(preview)}>
          <Form.Item
            name="text"
            label={tr('batchRefund.lines')}
            extra={tr('batchRefund.linesHint', { max: MAX_BATCH })}
            rules={[{ required: true, whitespace: true, message: tr('batchRefund.linesRequired') }]}
          >
            <Input.TextArea
              rows={preview ? 2 : 6}
              data-testid="batch-text"
              placeholder={'QT202601010001\t100.00\nQT202601010002\t58.50 家长申请'}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={tr('refund.reason')}
            rules={[{ required: true, whitespace: true, message: tr('refund.reasonRequired') }]}
          >
            <Input maxLength={500} data-testid="batch-reason" />
          </Form.Item>
        </Form>
        {preview ? (
          <Table<PreviewRow>
            size="small"
            rowKey="line"
            pagination={false}
            scroll={{ y: 260 }}
            dataSource={preview}
            data-testid="batch-preview"
            columns={[
              { key: 'line', dataIndex: 'line', title: tr('batchRefund.line'), width: 60 },
              { key: 'outTradeNo', dataIndex: 'outTradeNo', title: tr('refund.outTradeNo') },
              { key: 'amount', dataIndex: 'amount', title: tr('refund.refundAmount'), width: 100, align: 'right' },
              { key: 'left', dataIndex: 'left', title: tr('refund.left'), width: 100, align: 'right', render: (v?: number) => yuan(v) },
              {
                key: 'state',
                title: tr('batchRefund.state'),
                width: 220,
                render: (_: unknown, r) => {
                  const done = r.orderId ? byOrder.get(r.orderId) : undefined;
                  if (r.problem) return <Tag color="orange">{r.problem}</Tag>;
                  if (done?.ok) return <Tag color="green">{tr('refund.done')}</Tag>;
                  if (done) return <Tag color="red">{done.error}</Tag>;
                  return <Tag>{tr('batchRefund.ready')}</Tag>;
                },
              },
            ]}
          />
        ) : null}
        {preview && !result ? (
          <p style={{ marginTop: 8 }} data-testid="batch-summary">
            {tr('batchRefund.summary', { count: good.length, skipped: preview.length - good.length, total: yuan(total) })}
          </p>
        ) : null}
      </Modal>
      <Modal
        title={tr('refund.confirmTitle')}
        open={open && confirming}
        onCancel={() => !run.isPending && setConfirming(false)}
        onOk={() => run.mutate()}
        okText={tr('refund.confirm')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'batch-confirm' }}
      >
        {tr('batchRefund.confirmText', { count: good.length, total: yuan(total) })}
      </Modal>
    </>
  );
}
