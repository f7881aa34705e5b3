import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Space, message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteClass, updateClass, type ChannelClass } from './api';

/**
 * Rename or delete the class selected in the tree. The parent stays as it is (the server keeps the
 * level rules); a delete the server refuses (child classes or channels left) shows its message here.
 */
export function ClassEditCard({ cls, onDeleted }: { cls: ChannelClass | null; onDeleted: () => void }) {
  const { t: tr } = useTranslation('channels');
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const done = (text: string) => {
    setError(null);
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['channels'] });
    void client.invalidateQueries({ queryKey: ['list'] });
  };
  const rename = useMutation({
    mutationFn: (name: string) =>
      updateClass({
        channelClassId: cls!.id,
        channelClassName: name,
        channelClassParentId: cls!.channel_class_parent_id === '0' ? undefined : cls!.channel_class_parent_id,
      }),
    onSuccess: () => done(tr('common.saved')),
    onError: (e: Error) => setError(e.message),
  });
  const remove = useMutation({
    mutationFn: () => deleteClass(cls!.id),
    onSuccess: () => {
      done(tr('cls.deleted'));
      onDeleted();
    },
    onError: (e: Error) => setError(e.message),
  });
  return (
    <Card title={tr('cls.edit')} style={{ minWidth: 320 }}>
      {!cls ? (
        <Empty description={tr('cls.selectHint')} />
      ) : (
        // remounted per class, so the name field starts from the selected class
        <Form
          key={cls.id}
          layout="vertical"
          initialValues={{ name: cls.channel_class_name }}
          onFinish={(v: { name: string }) => rename.mutate(v.name)}
        >
          {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="class-edit-error" /> : null}
          <Form.Item
            name="name"
            label={tr('cls.name')}
            rules={[{ required: true, whitespace: true, max: 50, message: tr('common.required') }]}
          >
            <Input maxLength={50} data-testid="class-rename" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={rename.isPending} data-testid="class-rename-save">
              {tr('cls.rename')}
            </Button>
            <Popconfirm
              title={tr('cls.deleteConfirm', { name: cls.channel_class_name })}
              okText={tr('cls.delete')}
              cancelText={tr('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'class-delete-ok' } as { danger: boolean }}
              onConfirm={() => remove.mutate()}
            >
              <Button danger loading={remove.isPending} data-testid="class-delete">
                {tr('cls.delete')}
              </Button>
            </Popconfirm>
          </Space>
        </Form>
      )}
    </Card>
  );
}
