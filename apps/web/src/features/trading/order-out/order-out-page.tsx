import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { fetchOrderOut, type OrderOutRow } from '../api/order-out-list';
import { text, time, yuan } from '../format';
import '../i18n';
import { nums, str, timeRange } from '../rest-filter';

/** /shiftOrder: orders moved out (to another subject or student). */
export function OrderOutPage() {
  const { t: tr } = useTranslation('trading');
  const statuses = tr('orderOut.statuses', { returnObjects: true }) as string[];
  const columns: ListColumn<OrderOutRow>[] = [
    { key: 'outTradeNo', title: tr('order.outTradeNo'), width: 220, render: (v: string | null) => text(v) },
    { key: 'user', title: tr('order.user'), width: 160, render: (_: unknown, r) => `${text(r.userNum)} ${text(r.mobile)}` },
    { key: 'outTypeText', title: tr('orderOut.outType'), width: 110, render: (v: string | null) => text(v) },
    {
      key: 'target',
      title: tr('orderOut.target'),
      width: 160,
      render: (_: unknown, r) => `${text(r.targetSubjectText)} ${r.targetUid ?? ''}`,
    },
    { key: 'amount', title: tr('detail.amount'), width: 100, align: 'right', render: (v: number | null) => yuan(v) },
    { key: 'statusText', title: tr('orderOut.status'), width: 90, render: (v: string | null) => text(v) },
    { key: 'reason', title: tr('detail.reason'), ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'staffName', title: tr('refund.staff'), width: 100, render: (v: string | null) => text(v) },
    { key: 'outTime', title: tr('orderOut.outTime'), width: 170, render: (v: number | null) => time(v) },
  ];
  return (
    <ListPage<OrderOutRow>
      listId="trading-order-out"
      title={tr('orderOut.title')}
      rowKey={(r) => r.id}
      columns={columns}
      scrollX={1400}
      filters={[
        { kind: 'text', name: 'outTradeNo', label: tr('order.outTradeNo'), maxLength: 64 },
        {
          kind: 'select',
          name: 'status',
          label: tr('orderOut.status'),
          multiple: true,
          options: statuses.map((label, i) => ({ value: String(i), label })),
        },
        { kind: 'dateRange', name: 'ctime', label: tr('order.ctime'), width: 250 },
      ]}
      fetch={(q, signal) =>
        fetchOrderOut(
          {
            status: nums(q.filters.status),
            outTradeNo: str(q.filters.outTradeNo),
            ...timeRange(q.filters.ctime),
            page: q.page,
            size: Math.min(q.size, 200),
          },
          signal,
        )
      }
    />
  );
}
