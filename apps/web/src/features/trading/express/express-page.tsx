import { Badge, Button, Descriptions, Drawer, Space, Spin, Table, Tabs } from 'antd';
import { dictionaryOptions } from '@console/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ListPage, sortJson, type FilterField, type ListColumn } from '../../../components/list-page';
import { parseListQuery, serializeListQuery, withFilters } from '../../../components/list-page/list-query';
import { currentLang } from '../../../platform/i18n/i18n';
import { fetchExpressCounts, fetchExpressDetail, fetchExpressPage, type ExpressRow } from '../api/express-page';
import { tradingKeys } from '../api/query-keys';
import { text, time } from '../format';
import '../i18n';
import { expressFilter } from './express-filter';
import { ADDRESS_EDITABLE, ExpressAddressDialog } from './express-address-dialog';
import { ExpressInvalidDialog } from './express-invalid-dialog';
import { ExpressStatusDialog } from './express-status-dialog';
import { ExpressTools } from './express-tools';

const LIST_ID = 'trading-express';

function ExpressDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const q = useQuery({
    queryKey: tradingKeys.expressDetail(id ?? ''),
    queryFn: ({ signal }) => fetchExpressDetail(id!, signal),
    enabled: Boolean(id),
  });
  const e = q.data;
  return (
    <Drawer open={Boolean(id)} onClose={onClose} width={720} title={tr('express.detail')} destroyOnHidden>
      <div data-testid="express-detail">
        {q.isPending ? (
          <Spin />
        ) : e ? (
          <>
            <Descriptions size="small" bordered column={2}>
              <Descriptions.Item label={tr('express.status')}>{text(e.express_status_text)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.outTradeNo')}>{text(e.out_trade_no)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.productType')}>{text(e.product_type_text)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.sourceType')}>{text(e.source_type_text)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.product')}>{text(e.product_name)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.company')}>{text(e.express_company)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.expressNu')}>{text(e.express_nu)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.receiver')}>{`${text(e.receipt_name)} ${text(e.receipt_tel)}`}</Descriptions.Item>
              <Descriptions.Item label={tr('express.address')} span={2}>
                {[e.province, e.city, e.area, e.address_detail].filter(Boolean).join(' ') || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={tr('express.ctime')}>{time(e.ctime)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.deliveryTime')}>{time(e.delivery_time)}</Descriptions.Item>
              <Descriptions.Item label={tr('express.remark')} span={2}>
                {text(e.remark)}
              </Descriptions.Item>
            </Descriptions>
            <h4 style={{ marginTop: 16 }}>{tr('express.logs')}</h4>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={e.logs ?? []}
              data-testid="express-logs"
              columns={[
                {
                  key: 'f',
                  dataIndex: 'from_status_text',
                  title: '→',
                  render: (v: string | null, r) => `${text(v)} → ${text(r.to_status_text)}`,
                },
                { key: 'r', dataIndex: 'remark', title: tr('express.remark') },
                { key: 's', title: '', render: (_: unknown, r) => text(r.staff?.real_name) },
                { key: 't', dataIndex: 'ctime', title: '', render: (v: number | null) => time(v) },
              ]}
            />
          </>
        ) : null}
      </div>
    </Drawer>
  );
}

/**
 * /express: shipments with status tabs 0–9 and their counts, filters, details, status update with remark,
 * address edit, invalid marking; import, import list and delivery strategies in the toolbar.
 */
