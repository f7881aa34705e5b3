import { useEffect, useState } from 'react';
import { App, Button, Divider, Form, Input, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentKeys } from '../api/keys';
import { replaceMobile, sendReplaceCode } from '../api/replace-mobile';
import { fetchReplaceLog, type ReplaceLogRow } from '../api/replace-mobile-log';
import { PagedRest } from './paged-rest';

const MOBILE = /^1\d{10}$/;

interface ReplaceForm {
  oldMobile: string;
  newMobile: string;
  code: string;
  remark?: string;
}

/** Replace the mobile: code sent to the new number (60 s between sends), confirmation, then the log. */
export function ReplaceMobileTab({ uid, knownMobile, onReplaced }: { uid: string; knownMobile?: string; onReplaced?: () => void }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ReplaceForm>();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (knownMobile && !form.getFieldValue('oldMobile')) form.setFieldsValue({ oldMobile: knownMobile });
  }, [knownMobile, form]);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const send = useMutation({
    mutationFn: () => sendReplaceCode(String(form.getFieldValue('newMobile')), form.getFieldValue('oldMobile') as string | undefined),
    onSuccess: () => {
      setWait(60);
      void message.success(tr('replace.sent'));
    },
  });
  const submit = useMutation({
    mutationFn: (v: ReplaceForm) => replaceMobile({ uid, oldMobile: v.oldMobile, newMobile: v.newMobile, code: v.code.trim(), remark: v.remark }),
    onSuccess: () => {
      void message.success(tr('replace.done'));
      form.resetFields();
      onReplaced?.();
      void client.invalidateQueries({ queryKey: studentKeys.detail(uid) });
    },
  });
  const mobileRule = { pattern: MOBILE, message: tr('replace.mobileInvalid') };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form<ReplaceForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        data-testid="replace-form"
        onFinish={(v) =>
          modal.confirm({
            title: tr('replace.confirm', { m: v.newMobile }),
            okText: tr('common.ok'),
            cancelText: tr('common.cancel'),
            onOk: () => submit.mutateAsync(v),
          })
        }
      >
        <Form.Item name="oldMobile" label={tr('replace.oldMobile')} extra={knownMobile ? undefined : tr('replace.needReveal')} rules={[{ required: true, message: tr('replace.mobileInvalid') }, mobileRule]}>
          <Input maxLength={11} data-testid="replace-old" />
        </Form.Item>
        <Form.Item name="newMobile" label={tr('replace.newMobile')} rules={[{ required: true, message: tr('replace.mobileInvalid') }, mobileRule]}>
          <Input maxLength={11} data-testid="replace-new" />
        </Form.Item>
        <Form.Item label={tr('replace.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: tr('replace.codeRequired') }]}>
              <Input maxLength={6} data-testid="replace-code" />
            </Form.Item>
            <Button
              disabled={wait > 0}
              loading={send.isPending}
              data-testid="replace-send"
              onClick={() => void form.validateFields(['newMobile']).then(() => send.mutate())}
            >
              {wait > 0 ? tr('replace.resend', { s: wait }) : tr('replace.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="remark" label={tr('replace.remark')}>
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="replace-submit">
          {tr('replace.submit')}
        </Button>
      </Form>
      <Divider titlePlacement="start">{tr('replace.log')}</Divider>
      <PagedRest<ReplaceLogRow>
        queryKey={studentKeys.tab(uid, 'replace-log')}
        fetch={(page, size, signal) => fetchReplaceLog(uid, page, size, signal)}
        columns={[
          { key: 'old_mobile', title: tr('replace.oldMobile') },
          { key: 'new_mobile', title: tr('replace.newMobile') },
          { key: 'staff_name', title: tr('common.operator') },
          { key: 'remark', title: tr('replace.remark') },
          { key: 'ctime', title: tr('common.time'), render: 'time' },
        ]}
      />
    </Space>
  );
}
