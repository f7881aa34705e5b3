import { Button, Collapse, Popconfirm, Space, Tag, Typography, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../components/list-page';
import { currentLang } from '../../platform/i18n/i18n';
import { fetchRoleAccess, fetchStaffPage, setStaffStatus, type StaffRow } from './staff-api';
import { ORG_NS } from './i18n';
import { StaffFormModal } from './staff-form';

/** /systemAccount: console accounts with roles, subjects, department, status and last login. */
export function StaffPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ id: string | null; reset?: boolean } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', 'org-staff'] });

  const setStatus = async (r: StaffRow, status: number) => {
    await setStaffStatus(r.id, status);
    message.success(status === 1 ? tr('staff.disabled') : tr('staff.enabled'));
    await refresh();
  };

  const columns: ListColumn<StaffRow>[] = [
    { key: 'id', title: 'ID', width: 70 },
    { key: 'user_name', title: tr('staff.userName'), width: 130, render: (v: string) => <span data-testid="staff-user">{v}</span> },
    { key: 'real_name', title: tr('staff.realName'), width: 110 },
    { key: 'mobile', title: tr('common.mobile'), width: 130, sortable: false },
    { key: 'role_names', title: tr('staff.roles'), sortable: false },
    { key: 'department_name', title: tr('common.department'), sortable: false },
    {
      key: 'status',
      title: tr('common.status'),
      width: 90,
      render: (_: unknown, r) => (
        <Tag color={r.status === 0 ? 'green' : 'red'} data-testid="staff-status">
          {r.status_text}
        </Tag>
      ),
    },
    {
      key: 'last_login_time',
      title: tr('staff.lastLogin'),
      width: 160,
      sortable: false,
      render: (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
    },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 220,
      sortable: false,
      render: (_: unknown, r) => (
        <Space size={2}>
          <Button size="small" type="link" onClick={() => setEditing({ id: r.id })}>
            {tr('common.edit')}
          </Button>
          <Popconfirm
            title={r.status === 0 ? tr('staff.disable') : tr('staff.enable')}
            onConfirm={() => setStatus(r, r.status === 0 ? 1 : 0)}
          >
            <Button size="small" type="link" danger={r.status === 0} data-testid="staff-toggle">
              {r.status === 0 ? tr('staff.disable') : tr('staff.enable')}
            </Button>
          </Popconfirm>
          <Button size="small" type="link" onClick={() => setEditing({ id: r.id, reset: true })}>
            {tr('staff.resetPwd')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<StaffRow>
        listId="org-staff"
        title={tr('staff.title')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <Button type="primary" onClick={() => setEditing({ id: null })}>
            {tr('staff.add')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'user_name', label: tr('staff.userName') },
          { kind: 'text', name: 'real_name', label: tr('staff.realName') },
          {
            kind: 'select',
            name: 'status',
            label: tr('common.status'),
            options: [
              { value: '0', label: tr('staff.enable') },
              { value: '1', label: tr('staff.disable') },
            ],
          },
        ]}
        fetch={(q, signal) => {
          const filter: Record<string, unknown> = {};
          if (q.filters.user_name) filter.user_name = `*${String(q.filters.user_name)}*`;
          if (q.filters.real_name) filter.real_name = `*${String(q.filters.real_name)}*`;
          if (q.filters.status !== undefined && q.filters.status !== '') filter.status = Number(q.filters.status);
          return fetchStaffPage(filter, q.page, q.size, signal);
        }}
      />
      <RoleAccessView />
      {editing && (
        <StaffFormModal
          staffId={editing.id}
          resetOnly={Boolean(editing.reset)}
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

/** A read-only view of what each role may open (the server's permission data). */
function RoleAccessView() {
  const { t: tr } = useTranslation(ORG_NS);
  const q = useQuery({ queryKey: ['org', 'role-access'], queryFn: fetchRoleAccess });
  const en = currentLang() === 'en';
  return (
    <Collapse
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'roles',
          label: tr('staff.roleAccess'),
          children: (q.data ?? []).map((r) => (
            <div key={r.roleId} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{en ? r.nameEn : r.name}：</Typography.Text>
              {r.areas.map((a) => (
                <Tag key={a.area}>{en ? a.titleEn : a.titleZh}</Tag>
              ))}
            </div>
          )),
        },
      ]}
    />
  );
}
