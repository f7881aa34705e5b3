import { useMemo } from 'react';
import { Alert, Card, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../../platform/auth/auth-store';
import type { LoginResult } from '../../platform/auth/staff';
import { isPreRelease } from '../../platform/env';
import { LanguageSwitch } from '../../platform/i18n/language-switch';
import { afterLoginUrl } from '../../platform/subject/navigation';
import { fetchAppSettings } from './api';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

/**
 * `/login/#/` (and `/login/#/oldLogin`, the pre-release entry). After login the staff lands on the
 * landing route of their first subject and role (spec 00 §2), or back on the page that sent them here.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const signIn = useAuthStore((s) => s.signIn);
  const settings = useQuery({ queryKey: ['app-settings'], queryFn: fetchAppSettings, retry: false, staleTime: Infinity });
  const preRelease = isPreRelease() || settings.data?.preRelease === true || location.pathname === '/oldLogin';
  const redirect = useMemo(() => new URLSearchParams(location.search).get('redirect') ?? undefined, [location.search]);

  const onSuccess = (r: LoginResult): void => {
    signIn(r);
    window.location.assign(afterLoginUrl(r.staff, redirect));
  };

  return (
    <div className="login-screen">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      {preRelease ? <Alert type="warning" showIcon banner message={t('login.preRelease')} data-testid="pre-release-banner" /> : null}
      <Card className="login-card" variant="borderless">
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('brand.name')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('login.welcome')}
        </Typography.Paragraph>
        <Tabs
          centered
          items={[
            { key: 'password', label: t('login.tabPassword'), children: <PasswordLoginForm onSuccess={onSuccess} /> },
            { key: 'sms', label: t('login.tabSms'), children: <SmsLoginForm onSuccess={onSuccess} /> },
          ]}
        />
      </Card>
    </div>
  );
}
