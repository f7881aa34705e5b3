import { Alert, Button, Card, Form, Input, InputNumber, Modal, Table } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { fetchCoinLedger, issueCoins, newKey, type CoinRow, type IssueResult } from '../api';
import { errText, splitList, text, time } from '../format';
import '../i18n';

interface Values {
  students: string;
  amount: number;
  reason: string;
}

/** /issueBearCoins: give coins to students with a reason (once per confirmed issue), and the coin ledger. */
export function IssueCoinsPage() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<IssueResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const issue = useMutation({
    mutationFn: (v: { ids: string[]; amount: number; reason: string }) => {
      key.current ??= newKey();
      const rows = v.ids.map((id) => (id.length <= 10 ? { uid: id, amount: v.amount } : { userNum: id, amount: v.amount }));
      return issueCoins(key.current, rows, v.reason);
    },
    onSuccess: (r) => {
      key.current = null;
      setResult(r);
      form.resetFields();
      void client.invalidateQueries({ queryKey: ['list'] });
    },
    onError: (e) => setError(errText(e)),
  });
  const submit = async () => {
    const v = await form.validateFields();
    const ids = splitList(v.students);
    setError(null);
    setResult(null);
    Modal.confirm({
      title: tr('coins.confirm', { count: ids.length, amount: v.amount }),
      okButtonProps: { 'data-testid': 'coins-confirm' } as Record<string, string>,
      onOk: () => issue.mutateAsync({ ids, amount: v.amount, reason: v.reason.trim() }).catch(() => undefined),
    });
  };
  const columns: ListColumn<CoinRow>[] = [
    { key: 'uid', title: tr('coins.uid'), width: 110 },
    {
      key: 'user',
      title: tr('common.student'),
      width: 180,
      render: (_: unknown, r) => `${text(r.user?.username)} ${text(r.user?.mobile)}`,
    },
    { key: 'amount', title: tr('common.amount'), width: 90 },
    { key: 'balance_after', title: tr('coins.balanceAfter'), width: 110 },
    { key: 'trans_type_text', title: tr('coins.transType'), width: 110 },
    {
      key: 'desc',
      title: tr('coins.reason'),
      width: 200,
      render: (v: string | null) => <span data-testid="coin-row-desc">{text(v)}</span>,
    },
    { key: 'ctime', title: tr('common.ctime'), width: 150, render: (v: number) => time(v) },
  ];
  return (
    <>
      <Card title={tr('coins.title')} size="small" style={{ marginBottom: 12 }}>
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
          <Form.Item
            name="students"
            label={tr('coins.students')}
            extra={tr('coins.studentsHelp')}
            rules={[{ required: true, whitespace: true, message: tr('coins.studentsRequired') }]}
          >
            <Input.TextArea rows={3} data-testid="coins-students" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={tr('coins.amount')}
            rules={[{ required: true, type: 'integer', min: 1, message: tr('coins.amountRequired') }]}
          >
            <InputNumber min={1} max={1000000} precision={0} data-testid="coins-amount" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={tr('coins.reason')}
            rules={[{ required: true, whitespace: true, message: tr('coins.reasonRequired') }, { max: 200 }]}
          >
            <Input maxLength={200} data-testid="coins-reason" />
          </Form.Item>
          <Button type="primary" onClick={() => void submit()} loading={issue.isPending} data-testid="coins-submit">
            {tr('coins.submit')}
          </Button>
        </Form>
        {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} /> : null}
        {result ? (
          <div style={{ marginTop: 12 }} data-testid="coins-result">
            <Alert
              type={result.failNum ? 'warning' : 'success'}
              showIcon
              message={tr('coins.result', { ok: result.successNum ?? 0, fail: result.failNum ?? 0 })}
            />
            {result.failures?.length ? (
              <Table
                size="small"
                rowKey="row"
                pagination={false}
                dataSource={result.failures}
                columns={[
                  { dataIndex: 'row', title: '#' },
                  { dataIndex: 'reason', title: tr('send.reason') },
                ]}
              />
            ) : null}
          </div>
        ) : null}
      </Card>
      <ListPage<CoinRow>
        listId="marketing-coin-ledger"
        title={tr('coins.ledger')}
        rowKey={(r) => r.id}
        columns={columns}
        filters={[{ kind: 'text', name: 'uid', label: tr('coins.uid'), maxLength: 18 }]}
        fetch={(q, signal) => fetchCoinLedger(q.page, Math.min(q.size, 200), (q.filters.uid as string)?.trim() || undefined, signal)}
      />
    </>
  );
}
