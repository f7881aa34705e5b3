import { App, Form, Input, List, Modal } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followApi } from './api';
import './i18n';

/** Adds a renewal follow-up for a student and shows the earlier ones. */
export function FollowDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('renewal');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const logs = useQuery({ queryKey: ['renewal', 'follow', userId], queryFn: () => followApi.list(userId!), enabled: Boolean(userId) });
  const submit = async () => {
    if (!content.trim()) return setError(tr('follow.required'));
    setBusy(true);
    try {
      await followApi.add(userId!, content.trim());
      message.success(tr('done'));
      setContent('');
      await qc.invalidateQueries({ queryKey: ['list'] });
      await qc.invalidateQueries({ queryKey: ['renewal'] });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(userId)}
      title={tr('follow.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={tr('follow.content')} required validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={3}
            maxLength={2000}
            value={content}
            placeholder={tr('follow.placeholder')}
            data-testid="renewal-follow-content"
            onChange={(e) => (setContent(e.target.value), setError(undefined))}
          />
        </Form.Item>
      </Form>
      <List
        size="small"
        header={tr('follow.history')}
        locale={{ emptyText: tr('follow.none') }}
        dataSource={logs.data?.content ?? []}
        renderItem={(r) => (
          <List.Item>{`${dayjs(r.ctime).format('YYYY-MM-DD HH:mm')} ${r.teacher_name ?? r.staff_name ?? ''}：${r.content}`}</List.Item>
        )}
      />
    </Modal>
  );
}
