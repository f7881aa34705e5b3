import { Alert, App, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../api/finance-refund';
import { issueInvoice, voidInvoice } from '../api/invoice-actions';
import type { InvoiceRow } from '../api/invoice-records';
import { tradingKeys } from '../api/query-keys';
import { yuan } from '../format';

export type InvoiceAction = 'issue' | 'void';

interface Values {
  invoiceNo?: string;
  invoiceUrl?: string;
  reason?: string;
}

/**
 * Issue (待开票 / 开票失败 → 开票中, or straight to 已开票 with an invoice number) or void (→ 已作废, with a
 * reason). The form is followed by a confirmation; one Idempotency-Key per opening of the confirmation.
 * Mounted only while open, so every opening starts fresh.
 */
export function InvoiceActionDialog({
  action,
  row,
  onClose,
}: {
  action: InvoiceAction | null;
  row: InvoiceRow | null;
  onClose: () => void;
}) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keyRef = useRef('');
  const open = Boolean(action && row);

  const run = useMutation({
    mutationFn: (v: Values) => {
      if (!row) throw new Error('no invoice');
      return action === 'void'
        ? voidInvoice({ id: row.id, reason: (v.reason ?? '').trim() }, keyRef.current)
        : issueInvoice(
            { id: row.id, invoiceNo: v.invoiceNo?.trim() || undefined, invoiceUrl: v.invoiceUrl?.trim() || undefined },
            keyRef.current,
          );
    },
    onSuccess: () => {
      void message.success(tr(action === 'void' ? 'invoiceAction.voided' : 'invoiceAction.issued'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      onClose();
    },
    onError: (e) => {
      setConfirming(null);
      setError(e instanceof Error ? e.message : String(e));
    },
  });

  const next = async () => {
    const v = await form.validateFields();
    setError(null);
    keyRef.current = newIdempotencyKey();
    setConfirming(v);
  };
  const close = () => !run.isPending && onClose();
  const isVoid = action === 'void';
  const no = row?.outTradeNo ?? '';

  return (
    <>
      <Modal
        title={`${tr(isVoid ? 'invoiceAction.voidTitle' : 'invoiceAction.issueTitle')} ${no}`}
        open={open && !confirming}
        onCancel={close}
        onOk={() => void next()}
        okText={tr('refund.next')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ 'data-testid': 'invoice-next' }}
        destroyOnHidden
        forceRender
      >
        <p>{tr('invoiceAction.summary', { money: yuan(row?.money), status: row?.invoiceStatusText ?? '-' })}</p>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="invoice-error" /> : null}
        <Form form={form} layout="vertical">
          {isVoid ? (
            <Form.Item
              name="reason"
              label={tr('invoiceAction.reason')}
              rules={[{ required: true, whitespace: true, message: tr('invoiceAction.reasonRequired') }]}
            >
              <Input.TextArea maxLength={500} rows={3} data-testid="invoice-reason" />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="invoiceNo" label={tr('invoice.invoiceNo')} extra={tr('invoiceAction.invoiceNoHint')}>
                <Input maxLength={64} data-testid="invoice-no" />
              </Form.Item>
              <Form.Item
                name="invoiceUrl"
                label={tr('invoiceAction.invoiceUrl')}
                rules={[{ type: 'url', message: tr('invoiceAction.urlFormat') }]}
              >
                <Input maxLength={500} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
      <Modal
        title={tr(isVoid ? 'invoiceAction.voidConfirmTitle' : 'invoiceAction.issueConfirmTitle')}
        open={open && Boolean(confirming)}
        onCancel={() => !run.isPending && setConfirming(null)}
        // Every click sends the dialog's key: the server replays the first answer.
        onOk={() => confirming && run.mutate(confirming)}
        okText={tr(isVoid ? 'invoiceAction.void' : 'invoiceAction.issue')}
        cancelText={tr('refund.cancel')}
        okButtonProps={{ danger: isVoid, 'data-testid': 'invoice-confirm' }}
      >
        {isVoid
          ? tr('invoiceAction.voidConfirm', { no, money: yuan(row?.money) })
          : confirming?.invoiceNo?.trim()
            ? tr('invoiceAction.issueConfirmNo', { no, invoiceNo: confirming.invoiceNo.trim() })
            : tr('invoiceAction.issueConfirm', { no, money: yuan(row?.money) })}
      </Modal>
    </>
  );
}
