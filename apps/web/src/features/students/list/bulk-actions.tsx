import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { MessageOutlined, TagsOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createFollowLog } from '../api/create-follow-log';
import { studentKeys } from '../api/keys';
import { batchAddLabels, batchRemoveLabels } from '../api/labels';
import type { LabelOption } from '../api/options';

type Dialog = 'add' | 'remove' | 'follow' | null;

/** Follow-ups for many students: one call each (the call is per student); counts what worked. */
async function followAll(uids: string[], content: string): Promise<{ ok: number; failed: number }> {
  let ok = 0;
  for (const uid of uids) {
    try {
      await createFollowLog({ uid, content });
      ok++;
    } catch {
      /* counted below; the request layer already showed the reason */
    }
  }
  return { ok, failed: uids.length - ok };
}

/** The bulk actions of a student list: add / remove labels and add a follow-up, each confirmed first. */
export function BulkActions({ uids, labels, onDone }: { uids: string[]; labels: LabelOption[]; onDone: () => void }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ labelIds?: string[]; content?: string }>();
  const finish = (text: string, warn = false) => {
    void (warn ? message.warning(text) : message.success(text));
    setDialog(null);
    form.resetFields();
    onDone();
    void client.invalidateQueries({ queryKey: ['list'] });
    void client.invalidateQueries({ queryKey: studentKeys.all });
  };
  const run = useMutation({
    mutationFn: async (v: { labelIds?: string[]; content?: string }) => {
      if (dialog === 'add') return { text: tr('bulk.added', { n: (await batchAddLabels(uids, v.labelIds ?? [])).added ?? 0 }), warn: false };
      if (dialog === 'remove')
        return { text: tr('bulk.removed', { n: (await batchRemoveLabels(uids, v.labelIds ?? [])).removed ?? 0 }), warn: false };
      const r = await followAll(uids, (v.content ?? '').trim());
      return { text: tr('bulk.followed', { ok: r.ok, failed: r.failed }), warn: r.failed > 0 };
    },
    onSuccess: (r) => finish(r.text, r.warn),
  });
  const submit = () =>
    void form.validateFields().then((v) => {
      modal.confirm({
        title: tr(`bulk.confirm.${dialog}`, { n: uids.length }),
        okText: tr('common.ok'),
        cancelText: tr('common.cancel'),
        onOk: () => run.mutateAsync(v),
      });
    });
  const disabled = uids.length === 0;
  return (
    <Space wrap data-testid="bulk-actions">
      <Typography.Text type="secondary" data-testid="bulk-count">
        {tr('bulk.selected', { n: uids.length })}
      </Typography.Text>
      <Button icon={<TagsOutlined />} disabled={disabled} onClick={() => setDialog('add')} data-testid="bulk-add-label">
        {tr('bulk.addLabel')}
      </Button>
      <Button icon={<TagsOutlined />} disabled={disabled} onClick={() => setDialog('remove')} data-testid="bulk-remove-label">
        {tr('bulk.removeLabel')}
      </Button>
      <Button icon={<MessageOutlined />} disabled={disabled} onClick={() => setDialog('follow')} data-testid="bulk-follow">
        {tr('bulk.follow')}
      </Button>
      <Modal
        open={dialog !== null}
        title={dialog ? tr(`bulk.title.${dialog}`, { n: uids.length }) : ''}
        okText={tr('common.ok')}
        cancelText={tr('common.cancel')}
        confirmLoading={run.isPending}
        onCancel={() => setDialog(null)}
        onOk={submit}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="bulk-form">
          {dialog === 'follow' ? (
            <Form.Item name="content" label={tr('follow.content')} rules={[{ required: true, whitespace: true, message: tr('follow.contentRequired') }]}>
              <Input.TextArea rows={4} maxLength={1000} showCount data-testid="bulk-follow-content" />
            </Form.Item>
          ) : (
            <Form.Item name="labelIds" label={tr('more.label')} rules={[{ required: true, message: tr('bulk.labelRequired') }]}>
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                options={labels.map((l) => ({ value: l.id, label: l.name }))}
                data-testid="bulk-label-select"
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
