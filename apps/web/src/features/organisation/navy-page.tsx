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
  const { t } = useTranslation(ORG_NS);
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
    message.success(t('common.saved'));
    setEditing(null);
    await refresh();
  };
  const statusOptions = [
    { value: '0', label: t('navy.online') },
    { value: '1', label: t('navy.offline') },
  ];
  const columns: ListColumn<NavyRow>[] = [
    { key: 'weixin_no', title: t('navy.wechatNo'), sortable: false },
    { key: 'nickname', title: t('navy.nickname'), sortable: false },
    { key: 'type', title: t('navy.type'), sortable: false, render: (v: number) => (v === 1 ? t('navy.enterprise') : t('navy.personal')) },
    {
      key: 'zq_status',
      title: t('navy.zqStatus'),
      sortable: false,
      render: (v: number) => <Tag color={v === 0 ? 'green' : 'default'}>{v === 0 ? t('navy.online') : t('navy.offline')}</Tag>,
    },
    { key: 'department_name', title: t('common.department'), sortable: false },
    { key: 'remark', title: t('navy.remark'), sortable: false },
    { key: 'ctime', title: t('common.time'), sortable: false, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: t('common.actions'),
      sortable: false,
      render: (_: unknown, r) => (
        <Space size={2}>
          <Button size="small" type="link" onClick={() => open(r)}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('common.confirmDelete')}
            onConfirm={async () => {
              await deleteNavy(r.id);
              message.success(t('common.deleted'));
              await refresh();
            }}
          >
            <Button size="small" type="link" danger>
              {t('common.delete')}
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
        title={t('navy.title')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <Button type="primary" onClick={() => open({})}>
            {t('navy.add')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'weixinNo', label: t('navy.wechatNo') },
          { kind: 'select', name: 'zqStatus', label: t('navy.zqStatus'), options: statusOptions },
          { kind: 'select', name: 'department', label: t('common.department'), options: departments, width: 220 },
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
        title={editing?.id ? t('common.edit') : t('navy.add')}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="weixinNo" label={t('navy.wechatNo')} rules={[{ required: true, whitespace: true, max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="nickname" label={t('navy.nickname')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="type" label={t('navy.type')}>
            <Select
              options={[
                { value: 0, label: t('navy.personal') },
                { value: 1, label: t('navy.enterprise') },
              ]}
            />
          </Form.Item>
          <Form.Item name="zqStatus" label={t('navy.zqStatus')}>
            <Select options={statusOptions.map((o) => ({ ...o, value: Number(o.value) }))} />
          </Form.Item>
          <Form.Item name="departmentId" label={t('common.department')}>
            <Select allowClear showSearch optionFilterProp="label" options={departments} />
          </Form.Item>
          <Form.Item name="remark" label={t('navy.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
