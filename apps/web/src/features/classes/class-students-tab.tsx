import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApplyApprovalButton } from '../../components/approval-apply';
import { fetchClassStudents, type ClassStudent, type TeamRow } from './api';
import { time, text } from './format';
import './i18n';
import { MoveStudentDialog } from './move-student-dialog';

/** The class's students: learning counts, WeChat / group, shipment, a link to the student, and "move to another class". */
export function ClassStudentsTab({ team, onMoved }: { team: TeamRow; onMoved: () => void }) {
  const { t: tr } = useTranslation('classes');
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<ClassStudent | null>(null);
  const q = useQuery({ queryKey: ['classes', 'students', team.id, page], queryFn: () => fetchClassStudents(team.id, page, 20) });
  const yes = (v: number) => (v ? <Tag color="green">{tr('yes')}</Tag> : <Tag>{tr('no')}</Tag>);
  return (
    <>
      <Table<ClassStudent>
        size="small"
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.content ?? []}
        scroll={{ x: 900 }}
        data-testid="class-students"
        pagination={{ current: page, pageSize: 20, total: q.data?.totalElements ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            key: 'name',
            title: tr('student.name'),
            render: (_, r) => (
              <Link to={`/details/${r.id}`} data-testid="class-student-link">
                {text(r.username ?? r.nickname)} ({r.user_num})
              </Link>
            ),
          },
          { key: 'mobile', title: tr('student.mobile'), dataIndex: 'mobile' },
          { key: 'join', title: tr('student.joined'), render: (_, r) => r.statistics.join_course },
          { key: 'complete', title: tr('student.completed'), render: (_, r) => r.statistics.complete_course },
          { key: 'task', title: tr('student.tasks'), render: (_, r) => r.statistics.course_task },
          { key: 'wechat', title: tr('col.wechatAdded'), render: (_, r) => yes(r.wechat_status.added_wechat) },
          { key: 'group', title: tr('col.groupAdded'), render: (_, r) => yes(r.wechat_status.added_group) },
          {
            key: 'express',
            title: tr('student.express'),
            render: (_, r) => (tr('expressStates', { returnObjects: true }) as string[])[Number(r.express.status)] ?? '-',
          },
          { key: 'enter', title: tr('student.entered'), render: (_, r) => time(r.ctime) },
          {
            key: 'move',
            title: tr('student.actions'),
            fixed: 'right',
            render: (_, r) => (
              <>
                <Button size="small" type="link" onClick={() => setMoving(r)} data-testid="class-student-move">
                  {tr('move.action')}
                </Button>
                {/* adjustments and suspensions that need an approval start here, prefilled with the student and this class */}
                <ApplyApprovalButton size="small" kinds={['adjust', 'suspension']} source={{ userId: r.id, teamId: team.id }} />
              </>
            ),
          },
        ]}
      />
      {moving ? (
        <MoveStudentDialog
          student={moving}
          from={team}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            onMoved();
          }}
        />
      ) : null}
    </>
  );
}
