import { Card, Col, Row, Skeleton, Statistic, Tag, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchOrderSummary, type StatBucket } from '../api/order-statistics';
import { tradingKeys } from '../api/query-keys';
import { yuan } from '../format';
import { STATUS_GROUPS } from './order-filter';

function sumOf(buckets: StatBucket[], codes: readonly number[]): { amount: number; count: number } {
  let amount = 0;
  let count = 0;
  for (const b of buckets) {
    if (codes.includes(Number(b.code))) {
      amount += Number(b.value) || 0;
      count += Number(b.count) || 0;
    }
  }
  return { amount: Math.round(amount * 100) / 100, count };
}

/** The OrderStatistics summary above the order list; follows the list's filter. */
export function OrderStats({ filter }: { filter: Record<string, unknown> }) {
  const { t: tr } = useTranslation('trading');
  const q = useQuery({
    queryKey: tradingKeys.orderStats(filter),
    queryFn: ({ signal }) => fetchOrderSummary(filter, signal),
  });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!q.data) return null;
  const groups = [
    ...(Object.keys(STATUS_GROUPS) as Array<keyof typeof STATUS_GROUPS>).map((k) => ({
      key: k,
      ...sumOf(q.data.byStatus, STATUS_GROUPS[k]),
    })),
    { key: 'refund' as const, ...q.data.refunded },
  ];
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="order-stats" title={tr('stats.title')}>
      <Row gutter={16}>
        {groups.map((g) => (
          <Col key={g.key} xs={12} md={4}>
            <Tooltip title={tr('stats.count', { count: g.count })}>
              <div data-testid={`order-stat-${g.key}`} data-value={yuan(g.amount)} data-count={g.count}>
                <Statistic title={tr(`stats.${g.key}`)} prefix="¥" value={yuan(g.amount)} />
                <span style={{ fontSize: 12, opacity: 0.65 }}>{tr('stats.count', { count: g.count })}</span>
              </div>
            </Tooltip>
          </Col>
        ))}
        <Col xs={12} md={4}>
          <div data-testid="order-stat-coins" data-value={q.data.coins}>
            <Statistic title={tr('stats.coins')} value={q.data.coins} />
          </div>
        </Col>
        <Col xs={12} md={4}>
          <div data-testid="order-stat-gems" data-value={q.data.gems}>
            <Statistic title={tr('stats.gems')} value={q.data.gems} />
          </div>
        </Col>
      </Row>
      <div style={{ marginTop: 8 }}>
        {q.data.byStatus.map((b) => (
          <Tag key={String(b.code)} data-testid={`order-stat-status-${b.code}`}>
            {b.label ?? b.code}: {b.count} / ¥{yuan(b.value)}
          </Tag>
        ))}
      </div>
    </Card>
  );
}
