import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** 404 inside the console: a route no menu knows. */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">{t('errors.notFound')}</span>}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

/** 420: the staff's roles do not allow this page (or the server refused it). */
export function NoPermissionPage({ detail, home = '/' }: { detail?: string; home?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="420"
      subTitle={
        <span data-testid="no-permission">
          {t('errors.noPermission')}
          {detail ? `：${detail}` : ''}
        </span>
      }
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
