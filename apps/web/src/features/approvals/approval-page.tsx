import { Badge, Button, Tabs, Tag } from 'antd';
import { DICTIONARIES } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeToMs, ListPage, type ListColumn, type ListQueryState } from '../../components/list-page';
import { useUrlTab } from '../../components/list-page/use-url-tab';
import type { Query } from '../../platform/http/client';
import { fetchApprovals, fetchCounts, SCOPES, type ApprovalRow, type ApprovalScope } from './api';
import { ApprovalDetailDrawer } from './approval-detail-drawer';
import './i18n';

const time = (v: number | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/** The list filters as the approval2/list calls take them. */
export function approvalQuery(q: Pick<ListQueryState, 'filters'>): Query {
  const f = q.filters;
  const out: Query = {};
  const list = (v: unknown) => (Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : undefined);
  if (list(f.type)) out.type = list(f.type);
  if (typeof f.status === 'string' && f.status) out.status = f.status;
  if (typeof f.id === 'string' && /^\d+$/.test(f.id.trim())) out.id = f.id.trim();
  if (typeof f.applyName === 'string' && f.applyName.trim()) out.applyName = f.applyName.trim();
  if (typeof f.tag === 'string' && f.tag.trim()) out.tag = f.tag.trim();
  if (typeof f.financeStatus === 'string' && f.financeStatus) out.financeStatus = f.financeStatus;
  const range = dateRangeToMs(f.ctime);
  if (range?.gte) out.startTime = range.gte;
  if (range?.lte) out.endTime = range.lte;
  return out;
}

/** /approval and /approvalCenter: pending for me, handled by me, started by me, all; with tab counts and the detail drawer. */
export function ApprovalPage() {
  const { t, i18n } = useTranslation('approvals');
  const en = i18n.language === 'en';
  const [scopeKey, setScope] = useUrlTab(SCOPES);
  const scope = scopeKey as ApprovalScope;
  const [openId, setOpenId] = useState<string | null>(null);
  const [filters, setFilters] = useState<Query>({});
  const counts = useQuery({ queryKey: ['approvals', 'counts', filters], queryFn: ({ signal }) => fetchCounts(filters, signal) });
  const typeOptions = Object.entries(DICTIONARIES.approvalType).map(([value, e]) => ({ value, label: en ? e.en : e.zh }));
  const columns: ListColumn<ApprovalRow>[] = [
    {
      key: 'id',
      title: t('col.id'),
      width: 100,
      render: (v: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(v)} data-testid="approval-open">
          {v}
        </Button>
      ),
    },
    {
      key: 'typeText',
      title: t('col.type'),
      width: 110,
      render: (_: unknown, r) => (en ? (DICTIONARIES.approvalType[r.typeCode]?.en ?? r.typeText) : r.typeText),
    },
    { key: 'abstractContent', title: t('col.summary'), ellipsis: true, render: (v: string) => v.split('^').filter(Boolean).join(' · ') },
    { key: 'userName', title: t('col.student'), width: 110, render: (v: string | null) => v ?? '-' },
    { key: 'applyName', title: t('col.applicant'), width: 100 },
    { key: 'applyDepartment', title: t('col.department'), width: 120, defaultHidden: true },
    {
      key: 'statusStr',
      title: t('col.status'),
      width: 100,
      render: (_: unknown, r) => (
        <Tag color={['processing', 'success', 'default', 'error'][r.statusCode]} data-testid="approval-status">
          {r.sentBack ? r.statusStr : t(`status.${r.statusCode}`)}
        </Tag>
      ),
    },
    { key: 'approvalName', title: t('col.current'), width: 120, render: (v: string) => v || '-' },
    { key: 'amount', title: t('col.amount'), width: 100, align: 'right', render: (v: number | null) => (v === null ? '-' : v.toFixed(2)) },
    { key: 'tag', title: t('col.tag'), width: 90, render: (v: string | null) => (v ? <Tag>{v}</Tag> : '-') },
    { key: 'ctime', title: t('col.ctime'), width: 150, render: time },
    { key: 'endTime', title: t('col.endTime'), width: 150, render: time },
  ];
  return (
    <>
      <Tabs
        activeKey={scope}
        onChange={setScope}
        style={{ padding: '0 16px' }}
        items={SCOPES.map((s) => ({
          key: s,
          label: (
            <span data-testid={`approval-tab-${s}`}>
              {t(`tabs.${s}`)}{' '}
              <Badge count={counts.data?.[s] ?? 0} overflowCount={9999} showZero color={s === 'pending' ? 'red' : 'blue'} />
            </span>
          ),
        }))}
      />
      <ListPage<ApprovalRow>
        key={scope}
        listId={`approvals-${scope}`}
        title={t('title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1400}
        onOpenRow={(r) => setOpenId(r.id)}
        filters={[
          { kind: 'text', name: 'id', label: t('col.id'), maxLength: 18, width: 120 },
          { kind: 'select', name: 'type', label: t('col.type'), multiple: true, options: typeOptions, width: 220 },
          {
            kind: 'select',
            name: 'status',
            label: t('col.status'),
            options: ['0', '1', '2', '3'].map((v) => ({ value: v, label: t(`status.${v}`) })),
          },
          { kind: 'text', name: 'applyName', label: t('col.applicant'), maxLength: 50, width: 140 },
          { kind: 'text', name: 'tag', label: t('col.tag'), maxLength: 50, width: 120 },
          {
            kind: 'select',
            name: 'financeStatus',
            label: t('col.financeStatus'),
            options: ['0', '1', '2', '3'].map((v) => ({ value: v, label: t(`finance.${v}`) })),
          },
          { kind: 'dateRange', name: 'ctime', label: t('col.ctime'), width: 250 },
        ]}
        fetch={(q, signal) => {
          const query = approvalQuery(q);
          if (JSON.stringify(query) !== JSON.stringify(filters)) setTimeout(() => setFilters(query));
          return fetchApprovals(scope, { ...query, page: q.page, size: q.size }, signal);
        }}
      />
      <ApprovalDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
