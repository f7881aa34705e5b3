import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateRangeToMs, ListPage, sortJson, type ListColumn } from '../../components/list-page';
import type { ListQueryState } from '../../components/list-page/list-query';
import { fetchAllChannels } from './api';
import { fetchDepartments, fetchDownloadLog, type DownloadLogRow } from './intro-api';

function logFilter(q: ListQueryState): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (q.filters.department) filter.department_id = q.filters.department;
  if (q.filters.channel) filter.channel_id = q.filters.channel;
  const range = dateRangeToMs(q.filters.time);
  if (range) filter.ctime = range;
  return filter;
}

/** Who downloaded which department's introduction, when, for which channel. */
export function IntroductionLogTab() {
  const { t: tr } = useTranslation('channels');
  const departments = useQuery({ queryKey: ['channels', 'departments'], queryFn: fetchDepartments });
  const channels = useQuery({ queryKey: ['channels', 'all'], queryFn: fetchAllChannels });
  const columns: ListColumn<DownloadLogRow>[] = [
    {
      key: 'ctime',
      title: tr('intro.downloadTime'),
      width: 170,
      render: (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-'),
    },
    { key: 'department_name', title: tr('intro.department'), width: 160 },
    { key: 'title', title: tr('intro.title'), width: 200 },
    { key: 'channel_name', title: tr('intro.channel'), width: 160, render: (v: string | null) => v ?? '-' },
    {
      key: 'staff_name',
      title: tr('intro.downloader'),
      width: 120,
      render: (v: string | null) => <span data-testid="intro-log-staff">{v ?? '-'}</span>,
    },
  ];
  return (
    <ListPage<DownloadLogRow>
      listId="channel-introduction-log"
      title={tr('intro.logTitle')}
      rowKey={(r) => r.id}
      columns={columns}
      filters={[
        {
          kind: 'select',
          name: 'department',
          label: tr('intro.department'),
          options: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
        },
        {
          kind: 'select',
          name: 'channel',
          label: tr('intro.channel'),
          options: (channels.data ?? []).map((c) => ({ value: c.id, label: c.channel_outer_name })),
        },
        { kind: 'dateRange', name: 'time', label: tr('intro.downloadTime') },
      ]}
      fetch={(q, signal) => fetchDownloadLog({ filter: logFilter(q), sort: sortJson(q.sort), page: q.page, size: q.size }, signal)}
    />
  );
}
