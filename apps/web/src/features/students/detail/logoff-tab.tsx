import { App, Button, Descriptions, Empty, Form, Input, Skeleton, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentKeys } from '../api/keys';
import { applyLogoff, cancelLogoff, passLogoff } from '../api/logoff-actions';
import { fetchLogoffState, type LogoffProcess } from '../api/logoff-state';
import { fmtTime } from './record-table';

const COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'error', 3: 'default' };

/** Log-off process: apply (reason) → under review → pass or cancel, each with a confirmation. */
export function LogoffTab({ uid }: { uid: string }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string; notes?: string }>();
  const q = useQuery({ queryKey: studentKeys.logoff(uid), queryFn: ({ signal }) => fetchLogoffState(uid, signal) });
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: studentKeys.detail(uid) });
  };
  const apply = useMutation({
    mutationFn: (v: { reason: string; notes?: string }) => applyLogoff(uid, v.reason.trim(), v.notes?.trim() || undefined),
    onSuccess: () => {
      form.resetFields();
      done(tr('logoff.applied'));
    },
  });
  const confirm = (title: string, run: () => Promise<unknown>, ok: string, danger = false) =>
    modal.confirm({
      title,
      okText: tr('common.ok'),
      cancelText: tr('common.cancel'),
      okButtonProps: { danger },
      onOk: async () => {
        await run();
        done(ok);
      },
    });

  if (q.isLoading) return <Skeleton active />;
  const state = q.data;
  const current = state?.current ?? null;
  const label = (s: number | null | undefined) => (s == null ? tr('logoff.none') : tr(`logoff.s${s}`));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="logoff-tab">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={tr('logoff.state')}>
          <Tag color={COLORS[state?.status ?? 0]} data-testid="logoff-status" data-status={state?.status ?? ''}>
            {state?.isLogoff ? tr('logoff.s2') : label(state?.status)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={tr('common.time')}>{fmtTime(state?.logoffTime ?? current?.applyTime)}</Descriptions.Item>
      </Descriptions>
      {current?.status === 1 && (
        <Space>
          <Button danger type="primary" data-testid="logoff-pass" onClick={() => confirm(tr('logoff.confirmPass'), () => passLogoff(uid), tr('logoff.passed'), true)}>
            {tr('logoff.pass')}
          </Button>
          <Button data-testid="logoff-cancel" onClick={() => confirm(tr('logoff.confirmCancel'), () => cancelLogoff(uid), tr('logoff.cancelled'))}>
            {tr('logoff.cancel')}
          </Button>
        </Space>
      )}
      {!current && !state?.isLogoff && (
        <Form form={form} layout="inline" onFinish={(v) => apply.mutate(v)} data-testid="logoff-form">
          <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: tr('logoff.reasonRequired') }]}>
            <Input placeholder={tr('logoff.reason')} maxLength={500} style={{ width: 260 }} data-testid="logoff-reason" />
          </Form.Item>
          <Form.Item name="notes">
            <Input placeholder={tr('logoff.notes')} maxLength={1000} style={{ width: 220 }} />
          </Form.Item>
          <Button danger htmlType="submit" loading={apply.isPending} data-testid="logoff-apply">
            {tr('logoff.apply')}
          </Button>
        </Form>
      )}
      <Table<LogoffProcess>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={state?.processes ?? []}
        locale={{ emptyText: <Empty description={tr('logoff.none')} /> }}
        columns={[
          { key: 'status', dataIndex: 'status', title: tr('common.status'), render: (s: number) => <Tag color={COLORS[s]}>{label(s)}</Tag> },
          { key: 'reason', dataIndex: 'reason', title: tr('logoff.reason') },
          { key: 'staffName', dataIndex: 'staffName', title: tr('common.operator') },
          { key: 'applyTime', dataIndex: 'applyTime', title: tr('common.time'), render: fmtTime },
          { key: 'approvalStaffName', dataIndex: 'approvalStaffName', title: tr('logoff.pass') },
        ]}
      />
    </Space>
  );
}
