import { useState } from 'react';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/gql';
import { RecordTable, type RecordColumn } from './record-table';
import { TaskDrawer, type TaskTarget } from './task-drawer';

const SELECTION =
  'id team_id course_id title lesson unit level sup term team_name state_text join_count complete_count task_count comment_count join_time complete_time last_learn_time';

/** The learning-record tabs: a root and, for the period kinds, the period's course type (management). */
export const LEARN_TABS: Record<string, { root: string; extra?: Record<string, unknown> }> = {
  theme: { root: 'StudentLearnRecordPage', extra: { period_course_type: 4 } },
  system: { root: 'StudentSystemLearnRecordPage' },
  trial: { root: 'StudentTrialLearnRecordPage' },
  special: { root: 'StudentLearnRecordPage', extra: { period_course_type: 5 } },
  lowPrice: { root: 'StudentLearnRecordPage', extra: { period_course_type: 2 } },
  topic: { root: 'StudentLearnRecordPage', extra: { period_course_type: 6 } },
  camp: { root: 'StudentCampLearnRecordPage' },
};

const columns = (tr: TFunction, open: (r: Row) => void): RecordColumn[] => [
  { key: 'title', title: tr('common.name') },
  { key: 'term', title: tr('col.term') },
  { key: 'sup', title: tr('col.sup') },
  { key: 'lesson', title: tr('learn.lesson') },
  { key: 'team_name', title: tr('col.team') },
  { key: 'state_text', title: tr('common.status') },
  { key: 'join_count', title: tr('learn.join') },
  { key: 'complete_count', title: tr('learn.complete') },
  { key: 'task_count', title: tr('learn.task') },
  { key: 'comment_count', title: tr('learn.comment') },
  { key: 'last_learn_time', title: tr('common.time'), render: 'time' },
  {
    key: 'tasks',
    title: tr('task.detail'),
    render: (r) => (
      <Button type="link" size="small" onClick={() => open(r)} data-testid="learn-open-task">
        {tr('task.open')}
      </Button>
    ),
  },
];

/** One learning-record tab: the student's lesson records; 作业 opens the task detail of that lesson. */
export function LearnTab({ uid, tab }: { uid: string; tab: string }) {
  const { t: tr } = useTranslation('students');
  const [target, setTarget] = useState<TaskTarget | null>(null);
  const spec = LEARN_TABS[tab];
  const open = (r: Row) => setTarget({ teamId: String(r.team_id), courseId: String(r.course_id), title: String(r.title ?? r.lesson ?? '') });
  return (
    <>
      <RecordTable uid={uid} tab={tab} root={spec.root} selection={SELECTION} extra={spec.extra} columns={columns(tr, open)} />
      <TaskDrawer uid={uid} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
