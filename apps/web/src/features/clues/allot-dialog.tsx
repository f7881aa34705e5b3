import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TeacherPicker } from './teacher-picker';
import './i18n';

/** Chooses the teacher a batch of clues goes to (allot or change); the parent runs the call. */
export function AllotDialog({
  open,
  title,
  onCancel,
  onOk,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onOk: (teacherId: string, reason?: string) => Promise<void>;
}) {
  const { t: tr } = useTranslation('clues');
  const [teacherId, setTeacherId] = useState<string>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (!teacherId) return setError(tr('allot.pick'));
    setBusy(true);
    try {
      await onOk(teacherId, reason.trim() || undefined);
      setTeacherId(undefined);
      setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} onCancel={onCancel} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={tr('allot.teacher')} required validateStatus={error ? 'error' : undefined} help={error}>
          <TeacherPicker
            value={teacherId}
            width={320}
            onChange={(v) => {
              setTeacherId(v);
              setError(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={tr('allot.reason')}>
          <Input maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="allot-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
