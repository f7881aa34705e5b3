import { Button, Select, Space, Table, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTeacherOptions } from './api';
import { ORG_NS } from './i18n';
import { batchQwHandover, fetchQwHandoverList } from './settings-api';

/** Enterprise-chat accounts whose teacher has left, handed to active teachers in one batch. */
export function QwHandover() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['org', 'qw-handover'], queryFn: () => fetchQwHandoverList({ pageNum: 1, pageSize: 200 }) });
  const teachers = useQuery({ queryKey: ['org', 'teacher-options'], queryFn: () => fetchTeacherOptions() });
  const [chosen, setChosen] = useState<string[]>([]);
  const [to, setTo] = useState<string | null>(null);
  const submit = async () => {
    if (!to || !chosen.length) return void message.warning(tr('handover.nothing'));
    const rows = (list.data?.content ?? []).filter((r) => chosen.includes(r.id));
    const r = await batchQwHandover(rows.map((x) => ({ qwUserId: x.qwUserId, receiveTeacherId: to })));
    message.success(tr('handover.done', { students: 0, weixins: r.moved, teams: 0 }));
    setChosen([]);
    await client.invalidateQueries({ queryKey: ['org', 'qw-handover'] });
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {tr('handover.to')}
        <Select
          style={{ width: 220 }}
          showSearch
          optionFilterProp="label"
          options={teachers.data ?? []}
          value={to ?? undefined}
          onChange={setTo}
        />
        <Button type="primary" onClick={submit}>
          {tr('handover.submit')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.content ?? []}
        pagination={false}
        rowSelection={{ selectedRowKeys: chosen, onChange: (k) => setChosen(k.map(String)) }}
        columns={[
          { key: 'qwUserId', dataIndex: 'qwUserId', title: tr('wechat.qwUserId') },
          { key: 'name', dataIndex: 'name', title: tr('common.name') },
          { key: 'teacherName', dataIndex: 'teacherName', title: tr('handover.from') },
          { key: 'departmentName', dataIndex: 'departmentName', title: tr('common.department') },
        ]}
      />
    </>
  );
}
