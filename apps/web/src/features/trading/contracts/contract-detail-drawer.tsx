import { Alert, App, Button, Descriptions, Drawer, Form, Input, Modal, Result, Space, Spin, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteContract, fetchContractDetail, signContract, stopContract, type ContractDetail, type PriceLine } from '../api/contracts';
import { tradingKeys } from '../api/query-keys';
import { text, time, yuan } from '../format';
import { ContractFormDialog } from './contract-form-dialog';

/** A contract with its price lines, and the actions its status allows (modify / sign / stop / delete). */
export function ContractDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const q = useQuery({
    queryKey: tradingKeys.contract(id ?? ''),
    queryFn: ({ signal }) => fetchContractDetail(id ?? '', signal),
    enabled: Boolean(id),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: tradingKeys.all });
  };
  const c = q.data;

  const confirmSign = (x: ContractDetail) =>
    modal.confirm({
      title: tr('contractForm.signTitle'),
      content: tr('contractForm.signConfirm', { no: x.contractNo }),
      okText: tr('contractForm.sign'),
      cancelText: tr('refund.cancel'),
      okButtonProps: { 'data-testid': 'contract-sign-ok' },
      onOk: async () => {
        await signContract(x.id);
        void message.success(tr('contractForm.signed'));
        refresh();
      },
    });
  const confirmDelete = (x: ContractDetail) =>
    modal.confirm({
      title: tr('contractForm.deleteTitle'),
      content: tr('contractForm.deleteConfirm', { no: x.contractNo }),
      okText: tr('contractForm.delete'),
      okButtonProps: { danger: true, 'data-testid': 'contract-delete-ok' },
      cancelText: tr('refund.cancel'),
      onOk: async () => {
        await deleteContract(x.id);
        void message.success(tr('contractForm.deleted'));
        refresh();
        onClose();
      },
    });

  const lineColumns = [
    { key: 'itemName', dataIndex: 'itemName', title: tr('contractForm.itemName') },
    { key: 'quantity', dataIndex: 'quantity', title: tr('detail.quantity'), width: 80 },
    {
      key: 'unitPrice',
      dataIndex: 'unitPrice',
      title: tr('detail.unitPrice'),
      width: 120,
      align: 'right' as const,
      render: (v: number) => `¥${yuan(v)}`,
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: tr('detail.amount'),
      width: 120,
      align: 'right' as const,
      render: (v: number) => `¥${yuan(v)}`,
    },
  ];

  return (
    <Drawer title={tr('contractForm.detailTitle')} open={Boolean(id)} onClose={onClose} size="large" destroyOnHidden>
      {q.isPending ? (
        <Spin />
      ) : !c ? (
        <Result status="404" title={tr('contractForm.notFound')} />
      ) : (
        <div data-testid="contract-detail">
          <Space style={{ marginBottom: 12 }} wrap>
            {c.status === 0 ? (
              <Button onClick={() => setEditing(true)} data-testid="contract-modify">
                {tr('contractForm.modify')}
              </Button>
            ) : null}
            {c.status === 0 ? (
              <Button type="primary" onClick={() => confirmSign(c)} data-testid="contract-sign">
                {tr('contractForm.sign')}
              </Button>
            ) : null}
            {c.status === 0 || c.status === 1 ? (
              <Button danger onClick={() => setStopping(true)} data-testid="contract-stop">
                {tr('contractForm.stop')}
              </Button>
            ) : null}
            {c.status !== 1 ? (
              <Button danger type="dashed" onClick={() => confirmDelete(c)} data-testid="contract-delete">
                {tr('contractForm.delete')}
              </Button>
            ) : null}
          </Space>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={tr('contract.no')}>
              <span data-testid="contract-detail-no">{text(c.contractNo)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('contract.status')}>
              <span data-testid="contract-detail-status">{text(c.statusText)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('contract.titleCol')} span={2}>
              <span data-testid="contract-detail-title">{text(c.title)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('contract.party')}>{`${text(c.partyName)} ${text(c.partyMobile)}`}</Descriptions.Item>
            <Descriptions.Item label={tr('invoice.company')}>{text(c.companyName)}</Descriptions.Item>
            <Descriptions.Item label={tr('contractForm.amount')}>
              <span data-testid="contract-detail-amount">¥{yuan(c.amount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('contractForm.linesTotal')}>¥{yuan(c.detailTotal)}</Descriptions.Item>
            <Descriptions.Item label={tr('contract.period')}>{`${text(c.startDate)} ~ ${text(c.endDate)}`}</Descriptions.Item>
            <Descriptions.Item label={tr('contract.signTime')}>{time(c.signTime)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.staff')}>{text(c.staffName)}</Descriptions.Item>
            <Descriptions.Item label={tr('order.ctime')}>{time(c.ctime)}</Descriptions.Item>
            {c.stopReason ? (
              <Descriptions.Item label={tr('contractForm.stopReason')} span={2}>
                {`${c.stopReason} (${time(c.stopTime)})`}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={tr('detail.remark')} span={2}>
              {text(c.remark)}
            </Descriptions.Item>
          </Descriptions>
          {!c.priceDataOk ? <Alert type="warning" showIcon message={tr('contractForm.priceMismatch')} style={{ marginTop: 12 }} /> : null}
          <Table<PriceLine>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="id"
            pagination={false}
            title={() => tr('contract.details')}
            dataSource={c.priceDetails}
            columns={lineColumns}
            data-testid="contract-detail-lines"
          />
          {editing ? <ContractFormDialog open contract={c} onClose={() => setEditing(false)} /> : null}
          <StopDialog open={stopping} contract={c} onClose={() => setStopping(false)} onDone={refresh} />
        </div>
      )}
    </Drawer>
  );
}

function StopDialog({
  open,
  contract,
  onClose,
  onDone,
}: {
  open: boolean;
  contract: ContractDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const stop = useMutation({
    mutationFn: (reason: string) => stopContract(contract.id, reason),
    onSuccess: () => {
      void message.success(tr('contractForm.stopped'));
      form.resetFields();
      onDone();
      onClose();
    },
  });
  return (
    <Modal
      title={tr('contractForm.stopTitle', { no: contract.contractNo })}
      open={open}
      onCancel={() => !stop.isPending && onClose()}
      onOk={() => void form.validateFields().then((v) => stop.mutate(v.reason.trim()))}
      okText={tr('contractForm.stop')}
      cancelText={tr('refund.cancel')}
      okButtonProps={{ danger: true, loading: stop.isPending, 'data-testid': 'contract-stop-ok' }}
      destroyOnHidden
      forceRender
    >
      {stop.error ? <Alert type="error" showIcon message={stop.error.message} style={{ marginBottom: 12 }} /> : null}
      <p>{tr('contractForm.stopConfirm')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={tr('contractForm.stopReason')}
          rules={[{ required: true, whitespace: true, message: tr('contractForm.stopReasonRequired') }]}
        >
          <Input.TextArea maxLength={500} rows={3} data-testid="contract-stop-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
