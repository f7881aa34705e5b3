import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { goToLogin, useAuthStore } from '../../platform/auth/auth-store';
import { resetPassword } from './api';
import { PASSWORD_MAX_INPUT, passwordProblem, sanitizePasswordInput, type PasswordProblem } from './password-rules';

const MESSAGE_KEY: Record<PasswordProblem, string> = {
  required: 'password.required',
  minLength: 'password.minLength',
  pattern: 'password.pattern',
};

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Change password (spec 00 §2, §5). Chinese characters are stripped while typing, at most 16
 * characters, trimmed; the input is cleared when the dialog closes. A change ends every session of
 * the staff — this one too — so after the success message the staff logs in again.
 */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const staff = useAuthStore((s) => s.staff);
  const [form] = Form.useForm<{ pwd: string }>();
  const change = useMutation({
    mutationFn: (pwd: string) => resetPassword(staff?.id ?? '', pwd),
    onSuccess: () => {
      onClose();
      void message.success({ content: t('password.success'), duration: 2, onClose: () => goToLogin() });
    },
  });

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      forceRender
      data-testid="change-password-dialog"
    >
      <Form form={form} layout="vertical" onFinish={(v) => change.mutate(v.pwd)} preserve={false}>
        <Form.Item
          name="pwd"
          label={t('password.newPassword')}
          validateFirst
          getValueFromEvent={(e: { target: { value: string } }) => sanitizePasswordInput(e.target.value)}
          rules={[
            {
              validator: (_r, value: string | undefined) => {
                const problem = passwordProblem(value ?? '');
                return problem ? Promise.reject(new Error(t(MESSAGE_KEY[problem]))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password
            placeholder={t('password.placeholder')}
            maxLength={PASSWORD_MAX_INPUT}
            autoComplete="new-password"
            data-testid="new-password"
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
