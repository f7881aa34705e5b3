import { Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { ListPage, type ListColumn } from '../../components/list-page';
import { fetchCodesByMobile, type SmsRecord } from './api';

/** /getVerCode: the verification codes sent to a mobile (staff help students who did not get one). */
export function VerCodePage() {
  const { t } = useTranslation();
  const columns: ListColumn<SmsRecord>[] = [
    { key: 'mobile', title: t('verCode.mobile'), width: 140 },
    {
      key: 'code',
      title: t('verCode.code'),
      width: 140,
      render: (v: string | null) =>
        v ? (
          <Space size={4}>
            <Typography.Text strong data-testid="ver-code">
              {v}
            </Typography.Text>
            <CopyButton value={v} />
          </Space>
        ) : (
          '-'
        ),
    },
    { key: 'content', title: t('verCode.content') },
    { key: 'ctime', title: t('verCode.time'), width: 180, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
  ];
  return (
    <ListPage<SmsRecord>
      listId="ver-code"
      title={t('verCode.title')}
      rowKey={(r) => `${r.mobile}-${r.ctime}-${r.code ?? ''}`}
      columns={columns}
      filters={[{ kind: 'text', name: 'mobile', label: t('verCode.mobile'), placeholder: t('verCode.mobilePlaceholder'), maxLength: 11 }]}
      requiredFilters={['mobile']}
      fetch={async (q, signal) => {
        const rows = await fetchCodesByMobile(String(q.filters.mobile), signal);
        const start = (q.page - 1) * q.size;
        return { content: rows.slice(start, start + q.size), totalElements: rows.length };
      }}
    />
  );
}
