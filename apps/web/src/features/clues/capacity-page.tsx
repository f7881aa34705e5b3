import { App, Button, Card, Form, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configApi, type CapacityRow } from './config-api';
import { TeacherPicker } from './teacher-picker';
import './i18n';

/** /capacityAllocation: how many clues a teacher may hold per stage (enforced on every claim and allotment). */
export function CapacityPage() {
  const { t: tr } = useTranslation('clues');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [teacherFilter, setTeacherFilter] = useState<string>();
  const [editing, setEditing] = useState<CapacityRow | 'new' | null>(null);
  const [form] = Form.useForm<{ teacherId?: string; stageNo: number; capacity: number }>();
  const { data, isLoading } = useQuery({
    queryKey: ['clues', 'capacity', page, teacherFilter],
    queryFn: () => configApi.capacityPage(page, 20, teacherFilter),
  });
  const done = async () => {
    message.success(tr('act.done'));
    setEditing(null);
    await qc.invalidateQueries({ queryKey: ['clues', 'capacity'] });
  };
  const save = async () => {
    const v = await form.validateFields();
    if (editing === 'new') await configApi.capacityAdd(v.teacherId!, v.stageNo, v.capacity);
    else if (editing) await configApi.capacityUpdate(editing.id, v.capacity);
    await done();
  };
  return (
    <Card
      title={tr('capacity.title')}
      extra={
        <Space>
          <TeacherPicker value={teacherFilter} onChange={setTeacherFilter} />
          <Button type="primary" data-testid="capacity-add" onClick={() => (form.resetFields(), setEditing('new'))}>
            {tr('capacity.add')}
          </Button>
        </Space>
      }
    >
      <Table<CapacityRow>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.content ?? []}
        pagination={{ current: page, pageSize: 20, total: data?.totalElements ?? 0, onChange: setPage }}
        columns={[
          { key: 't', title: tr('capacity.teacher'), dataIndex: 'teacher_name' },
          { key: 'd', title: tr('capacity.department'), dataIndex: 'department_name' },
          { key: 's', title: tr('capacity.stage'), dataIndex: 'stage_no' },
          { key: 'c', title: tr('capacity.capacity'), dataIndex: 'capacity' },
          { key: 'h', title: tr('capacity.held'), dataIndex: 'held' },
          {
            key: 'a',
            title: tr('col.actions'),
            render: (_: unknown, r) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => (form.setFieldsValue({ stageNo: r.stage_no, capacity: r.capacity }), setEditing(r))}
                >
                  {tr('capacity.edit')}
                </Button>
                <Popconfirm
                  title={tr('capacity.deleteConfirm')}
                  onConfirm={async () => (await configApi.capacityDelete(r.id), await done())}
                >
                  <Button type="link" size="small" danger>
                    {tr('capacity.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? tr('capacity.add') : tr('capacity.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ stageNo: 1, capacity: 100 }}>
          {editing === 'new' ? (
            <Form.Item name="teacherId" label={tr('capacity.teacher')} rules={[{ required: true, message: tr('allot.pick') }]}>
              <TeacherPicker onChange={(v) => form.setFieldValue('teacherId', v)} width={320} />
            </Form.Item>
          ) : null}
          <Form.Item name="stageNo" label={tr('capacity.stage')} rules={[{ required: true }]}>
            <InputNumber min={1} max={9} precision={0} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="capacity" label={tr('capacity.capacity')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100000} precision={0} data-testid="capacity-value" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
