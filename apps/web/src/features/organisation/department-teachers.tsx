import { Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTeachers, subtreeIds, type DepartmentNode } from './api';
import { ORG_NS } from './i18n';

/** The teachers of a department and the departments under it. */
export function DepartmentTeachers({ tree, department }: { tree: DepartmentNode[]; department: DepartmentNode }) {
  const { t: tr } = useTranslation(ORG_NS);
  const ids = subtreeIds(tree, department.id);
  const q = useQuery({ queryKey: ['org', 'dept-teachers', ids.join(',')], queryFn: () => fetchTeachers({ department_id: ids }, 1, 200) });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.content ?? []}
      pagination={false}
      columns={[
        { key: 'realname', dataIndex: 'realname', title: tr('teacher.realname') },
        { key: 'phone', dataIndex: 'phone', title: tr('teacher.phone') },
        { key: 'department', title: tr('common.department'), render: (_, r) => r.department?.name ?? '-' },
        {
          key: 'status',
          title: tr('common.status'),
          render: (_, r) => <Tag color={r.status === 0 ? 'green' : 'default'}>{r.status_text}</Tag>,
        },
      ]}
    />
  );
}