export function ExpressPage() {
  const { t: tr } = useTranslation('trading');
  const lang = currentLang();
  const location = useLocation();
  const navigate = useNavigate();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ExpressRow | null>(null);
  const [addressOf, setAddressOf] = useState<ExpressRow | null>(null);
  const [invalidOf, setInvalidOf] = useState<ExpressRow | null>(null);

  const statusOptions = dictionaryOptions('expressStatus', lang).map((o) => ({ value: String(o.value), label: o.label }));
  const filters: FilterField[] = [
    {
      kind: 'select',
      name: 'productType',
      label: tr('express.productType'),
      multiple: true,
      options: dictionaryOptions('expressProductType', lang).map((o) => ({ value: String(o.value), label: o.label })),
    },
    {
      kind: 'select',
      name: 'sourceType',
      label: tr('express.sourceType'),
      multiple: true,
      options: dictionaryOptions('expressSourceType', lang).map((o) => ({ value: String(o.value), label: o.label })),
    },
    { kind: 'dateRange', name: 'ctime', label: tr('express.ctime'), width: 250 },
    { kind: 'text', name: 'expressNu', label: tr('express.expressNu'), maxLength: 40 },
    { kind: 'text', name: 'receiptTel', label: tr('express.receiptTel'), maxLength: 20, width: 150 },
    { kind: 'text', name: 'outTradeNo', label: tr('express.outTradeNo'), maxLength: 64 },
    {
      kind: 'select',
      name: 'status',
      label: tr('express.status'),
      options: dictionaryOptions('expressStatus', lang).map((o) => ({ value: String(o.value), label: o.label })),
    },
  ];
  const defaults = { size: 20, filters: filters.map((f) => ({ name: f.name, multiple: f.kind === 'select' && Boolean(f.multiple) })) };
  const state = parseListQuery(location.search, defaults);
  const countFilter = expressFilter(state.filters, false);
  const counts = useQuery({
    queryKey: tradingKeys.expressStats(countFilter),
    queryFn: ({ signal }) => fetchExpressCounts(countFilter, signal),
  });
  const countOf = (code: string) => counts.data?.find((b) => b.code === code)?.count ?? 0;
  const total = (counts.data ?? []).reduce((a, b) => a + Number(b.count), 0);
  const activeTab = typeof state.filters.status === 'string' ? state.filters.status : 'all';

  const selectTab = (key: string) => {
    const next = { ...state.filters } as Record<string, string | string[] | undefined>;
    next.status = key === 'all' ? undefined : key;
    navigate({ pathname: location.pathname, search: serializeListQuery(withFilters(state, next), defaults) }, { replace: true });
  };

  const columns: ListColumn<ExpressRow>[] = [
    { key: 'out_trade_no', title: tr('express.outTradeNo'), width: 210, render: (v: string | null) => text(v) },
    {
      key: 'express_status',
      title: tr('express.status'),
      width: 100,
      render: (_: unknown, r) => <span data-testid="express-status">{text(r.express_status_text)}</span>,
    },
    { key: 'product_type_text', title: tr('express.productType'), width: 110, render: (v: string | null) => text(v) },
    { key: 'source_type_text', title: tr('express.sourceType'), width: 100, render: (v: string | null) => text(v) },
    { key: 'product_name', title: tr('express.product'), width: 160, ellipsis: true, render: (v: string | null) => text(v) },
    {
      key: 'receipt_name',
      title: tr('express.receiver'),
      width: 150,
      render: (_: unknown, r) => `${text(r.receipt_name)} ${text(r.receipt_tel)}`,
    },
    {
      key: 'address',
      title: tr('express.address'),
      width: 220,
      ellipsis: true,
      render: (_: unknown, r) => [r.province, r.city, r.area, r.address_detail].filter(Boolean).join(' ') || '-',
    },
    { key: 'express_company', title: tr('express.company'), width: 100, render: (v: string | null) => text(v) },
    { key: 'express_nu', title: tr('express.expressNu'), width: 160, render: (v: string | null) => text(v) },
    { key: 'ctime', title: tr('express.ctime'), width: 170, sortable: true, render: (v: number | null) => time(v) },
    {
      key: 'actions',
      title: tr('order.actions'),
      width: 290,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailId(r.id)} data-testid="express-open">
            {tr('express.detail')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="express-update">
            {tr('express.updateStatus')}
          </Button>
          {ADDRESS_EDITABLE.includes(r.express_status) ? (
            <Button type="link" size="small" onClick={() => setAddressOf(r)} data-testid="express-address">
              {tr('expressMore.editAddress')}
            </Button>
          ) : null}
          {r.express_status !== 7 ? (
            <Button type="link" size="small" danger onClick={() => setInvalidOf(r)} data-testid="express-invalid">
              {tr('expressMore.invalid')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Tabs
        activeKey={activeTab}
        onChange={selectTab}
        data-testid="express-tabs"
        items={[
          {
            key: 'all',
            label: (
              <span data-testid="express-tab-all">
                {tr('express.all')} <Badge count={total} overflowCount={999999} color="gray" showZero />
              </span>
            ),
          },
          ...statusOptions.map((o) => ({
            key: o.value,
            label: (
              <span data-testid={`express-tab-${o.value}`} data-count={countOf(o.value)}>
                {o.label} <Badge count={countOf(o.value)} overflowCount={999999} color="blue" showZero />
              </span>
            ),
          })),
        ]}
      />
      <ListPage<ExpressRow>
        listId={LIST_ID}
        title={tr('express.title')}
        rowKey={(r) => r.id}
        columns={columns}
        filters={filters}
        scrollX={1920}
        toolbar={<ExpressTools />}
        fetch={(q, signal) => fetchExpressPage(expressFilter(q.filters), q.page, q.size, sortJson(q.sort), signal)}
      />
      <ExpressDetail id={detailId} onClose={() => setDetailId(null)} />
      {addressOf ? <ExpressAddressDialog row={addressOf} onClose={() => setAddressOf(null)} /> : null}
      <ExpressInvalidDialog row={invalidOf} onClose={() => setInvalidOf(null)} />
      <ExpressStatusDialog expressId={editing?.id ?? null} current={editing?.express_status} onClose={() => setEditing(null)} />
    </>
  );
}
