import { Button, Popconfirm, Progress, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  cancelExport,
  deleteExport,
  downloadExport,
  EXPORTS_NS,
  fetchExportRecords,
  formatBytes,
  isFinal,
  percentOf,
  type ExportRecord,
} from '../../components/export-job';
import { ListPage, type ListColumn } from '../../components/list-page';

const STATUS_COLOR: Record<ExportRecord['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};
const time = (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/** /exportRecord: the staff member's exports (role 7: everyone's), with progress, download, cancel, delete. */
export function ExportRecordPage() {
  const { t: te } = useTranslation(EXPORTS_NS);
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: ['list', 'export-records'] });

  const columns: ListColumn<ExportRecord>[] = [
    { key: 'staffName', title: te('colRequester'), width: 110 },
    {
      key: 'fileName',
      title: te('colWhat'),
      width: 200,
      render: (_: unknown, r) => (
        <span data-testid="export-record-name">
          {r.fileName} <Typography.Text type="secondary">({r.apiName})</Typography.Text>
        </span>
      ),
    },
    {
      key: 'query',
      title: te('colFilter'),
      ellipsis: true,
      render: (v: unknown) => <Typography.Text code>{typeof v === 'string' ? v : JSON.stringify(v ?? {})}</Typography.Text>,
    },
    {
      key: 'rowCount',
      title: te('colRows'),
      width: 160,
      render: (_: unknown, r) =>
        isFinal(r.status) ? (
          <span data-testid="export-record-rows">{r.rowCount ?? r.progressDone}</span>
        ) : (
          <Progress percent={percentOf(r)} size="small" style={{ width: 140 }} />
        ),
    },
    { key: 'sizeBytes', title: te('colSize'), width: 100, render: (v: number | null) => formatBytes(v) },
    {
      key: 'status',
      title: te('colStatus'),
      width: 100,
      render: (v: ExportRecord['status'], r) =>
        r.expired ? (
          <Tag title={te('expiredHint', { time: time(r.expiredAt) })} data-testid="export-record-status" data-status="expired">
            {te('expired')}
          </Tag>
        ) : (
          <Tag color={STATUS_COLOR[v]} title={r.error ?? undefined} data-testid="export-record-status" data-status={v}>
            {te(`status.${v}`)}
          </Tag>
        ),
    },
    { key: 'startedAt', title: te('colStarted'), width: 170, render: (v: number | null, r) => time(v ?? r.createdAt) },
    { key: 'finishedAt', title: te('colFinished'), width: 170, render: (v: number | null) => time(v) },
    {
      key: 'actions',
      title: te('colActions'),
      width: 190,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {r.downloadable ? (
            <Button type="link" size="small" onClick={() => void downloadExport(r.id)} data-testid="export-record-download">
              {te('download')}
            </Button>
          ) : null}
          {!isFinal(r.status) ? (
            <Popconfirm title={te('confirmCancel')} onConfirm={() => cancelExport(r.id).then(refresh)}>
              <Button type="link" size="small">
                {te('cancel')}
              </Button>
            </Popconfirm>
          ) : null}
          <Popconfirm title={te('confirmDelete')} onConfirm={() => deleteExport(r.id).then(refresh)}>
            <Button type="link" size="small" danger>
              {te('delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<ExportRecord>
      listId="export-records"
      title={te('title')}
      rowKey={(r) => r.id}
      columns={columns}
      scrollX={1300}
      filters={[
        {
          kind: 'select',
          name: 'status',
          label: te('filterStatus'),
          options: (['queued', 'running', 'done', 'failed', 'cancelled'] as const).map((s) => ({ value: s, label: te(`status.${s}`) })),
        },
      ]}
      fetch={(q, signal) => fetchExportRecords(q.page, q.size, typeof q.filters.status === 'string' ? q.filters.status : undefined, signal)}
    />
  );
}
