import { Button, Descriptions, Drawer, Empty, Space, Spin, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApplyApprovalButton } from '../../../components/approval-apply';
import { RecordHistoryButton } from '../../../components/record-history';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { useTranslation } from 'react-i18next';
import { fetchOrderDetail, type OrderDetail } from '../api/order-detail';
import { tradingKeys } from '../api/query-keys';
import { text, time, yuan } from '../format';
import { RefundDialog } from '../refunds/refund-dialog';
import { OrderMessages } from './order-messages';
import { OrderRemark } from './order-remark';

const REFUNDABLE = [2, 3, 4, 5, 6];

/** Order details: sub-order lines, student, coupon, channel, team, teacher, salesman, express, refunds; messages; the finance refund. */
export function OrderDetailDrawer({ orderId, onClose, canRefund }: { orderId: string | null; onClose: () => void; canRefund: boolean }) {
  const { t: tr } = useTranslation('trading');
  const [refundOpen, setRefundOpen] = useState(false);
  const [remarkDirty, setRemarkDirty] = useState(false);
  const { confirmLeave } = useUnsavedChanges(remarkDirty);
  const q = useQuery({
    queryKey: tradingKeys.orderDetail(orderId ?? ''),
    queryFn: ({ signal }) => fetchOrderDetail(orderId!, signal),
    enabled: Boolean(orderId),
  });
  const o: OrderDetail | null | undefined = q.data;
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 16 }}>
      {title}
    </Typography.Title>
  );
  return (
    <Drawer
      open={Boolean(orderId)}
      onClose={() => void confirmLeave().then((leave) => leave && onClose())}
      size="large"
      width={860}
      title={tr('detail.title')}
      destroyOnHidden
      extra={
        o ? (
          <Space>
            <RecordHistoryButton entity="order" entityId={o.id} />
            {REFUNDABLE.includes(o.status) ? (
              <ApplyApprovalButton
                kinds={['refund', 'reissue']}
                source={{
                  orderId: o.id,
                  userId: o.uid ?? undefined,
                  refundable: Number(((o.amount ?? 0) - (o.refunded_amount ?? 0)).toFixed(2)),
                }}
              />
            ) : null}
            <OrderMessages orderId={o.id} outTradeNo={o.out_trade_no} status={o.status} />
            {canRefund && REFUNDABLE.includes(o.status) ? (
              <Button danger onClick={() => setRefundOpen(true)} data-testid="order-refund">
                {tr('detail.refund')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      <div data-testid="order-detail">
        {q.isPending ? (
          <Spin />
        ) : !o ? (
          <Empty description={tr('detail.notFound')} />
        ) : (
          <>
            <Descriptions size="small" bordered column={2} title={tr('detail.basic')}>
              <Descriptions.Item label={tr('order.outTradeNo')}>
                <span data-testid="detail-out-trade-no">{o.out_trade_no}</span>
              </Descriptions.Item>
              <Descriptions.Item label={tr('order.status')}>
                <span data-testid="detail-status">{text(o.status_text)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={tr('order.regtype')}>{text(o.regtype_text)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.packagesName')}>{text(o.packages_name ?? o.product_name)}</Descriptions.Item>
              <Descriptions.Item label={tr('detail.totalAmount')}>¥{yuan(o.total_amount)}</Descriptions.Item>
              <Descriptions.Item label={tr('detail.discountAmount')}>¥{yuan(o.discount_amount)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.amount')}>¥{yuan(o.amount)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.refunded')}>
                <span data-testid="detail-refunded">¥{yuan(o.refunded_amount)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={tr('order.coins')}>{text(o.bear_integral)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.gems')}>{text(o.gem_integral)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.tradeType')}>{text(o.trade_type_text)}</Descriptions.Item>
              <Descriptions.Item label={tr('detail.clientFrom')}>{text(o.client_from_text)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.ctime')}>{time(o.ctime)}</Descriptions.Item>
              <Descriptions.Item label={tr('order.buytime')}>{time(o.buytime)}</Descriptions.Item>
              <Descriptions.Item label={tr('detail.remark')} span={2}>
                <OrderRemark key={o.id} orderId={o.id} remark={o.remark} version={o.version} onDirtyChange={setRemarkDirty} />
              </Descriptions.Item>
            </Descriptions>

            <Descriptions size="small" bordered column={2} style={{ marginTop: 16 }}>
              <Descriptions.Item label={tr('detail.user')}>
                {o.user ? `${text(o.user.username ?? o.user.nickname)} / ${text(o.user.mobile)} / ${text(o.user.user_num)}` : text(o.uid)}
              </Descriptions.Item>
              <Descriptions.Item label={tr('detail.coupon')}>
                {o.coupon ? `${text(o.coupon.name)} (${text(o.coupon.rule_text)} ¥${yuan(o.coupon.amount)})` : tr('detail.none')}
              </Descriptions.Item>
              <Descriptions.Item label={tr('detail.channel')}>{text(o.channel?.name)}</Descriptions.Item>
              <Descriptions.Item label={tr('detail.team')}>{o.team ? `${text(o.team.team_name)}` : '-'}</Descriptions.Item>
              <Descriptions.Item label={tr('detail.teacher')}>
                {o.teacher ? `${text(o.teacher.realname)} ${o.teacher.department?.name ? `(${o.teacher.department.name})` : ''}` : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={tr('detail.salesman')}>
                {o.salesman ? `${text(o.salesman.real_name)} ${text(o.salesman.mobile)}` : '-'}
              </Descriptions.Item>
            </Descriptions>

            {section(tr('detail.subOrders'))}
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={o.subOrder ?? []}
              columns={[
                { key: 'n', dataIndex: 'product_name', title: tr('detail.productName') },
                { key: 't', dataIndex: 'product_type_text', title: tr('detail.productType') },
                { key: 'q', dataIndex: 'quantity', title: tr('detail.quantity'), width: 70 },
                { key: 'u', dataIndex: 'unit_price', title: tr('detail.unitPrice'), render: (v: number | null) => yuan(v) },
                { key: 'a', dataIndex: 'amount', title: tr('detail.amount'), render: (v: number | null) => yuan(v) },
                { key: 's', dataIndex: 'status_text', title: tr('detail.status') },
              ]}
            />

            {section(tr('detail.express'))}
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={o.express ?? []}
              columns={[
                { key: 's', dataIndex: 'express_status_text', title: tr('detail.status') },
                { key: 'c', dataIndex: 'express_company', title: tr('detail.expressCompany') },
                { key: 'n', dataIndex: 'express_nu', title: tr('detail.expressNu') },
                { key: 'r', title: tr('detail.receiver'), render: (_: unknown, r) => `${text(r.receipt_name)} ${text(r.receipt_tel)}` },
              ]}
            />

            {section(tr('detail.refunds'))}
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              data-testid="detail-refunds"
              dataSource={o.refunds ?? []}
              columns={[
                { key: 'no', dataIndex: 'refund_no', title: tr('detail.refundNo') },
                { key: 'a', dataIndex: 'refund_amount', title: tr('detail.amount'), render: (v: number | null) => yuan(v) },
                { key: 's', dataIndex: 'status_text', title: tr('detail.status') },
                { key: 'r', dataIndex: 'reason', title: tr('detail.reason') },
                { key: 't', dataIndex: 'ctime', title: tr('detail.time'), render: (v: number | null) => time(v) },
              ]}
            />
            <RefundDialog
              orderId={o.id}
              outTradeNo={o.out_trade_no}
              open={refundOpen}
              onClose={() => setRefundOpen(false)}
              onDone={() => void q.refetch()}
            />
          </>
        )}
      </div>
    </Drawer>
  );
}
