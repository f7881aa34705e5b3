import { Button, Card, Empty, Form, Input, Modal, Popconfirm, Space, Tree, TreeSelect, Typography, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDepartment, fetchDepartmentTree, ROOT_PID, saveDepartment, type DepartmentNode } from './api';
import { ORG_NS } from './i18n';
import { DepartmentTeachers } from './department-teachers';

interface Editing {
  id?: string;
  pid: string;
  name: string;
}

interface TreeNode {
  key: string;
  value: string;
  title: string;
  children: TreeNode[];
}
const toTreeData = (nodes: DepartmentNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: `${n.name}（${n.teacherCount}）`, children: toTreeData(n.children) }));

/** /organizationalStructure: the department tree (create, rename, move, delete) and the staff of a department. */
export function DepartmentPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const tree = useQuery({ queryKey: ['org', 'departments'], queryFn: fetchDepartmentTree });
  const [selected, setSelected] = useState<DepartmentNode | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<Editing>();
  const nodes = tree.data ?? [];
  const find = (list: DepartmentNode[], id: string): DepartmentNode | null =>
    list.reduce<DepartmentNode | null>((hit, n) => hit ?? (n.id === id ? n : find(n.children, id)), null);
  const refresh = () => client.invalidateQueries({ queryKey: ['org', 'departments'] });

  const open = (e: Editing) => {
    setEditing(e);
    form.setFieldsValue(e);
  };
  const submit = async () => {
    const v = await form.validateFields();
    await saveDepartment({ id: editing?.id, pid: v.pid, name: v.name });
    message.success(tr('common.saved'));
    setEditing(null);
    await refresh();
  };
  const remove = async (n: DepartmentNode) => {
    await deleteDepartment(n.id);
    message.success(tr('common.deleted'));
    setSelected(null);
    await refresh();
  };

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card
        title={tr('dept.title')}
        style={{ width: 340 }}
        extra={
          <Button type="primary" size="small" onClick={() => open({ pid: ROOT_PID, name: '' })} data-testid="dept-add">
            {tr('dept.add')}
          </Button>
        }
      >
        {nodes.length ? (
          <Tree
            treeData={toTreeData(nodes)}
            defaultExpandAll
            selectedKeys={selected ? [selected.id] : []}
            onSelect={(keys) => setSelected(keys[0] ? find(nodes, String(keys[0])) : null)}
          />
        ) : (
          <Empty />
        )}
        {selected && (
          <Space style={{ marginTop: 12 }} wrap>
            <Button size="small" onClick={() => open({ pid: selected.id, name: '' })}>
              {tr('dept.addChild')}
            </Button>
            <Button size="small" onClick={() => open({ id: selected.id, pid: selected.pid, name: selected.name })}>
              {tr('common.edit')}
            </Button>
            <Popconfirm title={tr('common.confirmDelete')} onConfirm={() => remove(selected)}>
              <Button size="small" danger data-testid="dept-delete">
                {tr('common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Card>
      <Card style={{ flex: 1, minWidth: 320 }} title={selected ? tr('dept.teachers', { name: selected.name }) : tr('dept.title')}>
        {selected ? (
          <DepartmentTeachers tree={nodes} department={selected} />
        ) : (
          <Typography.Text type="secondary">{tr('dept.pick')}</Typography.Text>
        )}
      </Card>
      <Modal
        open={Boolean(editing)}
        title={editing?.id ? tr('dept.rename') : tr('dept.add')}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={tr('dept.name')} rules={[{ required: true, whitespace: true, max: 40 }]}>
            <Input maxLength={40} data-testid="dept-name" />
          </Form.Item>
          <Form.Item name="pid" label={tr('dept.parent')} rules={[{ required: true }]}>
            <TreeSelect
              treeData={[{ key: ROOT_PID, value: ROOT_PID, title: tr('dept.root'), children: toTreeData(nodes) }]}
              treeDefaultExpandAll
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
