import { dictionaryOptions } from '@console/domain';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, sortJson, type ListColumn, type ListQueryState } from '../../components/list-page';
import type { ExportRequest } from '../../components/export-job/api';
import { fetchStateCounts, fetchTeams, kindSource, type ClassKind, type TeamRow } from './api';
import { day, pct, text } from './format';
import './i18n';
import { TeamDetailDrawer } from './team-detail-drawer';
import { teamFilter } from './team-filter';

const SUPS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'];

/** One class list per kind (trial, system, camp, aesthetic, AI, special, all): state counts, filters, statistics, export, detail. */
export function TeamListPage({ kind }: { kind: ClassKind }) {
  const { t: tr, i18n } = useTranslation('classes');
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const [openId, setOpenId] = useState<string | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const states = tr('states', { returnObjects: true }) as string[];
  const columns: ListColumn<TeamRow>[] = [
    {
      key: 'team_name',
      title: tr('col.name'),
      width: 200,
      fixed: 'left',
      sortable: true,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.id)} data-testid="class-open">
          {v}
        </Button>
      ),
    },
    {
      key: 'team_state',
      title: tr('col.state'),
      width: 90,
      render: (v: number) => <Tag color={['default', 'green', 'blue'][v]}>{states[v]}</Tag>,
    },
    { key: 'term', title: tr('col.term'), width: 80, sortable: true },
    { key: 'sup', title: tr('col.sup'), width: 70, render: (v: string | null) => text(v) },
    { key: 'teacher_realname', title: tr('col.teacher'), width: 110, render: (v: string | null) => text(v) },
    { key: 'teacher_wechat_no', title: tr('col.wechat'), width: 120, defaultHidden: true, render: (v: string | null) => text(v) },
    { key: 'department_name', title: tr('col.department'), width: 130, render: (v: string | null) => text(v) },
    { key: 'student_count', title: tr('col.enrolled'), width: 90, sortable: true, render: (v: number, r) => `${v}/${r.pre_enroll}` },
    { key: 'added_wechat', title: tr('col.wechatAdded'), width: 90 },
    { key: 'added_group', title: tr('col.groupAdded'), width: 90 },
    { key: 'join_rate', title: tr('col.joinRate'), width: 90, render: (v: number | null) => pct(v) },
    { key: 'complete_rate', title: tr('col.completeRate'), width: 90, render: (v: number | null) => pct(v) },
    { key: 'task_rate', title: tr('col.taskRate'), width: 90, render: (v: number | null) => pct(v) },
    { key: 'comment_rate', title: tr('col.commentRate'), width: 90, defaultHidden: true, render: (v: number | null) => pct(v) },
    { key: 'refund_count', title: tr('col.refund'), width: 80 },
    { key: 'renew_count', title: tr('col.renew'), width: 80, defaultHidden: kind === 'trial' },
    { key: 'order_conversion_rate', title: tr('col.conversion'), width: 90, render: (v: number | null) => pct(v) },
    { key: 'express_sent_count', title: tr('col.expressSent'), width: 90 },
    { key: 'express_signed_count', title: tr('col.expressSigned'), width: 90 },
    { key: 'class_start', title: tr('col.classStart'), width: 110, sortable: true, render: (v: number | null) => day(v) },
    { key: 'class_end', title: tr('col.classEnd'), width: 110, defaultHidden: true, render: (v: number | null) => day(v) },
  ];
  const { root, fixed } = kindSource(kind);
  const exportJob = (q: ListQueryState): ExportRequest => ({
    apiName: root,
    fileName: tr(`title.${kind}`),
    query: JSON.stringify({ ...fixed, ...teamFilter(q.filters) }),
    sort: sortJson(q.sort) ?? JSON.stringify({ ctime: 'desc' }),
    header: {
      team_name: tr('col.name'),
      team_state_text: tr('col.state'),
      term: tr('col.term'),
      'teacher.realname': tr('col.teacher'),
      'department.name': tr('col.department'),
      student_count: tr('col.enrolled'),
      added_wechat: tr('col.wechatAdded'),
      added_group: tr('col.groupAdded'),
      join_rate: tr('col.joinRate'),
      complete_rate: tr('col.completeRate'),
      task_rate: tr('col.taskRate'),
      refund_count: tr('col.refund'),
      order_conversion_rate: tr('col.conversion'),
      express_sent_count: tr('col.expressSent'),
      express_signed_count: tr('col.expressSigned'),
      class_start: tr('col.classStart'),
    },
  });
  return (
    <>
      <ListPage<TeamRow>
        listId={`classes-${kind}`}
        title={tr(`title.${kind}`)}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={2100}
        exportJob={exportJob}
        onOpenRow={(r) => setOpenId(r.id)}
        toolbar={
          <Space size={4} data-testid="class-state-counts">
            {states.map((label, i) => (
              <Tag key={label} color={['default', 'green', 'blue'][i]}>
                {label} {counts[String(i)] ?? 0}
              </Tag>
            ))}
          </Space>
        }
        filters={[
          { kind: 'text', name: 'team_name', label: tr('col.name'), maxLength: 60 },
          { kind: 'text', name: 'term', label: tr('col.term'), maxLength: 6, width: 100 },
          {
            kind: 'select',
            name: 'team_state',
            label: tr('col.state'),
            multiple: true,
            options: states.map((label, i) => ({ value: String(i), label })),
          },
          {
            kind: 'select',
            name: 'sup',
            label: tr('col.sup'),
            multiple: true,
            options: SUPS.map((s) => ({ value: s, label: s })),
            width: 140,
          },
          { kind: 'text', name: 'teacher', label: tr('col.teacher'), maxLength: 30, width: 130 },
          { kind: 'text', name: 'department', label: tr('col.department'), maxLength: 30, width: 130 },
          {
            kind: 'select',
            name: 'enroll_state',
            label: tr('col.enrollState'),
            options: (tr('enrollStates', { returnObjects: true }) as string[]).map((label, i) => ({ value: String(i), label })),
            width: 130,
          },
          ...(kind === 'trial'
            ? [
                {
                  kind: 'select' as const,
                  name: 'category',
                  label: tr('col.category'),
                  multiple: true,
                  options: dictionaryOptions('trialCourseCategory', lang).map((o) => ({ value: String(o.value), label: o.label })),
                  width: 160,
                },
              ]
            : []),
          { kind: 'dateRange', name: 'class_start', label: tr('col.classStart'), width: 250 },
        ]}
        fetch={(q, signal) => {
          void fetchStateCounts(kind, teamFilter(q.filters, false)).then(setCounts);
          return fetchTeams(kind, teamFilter(q.filters), q.page, Math.min(q.size, 200), sortJson(q.sort), signal);
        }}
      />
      <TeamDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

export const TrialTeamsPage = () => <TeamListPage kind="trial" />;
export const SystemTeamsPage = () => <TeamListPage kind="system" />;
export const CampTeamsPage = () => <TeamListPage kind="camp" />;
export const AestheticTeamsPage = () => <TeamListPage kind="aesthetic" />;
export const PonyTeamsPage = () => <TeamListPage kind="pony" />;
export const SpecialTeamsPage = () => <TeamListPage kind="special" />;
export const AllTeamsPage = () => <TeamListPage kind="all" />;
