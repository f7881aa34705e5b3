import { useState } from 'react';
import { App, Button, Drawer, Empty, Form, Input, Modal, Skeleton, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentKeys } from '../api/keys';
import { addTaskComment, deleteTask, fetchTasks, type StudentTask } from '../api/tasks';
import { TaskCard } from './task-card';

export interface TaskTarget {
  teamId: string;
  courseId: string;
  title: string;
}

/** Task detail of one lesson: the uploads with media and comments; comment one, delete one (confirmed). */
export function TaskDrawer({ uid, target, onClose }: { uid: string; target: TaskTarget | null; onClose: () => void }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [commenting, setCommenting] = useState<StudentTask | null>(null);
  const [form] = Form.useForm<{ content: string; tag?: string }>();
  const key = [...studentKeys.detail(uid), 'tasks', target?.teamId, target?.courseId];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchTasks(uid, target!.teamId, target!.courseId, signal),
    enabled: target !== null,
  });
  const refresh = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: key });
  };
  const comment = useMutation({
    mutationFn: (v: { content: string; tag?: string }) => addTaskComment(uid, commenting!.id, v.content.trim(), v.tag?.trim() || undefined),
    onSuccess: () => {
      setCommenting(null);
      form.resetFields();
      refresh(tr('task.commented'));
    },
  });
  const remove = (task: StudentTask) =>
    modal.confirm({
      title: tr('task.confirmDelete'),
      okText: tr('common.ok'),
      cancelText: tr('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteTask(uid, task.id);
        refresh(tr('task.deleted'));
      },
    });
  return (
    <Drawer open={target !== null} onClose={onClose} width={720} title={`${tr('task.detail')} · ${target?.title ?? ''}`} destroyOnHidden data-testid="task-drawer">
      {q.isLoading ? (
        <Skeleton active />
      ) : q.data?.length ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {q.data.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              actions={
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setCommenting(task)} data-testid="task-comment">
                    {tr('task.comment')}
                  </Button>
                  <Button type="link" danger size="small" onClick={() => remove(task)} data-testid="task-delete">
                    {tr('task.delete')}
                  </Button>
                </Space>
              }
            />
          ))}
        </Space>
      ) : (
        <Empty description={tr('task.none')} data-testid="task-none" />
      )}
      <Modal
        open={commenting !== null}
        title={tr('task.comment')}
        okText={tr('common.save')}
        cancelText={tr('common.cancel')}
        confirmLoading={comment.isPending}
        onCancel={() => setCommenting(null)}
        onOk={() => void form.validateFields().then((v) => comment.mutate(v))}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="task-comment-form">
          <Form.Item name="content" label={tr('task.commentText')} rules={[{ required: true, whitespace: true, message: tr('task.commentRequired') }]}>
            <Input.TextArea rows={4} maxLength={500} showCount data-testid="task-comment-content" />
          </Form.Item>
          <Form.Item name="tag" label={tr('task.tag')}>
            <Input maxLength={30} data-testid="task-comment-tag" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
