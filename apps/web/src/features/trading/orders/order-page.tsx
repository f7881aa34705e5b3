import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { canAccessArea, dictionaryOptions } from '@console/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ListPage, sortJson, type FilterField, type ListColumn } from '../../../components/list-page';
import { rememberRecent } from '../../../components/power/recent';
import type { ExportRequest } from '../../../components/export-job';
import { parseListQuery, type ListQueryState } from '../../../components/list-page/list-query';
import { useAuthStore } from '../../../platform/auth/auth-store';
import { currentLang } from '../../../platform/i18n/i18n';
import { fetchOrderPage, type OrderRow } from '../api/order-page';
import { fetchPackageNames } from '../api/package-names';
import { text, time, yuan } from '../format';
import '../i18n';
import { OrderDetailDrawer } from './order-detail-drawer';
import { orderFilter } from './order-filter';
import { OrderStats } from './order-stats';
import { OrderTools } from './order-tools';

const LIST_ID = 'trading-orders';

/** /order: orders with filters, the statistics of the same filter, details, refund, exports, import of completed orders. */
export function OrderPage() {
  const { t: tr } = useTranslation('trading');
  const lang = currentLang();
  const location = useLocation();
  const roleIds = useAuthStore((s) => s.staff?.roleIds);
  const [openId, setOpenId] = useState<string | null>(null);
  // the package filter picks from the subject's packages (the shop's /meal list), by name
  const packages = useQuery({ queryKey: ['trading', 'package-names'], queryFn: fetchPackageNames, staleTime: 60_000 });
  const openOrder = (r: OrderRow) => {
    setOpenId(r.id);
    rememberRecent('order', r.id, r.out_trade_no ?? r.id);
  };

  const filters: FilterField[] = useMemo(
    () => [
      { kind: 'text', name: 'outTradeNo', label: tr('order.outTradeNo'), placeholder: tr('order.wildcardHint'), maxLength: 64 },
      { kind: 'text', name: 'mobile', label: tr('order.mobile'), placeholder: tr('order.wildcardHint'), maxLength: 20, width: 150 },
      {
        kind: 'select',
        name: 'status',
        label: tr('order.status'),
        multiple: true,
        options: dictionaryOptions('orderStatus', lang).map((o) => ({ value: String(o.value), label: o.label })),
        width: 220,
      },
      {
        kind: 'select',
        name: 'regtype',
        label: tr('order.regtype'),
        multiple: true,
        options: dictionaryOptions('orderRegtype', lang).map((o) => ({ value: String(o.value), label: o.label })),
      },
      { kind: 'dateRange', name: 'ctime', label: tr('order.ctime'), width: 250 },
      {
        kind: 'select',
        name: 'packagesName',
        label: tr('order.packagesName'),
        options: (packages.data ?? []).map((name) => ({ value: name, label: name })),
        width: 220,
      },
      { kind: 'text', name: 'channel', label: tr('order.channel'), maxLength: 50 },
      { kind: 'text', name: 'teacher', label: tr('order.teacher'), maxLength: 30 },
      { kind: 'text', name: 'department', label: tr('order.department'), maxLength: 30 },
    ],
    [tr, lang, packages.data],
  );
  const state = useMemo(
    () =>
      parseListQuery(location.search, {
        size: 20,
        filters: filters.map((f) => ({ name: f.name, multiple: f.kind === 'select' && Boolean(f.multiple) })),
      }),
    [location.search, filters],
  );
  const filter = useMemo(() => orderFilter(state.filters), [state.filters]);

  const columns: ListColumn<OrderRow>[] = [
    {
      key: 'out_trade_no',
      title: tr('order.outTradeNo'),
      width: 220,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openOrder(r)} data-testid="order-open">
          {v}
        </Button>
      ),
    },
    {
      key: 'user',
      title: tr('order.user'),
      width: 150,
      render: (_: unknown, r) => (r.user ? `${text(r.user.username)} ${text(r.user.mobile)}` : '-'),
    },
    {
      key: 'status',
      title: tr('order.status'),
      width: 100,
      sortable: true,
      render: (_: unknown, r) => <span data-testid="order-status">{text(r.status_text)}</span>,
    },
    { key: 'regtype', title: tr('order.regtype'), width: 100, render: (_: unknown, r) => text(r.regtype_text) },
    {
      key: 'packages_name',
      title: tr('order.packagesName'),
      width: 180,
      ellipsis: true,
      render: (v: string | null, r) => text(v ?? r.product_name),
    },
    { key: 'amount', title: tr('order.amount'), width: 110, sortable: true, align: 'right', render: (v: number | null) => yuan(v) },
    { key: 'refunded_amount', title: tr('order.refunded'), width: 110, align: 'right', render: (v: number | null) => yuan(v) },
    { key: 'bear_integral', title: tr('order.coins'), width: 90, defaultHidden: true },
    { key: 'gem_integral', title: tr('order.gems'), width: 90, defaultHidden: true },
    { key: 'trade_type_text', title: tr('order.tradeType'), width: 110, render: (v: string | null) => text(v) },
    { key: 'channel', title: tr('order.channel'), width: 120, render: (_: unknown, r) => text(r.channel?.name) },
    { key: 'teacher', title: tr('order.teacher'), width: 100, render: (_: unknown, r) => text(r.teacher?.realname) },
    { key: 'ctime', title: tr('order.ctime'), width: 170, sortable: true, render: (v: number | null) => time(v) },
    { key: 'buytime', title: tr('order.buytime'), width: 170, sortable: true, defaultHidden: true, render: (v: number | null) => time(v) },
    {
      key: 'actions',
      title: tr('order.actions'),
      width: 80,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => openOrder(r)}>
          {tr('order.detail')}
        </Button>
      ),
    },
  ];

  /** "Export current filter" runs as a job (POST /graphql/export stays for the original client). */
  const exportJob = (q: ListQueryState): ExportRequest => ({
    apiName: 'OrderPage',
    fileName: tr('order.exportFile'),
    query: JSON.stringify(orderFilter(q.filters)),
    sort: sortJson(q.sort) ?? JSON.stringify({ ctime: 'desc' }),
    header: {
      out_trade_no: tr('order.outTradeNo'),
      'user.mobile': tr('order.mobile'),
      status_text: tr('order.status'),
      regtype_text: tr('order.regtype'),
      packages_name: tr('order.packagesName'),
      amount: tr('order.amount'),
      refunded_amount: tr('order.refunded'),
      bear_integral: tr('order.coins'),
      gem_integral: tr('order.gems'),
      trade_type_text: tr('order.tradeType'),
      'channel.name': tr('order.channel'),
      'teacher.realname': tr('order.teacher'),
      ctime: tr('order.ctime'),
    },
  });

  return (
    <>
      <OrderStats filter={filter} />
      <ListPage<OrderRow>
        listId={LIST_ID}
        title={tr('order.title')}
        rowKey={(r) => r.id}
        columns={columns}
        filters={filters}
        scrollX={1700}
        exportJob={exportJob}
        toolbar={<OrderTools filters={state.filters} />}
        onOpenRow={openOrder}
        fetch={(q, signal) => fetchOrderPage(orderFilter(q.filters), q.page, q.size, sortJson(q.sort), signal)}
      />
      <OrderDetailDrawer orderId={openId} onClose={() => setOpenId(null)} canRefund={canAccessArea(roleIds ?? [], 'refund-payment')} />
    </>
  );
}
