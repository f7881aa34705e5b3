import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-page';
import type { Row } from '../api/gql';
import type { RowKind } from './query';

const time = (v: unknown) => (typeof v === 'number' ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const pct = (v: unknown) => (typeof v === 'number' ? `${Math.round(v * (v <= 1 ? 100 : 1))}%` : '-');
const userOf = (r: Row): Row => ((r.user as Row | null) ?? {}) as Row;
/** A related record's name (batch-loaded relation), the id when the relation is empty. */
const nameOf = (rel: unknown, field: string, id: unknown) => text((rel as Row | null)?.[field] ?? id);

/** The student cell: name and number, linking to details/{id}. */
function studentCell(id: unknown, u: Row) {
  const name = text(u.nickname ?? u.username);
  return (
    <Link to={`/details/${String(id)}`} data-testid="student-link">
      {name} <span style={{ color: '#999' }}>{text(u.user_num)}</span>
    </Link>
  );
}

/** Columns of a student list (team rows of the statistics roots, or subject lines of the user roots). */
export function studentColumns(kind: RowKind, tr: TFunction): ListColumn<Row>[] {
  if (kind === 'user') {
    return [
      { key: 'student', title: tr('col.student'), width: 200, render: (_v, r) => studentCell(r.id, r) },
      { key: 'mobile', title: tr('col.mobile'), width: 130, render: text },
      { key: 'user_status_text', title: tr('col.status'), width: 130, sortField: 'user_status', sortable: true, render: text },
      { key: 'life_cycle_text', title: tr('col.lifeCycle'), width: 100, render: text },
      { key: 'join_date', title: tr('col.joinDate'), width: 160, sortable: true, render: time },
      { key: 'channel_id', title: tr('col.channel'), width: 140, render: (_v, r) => nameOf(r.channelInfo, 'name', r.channel_id) },
      { key: 'teacher_id', title: tr('col.teacher'), width: 110, render: (_v, r) => nameOf(r.teacher, 'realname', r.teacher_id) },
      { key: 'wechat_nickname', title: tr('detail.wechat'), width: 140, defaultHidden: true, render: text },
    ];
  }
  return [
    { key: 'student', title: tr('col.student'), width: 200, render: (_v, r) => studentCell(r.uid, userOf(r)) },
    { key: 'mobile', title: tr('col.mobile'), width: 130, render: (_v, r) => text(userOf(r).mobile) },
    { key: 'status', title: tr('col.status'), width: 120, render: (_v, r) => text(userOf(r).user_status_text) },
    { key: 'term', title: tr('col.term'), width: 80, sortable: true, render: text },
    { key: 'sup', title: tr('col.sup'), width: 80, render: text },
    { key: 'team_name', title: tr('col.team'), width: 160, render: text },
    { key: 'teacher_id', title: tr('col.teacher'), width: 110, render: (_v, r) => nameOf(r.teacher, 'realname', r.teacher_id) },
    { key: 'channel', title: tr('col.channel'), width: 140, defaultHidden: true, render: (_v, r) => nameOf(userOf(r).channelInfo, 'name', userOf(r).channel_id) },
    { key: 'life_cycle_text', title: tr('col.lifeCycle'), width: 100, render: text },
    { key: 'course_state_text', title: tr('col.courseState'), width: 100, render: text },
    { key: 'added_wechat_text', title: tr('col.addedWechat'), width: 90, render: text },
    { key: 'added_group_text', title: tr('col.addedGroup'), width: 90, render: text },
    { key: 'express_status_text', title: tr('col.express'), width: 100, render: text },
    { key: 'join_rate', title: tr('col.joinRate'), width: 90, sortable: true, render: pct },
    { key: 'complete_rate', title: tr('col.completeRate'), width: 90, sortable: true, render: pct },
    { key: 'remaining_week', title: tr('col.remainingWeek'), width: 90, defaultHidden: true, render: text },
    { key: 'is_conversion_text', title: tr('col.conversion'), width: 90, defaultHidden: true, render: text },
    { key: 'buytime', title: tr('col.buytime'), width: 160, sortable: true, defaultHidden: true, render: time },
    { key: 'ctime', title: tr('col.ctime'), width: 160, sortable: true, render: time },
  ];
}

/** Export header (field path → title) matching the visible data. */
export function exportHeader(kind: RowKind, tr: TFunction): Record<string, string> {
  if (kind === 'user')
    return {
      user_num: tr('col.userNum'),
      nickname: tr('col.nickname'),
      mobile: tr('col.mobile'),
      user_status_text: tr('col.status'),
      life_cycle_text: tr('col.lifeCycle'),
      join_date: tr('col.joinDate'),
      'channelInfo.name': tr('col.channel'),
      'teacher.realname': tr('col.teacher'),
    };
  return {
    'user.user_num': tr('col.userNum'),
    'user.nickname': tr('col.nickname'),
    'user.mobile': tr('col.mobile'),
    term: tr('col.term'),
    sup: tr('col.sup'),
    team_name: tr('col.team'),
    'teacher.realname': tr('col.teacher'),
    life_cycle_text: tr('col.lifeCycle'),
    added_wechat_text: tr('col.addedWechat'),
    express_status_text: tr('col.express'),
    ctime: tr('col.ctime'),
  };
}
