import { App, Button, Space } from 'antd';
import { DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useExportJob } from '../../../components/export-job';
import { parseListQuery } from '../../../components/list-page/list-query';
import { ListPage, type FilterField, type ListColumn, type ListQueryState } from '../../../components/list-page';
import { fetchOrderOut, type OrderOutFilter, type OrderOutRow } from '../api/order-out-list';
import { text, time, yuan } from '../format';
import '../i18n';
import { nums, str, timeRange } from '../rest-filter';
import { OrderToOutDialog } from './order-to-out-dialog';

const outFilter = (f: ListQueryState['filters']): Omit<OrderOutFilter, 'page' | 'size'> => ({
  status: nums(f.status),
  outTradeNo: str(f.outTradeNo),
  ...timeRange(f.ctime),
});

/** /shiftOrder: orders moved out (to another subject or student), moving an order out (orderToOut), export of the filter. */
export function OrderOutPage() {
  const { t: tr } = useTranslation('trading');
  const statuses = tr('orderOut.statuses', { returnObjects: true }) as string[];
  const { message } = App.useApp();
  const location = useLocation();
  const [moving, setMoving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const startExport = useExportJob();
  const filters: FilterField[] = useMemo(
    () => [
      { kind: 'text', name: 'outTradeNo', label: tr('order.outTradeNo'), maxLength: 64 },
      {
        kind: 'select',
        name: 'status',
        label: tr('orderOut.status'),
        multiple: true,
        options: statuses.map((label, i) => ({ value: String(i), label })),
      },
      { kind: 'dateRange', name: 'ctime', label: tr('order.ctime'), width: 250 },
    ],
    [tr, statuses],
  );
  const state = useMemo(
    () =>
      parseListQuery(location.search, {
        size: 20,
        filters: filters.map((f) => ({ name: f.name, multiple: f.kind === 'select' && Boolean(f.multiple) })),
      }),
    [location.search, filters],
  );
  const doExport = async () => {
    setExporting(true);
    try {
      // A job of the export centre; POST /api/o/v1/orderOut/export stays synchronous for the original client.
      await startExport({
        restApi: '/api/o/v1/orderOut/export',
        filter: { ...outFilter(state.filters) },
        fileName: tr('orderOutAction.exportFile'),
      });
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };
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
    <>
      <ListPage<OrderOutRow>
        listId="trading-order-out"
        title={tr('orderOut.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1400}
        filters={filters}
        toolbar={
          <Space>
            <Button type="primary" icon={<SwapOutlined />} onClick={() => setMoving(true)} data-testid="order-to-out">
              {tr('orderOutAction.title')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void doExport()} data-testid="order-out-export">
              {tr('order.export')}
            </Button>
          </Space>
        }
        fetch={(q, signal) =>
          fetchOrderOut(
            {
              ...outFilter(q.filters),
              page: q.page,
              size: Math.min(q.size, 200),
            },
            signal,
          )
        }
      />
      <OrderToOutDialog open={moving} onClose={() => setMoving(false)} />
    </>
  );
}
