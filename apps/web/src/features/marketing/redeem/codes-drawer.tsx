import { Button, Drawer, Popconfirm, Select, Space, Table, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCodes, invalidateCodes, setCodeStatus, type RedeemConfig } from '../api';
import { errText, text, time } from '../format';

/** The code library of one config: codes by status, select and invalidate, restore one. */
export function CodesDrawer({ config, onClose }: { config: RedeemConfig; onClose: () => void }) {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [selected, setSelected] = useState<string[]>([]);
  const statuses = tr('redeem.codeStatus', { returnObjects: true }) as string[];
  const codes = useQuery({
    queryKey: ['marketing', 'codes', config.id, page, status],
    queryFn: ({ signal }) => fetchCodes(config.id, page, 20, status, signal),
  });
  const refresh = () => {
    setSelected([]);
    void client.invalidateQueries({ queryKey: ['marketing', 'codes', config.id] });
    void client.invalidateQueries({ queryKey: ['list'] });
  };
  const invalidate = async () => {
    try {
      const r = await invalidateCodes(selected);
      void message.success(tr('redeem.invalidated', { count: r.invalidated }));
      refresh();
    } catch (e) {
      void message.error(errText(e));
    }
  };
  const restore = async (code: string) => {
    try {
      await setCodeStatus(code, 1);
      refresh();
    } catch (e) {
      void message.error(errText(e));
    }
  };
  return (
    <Drawer open width={720} title={`${tr('redeem.library')} · ${config.title}`} onClose={onClose} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={tr('common.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[0, 1, 2, 4].map((v) => ({ value: v, label: statuses[v] }))}
          data-testid="codes-status"
        />
        <Popconfirm
          title={tr('redeem.confirmInvalidate', { count: selected.length })}
          onConfirm={() => void invalidate()}
          disabled={!selected.length}
        >
          <Button danger disabled={!selected.length} data-testid="codes-invalidate">
            {tr('redeem.invalidate')} ({selected.length})
          </Button>
        </Popconfirm>
      </Space>
      <Table
        size="small"
        rowKey="code"
        loading={codes.isLoading}
        dataSource={codes.data?.content ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          getCheckboxProps: (r) => ({ disabled: r.status !== 1 }),
        }}
        pagination={{ current: page, pageSize: 20, total: codes.data?.totalElements ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { dataIndex: 'code', title: tr('redeem.code'), render: (v: string) => <code data-testid="code-value">{v}</code> },
          { dataIndex: 'status', title: tr('common.status'), render: (v: number) => <span data-testid="code-status">{statuses[v]}</span> },
          { dataIndex: 'converted_date', title: tr('redeem.convertedDate'), render: (v: number | null) => time(v) },
          { dataIndex: 'expire_date', title: tr('redeem.expireDate'), render: (v: number | null) => time(v) },
          { dataIndex: 'user_id', title: tr('common.student'), render: (v: string | null) => text(v) },
          {
            key: 'op',
            title: tr('common.actions'),
            render: (_: unknown, r) =>
              r.status === 0 ? (
                <Button type="link" size="small" onClick={() => void restore(r.code)}>
                  {tr('redeem.restore')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}
