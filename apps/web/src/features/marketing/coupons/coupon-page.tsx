import { Button, Popconfirm, Space, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { deleteCoupon, fetchCoupons, type Coupon } from '../api';
import { errText, text, time, yuan } from '../format';
import '../i18n';
import { CouponFormDialog } from './coupon-form-dialog';

const num = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);

/** /coupon: coupon definitions (type, rule, value, validity, limits, status); create, edit, delete. */
export function CouponPage() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const types = tr('coupon.types', { returnObjects: true }) as string[];
  const remove = async (c: Coupon) => {
    try {
      await deleteCoupon(c.id);
      void message.success(tr('common.deleted'));
      void client.invalidateQueries({ queryKey: ['list'] });
    } catch (e) {
      void message.error(errText(e));
    }
  };
  const columns: ListColumn<Coupon>[] = [
    { key: 'name', title: tr('common.name'), width: 200, render: (v: string) => <span data-testid="coupon-row-name">{v}</span> },
    { key: 'type', title: tr('coupon.type'), width: 100, render: (v: number) => types[v] ?? v },
    {
      key: 'rule',
      title: tr('coupon.rule'),
      width: 150,
      render: (_: unknown, c) =>
        c.rule === 'DISCOUNT'
          ? `${tr('coupon.discountRule')} ${c.discount}`
          : `${tr('coupon.moneyoff')} ¥${yuan(c.amount)}${c.thresholdAmount ? ` / ≥¥${yuan(c.thresholdAmount)}` : ''}`,
    },
    {
      key: 'validity',
      title: tr('coupon.validity'),
      width: 260,
      render: (_: unknown, c) =>
        c.validType === 2 ? `${c.validDays} ${tr('coupon.validDays')}` : `${time(c.startDate)} ~ ${time(c.endDate)}`,
    },
    { key: 'totalNum', title: tr('coupon.totalNum'), width: 90, render: (v: number | null) => (v === null ? tr('coupon.unlimited') : v) },
    { key: 'issuedNum', title: tr('coupon.issued'), width: 80 },
    { key: 'usedNum', title: tr('coupon.used'), width: 80 },
    {
      key: 'status',
      title: tr('common.status'),
      width: 80,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{tr(v === 1 ? 'common.enabled' : 'common.disabled')}</Tag>,
    },
    { key: 'description', title: tr('coupon.description'), width: 160, ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'ctime', title: tr('common.ctime'), width: 150, render: (v: number) => time(v) },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 130,
      fixed: 'right',
      render: (_: unknown, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(c)} data-testid="coupon-edit">
            {tr('common.edit')}
          </Button>
          <Popconfirm title={tr('common.confirmDelete')} onConfirm={() => void remove(c)}>
            <Button type="link" size="small" danger data-testid="coupon-delete">
              {tr('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<Coupon>
        listId="marketing-coupons"
        title={tr('coupon.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1500}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="coupon-create">
            {tr('common.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'name', label: tr('common.name'), maxLength: 50 },
          { kind: 'select', name: 'type', label: tr('coupon.type'), options: types.map((label, i) => ({ value: String(i), label })) },
          {
            kind: 'select',
            name: 'status',
            label: tr('common.status'),
            options: [
              { value: '1', label: tr('common.enabled') },
              { value: '0', label: tr('common.disabled') },
            ],
          },
        ]}
        fetch={(q, signal) =>
          fetchCoupons(
            {
              page: q.page,
              size: Math.min(q.size, 200),
              name: (q.filters.name as string) || undefined,
              type: num(q.filters.type),
              status: num(q.filters.status),
            },
            signal,
          )
        }
      />
      {editing ? <CouponFormDialog coupon={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
