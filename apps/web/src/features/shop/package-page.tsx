import { PlusOutlined } from '@ant-design/icons';
import { dictionaryOptions } from '@console/domain';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRequest } from '../../components/export-job';
import { ListPage, sortJson, type ListColumn } from '../../components/list-page';
import type { ListQueryState } from '../../components/list-page/list-query';
import { fetchPackages, type PackageRow } from './api';
import { moneyText, timeText } from './format';
import './i18n';
import { PackageFormDialog } from './package-form-dialog';

function packageFilter(q: ListQueryState): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const name = q.filters.name as string | undefined;
  if (name) filter.name = `*${name}*`;
  const regtype = q.filters.regtype;
  if (regtype && regtype.length) filter.regtype = (Array.isArray(regtype) ? regtype : [regtype]).map(Number);
  if (q.filters.status) filter.status = Number(q.filters.status);
  return filter;
}

/** /meal: packages built from products, with per-currency prices (atome_price), topic and payment channels. */
export function PackagesPage() {
  const { t: tr, i18n } = useTranslation('shop');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const columns: ListColumn<PackageRow>[] = [
    { key: 'id', title: 'ID', width: 80 },
    {
      key: 'name',
      title: tr('pkg.name'),
      width: 200,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(r.id)} data-testid="package-open">
          {v}
        </Button>
      ),
    },
    { key: 'regtype_text', title: tr('pkg.regtype'), width: 100, sortField: 'regtype' },
    { key: 'status_text', title: tr('pkg.status'), width: 80, sortField: 'status' },
    { key: 'price', title: tr('pkg.price'), width: 100, align: 'right', render: (v: number | null) => moneyText(v) },
    {
      key: 'prices',
      title: tr('pkg.prices'),
      width: 260,
      sortable: false,
      render: (_: unknown, r) =>
        r.prices.map((p) => (
          <Tag key={p.currencies_code}>
            {p.currencies_code} {moneyText(p.price)}
          </Tag>
        )),
    },
    {
      key: 'products',
      title: tr('pkg.products'),
      width: 240,
      sortable: false,
      render: (_: unknown, r) => r.products.map((p) => `${p.product_name}×${p.quantity}`).join('、') || '-',
    },
    { key: 'course_week', title: tr('pkg.courseWeek'), width: 90 },
    { key: 'payment_channel', title: tr('pkg.payment'), width: 140, render: (v: string | null) => v ?? '-' },
    { key: 'ctime', title: tr('pkg.ctime'), width: 170, render: (v: number | null) => timeText(v) },
  ];
  return (
    <>
      <ListPage<PackageRow>
        listId="shop-packages"
        title={tr('pkg.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1500}
        onOpenRow={(r) => setEditing(r.id)}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="package-create">
            {tr('pkg.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'name', label: tr('pkg.name'), maxLength: 50 },
          {
            kind: 'select',
            name: 'regtype',
            label: tr('pkg.regtype'),
            multiple: true,
            options: dictionaryOptions('orderRegtype', lang).map((o) => ({ value: String(o.value), label: o.label })),
          },
          {
            kind: 'select',
            name: 'status',
            label: tr('pkg.status'),
            options: [
              { value: '0', label: tr('status.onSale') },
              { value: '1', label: tr('status.offSale') },
            ],
          },
        ]}
        fetch={(q, signal) => fetchPackages({ filter: packageFilter(q), sort: sortJson(q.sort), page: q.page, size: q.size }, signal)}
        exportJob={(q): ExportRequest => ({
          apiName: 'PackagesPage',
          fileName: tr('pkg.title'),
          query: JSON.stringify(packageFilter(q)),
          sort: sortJson(q.sort) ?? JSON.stringify({ id: 'desc' }),
          header: {
            id: 'ID',
            name: tr('pkg.name'),
            regtype_text: tr('pkg.regtype'),
            status_text: tr('pkg.status'),
            price: tr('pkg.price'),
          },
        })}
      />
      {editing ? <PackageFormDialog id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
