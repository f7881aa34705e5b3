import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../platform/auth/staff';
import { passwordLogin } from './api';

interface Values {
  userName: string;
  password: string;
}

export function PasswordLoginForm({ onSuccess }: { onSuccess: (r: LoginResult) => void }) {
  const { t } = useTranslation();
  const login = useMutation({
    mutationFn: (v: Values) => passwordLogin(v.userName.trim(), v.password),
    onSuccess,
  });
  return (
    <Form<Values> size="large" onFinish={(v) => login.mutate(v)} autoComplete="on" data-testid="password-form">
      <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.userName')} autoComplete="username" maxLength={64} name="userName" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          autoComplete="current-password"
          maxLength={128}
          name="password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
