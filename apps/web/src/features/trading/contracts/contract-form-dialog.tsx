import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Space, Table, Typography, message } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createContract, modifyContract, type ContractDetail, type ContractInput } from '../api/contracts';
import { tradingKeys } from '../api/query-keys';
import { yuan } from '../format';

interface LineValues {
  itemName?: string;
  quantity?: number;
  unitPrice?: number;
}

interface Values {
  title: string;
  partyName?: string;
  partyMobile?: string;
  companyName?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  amount?: number | null;
  remark?: string;
  lines?: LineValues[];
}

const fen = (v: number | undefined | null): number => Math.round((v ?? 0) * 100);
const lineFen = (l: LineValues | undefined): number => fen(l?.unitPrice) * (l?.quantity ?? 0);
const opt = (v: string | undefined): string | undefined => (v?.trim() ? v.trim() : undefined);

const initialOf = (contract: ContractDetail | undefined): Partial<Values> =>
  contract
    ? {
        title: contract.title ?? '',
        partyName: contract.partyName ?? undefined,
        companyName: contract.companyName ?? undefined,
        period: contract.startDate ? [dayjs(contract.startDate), contract.endDate ? dayjs(contract.endDate) : null] : null,
        amount: contract.amount,
        remark: contract.remark ?? undefined,
        lines: contract.priceDetails.map((l) => ({ itemName: l.itemName, quantity: l.quantity, unitPrice: l.unitPrice })),
      }
    : { lines: [{ quantity: 1 }] };

/**
 * Create (no `contract`) or modify (a 待签署 contract) with its price lines; amount = Σ quantity × unit price.
 * Mounted only while open, so every opening starts from the contract (or empty).
 */
export function ContractFormDialog({ open, contract, onClose }: { open: boolean; contract?: ContractDetail; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const lines = Form.useWatch('lines', form) ?? [];
  const totalFen = lines.reduce((s, l) => s + lineFen(l), 0);

  const save = useMutation({
    mutationFn: (input: ContractInput) => (contract ? modifyContract(contract.id, contract.version, input) : createContract(input)),
    onSuccess: () => {
      void message.success(tr(contract ? 'contractForm.modified' : 'contractForm.created'));
      void client.invalidateQueries({ queryKey: ['list'] });
      void client.invalidateQueries({ queryKey: tradingKeys.all });
      onClose();
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });

  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    const priceDetails = (v.lines ?? []).map((l) => ({
      itemName: (l.itemName ?? '').trim(),
      quantity: l.quantity ?? 1,
      unitPrice: yuan(l.unitPrice),
    }));
    const amount = priceDetails.length ? yuan(totalFen / 100) : v.amount === null || v.amount === undefined ? undefined : yuan(v.amount);
    save.mutate({
      title: v.title.trim(),
      partyName: opt(v.partyName),
      partyMobile: opt(v.partyMobile),
      companyName: opt(v.companyName),
      startDate: v.period?.[0]?.format('YYYY-MM-DD'),
      endDate: v.period?.[1]?.format('YYYY-MM-DD'),
      amount,
      remark: opt(v.remark),
      priceDetails: contract && priceDetails.length === 0 && contract.priceDetails.length === 0 ? undefined : priceDetails,
    });
  };

  const required = (msg: string) => [{ required: true, whitespace: true, message: tr(msg) }];
  return (
    <Modal
      title={contract ? `${tr('contractForm.modifyTitle')} ${contract.contractNo ?? ''}` : tr('contractForm.createTitle')}
      open={open}
      width={820}
      onCancel={() => !save.isPending && onClose()}
      onOk={() => void submit()}
      okText={tr('contractForm.save')}
      cancelText={tr('refund.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'contract-save' }}
      destroyOnHidden
      forceRender
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="contract-error" /> : null}
      <Form form={form} layout="vertical" initialValues={initialOf(contract)}>
        <Form.Item name="title" label={tr('contract.titleCol')} rules={[...required('contractForm.titleRequired'), { max: 100 }]}>
          <Input maxLength={100} data-testid="contract-title" />
        </Form.Item>
        <Space size={12} style={{ display: 'flex' }} align="start">
          <Form.Item name="partyName" label={tr('contract.party')} style={{ width: 180 }}>
            <Input maxLength={50} data-testid="contract-party" />
          </Form.Item>
          <Form.Item
            name="partyMobile"
            label={tr('order.mobile')}
            style={{ width: 180 }}
            rules={[{ pattern: /^1\d{10}$/, message: tr('contractForm.mobileFormat') }]}
            extra={contract?.partyMobile ? tr('contractForm.mobileKept', { mobile: contract.partyMobile }) : undefined}
          >
            <Input maxLength={11} data-testid="contract-mobile" />
          </Form.Item>
          <Form.Item name="companyName" label={tr('invoice.company')} style={{ width: 360 }}>
            <Input maxLength={100} />
          </Form.Item>
        </Space>
        <Space size={12} style={{ display: 'flex' }} align="start">
          <Form.Item name="period" label={tr('contract.period')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item name="amount" label={tr('contractForm.amount')} extra={lines.length ? tr('contractForm.amountFromLines') : undefined}>
            <InputNumber<number> min={0} step={0.01} precision={2} prefix="¥" disabled={lines.length > 0} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Typography.Text strong>{tr('contract.details')}</Typography.Text>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                data-testid="contract-lines"
                columns={[
                  {
                    title: tr('contractForm.itemName'),
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'itemName']} rules={required('contractForm.itemRequired')} style={{ margin: 0 }}>
                        <Input maxLength={100} data-testid={`contract-line-name-${f.name}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: tr('detail.quantity'),
                    width: 110,
                    render: (_: unknown, f) => (
                      <Form.Item
                        name={[f.name, 'quantity']}
                        rules={[{ required: true, message: tr('contractForm.quantityRequired') }]}
                        style={{ margin: 0 }}
                      >
                        <InputNumber<number> min={1} max={100000} precision={0} data-testid={`contract-line-qty-${f.name}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: tr('detail.unitPrice'),
                    width: 150,
                    render: (_: unknown, f) => (
                      <Form.Item
                        name={[f.name, 'unitPrice']}
                        rules={[{ required: true, message: tr('contractForm.priceRequired') }]}
                        style={{ margin: 0 }}
                      >
                        <InputNumber<number> min={0} step={0.01} precision={2} prefix="¥" data-testid={`contract-line-price-${f.name}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: tr('detail.amount'),
                    width: 110,
                    align: 'right',
                    render: (_: unknown, f) => `¥${yuan(lineFen(lines[f.name]) / 100)}`,
                  },
                  {
                    title: '',
                    width: 50,
                    render: (_: unknown, f) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(f.name)}
                        data-testid={`contract-line-remove-${f.name}`}
                        aria-label={tr('contractForm.removeLine')}
                      />
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 8, display: 'flex', justifyContent: 'space-between' }}>
                <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} data-testid="contract-add-line">
                  {tr('contractForm.addLine')}
                </Button>
                <span data-testid="contract-total">{tr('contractForm.total', { total: yuan(totalFen / 100) })}</span>
              </Space>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={tr('detail.remark')} style={{ marginTop: 12 }}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
