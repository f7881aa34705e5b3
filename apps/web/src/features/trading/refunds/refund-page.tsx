import { Button } from 'antd';
import { canAccessArea } from '@console/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeToMs, ListPage, sortJson, type ListColumn, type ListQueryState } from '../../../components/list-page';
import { fetchRefundPage, type RefundRow } from '../api/refund-page';
import { text, time, yuan } from '../format';
import '../i18n';
import { useAuthStore } from '../../../platform/auth/auth-store';
import { BatchRefundDialog } from './batch-refund-dialog';
import { RefundDetailDrawer } from './refund-detail-drawer';

const REFUND_STATUS = ['0', '1', '2', '3', '4'];

function refundFilter(f: ListQueryState['filters']): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  const wild = (v: unknown) => (typeof v === 'string' && v.trim() ? (v.includes('*') ? v.trim() : `*${v.trim()}*`) : undefined);
  if (wild(f.outTradeNo)) q.out_trade_no = wild(f.outTradeNo);
  if (wild(f.refundNo)) q.refund_no = wild(f.refundNo);
  if (wild(f.mobile)) q['user.mobile'] = wild(f.mobile);
  const status = Array.isArray(f.status) ? f.status : f.status ? f.status.split(',') : [];
  if (status.length) q.status = status.map(Number);
  const ctime = dateRangeToMs(f.ctime);
  if (ctime) q.ctime = ctime;
  return q;
}

/**
 * /financeRefound: the refunds (RefundPage) with their details. Single refunds are made from the order
 * details (/order); batch refunds here (area refund-payment: roles 1, 4, 7).
 */
export function RefundListPage() {
  const { t: tr } = useTranslation('trading');
  const statusLabels = ['申请中', '退款中', '已退款', '退款失败', '已撤销'];
  const statusLabelsEn = ['Requested', 'Refunding', 'Refunded', 'Failed', 'Revoked'];
  const en = tr('refund.title') === 'Refunds';
  const roleIds = useAuthStore((s) => s.staff?.roleIds);
  const [openId, setOpenId] = useState<string | null>(null);
  const [batch, setBatch] = useState(false);
  const columns: ListColumn<RefundRow>[] = [
    {
      key: 'refund_no',
      title: tr('refund.refundNo'),
      width: 200,
      render: (v: string | null, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.id)} data-testid="refund-open">
          {text(v)}
        </Button>
      ),
    },
    { key: 'out_trade_no', title: tr('refund.outTradeNo'), width: 220 },
    { key: 'user', title: tr('refund.mobile'), width: 130, render: (_: unknown, r) => text(r.user?.mobile) },
    {
      key: 'refund_amount',
      title: tr('refund.refundAmount'),
      width: 110,
      align: 'right',
      sortable: true,
      render: (v: number | null) => yuan(v),
    },
    { key: 'status', title: tr('refund.status'), width: 100, render: (_: unknown, r) => text(r.status_text) },
    { key: 'reason', title: tr('detail.reason'), ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'trade_type_text', title: tr('refund.tradeType'), width: 110, render: (v: string | null) => text(v) },
    { key: 'staff', title: tr('refund.staff'), width: 100, render: (_: unknown, r) => text(r.staff?.real_name) },
    { key: 'fail_reason', title: tr('refund.failReason'), width: 140, defaultHidden: true, render: (v: string | null) => text(v) },
    { key: 'refund_time', title: tr('refund.refundTime'), width: 170, sortable: true, render: (v: number | null) => time(v) },
    { key: 'ctime', title: tr('refund.ctime'), width: 170, sortable: true, render: (v: number | null) => time(v) },
  ];
  return (
    <>
      <ListPage<RefundRow>
        listId="trading-refunds"
        title={tr('refund.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1500}
        toolbar={
          canAccessArea(roleIds ?? [], 'refund-payment') ? (
            <Button danger onClick={() => setBatch(true)} data-testid="batch-refund">
              {tr('batchRefund.title')}
            </Button>
          ) : null
        }
        filters={[
          { kind: 'text', name: 'outTradeNo', label: tr('refund.outTradeNo'), placeholder: tr('order.wildcardHint'), maxLength: 64 },
          { kind: 'text', name: 'refundNo', label: tr('refund.refundNo'), maxLength: 64 },
          { kind: 'text', name: 'mobile', label: tr('refund.mobile'), maxLength: 20, width: 150 },
          {
            kind: 'select',
            name: 'status',
            label: tr('refund.status'),
            multiple: true,
            options: REFUND_STATUS.map((v, i) => ({ value: v, label: en ? statusLabelsEn[i] : statusLabels[i] })),
          },
          { kind: 'dateRange', name: 'ctime', label: tr('refund.ctime'), width: 250 },
        ]}
        fetch={(q, signal) => fetchRefundPage(refundFilter(q.filters), q.page, q.size, sortJson(q.sort), signal)}
      />
      <RefundDetailDrawer id={openId} onClose={() => setOpenId(null)} />
      <BatchRefundDialog open={batch} onClose={() => setBatch(false)} />
    </>
  );
}
