import { Button, Form, Input, Modal, Popconfirm, Select, Space, Tag, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../components/list-page';
import { fetchDepartmentTree, flatDepartments, subtreeIds } from './api';
import { ORG_NS } from './i18n';
import { deleteNavy, fetchNavyPage, saveNavy, type NavyRow } from './settings-api';

/** /wechatWaterArmy: navy (water-army) WeChat accounts by WeChat id, status and department. */
export function NavyPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const tree = useQuery({ queryKey: ['org', 'departments'], queryFn: fetchDepartmentTree });
  const departments = flatDepartments(tree.data ?? []);
  const [editing, setEditing] = useState<Partial<NavyRow> | null>(null);
  const [form] = Form.useForm();
  const refresh = () => client.invalidateQueries({ queryKey: ['list', 'org-navy'] });
  const open = (row: Partial<NavyRow>) => {
    setEditing(row);
    form.setFieldsValue({
      weixinNo: row.weixin_no,
      nickname: row.nickname,
      type: row.type ?? 0,
      zqStatus: row.zq_status ?? 0,
      departmentId: row.department_id,
      remark: row.remark,
    });
  };
  const submit = async () => {
    const v = await form.validateFields();
    await saveNavy({ ...v, id: editing?.id });
    message.success(tr('common.saved'));
    setEditing(null);
    await refresh();
  };
  const statusOptions = [
    { value: '0', label: tr('navy.online') },
    { value: '1', label: tr('navy.offline') },
  ];
  const columns: ListColumn<NavyRow>[] = [
    { key: 'weixin_no', title: tr('navy.wechatNo'), sortable: false },
    { key: 'nickname', title: tr('navy.nickname'), sortable: false },
    {
      key: 'type',
      title: tr('navy.type'),
      sortable: false,
      render: (v: number) => (v === 1 ? tr('navy.enterprise') : tr('navy.personal')),
    },
    {
      key: 'zq_status',
      title: tr('navy.zqStatus'),
      sortable: false,
      render: (v: number) => <Tag color={v === 0 ? 'green' : 'default'}>{v === 0 ? tr('navy.online') : tr('navy.offline')}</Tag>,
    },
    { key: 'department_name', title: tr('common.department'), sortable: false },
    { key: 'remark', title: tr('navy.remark'), sortable: false },
    { key: 'ctime', title: tr('common.time'), sortable: false, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: tr('common.actions'),
      sortable: false,
      render: (_: unknown, r) => (
        <Space size={2}>
          <Button size="small" type="link" onClick={() => open(r)}>
            {tr('common.edit')}
          </Button>
          <Popconfirm
            title={tr('common.confirmDelete')}
            onConfirm={async () => {
              await deleteNavy(r.id);
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
      <ListPage<NavyRow>
        listId="org-navy"
        title={tr('navy.title')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <Button type="primary" onClick={() => open({})}>
            {tr('navy.add')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'weixinNo', label: tr('navy.wechatNo') },
          { kind: 'select', name: 'zqStatus', label: tr('navy.zqStatus'), options: statusOptions },
          { kind: 'select', name: 'department', label: tr('common.department'), options: departments, width: 220 },
        ]}
        fetch={(q) =>
          fetchNavyPage(
            {
              weixinNo: q.filters.weixinNo as string | undefined,
              zqStatus: q.filters.zqStatus as string | undefined,
              pageNum: q.page,
              pageSize: q.size,
            },
            q.filters.department ? subtreeIds(tree.data ?? [], String(q.filters.department)) : [],
          )
        }
      />
      <Modal
        open={Boolean(editing)}
        title={editing?.id ? tr('common.edit') : tr('navy.add')}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="weixinNo" label={tr('navy.wechatNo')} rules={[{ required: true, whitespace: true, max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="nickname" label={tr('navy.nickname')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="type" label={tr('navy.type')}>
            <Select
              options={[
                { value: 0, label: tr('navy.personal') },
                { value: 1, label: tr('navy.enterprise') },
              ]}
            />
          </Form.Item>
          <Form.Item name="zqStatus" label={tr('navy.zqStatus')}>
            <Select options={statusOptions.map((o) => ({ ...o, value: Number(o.value) }))} />
          </Form.Item>
          <Form.Item name="departmentId" label={tr('common.department')}>
            <Select allowClear showSearch optionFilterProp="label" options={departments} />
          </Form.Item>
          <Form.Item name="remark" label={tr('navy.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
