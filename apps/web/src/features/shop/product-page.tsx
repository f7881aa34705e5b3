import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportRequest } from '../../components/export-job';
import { ListPage, sortJson, type ListColumn } from '../../components/list-page';
import type { ListQueryState } from '../../components/list-page/list-query';
import { fetchProducts, type ProductRow } from './api';
import { moneyText, timeText } from './format';
import './i18n';
import { ProductFormDialog } from './product-form-dialog';

/** The list's URL filters → the query-language filter (list and export share it). */
function productFilter(q: ListQueryState): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const name = q.filters.name as string | undefined;
  if (name) filter.name = `*${name}*`;
  if (q.filters.type) filter.type = q.filters.type;
  if (q.filters.status) filter.status = Number(q.filters.status);
  return filter;
}

/** /shopManger: products with their per-currency prices; create, edit, on / off sale (role 7). */
export function ProductPage() {
  const { t: tr } = useTranslation('shop');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const columns: ListColumn<ProductRow>[] = [
    { key: 'id', title: 'ID', width: 80 },
    {
      key: 'name',
      title: tr('product.name'),
      width: 200,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(r.id)} data-testid="product-open">
          {v}
        </Button>
      ),
    },
    { key: 'type_text', title: tr('product.type'), width: 110, sortField: 'type' },
    { key: 'status_text', title: tr('product.status'), width: 80, sortField: 'status' },
    { key: 'price', title: tr('product.price'), width: 100, align: 'right', render: (v: number | null) => moneyText(v) },
    {
      key: 'prices',
      title: tr('product.prices'),
      width: 260,
      sortable: false,
      render: (_: unknown, r) =>
        r.prices.map((p) => (
          <Tag key={p.currencies_code}>
            {p.currencies_code} {moneyText(p.currencies_price)}
          </Tag>
        )),
    },
    { key: 'course_difficulty', title: tr('product.difficulty'), width: 80 },
    { key: 'country_codes', title: tr('product.countries'), width: 140, sortable: false, render: (v: string[]) => v.join(', ') || '-' },
    { key: 'ctime', title: tr('product.ctime'), width: 170, render: (v: number | null) => timeText(v) },
  ];
  return (
    <>
      <ListPage<ProductRow>
        listId="shop-products"
        title={tr('product.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1300}
        onOpenRow={(r) => setEditing(r.id)}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="product-create">
            {tr('product.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'name', label: tr('product.name'), maxLength: 50 },
          {
            kind: 'select',
            name: 'type',
            label: tr('product.type'),
            options: [
              { value: 'ACTUAL_GOODS', label: tr('product.actual') },
              { value: 'VIRTUAL_GOODS', label: tr('product.virtual') },
            ],
          },
          {
            kind: 'select',
            name: 'status',
            label: tr('product.status'),
            options: [
              { value: '0', label: tr('status.onSale') },
              { value: '1', label: tr('status.offSale') },
            ],
          },
        ]}
        fetch={(q, signal) => fetchProducts({ filter: productFilter(q), sort: sortJson(q.sort), page: q.page, size: q.size }, signal)}
        exportJob={(q): ExportRequest => ({
          apiName: 'ProductPage',
          fileName: tr('product.title'),
          query: JSON.stringify(productFilter(q)),
          sort: sortJson(q.sort) ?? JSON.stringify({ id: 'desc' }),
          header: {
            id: 'ID',
            name: tr('product.name'),
            type_text: tr('product.type'),
            status_text: tr('product.status'),
            price: tr('product.price'),
          },
        })}
      />
      {editing ? <ProductFormDialog id={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
