import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateRangeToMs, ListPage, type ListColumn } from '../../components/list-page';
import { ORG_NS } from './i18n';
import { fetchLog, type LogRow } from './settings-api';

const time = (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

/** /loginRecord: logins and failed logins with IP and device. */
export function LoginRecordPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const columns: ListColumn<LogRow>[] = [
    { key: 'ctime', title: tr('common.time'), width: 170, sortable: false, render: time },
    { key: 'staffName', title: tr('log.who'), width: 140, sortable: false },
    {
      key: 'action',
      title: tr('log.result'),
      width: 90,
      sortable: false,
      render: (v: string) => <Tag color={v === 'login' ? 'green' : 'red'}>{v === 'login' ? tr('log.success') : tr('log.failed')}</Tag>,
    },
    { key: 'ip', title: tr('log.ip'), width: 140, sortable: false },
    { key: 'device', title: tr('log.device'), sortable: false, ellipsis: true, render: (_: unknown, r) => String(r.detail?.device ?? '-') },
  ];
  return (
    <ListPage<LogRow>
      listId="org-login-records"
      title={tr('log.loginTitle')}
      rowKey={(r) => r.id}
      columns={columns}
      filters={[{ kind: 'dateRange', name: 'time', label: tr('common.time') }]}
      fetch={(q, signal) => {
        const range = dateRangeToMs(q.filters.time);
        return fetchLog({ type: 'LOGIN', page: q.page, size: q.size, startTime: range?.gte, endTime: range?.lte }, signal);
      }}
    />
  );
}

/** /changelog: the operation log by who, what, record and date, with the field changes. */
export function ChangeLogPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const columns: ListColumn<LogRow>[] = [
    { key: 'ctime', title: tr('common.time'), width: 170, sortable: false, render: time },
    { key: 'staffName', title: tr('log.who'), width: 120, sortable: false },
    {
      key: 'action',
      title: tr('log.action'),
      width: 160,
      sortable: false,
      render: (v: string) => <span data-testid="log-action">{v}</span>,
    },
    { key: 'entity', title: tr('log.entity'), width: 120, sortable: false },
    { key: 'entityId', title: tr('log.entityId'), width: 100, sortable: false },
    {
      key: 'changes',
      title: tr('log.changes'),
      sortable: false,
      render: (_: unknown, r) => (
        <span data-testid="log-changes">
          {Object.entries(r.changes ?? {}).map(([field, [before, after]]) => (
            <div key={field}>
              <Typography.Text code>{field}</Typography.Text> {JSON.stringify(before)} → {JSON.stringify(after)}
            </div>
          ))}
        </span>
      ),
    },
    { key: 'ip', title: tr('log.ip'), width: 130, sortable: false },
  ];
  return (
    <ListPage<LogRow>
      listId="org-changelog"
      title={tr('log.changeTitle')}
      rowKey={(r) => r.id}
      columns={columns}
      filters={[
        { kind: 'text', name: 'staffId', label: tr('log.who') },
        { kind: 'text', name: 'action', label: tr('log.action') },
        { kind: 'text', name: 'entity', label: tr('log.entity') },
        { kind: 'text', name: 'entityId', label: tr('log.entityId') },
        { kind: 'dateRange', name: 'time', label: tr('common.time') },
      ]}
      fetch={(q, signal) => {
        const f = q.filters;
        const range = dateRangeToMs(f.time);
        const [startTime, endTime] = [range?.gte, range?.lte];
        return fetchLog(
          {
            staffId: f.staffId as string,
            action: f.action as string,
            entity: f.entity as string,
            entityId: f.entityId as string,
            startTime,
            endTime,
            page: q.page,
            size: q.size,
          },
          signal,
        );
      }}
    />
  );
}
