import { App, Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addBlacklist, BLACK_TYPES, deleteBlacklist, fetchBlacklist, type BlacklistEntry } from '../api/blacklist';
import { studentKeys } from '../api/keys';
import { fmtTime } from './record-table';

/** Message blacklist of the student: add a type (MSG = every message) with a reason, remove one (confirmed). */
export function BlacklistTab({ uid }: { uid: string }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ type: string; reason?: string }>();
  const key = [...studentKeys.detail(uid), 'blacklist'];
  const q = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchBlacklist(uid, signal) });
  const refresh = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: key });
  };
  const add = useMutation({
    mutationFn: (v: { type: string; reason?: string }) => addBlacklist(uid, v.type, v.reason?.trim() || undefined),
    onSuccess: () => {
      form.resetFields();
      refresh(tr('black.added'));
    },
  });
  const remove = (e: BlacklistEntry) =>
    modal.confirm({
      title: tr('black.confirmRemove', { type: tr(`black.types.${e.type}`, { defaultValue: e.type }) }),
      okText: tr('common.ok'),
      cancelText: tr('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteBlacklist(uid, e.type);
        refresh(tr('black.removed'));
      },
    });
  const listed = new Set(q.data?.types ?? []);
  const typeLabel = (t: string) => tr(`black.types.${t}`, { defaultValue: t });
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="blacklist-tab">
      <Tag color={q.data?.isBlack ? 'red' : 'green'} data-testid="black-state">
        {q.data?.isBlack ? tr('black.listed') : tr('black.notListed')}
      </Tag>
      <Form form={form} layout="inline" onFinish={(v) => add.mutate(v)} initialValues={{ type: 'MSG' }}>
        <Form.Item name="type" rules={[{ required: true }]}>
          <Select
            style={{ width: 160 }}
            options={BLACK_TYPES.map((t) => ({ value: t, label: typeLabel(t), disabled: listed.has(t) }))}
            data-testid="black-type"
          />
        </Form.Item>
        <Form.Item name="reason">
          <Input placeholder={tr('black.reason')} maxLength={200} style={{ width: 240 }} data-testid="black-reason" />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={add.isPending} data-testid="black-add">
          {tr('black.add')}
        </Button>
      </Form>
      <Table<BlacklistEntry>
        data-testid="tab-table-blacklist"
        size="small"
        rowKey="id"
        loading={q.isFetching}
        pagination={false}
        dataSource={q.data?.list ?? []}
        columns={[
          { key: 'type', dataIndex: 'type', title: tr('common.type'), render: (t: string) => <Tag>{typeLabel(t)}</Tag> },
          { key: 'reason', dataIndex: 'reason', title: tr('black.reason'), render: (v: string | null) => v || '-' },
          { key: 'staffName', dataIndex: 'staffName', title: tr('common.operator'), render: (v: string | null) => v || '-' },
          { key: 'ctime', dataIndex: 'ctime', title: tr('common.time'), render: fmtTime },
          {
            key: 'actions',
            title: tr('common.actions'),
            render: (_v, e) => (
              <Button type="link" danger size="small" onClick={() => remove(e)} data-testid={`black-remove-${e.type}`}>
                {tr('black.remove')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
