import { Alert, Card, Descriptions, Input, Table, Tag } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookupCode, type CodeLookup } from '../api';
import { errText, text, time } from '../format';
import '../i18n';

/** /exchangeSearch: one code — its campaign, who redeemed it when, the order and the class, and its history. */
export function ExchangeSearchPage() {
  const { t: tr } = useTranslation('marketing');
  const statuses = tr('redeem.codeStatus', { returnObjects: true }) as string[];
  const search = useMutation({ mutationFn: (code: string) => lookupCode(code) });
  const found: CodeLookup | undefined = search.data;
  return (
    <Card title={tr('lookup.title')} size="small">
      <Input.Search
        placeholder={tr('lookup.placeholder')}
        enterButton={tr('common.search')}
        maxLength={50}
        style={{ maxWidth: 420 }}
        loading={search.isPending}
        onSearch={(v) => v.trim() && search.mutate(v.trim())}
        data-testid="lookup-input"
      />
      {search.isError ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={errText(search.error) || tr('lookup.notFound')}
          data-testid="lookup-error"
        />
      ) : null}
      {found ? (
        <div style={{ marginTop: 16 }} data-testid="lookup-result">
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={tr('redeem.code')}>
              <code>{found.code}</code>
            </Descriptions.Item>
            <Descriptions.Item label={tr('common.status')}>
              <Tag data-testid="lookup-status">{statuses[found.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={tr('lookup.config')}>{found.configTitle}</Descriptions.Item>
            <Descriptions.Item label={tr('redeem.package')}>{text(found.packageName)}</Descriptions.Item>
            <Descriptions.Item label={tr('lookup.redeemedBy')}>
              {found.userId ? `${text(found.username)} ${text(found.mobile)}` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={tr('lookup.redeemedAt')}>{time(found.convertedDate)}</Descriptions.Item>
            <Descriptions.Item label={tr('lookup.order')}>{text(found.outTradeNo)}</Descriptions.Item>
            <Descriptions.Item label={tr('lookup.team')}>{text(found.teamName)}</Descriptions.Item>
            <Descriptions.Item label={tr('redeem.expireDate')}>{time(found.expireDate)}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="id"
            pagination={false}
            title={() => tr('lookup.logs')}
            dataSource={found.logs}
            columns={[
              { dataIndex: 'useDate', title: tr('common.ctime'), render: (v: number) => time(v) },
              { dataIndex: 'status', title: tr('common.status'), render: (v: number) => statuses[v] ?? v },
              { dataIndex: 'remark', title: tr('common.remark'), render: (v: string | null) => text(v) },
              { dataIndex: 'staffName', title: tr('common.staff'), render: (v: string | null) => text(v) },
            ]}
          />
        </div>
      ) : null}
    </Card>
  );
}
