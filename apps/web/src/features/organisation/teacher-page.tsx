import { Button, Popconfirm, Space, Tag, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn, type ListQueryState } from '../../components/list-page';
import { deleteTeacher, fetchDepartmentTree, fetchTeachers, flatDepartments, sendTeacherCode, subtreeIds, type TeacherRow } from './api';
import { ORG_NS } from './i18n';
import { TeacherFormDrawer } from './teacher-form';

/** /teacherManagement: teachers newest first, filtered by name, mobile, department (and those under it) and status. */
export function TeacherPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const tree = useQuery({ queryKey: ['org', 'departments'], queryFn: fetchDepartmentTree });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', 'org-teachers'] });
  const date = (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '-');
  /** The list filter: name and mobile contain, the department and every department under it, status. */
  const filterOf = (f: ListQueryState['filters']) => {
    const filter: Record<string, unknown> = {};
    if (f.realname) filter.realname = `*${String(f.realname)}*`;
    if (f.phone) filter.phone = `*${String(f.phone)}*`;
    if (f.department) filter.department_id = subtreeIds(tree.data ?? [], String(f.department));
    if (f.status !== undefined && f.status !== '') filter.status = Number(f.status);
    return filter;
  };

  const columns: ListColumn<TeacherRow>[] = [
    { key: 'id', title: 'ID', width: 80 },
    { key: 'realname', title: tr('teacher.realname'), width: 120, render: (v: string) => <span data-testid="teacher-name">{v}</span> },
    { key: 'phone', title: tr('teacher.phone'), width: 130, sortable: false },
    { key: 'department', title: tr('common.department'), sortable: false, render: (_: unknown, r) => r.department?.name ?? '-' },
    { key: 'duty', title: tr('teacher.duty'), width: 110, sortable: false, render: (_: unknown, r) => r.duty?.name ?? '-' },
    { key: 'weixin', title: tr('teacher.wechat'), width: 140, sortable: false, render: (_: unknown, r) => r.weixin?.weixin_no ?? '-' },
    { key: 'work_place', title: tr('teacher.workPlace'), width: 100 },
    { key: 'join_date', title: tr('teacher.joinDate'), width: 110, render: date },
    {
      key: 'status',
      title: tr('common.status'),
      width: 90,
      render: (_: unknown, r) => <Tag color={r.status === 0 ? 'green' : 'default'}>{r.status_text}</Tag>,
    },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 210,
      sortable: false,
      render: (_: unknown, r) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => setEditing(r.id)}>
            {tr('common.edit')}
          </Button>
          <Popconfirm
            title={tr('teacher.sendCodeConfirm', { name: r.realname, phone: r.phone })}
            onConfirm={async () => {
              await sendTeacherCode(r.id);
              message.success(tr('teacher.codeSent', { phone: r.phone }));
            }}
          >
            <Button size="small" type="link" data-testid="teacher-send-code">
              {tr('teacher.sendCode')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={tr('common.confirmDelete')}
            onConfirm={async () => {
              await deleteTeacher(r.id);
              message.success(tr('common.deleted'));
              await refresh();
            }}
          >
            <Button size="small" type="link" danger>
              {tr('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<TeacherRow>
        listId="org-teachers"
        title={tr('teacher.title')}
        rowKey={(r) => r.id}
        columns={columns}
        defaultSort={{ field: 'id', order: 'desc' }}
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')} data-testid="teacher-add">
            {tr('teacher.add')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'realname', label: tr('teacher.realname') },
          { kind: 'text', name: 'phone', label: tr('teacher.phone'), maxLength: 11 },
          { kind: 'select', name: 'department', label: tr('common.department'), options: flatDepartments(tree.data ?? []), width: 220 },
          {
            kind: 'select',
            name: 'status',
            label: tr('common.status'),
            options: [
              { value: '0', label: tr('teacher.statusOn') },
              { value: '1', label: tr('teacher.statusLeft') },
            ],
          },
        ]}
        exportJob={(q) => ({
          apiName: 'TeacherManagePage',
          fileName: tr('teacher.title'),
          query: JSON.stringify(filterOf(q.filters)),
          sort: JSON.stringify({ id: 'desc' }),
          header: {
            id: 'ID',
            realname: tr('teacher.realname'),
            phone: tr('teacher.phone'),
            'department.name': tr('common.department'),
            duty_id_text: tr('teacher.duty'),
            work_place: tr('teacher.workPlace'),
            status_text: tr('common.status'),
          },
        })}
        fetch={(q, signal) => fetchTeachers(filterOf(q.filters), q.page, q.size, signal)}
      />
      {editing && (
        <TeacherFormDrawer
          teacherId={editing === 'new' ? null : editing}
          departments={flatDepartments(tree.data ?? [])}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
