import { Button, Popconfirm, Progress, Space, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { deleteRedeemConfig, fetchRedeemConfigs, toggleRedeemConfig, type RedeemConfig } from '../api';
import { errText, text, time } from '../format';
import '../i18n';
import { CodesDrawer } from './codes-drawer';
import { RedeemFormDialog } from './redeem-form-dialog';

/** /marketing and /redeemCode: redeem-code configurations; generate, toggle, delete, open the code library. */
export function RedeemCodePage() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [editing, setEditing] = useState<RedeemConfig | 'new' | null>(null);
  const [library, setLibrary] = useState<RedeemConfig | null>(null);
  // while a shown config's generation job runs, the list refreshes itself every 2 s
  const [generating, setGenerating] = useState(false);
  useEffect(() => {
    if (!generating) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: ['list', 'marketing-redeem-configs'] }), 2000);
    return () => clearInterval(timer);
  }, [generating, client]);
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['list'] });
    } catch (e) {
      void message.error(errText(e));
    }
  };
  const columns: ListColumn<RedeemConfig>[] = [
    { key: 'title', title: tr('redeem.configTitle'), width: 200, render: (v: string) => <span data-testid="redeem-row-title">{v}</span> },
    {
      key: 'generated_num',
      title: tr('redeem.generated'),
      width: 170,
      render: (v: number, r) =>
        v >= r.num ? (
          <span data-testid="redeem-generated">{`${v} / ${r.num}`}</span>
        ) : (
          <Progress
            size="small"
            percent={Math.floor((v / r.num) * 100)}
            format={() => tr('redeem.generating', { done: v, total: r.num })}
          />
        ),
    },
    { key: 'converted_num', title: tr('redeem.converted'), width: 90 },
    { key: 'package_name', title: tr('redeem.package'), width: 160, render: (v: string | null) => text(v) },
    { key: 'channel_name', title: tr('redeem.channel'), width: 120, render: (v: string | null) => text(v) },
    {
      key: 'end_date',
      title: tr('redeem.expireType'),
      width: 160,
      render: (_: unknown, r) => (r.expire_type === 2 ? `${r.expire} ${tr('redeem.expireDays')}` : time(r.end_date)),
    },
    {
      key: 'status',
      title: tr('common.status'),
      width: 80,
      render: (v: number) => (
        <Tag color={v === 1 ? 'green' : 'default'} data-testid="redeem-status">
          {tr(v === 1 ? 'common.enabled' : 'common.disabled')}
        </Tag>
      ),
    },
    { key: 'ctime', title: tr('common.ctime'), width: 150, render: (v: number) => time(v) },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 240,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setLibrary(r)} data-testid="redeem-library">
            {tr('redeem.library')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {tr('common.edit')}
          </Button>
          <Popconfirm title={tr('redeem.confirmToggle')} onConfirm={() => void act(() => toggleRedeemConfig(r.id))}>
            <Button type="link" size="small" data-testid="redeem-toggle">
              {tr(r.status === 1 ? 'redeem.toggleOff' : 'redeem.toggleOn')}
            </Button>
          </Popconfirm>
          <Popconfirm title={tr('redeem.confirmDeleteConfig')} onConfirm={() => void act(() => deleteRedeemConfig(r.id))}>
            <Button type="link" size="small" danger>
              {tr('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<RedeemConfig>
        listId="marketing-redeem-configs"
        title={tr('redeem.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1400}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="redeem-create">
            {tr('common.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'title', label: tr('redeem.configTitle'), maxLength: 100 },
          {
            kind: 'select',
            name: 'status',
            label: tr('common.status'),
            options: [
              { value: '1', label: tr('common.enabled') },
              { value: '0', label: tr('common.disabled') },
            ],
          },
        ]}
        exportJob={() => ({
          apiName: 'ExchangeCodeLogPage',
          fileName: tr('redeem.export'),
          query: JSON.stringify({}),
          sort: JSON.stringify({ ctime: 'desc' }),
          header: {
            code: tr('redeem.code'),
            status_text: tr('common.status'),
            'user.mobile': tr('common.mobile'),
            use_date: tr('redeem.convertedDate'),
            remark: tr('common.remark'),
          },
        })}
        fetch={async (q, signal) => {
          const page = await fetchRedeemConfigs(
            {
              page: q.page,
              size: Math.min(q.size, 200),
              title: (q.filters.title as string) || undefined,
              status: typeof q.filters.status === 'string' && q.filters.status ? Number(q.filters.status) : undefined,
            },
            signal,
          );
          setGenerating(page.content.some((c) => c.generated_num < c.num));
          return page;
        }}
      />
      {editing ? <RedeemFormDialog config={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {library ? <CodesDrawer config={library} onClose={() => setLibrary(null)} /> : null}
    </>
  );
}
