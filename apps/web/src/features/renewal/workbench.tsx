import { Badge, Button, Segmented, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, sortJson, type ListColumn } from '../../components/list-page';
import { fetchLayer, fetchLayerCounts, type LayerRow } from './api';
import { FollowDialog } from './follow-dialog';
import './i18n';

const when = (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '-');

/** The renewal students by level (renew_level >= 1 is forced by the server) and follow status, with follow-ups. */
export function Workbench() {
  const { t: tr } = useTranslation('renewal');
  const [level, setLevel] = useState<number>(0);
  const [flow, setFlow] = useState<number>(0);
  const [followOf, setFollowOf] = useState<string | null>(null);
  const base = level ? { renew_level: level } : {};
  const counts = useQuery({ queryKey: ['renewal', 'counts', level], queryFn: ({ signal }) => fetchLayerCounts(base, signal) });
  const columns: ListColumn<LayerRow>[] = [
    {
      key: 'user',
      title: tr('col.student'),
      width: 170,
      render: (_: unknown, r) => `${r.user?.username ?? '-'} ${r.user?.user_num ?? ''}`,
    },
    {
      key: 'renew_level',
      title: tr('col.level'),
      width: 90,
      sortable: true,
      render: (v: number) => <span data-testid="renew-level">L{v}</span>,
    },
    {
      key: 'flow_status',
      title: tr('col.flow'),
      width: 100,
      render: (_: unknown, r) => <span data-testid="renew-flow">{r.flow_status_text}</span>,
    },
    { key: 'teacher', title: tr('col.teacher'), width: 100, render: (_: unknown, r) => r.teacher?.realname ?? '-' },
    { key: 'last_renewal_time', title: tr('col.lastRenewal'), width: 120, render: when },
    { key: 'continue_order_count', title: tr('col.orders'), width: 90 },
    { key: 'remaining_lessons', title: tr('col.lessons'), width: 90 },
    { key: 'last_follow_time', title: tr('col.lastFollow'), width: 120, render: when },
    { key: 'follow_count', title: tr('col.follows'), width: 90 },
    {
      key: 'actions',
      title: tr('col.actions'),
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="link" size="small" data-testid="renew-follow" onClick={() => setFollowOf(r.uid)}>
          {tr('follow.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented
          data-testid="renew-levels"
          value={level}
          onChange={(v) => setLevel(Number(v))}
          options={[{ value: 0, label: tr('level.all') }, ...[1, 2, 3, 4].map((n) => ({ value: n, label: tr('level.n', { n }) }))]}
        />
        <Tabs
          activeKey={String(flow)}
          onChange={(k) => setFlow(Number(k))}
          items={[0, 1, 2, 3, 4].map((s) => ({
            key: String(s),
            label: (
              <span data-testid={`renew-flow-tab-${s}`}>
                {tr(s ? `flow.${s}` : 'flow.all')}{' '}
                <Badge showZero color="#8c8c8c" overflowCount={9_999_999} count={counts.data?.[s ? `f${s}` : 'total'] ?? 0} />
              </span>
            ),
          }))}
        />
      </Space>
      <ListPage<LayerRow>
        key={`${level}-${flow}`}
        listId={`renewal-layer-${level}-${flow}`}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1200}
        fetch={(q, signal) => fetchLayer({ ...base, ...(flow ? { flow_status: flow } : {}) }, q.page, q.size, sortJson(q.sort), signal)}
        exportJob={(q) => ({
          apiName: 'UserSystemRenewLayerStatisticsPage',
          fileName: tr('title'),
          query: JSON.stringify({ ...base, ...(flow ? { flow_status: flow } : {}) }),
          sort: sortJson(q.sort) ?? JSON.stringify({ ctime: 'desc' }),
          header: {
            'user.username': tr('col.student'),
            renew_level: tr('col.level'),
            flow_status_text: tr('col.flow'),
            'teacher.realname': tr('col.teacher'),
            last_renewal_time: tr('col.lastRenewal'),
            continue_order_count: tr('col.orders'),
            remaining_lessons: tr('col.lessons'),
            last_follow_time: tr('col.lastFollow'),
          },
        })}
      />
      <FollowDialog userId={followOf} onClose={() => setFollowOf(null)} />
    </>
  );
}
