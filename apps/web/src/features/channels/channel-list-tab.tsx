import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import type { ExportRequest } from '../../components/export-job';
import { ListPage, sortJson, type ListColumn } from '../../components/list-page';
import type { ListQueryState } from '../../components/list-page/list-query';
import { fetchChannels, templateUrl, type ChannelRow } from './api';
import { ChannelFormDialog } from './channel-form-dialog';
import { ChannelImportDialog } from './channel-import-dialog';

const absolute = (path: string) => new URL(path, window.location.origin).toString();

function channelFilter(q: ListQueryState): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const name = q.filters.name as string | undefined;
  if (name) filter.channel_outer_name = `*${name}*`;
  if (q.filters.status) filter.status = Number(q.filters.status);
  return filter;
}

/** The channel list with short links, QR codes (download as PNG) and visit counts. */
export function ChannelListTab() {
  const { t: tr } = useTranslation('channels');
  const [editing, setEditing] = useState<ChannelRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const columns: ListColumn<ChannelRow>[] = [
    { key: 'id', title: 'ID', width: 80 },
    {
      key: 'channel_outer_name',
      title: tr('channel.outerName'),
      width: 180,
      sortField: 'channel_outer_name',
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(r)} data-testid="channel-open">
          {v}
        </Button>
      ),
    },
    { key: 'channel_inner_name', title: tr('channel.innerName'), width: 150 },
    {
      key: 'channel_class_name',
      title: tr('channel.cls'),
      width: 160,
      render: (_: unknown, r) => [r.p_channel_class_name, r.channel_class_name].filter(Boolean).join(' / ') || '-',
    },
    {
      key: 'channel_link_short',
      title: tr('channel.short'),
      width: 260,
      sortable: false,
      render: (v: string | null) =>
        v ? (
          <Space size={4}>
            <span data-testid="channel-short">{absolute(v)}</span>
            <CopyButton value={absolute(v)} />
          </Space>
        ) : (
          '-'
        ),
    },
    {
      key: 'short_er_code',
      title: tr('channel.qr'),
      width: 120,
      sortable: false,
      render: (v: string | null, r) =>
        v ? (
          <a href={`${v}?size=600`} download={`${r.channel_outer_name}.png`} data-testid="channel-qr">
            <DownloadOutlined /> {tr('channel.downloadQr')}
          </a>
        ) : (
          '-'
        ),
    },
    {
      key: 'visits',
      title: tr('channel.visits'),
      width: 90,
      align: 'right',
      render: (v: number) => <span data-testid="channel-visits">{v}</span>,
    },
    { key: 'channel_level', title: tr('channel.level'), width: 90 },
    { key: 'status_text', title: tr('channel.status'), width: 80, sortField: 'status' },
    { key: 'create_user', title: tr('channel.creator'), width: 100 },
  ];
  return (
    <>
      <ListPage<ChannelRow>
        listId="channels"
        title={tr('title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1500}
        onOpenRow={(r) => setEditing(r)}
        toolbar={
          <Space>
            <Button href={templateUrl()} icon={<DownloadOutlined />} data-testid="channel-template">
              {tr('channel.template')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="channel-import">
              {tr('import.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="channel-create">
              {tr('channel.create')}
            </Button>
          </Space>
        }
        filters={[
          { kind: 'text', name: 'name', label: tr('channel.outerName'), maxLength: 50 },
          {
            kind: 'select',
            name: 'status',
            label: tr('channel.status'),
            options: [
              { value: '0', label: tr('channel.enabled') },
              { value: '1', label: tr('channel.disabled') },
            ],
          },
        ]}
        fetch={(q, signal) => fetchChannels({ filter: channelFilter(q), sort: sortJson(q.sort), page: q.page, size: q.size }, signal)}
        exportJob={(q): ExportRequest => ({
          apiName: 'ChannelDetailStatisticsPage',
          fileName: tr('title'),
          query: JSON.stringify(channelFilter(q)),
          sort: sortJson(q.sort) ?? JSON.stringify({ id: 'desc' }),
          header: {
            id: 'ID',
            channel_outer_name: tr('channel.outerName'),
            channel_inner_name: tr('channel.innerName'),
            channel_class_name: tr('channel.cls'),
            channel_link: tr('channel.link'),
            channel_link_short: tr('channel.short'),
            visits: tr('channel.visits'),
            status_text: tr('channel.status'),
          },
        })}
      />
      {importing ? <ChannelImportDialog onClose={() => setImporting(false)} /> : null}
      {editing ? <ChannelFormDialog channel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
