import { Descriptions, Drawer, Result, Spin, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchRefundDetail, type RefundDetail } from '../api/batch-refund';
import { tradingKeys } from '../api/query-keys';
import { text, time, yuan } from '../format';

/** A refund: its order's paid / refunded / left amounts, its ledger entries and its approval (refundDetail). */
export function RefundDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const q = useQuery({
    queryKey: tradingKeys.refundDetail(id ?? ''),
    queryFn: ({ signal }) => fetchRefundDetail(id ?? '', signal),
    enabled: Boolean(id),
  });
  const r = q.data;
  return (
    <Drawer title={tr('refundDetail.title')} open={Boolean(id)} onClose={onClose} size="large" destroyOnHidden>
      {q.isPending ? (
        <Spin />
      ) : !r ? (
        <Result status="404" title={tr('refundDetail.notFound')} />
      ) : (
        <div data-testid="refund-detail">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={tr('refund.refundNo')}>
              <span data-testid="refund-detail-no">{text(r.refundNo)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('refund.outTradeNo')}>{text(r.outTradeNo)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.refundAmount')}>
              <span data-testid="refund-detail-amount">¥{yuan(r.refundAmount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('refund.status')}>{tr(`refundDetail.statuses.${r.status}`)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.reason')} span={2}>
              {text(r.reason)}
            </Descriptions.Item>
            <Descriptions.Item label={tr('refund.paid')}>¥{yuan(r.orderAmount)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.refunded')}>¥{yuan(r.orderRefundedAmount)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.left')}>
              <span data-testid="refund-detail-left">¥{yuan(r.orderRemainingAmount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={tr('refund.tradeType')}>{text(r.tradeType)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.staff')}>{text(r.staffName)}</Descriptions.Item>
            <Descriptions.Item label={tr('refund.refundTime')}>{time(r.refundTime)}</Descriptions.Item>
            {r.failReason ? (
              <Descriptions.Item label={tr('refund.failReason')} span={2}>
                {r.failReason}
              </Descriptions.Item>
            ) : null}
            {r.approval ? (
              <Descriptions.Item label={tr('refundDetail.approval')} span={2}>
                {`${text(r.approval.approvalName)} · ${text(r.approval.applyName)}`}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Table<RefundDetail['ledger'][number]>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="id"
            pagination={false}
            title={() => tr('refundDetail.ledger')}
            dataSource={r.ledger}
            columns={[
              { key: 'entryType', dataIndex: 'entryType', title: tr('refundDetail.entryType') },
              { key: 'amount', dataIndex: 'amount', title: tr('detail.amount'), align: 'right', render: (v: number) => `¥${yuan(v)}` },
              {
                key: 'balanceAfter',
                dataIndex: 'balanceAfter',
                title: tr('refundDetail.balanceAfter'),
                align: 'right',
                render: (v: number) => `¥${yuan(v)}`,
              },
              { key: 'ctime', dataIndex: 'ctime', title: tr('detail.time'), render: (v: number) => time(v) },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
