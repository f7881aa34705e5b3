import { useQuery } from '@tanstack/react-query';
import { Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAttendance, fetchChangeLog, fetchLessons, fetchWorks } from './api';
import { text, time } from './format';
import './i18n';

/** Per lesson: students joined, completed, with homework; today's counts. */
export function LessonsTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const q = useQuery({ queryKey: ['classes', 'lessons', teamId], queryFn: () => fetchLessons(teamId) });
  return (
    <Table
      size="small"
      rowKey="course_id"
      loading={q.isLoading}
      dataSource={q.data ?? []}
      pagination={false}
      data-testid="class-lessons"
      columns={[
        { key: 'title', title: tr('lesson.title'), dataIndex: 'title' },
        { key: 'lesson', title: tr('lesson.code'), dataIndex: 'current_lesson' },
        { key: 'join', title: tr('lesson.joined'), render: (_, r) => `${r.join_count}/${r.enrolled}` },
        { key: 'complete', title: tr('lesson.completed'), render: (_, r) => `${r.complete_count}/${r.enrolled}` },
        { key: 'task', title: tr('lesson.tasks'), dataIndex: 'task_student_count' },
        { key: 'todayJoin', title: tr('lesson.todayJoined'), dataIndex: 'today_join_count' },
        { key: 'todayComplete', title: tr('lesson.todayCompleted'), dataIndex: 'today_complete_count' },
      ]}
    />
  );
}

/** Attendance and completion of each student in each unlocked lesson (filter by lesson). */
export function AttendanceTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const [course, setCourse] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const lessons = useQuery({ queryKey: ['classes', 'lessons', teamId], queryFn: () => fetchLessons(teamId) });
  const q = useQuery({ queryKey: ['classes', 'attendance', teamId, course, page], queryFn: () => fetchAttendance(teamId, course, page) });
  const flag = (v: string, at: string | null) => (v === '1' ? <Tag color="green">{time(at)}</Tag> : <Tag>{tr('no')}</Tag>);
  return (
    <>
      <Select
        allowClear
        size="small"
        style={{ width: 240, marginBottom: 8 }}
        placeholder={tr('lesson.pick')}
        value={course}
        onChange={(v) => {
          setCourse(v);
          setPage(1);
        }}
        options={(lessons.data ?? []).map((l) => ({ value: l.course_id, label: l.title }))}
      />
      <Table
        size="small"
        rowKey={(r) => `${r.student_id}-${r.course_title}`}
        loading={q.isLoading}
        dataSource={q.data?.content ?? []}
        data-testid="class-attendance"
        pagination={{ current: page, pageSize: 20, total: q.data?.totalElements ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'student', title: tr('student.name'), render: (_, r) => text(r.username) },
          { key: 'lesson', title: tr('lesson.title'), dataIndex: 'course_title' },
          { key: 'join', title: tr('lesson.joinedAt'), render: (_, r) => flag(r.join_course_state, r.join_course_time) },
          { key: 'complete', title: tr('lesson.completedAt'), render: (_, r) => flag(r.complete_course_state, r.complete_course_time) },
        ]}
      />
    </>
  );
}

/** Homework uploads with their latest comment. */
export function WorksTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['classes', 'works', teamId, page], queryFn: () => fetchWorks(teamId, page) });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.content ?? []}
      pagination={{ current: page, pageSize: 20, total: q.data?.totalElements ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { key: 'student', title: tr('student.name'), render: (_, r) => text(r.username) },
        { key: 'lesson', title: tr('lesson.title'), dataIndex: 'classTitle' },
        { key: 'uploaded', title: tr('work.uploaded'), render: (_, r) => time(r.works_ctime) },
        {
          key: 'commented',
          title: tr('work.commented'),
          render: (_, r) => (r.has_comment_ctime ? time(r.has_comment_ctime) : <Tag>{tr('no')}</Tag>),
        },
      ]}
    />
  );
}

/** Class changes into and out of this class. */
export function ChangeLogTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['classes', 'changes', teamId, page], queryFn: () => fetchChangeLog({ teamId, page, size: 10 }) });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.content ?? []}
      data-testid="class-change-log"
      pagination={{ current: page, pageSize: 10, total: q.data?.totalElements ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { key: 'student', title: tr('student.name'), render: (_, r) => text(r.username) },
        { key: 'from', title: tr('move.from'), dataIndex: 'originTeamName' },
        { key: 'to', title: tr('move.to'), dataIndex: 'currentTeamName' },
        { key: 'reason', title: tr('move.reason'), render: (_, r) => text(r.reason ?? r.message) },
        {
          key: 'result',
          title: tr('log.result'),
          render: (_, r) => <Tag color={r.executeResult === 'SUCCESS' ? 'green' : 'red'}>{tr(`log.${r.executeResult}`)}</Tag>,
        },
        { key: 'operator', title: tr('log.operator'), render: (_, r) => text(r.operator) },
        { key: 'ctime', title: tr('log.time'), render: (_, r) => time(r.ctime) },
      ]}
    />
  );
}
