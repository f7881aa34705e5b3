import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createFollowLog } from '../api/create-follow-log';
import { createIntention } from '../api/create-intention';
import { studentKeys } from '../api/keys';
import { RecordTable } from './record-table';
import { followContent } from './simple-tabs';

interface FollowForm {
  content: string;
  today?: string;
  tomorrow?: string;
}

/** Follow-up log (page size 10) with "add an entry" and the intention of today / tomorrow. */
export function FollowLogTab({ uid }: { uid: string }) {
  const { t: tr } = useTranslation('students');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FollowForm>();
  const save = useMutation({
    mutationFn: async (v: FollowForm) => {
      await createFollowLog({ uid, content: v.content.trim() });
      if (v.today?.trim() || v.tomorrow?.trim()) await createIntention({ uid, today: v.today?.trim(), tomorrow: v.tomorrow?.trim() });
    },
    onSuccess: () => {
      void message.success(tr('follow.saved'));
      setOpen(false);
      form.resetFields();
      void client.invalidateQueries({ queryKey: studentKeys.tab(uid, 'follow').slice(0, 5) });
    },
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="follow-add">
        {tr('follow.add')}
      </Button>
      <RecordTable
        uid={uid}
        tab="follow"
        root="UserFollowLogPage"
        selection="id content label_text ctime staff_id staff_name teacher { realname }"
        sort={JSON.stringify({ ctime: 'desc' })}
        columns={[
          { key: 'content', title: tr('follow.content'), render: followContent },
          { key: 'label_text', title: tr('detail.labels') },
          { key: 'author', title: tr('follow.author'), render: (r) => String((r.teacher as { realname?: string } | null)?.realname ?? r.staff_name ?? '-') },
          { key: 'ctime', title: tr('common.time'), render: 'time' },
        ]}
      />
      <Modal
        open={open}
        title={tr('follow.add')}
        okText={tr('common.save')}
        cancelText={tr('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => void form.validateFields().then((v) => save.mutate(v))}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="follow-form">
          <Form.Item name="content" label={tr('follow.content')} rules={[{ required: true, whitespace: true, message: tr('follow.contentRequired') }]}>
            <Input.TextArea rows={4} maxLength={1000} showCount data-testid="follow-content" />
          </Form.Item>
          <Form.Item name="today" label={tr('follow.today')}>
            <Input maxLength={100} data-testid="follow-today" />
          </Form.Item>
          <Form.Item name="tomorrow" label={tr('follow.tomorrow')}>
            <Input maxLength={100} data-testid="follow-tomorrow" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
