import { Alert, Button, Card, Empty, Form, Input, Space, Tree, TreeSelect, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createClass, fetchClasses } from './api';
import { ClassEditCard } from './class-edit-card';
import { classTree } from './class-tree';

/** The channel class tree (three levels): select a class to rename or delete it; add a class under a parent. */
export function ChannelClassTab() {
  const { t: tr } = useTranslation('channels');
  const client = useQueryClient();
  const [form] = Form.useForm<{ name: string; parent?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const classes = useQuery({ queryKey: ['channels', 'classes'], queryFn: fetchClasses });
  const tree = classTree(classes.data ?? []);
  const selectedClass = (classes.data ?? []).find((c) => c.id === selected) ?? null;
  const add = useMutation({
    mutationFn: (v: { name: string; parent?: string }) => createClass({ channelClassName: v.name, channelClassParentId: v.parent }),
    onSuccess: () => {
      void message.success(tr('common.saved'));
      form.resetFields();
      void client.invalidateQueries({ queryKey: ['channels'] });
    },
    onError: (e: Error) => setError(e.message),
  });
  return (
    <Space align="start" wrap style={{ width: '100%' }}>
      <Card style={{ minWidth: 320 }} loading={classes.isLoading}>
        {tree.length ? (
          // remounted when the list changes, so a new class shows expanded too
          <div data-testid="class-tree">
            <Tree
              key={(classes.data ?? []).length}
              treeData={tree}
              defaultExpandAll
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : null)}
            />
          </div>
        ) : (
          <Empty description={tr('cls.empty')} />
        )}
      </Card>
      <ClassEditCard cls={selectedClass} onDeleted={() => setSelected(null)} />
      <Card title={tr('cls.add')} style={{ minWidth: 320 }}>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => {
            setError(null);
            add.mutate(v);
          }}
        >
          <Form.Item
            name="name"
            label={tr('cls.name')}
            rules={[{ required: true, whitespace: true, max: 50, message: tr('common.required') }]}
          >
            <Input maxLength={50} data-testid="class-name" />
          </Form.Item>
          <Form.Item name="parent" label={tr('cls.parent')}>
            <TreeSelect allowClear treeData={tree} treeDefaultExpandAll data-testid="class-parent" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="class-save">
            {tr('common.save')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
