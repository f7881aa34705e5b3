import { App, Button, Dropdown, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http/client';
import './i18n';

export type ApplyKind = 'refund' | 'reissue' | 'adjust' | 'suspension';

const B = '/api/b/v1/backend';
const PATHS: Record<ApplyKind, string> = {
  refund: `${B}/refund/detail/add`,
  reissue: `${B}/apply/reissue/flow`,
  adjust: `${B}/apply/adjustment/flow`,
  suspension: `${B}/pianoSuspension/flow/apply`,
};

/** The record an approval starts from (order detail, student detail, class detail): prefills the form. */
export interface ApplySource {
  orderId?: string;
  userId?: string;
  teamId?: string;
  /** Refundable amount (yuan), the refund form's default. */
  refundable?: number;
}

function Fields({ kind }: { kind: ApplyKind }) {
  const { t } = useTranslation('approvalApply');
  const req = (f: string) => [{ required: true, whitespace: true, message: t('required', { f: t(`f.${f}`) }) }];
  const item = (name: string, node: React.ReactNode, rules = req(name)) => (
    <Form.Item key={name} name={name} label={t(`f.${name}`)} rules={rules}>
      {node}
    </Form.Item>
  );
  const reason = item('reason', <Input.TextArea rows={2} maxLength={500} data-testid="apply-reason" />);
  switch (kind) {
    case 'refund':
      return (
        <>
          {item('refundFee', <InputNumber min={0.01} precision={2} style={{ width: 200 }} data-testid="apply-refund-fee" />, [
            { required: true, message: t('required', { f: t('f.refundFee') }) },
          ] as never)}
          {item('payeeName', <Input maxLength={50} />, [])}
          {item('payeeAccount', <Input maxLength={40} />, [])}
          {reason}
        </>
      );
    case 'reissue':
      return (
        <>
          {item('productName', <Input maxLength={100} />)}
          {item('expressTotal', <InputNumber min={1} max={20} />, [])}
          {reason}
        </>
      );
    case 'adjust':
      return (
        <>
          {item(
            'adjustType',
            <Select
              options={['ADJUSTMENT_CLASS', 'ADJUSTMENT_STAGE', 'ADJUSTMENT_SUP'].map((v) => ({ value: v, label: t(`adjust.${v}`) }))}
            />,
          )}
          {item('targetClassId', <Input maxLength={18} />, [])}
          {item('targetClassName', <Input maxLength={100} />, [])}
          {item('targetSup', <Input maxLength={10} />, [])}
          {reason}
        </>
      );
    default:
      return (
        <>
          {item('startDate', <Input type="date" />)}
          {item('endDate', <Input type="date" />)}
          {reason}
        </>
      );
  }
}

/**
 * 发起审批 on a record's detail: a menu of the approval kinds the record allows, a form prefilled from
 * the record, submitted to the approval engine (the approvals area decides who may apply).
 */
export function ApplyApprovalButton({
  kinds,
  source,
  onApplied,
  size,
}: {
  kinds: ApplyKind[];
  source: ApplySource;
  onApplied?: (id: string) => void;
  /** 'small' in table rows (the class detail's students). */
  size?: 'small';
}) {
  const { t } = useTranslation('approvalApply');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [kind, setKind] = useState<ApplyKind | null>(null);
  const [form] = Form.useForm();
  const submit = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      http.post<{ flowApprovalId: string }>(PATHS[kind!], {
        ...values,
        orderId: source.orderId,
        userId: source.userId,
        teamId: source.teamId,
        currentClassId: source.teamId,
      }),
    onSuccess: (r) => {
      void message.success(t('done', { id: r.flowApprovalId }));
      void client.invalidateQueries({ queryKey: ['approvals'] });
      setKind(null);
      onApplied?.(r.flowApprovalId);
    },
  });
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: kinds.map((k) => ({ key: k, label: <span data-testid={`apply-${k}`}>{t(`kinds.${k}`)}</span> })),
          onClick: ({ key }) => {
            form.resetFields();
            form.setFieldsValue(
              key === 'refund' && source.refundable ? { refundFee: source.refundable } : key === 'reissue' ? { expressTotal: 1 } : {},
            );
            setKind(key as ApplyKind);
          },
        }}
      >
        <Button size={size} type={size ? 'link' : 'default'} data-testid="apply-approval">
          {t('button')}
        </Button>
      </Dropdown>
      <Modal
        open={kind !== null}
        title={kind ? t(`kinds.${kind}`) : ''}
        onCancel={() => setKind(null)}
        okText={t('submit')}
        confirmLoading={submit.isPending}
        onOk={() => form.submit()}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'apply-submit' } as never}
      >
        <Form form={form} layout="vertical" onFinish={(v: Record<string, unknown>) => submit.mutate(v)} preserve={false}>
          {kind ? <Fields kind={kind} /> : null}
        </Form>
      </Modal>
    </>
  );
}
