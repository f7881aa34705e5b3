import { useEffect } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useConsole } from '../console-context';
import { resolveRoute } from '../routes/route-table';
import { routeTitles } from '../routes/route-title';

export function Breadcrumbs() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { subject, staff, landing, menuOptions } = useConsole();
  const titles = routeTitles(resolveRoute(subject.code, staff, location.pathname, menuOptions), t, i18n.language === 'en');
  const brand = t('brand.name');
  useEffect(() => {
    document.title = `${titles.page} - ${brand}`;
  }, [titles.page, brand]);
  return (
    <Breadcrumb
      className="top-breadcrumb"
      data-testid="breadcrumb"
      items={[
        {
          title: (
            <Link to={landing} aria-label={t('common.backHome')}>
              <HomeOutlined />
            </Link>
          ),
        },
        ...(titles.group ? [{ title: titles.group }] : []),
        { title: titles.page },
      ]}
    />
  );
}
