import { Button, Popconfirm, Space, Table, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { deletePromotion, fetchPromotionOrders, fetchPromotions, type Promotion } from '../api-activities';
import { errText, text, time, yuan } from '../format';
import '../i18n';
import { ActivityFormDialog } from './activity-form-dialog';

/** The orders (and students) an activity brought, under its row. */
function ActivityOrders({ id }: { id: string }) {
  const { t: tr } = useTranslation('marketing');
  const [page, setPage] = useState(1);
  const orders = useQuery({ queryKey: ['marketing', 'promotion-orders', id, page], queryFn: () => fetchPromotionOrders(id, page) });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={orders.isLoading}
      dataSource={orders.data?.content ?? []}
      pagination={{ current: page, pageSize: 10, total: orders.data?.totalElements ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { dataIndex: 'outTradeNo', title: tr('activity.outTradeNo') },
        { dataIndex: 'username', title: tr('common.student'), render: (_: unknown, r) => `${text(r.username)} ${text(r.mobile)}` },
        { dataIndex: 'packagesName', title: tr('activity.packageName'), render: (v: string | null) => text(v) },
        { dataIndex: 'amount', title: tr('common.amount'), render: (v: number) => yuan(v) },
        { dataIndex: 'ctime', title: tr('common.ctime'), render: (v: number) => time(v) },
      ]}
    />
  );
}

/** /activityManagement: marketing activities with their window, status and what they brought. */
export function ActivityManagementPage() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const remove = async (id: string) => {
    try {
      await deletePromotion(id);
      void message.success(tr('common.deleted'));
      void client.invalidateQueries({ queryKey: ['list'] });
    } catch (e) {
      void message.error(errText(e));
    }
  };
  const columns: ListColumn<Promotion>[] = [
    { key: 'name', title: tr('activity.name'), width: 200 },
    { key: 'window', title: tr('activity.window'), width: 280, render: (_: unknown, r) => `${time(r.startDate)} ~ ${time(r.endDate)}` },
    {
      key: 'status',
      title: tr('common.status'),
      width: 80,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{tr(v === 1 ? 'common.enabled' : 'common.disabled')}</Tag>,
    },
    { key: 'orderCount', title: tr('activity.orders'), width: 80 },
    { key: 'studentCount', title: tr('activity.students'), width: 80 },
    { key: 'paidAmount', title: tr('activity.paid'), width: 110, render: (v: number) => yuan(v) },
    { key: 'gifts', title: tr('activity.gifts'), width: 160, render: (v: string | null) => text(v) },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 130,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {tr('common.edit')}
          </Button>
          <Popconfirm title={tr('common.confirmDelete')} onConfirm={() => void remove(r.id)}>
            <Button type="link" size="small" danger>
              {tr('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<Promotion>
        listId="marketing-activities"
        title={tr('activity.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1200}
        expandedRowRender={(r) => <ActivityOrders id={r.id} />}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="activity-create">
            {tr('common.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'name', label: tr('activity.name'), maxLength: 100 },
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
          fetchPromotions(
            {
              page: q.page,
              size: Math.min(q.size, 200),
              name: (q.filters.name as string) || undefined,
              status: typeof q.filters.status === 'string' && q.filters.status ? Number(q.filters.status) : undefined,
            },
            signal,
          )
        }
      />
      {editing ? <ActivityFormDialog activity={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
