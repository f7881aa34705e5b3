import { Button, Modal, Select, Tabs, Tag, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../components/list-page';
import { fetchTeacherOptions } from './api';
import { ORG_NS } from './i18n';
import { bindQwStaff, fetchQwStaffPage, fetchWechatPage, type QwStaffRow, type WechatRow } from './settings-api';

/** /weixinManagement: the teachers' WeChat accounts, and enterprise-chat staff with their teacher binding. */
export function WechatPage() {
  const { t: tr } = useTranslation(ORG_NS);
  return (
    <Tabs
      items={[
        { key: 'accounts', label: tr('wechat.accounts'), children: <WechatAccounts /> },
        { key: 'qw', label: tr('wechat.qwStaff'), children: <QwStaff /> },
      ]}
    />
  );
}

function WechatAccounts() {
  const { t: tr } = useTranslation(ORG_NS);
  const columns: ListColumn<WechatRow>[] = [
    { key: 'id', title: 'ID', width: 80 },
    { key: 'wechat_no', title: tr('wechat.wechatNo') },
    { key: 'nickname', title: tr('wechat.nickname') },
    { key: 'type_text', title: tr('navy.type'), sortable: false },
    { key: 'wechat_status', title: tr('common.status'), render: (_: unknown, r) => <Tag>{r.wechat_status_text}</Tag> },
    { key: 'teacher', title: tr('wechat.teacher'), sortable: false, render: (_: unknown, r) => r.teacher?.realname ?? '-' },
  ];
  return (
    <ListPage<WechatRow>
      listId="org-wechat"
      rowKey={(r) => r.id}
      columns={columns}
      filters={[{ kind: 'text', name: 'wechat_no', label: tr('wechat.wechatNo') }]}
      fetch={(q, signal) =>
        fetchWechatPage(q.filters.wechat_no ? { wechat_no: `*${String(q.filters.wechat_no)}*` } : {}, q.page, q.size, signal)
      }
    />
  );
}

function QwStaff() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const teachers = useQuery({ queryKey: ['org', 'teacher-options'], queryFn: () => fetchTeacherOptions() });
  const [binding, setBinding] = useState<QwStaffRow | null>(null);
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const save = async () => {
    await bindQwStaff(binding!.qwUserId, teacherId);
    message.success(tr('common.saved'));
    setBinding(null);
    await client.invalidateQueries({ queryKey: ['list', 'org-qw'] });
  };
  const columns: ListColumn<QwStaffRow>[] = [
    { key: 'qwUserId', title: tr('wechat.qwUserId'), sortable: false },
    { key: 'name', title: tr('common.name'), sortable: false },
    { key: 'departmentName', title: tr('common.department'), sortable: false },
    { key: 'teacherName', title: tr('wechat.teacher'), sortable: false, render: (v: string | null) => v ?? '-' },
    {
      key: 'lastLoginTime',
      title: tr('wechat.lastLogin'),
      sortable: false,
      render: (v: number | null, r) => (v ? `${dayjs(v).format('YYYY-MM-DD HH:mm')} ${r.lastLoginIp ?? ''}` : '-'),
    },
    {
      key: 'actions',
      title: tr('common.actions'),
      sortable: false,
      render: (_: unknown, r) => (
        <Button
          size="small"
          type="link"
          onClick={() => {
            setBinding(r);
            setTeacherId(r.teacherId);
          }}
        >
          {tr('wechat.bind')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage<QwStaffRow>
        listId="org-qw"
        rowKey={(r) => r.id}
        columns={columns}
        filters={[
          { kind: 'text', name: 'name', label: tr('common.name') },
          {
            kind: 'select',
            name: 'bound',
            label: tr('wechat.bound'),
            options: [
              { value: '1', label: tr('wechat.bound') },
              { value: '0', label: tr('wechat.unbind') },
            ],
          },
        ]}
        fetch={(q) => fetchQwStaffPage({ ...q.filters, pageNum: q.page, pageSize: q.size })}
      />
      <Modal open={Boolean(binding)} title={`${tr('wechat.bind')} · ${binding?.name ?? ''}`} onOk={save} onCancel={() => setBinding(null)}>
        <Select
          style={{ width: '100%' }}
          allowClear
          showSearch
          optionFilterProp="label"
          value={teacherId ?? undefined}
          onChange={(v) => setTeacherId(v ?? null)}
          options={teachers.data ?? []}
        />
      </Modal>
    </>
  );
}
