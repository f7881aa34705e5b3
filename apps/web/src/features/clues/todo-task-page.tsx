import { App, Button, DatePicker, Empty, List, Modal, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, sortJson, type FilterField, type ListColumn, type Page } from '../../components/list-page';
import { dateRangeToMs } from '../../components/list-page/list-query';
import { http } from '../../platform/http/client';
import { gql, lit } from './api';
import { text, time } from './format';
import { useClueActor } from './use-clue-actor';
import './i18n';

interface TodoRow {
  id: string;
  status: number;
  status_text: string | null;
  due_time: number | null;
  period: number | null;
  call_duration: number | null;
  content: string | null;
  finish_time: number | null;
  user: { username: string | null; user_num: string | null } | null;
  teacher: { realname: string | null } | null;
}

/** Follow-ups written against one task (UserFollowLogPage by todo_task_id). */
function TaskFollowLogs({ id }: { id: string }) {
  const { t: tr } = useTranslation('clues');
  const { data } = useQuery({
    queryKey: ['clues', 'todoLogs', id],
    queryFn: () =>
      gql<{ UserFollowLogPage: Page<{ id: string; content: string; ctime: number; staff_name: string | null }> }>(
        `{ UserFollowLogPage(query: ${lit({ todo_task_id: id })}, page: 1, size: 20) { content { id content ctime staff_name } } }`,
      ),
  });
  const rows = data?.UserFollowLogPage.content ?? [];
  if (!rows.length) return <Empty description={tr('todo.noLogs')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <List
      size="small"
      dataSource={rows}
      renderItem={(r) => <List.Item>{`${time(r.ctime)} ${text(r.staff_name)}：${r.content}`}</List.Item>}
    />
  );
}

/** /todoTask: students' to-do tasks (the teacher's own; managers see all), mark done or postpone. */
export function TodoTaskPage() {
  const { t: tr } = useTranslation('clues');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const actor = useClueActor();
  const [postponing, setPostponing] = useState<TodoRow | null>(null);
  const [due, setDue] = useState<Dayjs | null>(null);
  const act = async (p: Promise<unknown>) => {
    await p;
    message.success(tr('act.done'));
    await qc.invalidateQueries({ queryKey: ['list'] });
  };
  const filters: FilterField[] = useMemo(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: tr('todo.status'),
        options: [0, 1, 2].map((v) => ({ value: String(v), label: tr(`todo.st${v}`) })),
      },
      { kind: 'dateRange', name: 'due', label: tr('todo.due'), width: 250 },
    ],
    [tr],
  );
  const columns: ListColumn<TodoRow>[] = [
    {
      key: 'user',
      title: tr('todo.student'),
      width: 160,
      render: (_: unknown, r) => `${text(r.user?.username)} ${text(r.user?.user_num)}`,
    },
    {
      key: 'status',
      title: tr('todo.status'),
      width: 90,
      render: (_: unknown, r) => <span data-testid="todo-status">{text(r.status_text)}</span>,
    },
    { key: 'due_time', title: tr('todo.due'), width: 160, sortable: true, render: (v: number | null) => time(v) },
    { key: 'period', title: tr('todo.period'), width: 80, render: (v: number | null) => text(v) },
    { key: 'call_duration', title: tr('todo.call'), width: 110 },
    { key: 'content', title: tr('todo.content'), width: 220, ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'teacher', title: tr('col.teacher'), width: 100, render: (_: unknown, r) => text(r.teacher?.realname) },
    {
      key: 'actions',
      title: tr('col.actions'),
      width: 150,
      fixed: 'right',
      render: (_: unknown, r) =>
        r.status === 0 ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              data-testid="todo-done"
              onClick={() => void act(http.post('/api/u/v1/todoTask/done', { id: r.id }))}
            >
              {tr('todo.done')}
            </Button>
            <Button type="link" size="small" onClick={() => (setDue(null), setPostponing(r))}>
              {tr('todo.postpone')}
            </Button>
          </Space>
        ) : null,
    },
  ];
  const base = actor.manager || !actor.ownTeacherId ? {} : { teacher_id: actor.ownTeacherId };
  return (
    <>
      <ListPage<TodoRow>
        key={JSON.stringify(base)}
        listId="clues-todo"
        title={tr('todo.title')}
        rowKey={(r) => r.id}
        columns={columns}
        filters={filters}
        scrollX={1200}
        defaultSort={{ field: 'due_time', order: 'asc' }}
        expandedRowRender={(r) => <TaskFollowLogs id={r.id} />}
        fetch={async (q, signal) => {
          const f: Record<string, unknown> = { ...base };
          if (q.filters.status) f.status = q.filters.status;
          const range = dateRangeToMs(q.filters.due);
          if (range) f.due_time = range;
          const s = sortJson(q.sort);
          const r = await gql<{ StudentTodoTaskPage: Page<TodoRow> }>(
            `{ StudentTodoTaskPage(query: ${lit(f)}, page: ${q.page}, size: ${q.size}${s ? `, sort: ${lit(s)}` : ''}) { totalElements content {
                id status status_text due_time period call_duration content finish_time user { username user_num } teacher { realname } } } }`,
            signal,
          );
          return r.StudentTodoTaskPage;
        }}
      />
      <Modal
        open={postponing !== null}
        title={tr('todo.postpone')}
        onCancel={() => setPostponing(null)}
        okButtonProps={{ disabled: !due }}
        onOk={async () => {
          await act(http.post('/api/u/v1/todoTask/postpone', { id: postponing!.id, dueTime: due!.valueOf() }));
          setPostponing(null);
        }}
      >
        <DatePicker showTime value={due} onChange={setDue} placeholder={tr('todo.newDue')} />
      </Modal>
    </>
  );
}
