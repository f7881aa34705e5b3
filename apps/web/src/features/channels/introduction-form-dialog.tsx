import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Select, Space, Upload, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAllChannels } from './api';
import { saveIntroduction, uploadPublicFile, type IntroductionInput, type IntroductionRow } from './intro-api';

type FileValue = { url: string; name: string } | null;
const ACCEPT = 'application/pdf,image/png,image/jpeg';

/** The introduction's file (a Form control): its name, remove, upload through the file platform. */
function IntroductionFileField({ value, onChange }: { value?: FileValue; onChange?: (v: FileValue) => void }) {
  const { t: tr } = useTranslation('channels');
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap>
      {value ? (
        <Space size={4} data-testid="intro-file-name">
          <PaperClipOutlined />
          <a href={value.url} target="_blank" rel="noreferrer">
            {value.name}
          </a>
          <Button size="small" icon={<DeleteOutlined />} aria-label={tr('intro.removeFile')} onClick={() => onChange?.(null)} />
        </Space>
      ) : null}
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const f = file as File;
            onChange?.({ url: await uploadPublicFile(f), name: f.name });
          } catch (e) {
            void message.error((e as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="intro-upload">
          {value ? tr('intro.replaceFile') : tr('intro.upload')}
        </Button>
      </Upload>
    </Space>
  );
}

type Values = { departmentId: string; title: string; content?: string; channelId?: string; file?: FileValue };

/** Create or edit a department's introduction (one per department: saving replaces it). */
export function IntroductionFormDialog({
  introduction,
  departments,
  onClose,
}: {
  introduction: IntroductionRow | null;
  departments: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t: tr } = useTranslation('channels');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const channels = useQuery({ queryKey: ['channels', 'all'], queryFn: fetchAllChannels });
  const save = useMutation({
    mutationFn: (v: Values) => {
      const input: IntroductionInput = {
        departmentId: v.departmentId,
        title: v.title,
        content: v.content ?? '',
        channelId: v.channelId,
        fileUrl: v.file?.url ?? '',
        fileName: v.file?.name ?? '',
      };
      return saveIntroduction(input);
    },
    onSuccess: () => {
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['list'] });
      onClose();
    },
    onError: (e: Error) => setError(e.message),
  });
  const initial: Partial<Values> = introduction
    ? {
        departmentId: introduction.department_id,
        title: introduction.title,
        content: introduction.content,
        channelId: introduction.channel_id ?? undefined,
        file: introduction.file_url ? { url: introduction.file_url, name: introduction.file_name ?? introduction.title } : null,
      }
    : { file: null };
  return (
    <Modal
      open
      title={introduction ? tr('intro.editTitle') : tr('intro.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tr('common.save')}
      cancelText={tr('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: save.isPending, 'data-testid': 'intro-save' }}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {!introduction ? <Alert type="info" showIcon message={tr('intro.oneHint')} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
      >
        <Form.Item name="departmentId" label={tr('intro.department')} rules={[{ required: true, message: tr('common.required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!!introduction}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
            data-testid="intro-department"
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={tr('intro.title')}
          rules={[{ required: true, whitespace: true, max: 100, message: tr('common.required') }]}
        >
          <Input maxLength={100} data-testid="intro-title" />
        </Form.Item>
        <Form.Item name="content" label={tr('intro.content')}>
          <Input.TextArea maxLength={20000} rows={4} data-testid="intro-content" />
        </Form.Item>
        <Form.Item name="channelId" label={tr('intro.channel')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={(channels.data ?? []).map((c) => ({ value: c.id, label: c.channel_outer_name }))}
          />
        </Form.Item>
        <Form.Item name="file" label={tr('intro.file')} extra={tr('intro.fileHint')}>
          <IntroductionFileField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
