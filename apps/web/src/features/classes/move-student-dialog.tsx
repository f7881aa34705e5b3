import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../platform/http/client';
import { changeStudentClass, type ClassStudent, type TeamRow } from './api';
import './i18n';

interface Option {
  id: string;
  team_name: string;
  term: number | null;
  student_count: number;
  teacher_name: string | null;
}

/** Moves one student to another class of the same kind, with a reason (both classes' counts change). */
export function MoveStudentDialog({
  student,
  from,
  onClose,
  onMoved,
}: {
  student: ClassStudent;
  from: TeamRow;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t: tr } = useTranslation('classes');
  const [form] = Form.useForm<{ toTeamId: string; reason: string }>();
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const options = useQuery({
    queryKey: ['classes', 'targets', from.team_type === 0 ? 0 : 1, search],
    queryFn: () =>
      request<{ content: Option[] }>('/api/ts/v1/teamChange/queryTeams', {
        body: { teamName: search || undefined, teamType: from.team_type === 0 ? 0 : 1, size: 50 },
      }),
  });
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await changeStudentClass({ studentId: student.id, fromTeamId: from.id, toTeamId: v.toTeamId, reason: v.reason.trim() });
      void message.success(tr('move.done'));
      onMoved();
    } catch {
      /* shown by the request layer */
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={tr('move.title', { name: student.username ?? student.user_num })}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'move-ok' } as never}
    >
      <Form form={form} layout="vertical">
        <Form.Item label={tr('move.from')}>{from.team_name}</Form.Item>
        <Form.Item name="toTeamId" label={tr('move.to')} rules={[{ required: true, message: tr('move.toRequired') }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={options.isLoading}
            data-testid="move-target"
            options={(options.data?.content ?? [])
              .filter((o) => o.id !== from.id)
              .map((o) => ({
                value: o.id,
                // two classes may share a name (小熊美术359期双周2班 twice): the teacher tells them apart
                label: `${o.team_name} · ${o.teacher_name ?? '-'} · ${tr('col.term')} ${o.term ?? '-'} · ${o.student_count}${tr('people')}`,
              }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={tr('move.reason')}
          rules={[{ required: true, whitespace: true, message: tr('move.reasonRequired') }, { max: 200 }]}
        >
          <Input.TextArea rows={3} maxLength={200} data-testid="move-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
