import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Page, ListColumn } from '../../components/list-page';
import { ListPage } from '../../components/list-page';
import { http } from '../../platform/http/client';
import { JOBS_ADMIN_NS } from './i18n';

type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
interface JobRow {
  id: string;
  kind: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progressDone: number;
  progressTotal: number | null;
  lastError: string | null;
  payload: unknown;
  createdAt: number;
  finishedAt: number | null;
}
const STATES: JobState[] = ['queued', 'running', 'done', 'failed', 'cancelled'];
const COLOR: Record<JobState, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};
const time = (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/** /jobOperations (role 7): background jobs by state, their errors, and retry of a failed one. */
export function JobOperationsPage() {
  const { t: tj } = useTranslation(JOBS_ADMIN_NS);
  const { message } = App.useApp();
  const client = useQueryClient();
  const counts = useQuery({
    queryKey: ['jobs', 'counts'],
    queryFn: () => http.get<{ kind: string; state: JobState; n: number }[]>('/api/b/v1/jobs/counts'),
  });
  const byState = STATES.map((s) => ({ s, n: (counts.data ?? []).filter((c) => c.state === s).reduce((a, c) => a + c.n, 0) }));

  const retry = async (id: string) => {
    await http.post('/api/b/v1/jobs/retry', { id });
    void message.success(tj('retried'));
    void client.invalidateQueries({ queryKey: ['jobs'] });
    void client.invalidateQueries({ queryKey: ['list', 'job-operations'] });
  };

  const columns: ListColumn<JobRow>[] = [
    { key: 'id', title: tj('colId'), width: 90 },
    { key: 'kind', title: tj('colKind'), width: 180 },
    {
      key: 'state',
      title: tj('colState'),
      width: 100,
      render: (v: JobState) => (
        <Tag color={COLOR[v]} data-testid="job-state">
          {tj(`state.${v}`)}
        </Tag>
      ),
    },
    { key: 'attempts', title: tj('colAttempts'), width: 100, render: (_: unknown, r) => `${r.attempts} / ${r.maxAttempts}` },
    {
      key: 'progressDone',
      title: tj('colProgress'),
      width: 140,
      render: (_: unknown, r) => `${r.progressDone}${r.progressTotal === null ? '' : ` / ${r.progressTotal}`}`,
    },
    {
      key: 'lastError',
      title: tj('colError'),
      ellipsis: true,
      render: (v: string | null) => <Typography.Text type="danger">{v ?? ''}</Typography.Text>,
    },
    { key: 'createdAt', title: tj('colCreated'), width: 170, render: (v: number) => time(v) },
    { key: 'finishedAt', title: tj('colFinished'), width: 170, render: (v: number | null) => time(v) },
    {
      key: 'actions',
      title: tj('colActions'),
      width: 90,
      render: (_: unknown, r) =>
        r.state === 'failed' || r.state === 'cancelled' ? (
          <Button type="link" size="small" onClick={() => void retry(r.id)} data-testid="job-retry">
            {tj('retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Card variant="borderless" size="small" title={tj('counts')} style={{ marginBottom: 12 }}>
        <Space wrap>
          {byState.map(({ s, n }) => (
            <Tag key={s} color={COLOR[s]} data-testid={`jobs-count-${s}`}>
              {tj(`state.${s}`)}: {n}
            </Tag>
          ))}
        </Space>
      </Card>
      <ListPage<JobRow>
        listId="job-operations"
        title={tj('title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1200}
        filters={[
          { kind: 'select', name: 'state', label: tj('colState'), options: STATES.map((s) => ({ value: s, label: tj(`state.${s}`) })) },
          { kind: 'text', name: 'kind', label: tj('colKind'), maxLength: 100 },
        ]}
        expandedRowRender={(r) => (
          <div style={{ whiteSpace: 'pre-wrap' }}>
            <Typography.Text type="danger">{r.lastError}</Typography.Text>
            <div>
              {tj('payload')}: <Typography.Text code>{JSON.stringify(r.payload)}</Typography.Text>
            </div>
          </div>
        )}
        fetch={(q, signal) =>
          http.post<Page<JobRow>>(
            '/api/b/v1/jobs/page',
            {
              page: q.page,
              size: q.size,
              state: typeof q.filters.state === 'string' ? q.filters.state : undefined,
              kind: typeof q.filters.kind === 'string' && q.filters.kind ? q.filters.kind : undefined,
            },
            { signal },
          )
        }
      />
    </>
  );
}
