import { useEffect, useState } from 'react';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../platform/auth/staff';
import { mobileLogin, sendLoginCode } from './api';

/** Spec: the SMS code can be sent again after 60 s. */
export const RESEND_SECONDS = 60;
const MOBILE = /^1\d{10}$/;

interface Values {
  mobile: string;
  code: string;
}

export function SmsLoginForm({ onSuccess }: { onSuccess: (r: LoginResult) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = useMutation({
    mutationFn: (mobile: string) => sendLoginCode(mobile),
    onSuccess: () => {
      setLeft(RESEND_SECONDS);
      void message.success(t('login.codeSent'));
    },
  });
  const login = useMutation({ mutationFn: (v: Values) => mobileLogin(v.mobile.trim(), v.code.trim()), onSuccess });

  const requestCode = async (): Promise<void> => {
    const { mobile } = await form.validateFields(['mobile']);
    send.mutate(mobile.trim());
  };

  return (
    <Form<Values> form={form} size="large" onFinish={(v) => login.mutate(v)} data-testid="sms-form">
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: MOBILE, message: t('login.mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={11} inputMode="numeric" name="mobile" />
      </Form.Item>
      <Flex gap={8} align="start">
        <Form.Item
          name="code"
          style={{ flex: 1 }}
          rules={[
            { required: true, message: t('login.codeRequired') },
            { pattern: /^\d{6}$/, message: t('login.codeInvalid') },
          ]}
        >
          <Input prefix={<SafetyOutlined />} placeholder={t('login.code')} maxLength={6} inputMode="numeric" name="code" />
        </Form.Item>
        <Button
          onClick={() => void requestCode()}
          disabled={left > 0}
          loading={send.isPending}
          data-testid="send-code"
          style={{ minWidth: 128 }}
        >
          {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="sms-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
