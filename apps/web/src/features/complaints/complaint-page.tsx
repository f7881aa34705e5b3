import { Button, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeToMs, ListPage, type ListColumn } from '../../components/list-page';
import { useUrlTab } from '../../components/list-page/use-url-tab';
import { fetchComplaints, type ComplaintRow } from './api';
import { ComplaintDrawer } from './complaint-drawer';
import './i18n';

const TABS = ['1', '2', '3', '7', 'all'] as const;
const time = (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/** /complaint: complaints of the subject by status tab, the detail with the student's records and the deal form. */
export function ComplaintPage() {
  const { t } = useTranslation('complaints');
  const [tab, setTab] = useUrlTab(TABS);
  const [open, setOpen] = useState<string | null>(null);
  const columns: ListColumn<ComplaintRow>[] = [
    {
      key: 'complaintNo',
      title: t('col.complaintNo'),
      width: 170,
      render: (v: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(v)} data-testid="complaint-open">
          {v}
        </Button>
      ),
    },
    { key: 'userName', title: t('col.student'), width: 160, render: (_: unknown, r) => `${r.userName ?? '-'} ${r.userMobile ?? ''}` },
    {
      key: 'problemPName',
      title: t('col.problem'),
      width: 140,
      render: (_: unknown, r) => [r.problemPName, r.problemName].filter(Boolean).join(' / ') || '-',
    },
    { key: 'content', title: t('col.content'), ellipsis: true },
    {
      key: 'cpStatus',
      title: t('col.status'),
      width: 90,
      render: (v: number) => <Tag data-testid="complaint-status">{t(`status.${v}`)}</Tag>,
    },
    { key: 'cpStatusSub', title: t('col.sub'), width: 90, render: (v: number | null) => (v ? t(`sub.${v}`) : '-') },
    { key: 'systemTeacherName', title: t('col.systemTeacher'), width: 110, render: (v: string | null) => v ?? '-' },
    { key: 'trialTeacherName', title: t('col.trialTeacher'), width: 110, defaultHidden: true, render: (v: string | null) => v ?? '-' },
    { key: 'currentStaffName', title: t('col.handler'), width: 100, render: (v: string | null) => v ?? '-' },
    { key: 'ctime', title: t('col.ctime'), width: 150, render: time },
  ];
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        style={{ padding: '0 16px' }}
        items={TABS.map((k) => ({ key: k, label: <span data-testid={`complaint-tab-${k}`}>{t(`tabs.${k}`)}</span> }))}
      />
      <ListPage<ComplaintRow>
        key={tab}
        listId={`complaints-${tab}`}
        title={t('title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1300}
        onOpenRow={(r) => setOpen(r.complaintNo)}
        filters={[
          { kind: 'text', name: 'complaintNo', label: t('col.complaintNo'), maxLength: 40 },
          { kind: 'dateRange', name: 'ctime', label: t('col.ctime'), width: 250 },
        ]}
        fetch={async (q, signal) => {
          const range = dateRangeToMs(q.filters.ctime);
          const no = typeof q.filters.complaintNo === 'string' ? q.filters.complaintNo.trim() : '';
          const r = await fetchComplaints(
            {
              businessId: 105,
              cpStatus: tab === 'all' ? undefined : Number(tab),
              pageNumber: q.page,
              pageSize: q.size,
              complaintNo: no || undefined,
              startTime: range?.gte,
              endTime: range?.lte,
            },
            signal,
          );
          return { content: r.list, totalElements: r.total };
        }}
      />
      <ComplaintDrawer complaintNo={open} onClose={() => setOpen(null)} />
    </>
  );
}
