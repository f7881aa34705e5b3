import { useQuery } from '@tanstack/react-query';
import { Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, gqlString } from '../../platform/http/client';
import { followText, text, time } from './format';
import './i18n';

/** The class's orders, shipments (with counts per state) and follow-up logs: existing roots filtered by the class. */

interface OrderRow {
  id: string;
  out_trade_no: string;
  status_text: string | null;
  amount: number | null;
  packages_name: string | null;
  buytime: number | null;
  user: { username: string | null } | null;
}
export function OrdersTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['classes', 'orders', teamId, page],
    queryFn: async () =>
      (
        await graphql<{ teamUserOrderPage: { totalElements: number; content: OrderRow[] } }>(
          `{ teamUserOrderPage(query: ${gqlString({ team_id: teamId })}, page: ${page}, size: 10) { totalElements content { id out_trade_no status_text amount packages_name buytime user { username } } } }`,
          { endpoint: '/graphql/order' },
        )
      ).teamUserOrderPage,
  });
  return (
    <Table<OrderRow>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.content ?? []}
      pagination={{ current: page, pageSize: 10, total: Number(q.data?.totalElements ?? 0), onChange: setPage, showSizeChanger: false }}
      columns={[
        { key: 'no', title: tr('order.no'), dataIndex: 'out_trade_no' },
        { key: 'student', title: tr('student.name'), render: (_, r) => text(r.user?.username) },
        { key: 'package', title: tr('order.package'), render: (_, r) => text(r.packages_name) },
        { key: 'amount', title: tr('order.amount'), render: (_, r) => text(r.amount) },
        { key: 'status', title: tr('col.state'), render: (_, r) => text(r.status_text) },
        { key: 'buytime', title: tr('log.time'), render: (_, r) => time(r.buytime) },
      ]}
    />
  );
}

interface ExpressRow {
  id: string;
  receipt_name: string | null;
  product_name: string | null;
  express_company: string | null;
  express_nu: string | null;
  express_status_text: string | null;
  ctime: number | null;
}
export function LogisticsTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const [page, setPage] = useState(1);
  const filter = gqlString({ team_id: teamId });
  const q = useQuery({
    queryKey: ['classes', 'express', teamId, page],
    queryFn: () =>
      graphql<{ ExpressStatistics: Array<{ code: string; count: number }>; ExpressPage: { totalElements: number; content: ExpressRow[] } }>(
        `{ ExpressStatistics(query: ${filter}, termField: "express_status") { code count }
           ExpressPage(query: ${filter}, page: ${page}, size: 10) { totalElements content { id receipt_name product_name express_company express_nu express_status_text ctime } } }`,
      ),
  });
  const states = tr('expressStates', { returnObjects: true }) as string[];
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }} data-testid="class-express-counts">
        {(q.data?.ExpressStatistics ?? []).map((b) => (
          <Tag key={b.code}>
            {states[Number(b.code)] ?? b.code} {b.count}
          </Tag>
        ))}
      </Space>
      <Table<ExpressRow>
        size="small"
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.ExpressPage.content ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: Number(q.data?.ExpressPage.totalElements ?? 0),
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'name', title: tr('express.receiver'), render: (_, r) => text(r.receipt_name) },
          { key: 'product', title: tr('order.package'), render: (_, r) => text(r.product_name) },
          { key: 'company', title: tr('express.company'), render: (_, r) => `${text(r.express_company)} ${r.express_nu ?? ''}` },
          { key: 'status', title: tr('col.state'), render: (_, r) => text(r.express_status_text) },
          { key: 'ctime', title: tr('log.time'), render: (_, r) => time(r.ctime) },
        ]}
      />
    </>
  );
}

interface FollowRow {
  id: string;
  content: string | null;
  ctime: number | null;
  user: { username: string | null } | null;
}
/** The follow-ups of the class's live students, paged on the server by the class (any class size). */
export function FollowTab({ teamId }: { teamId: string }) {
  const { t: tr } = useTranslation('classes');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['classes', 'follow', teamId, page],
    queryFn: async () =>
      (
        await graphql<{ UserFollowLogPage: { totalElements: number; content: FollowRow[] } }>(
          `{ UserFollowLogPage(query: ${gqlString({ 'teamRows.team_id': teamId })}, page: ${page}, size: 10) { totalElements content { id content ctime user { username } } } }`,
        )
      ).UserFollowLogPage,
  });
  return (
    <Table<FollowRow>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.content ?? []}
      pagination={{ current: page, pageSize: 10, total: Number(q.data?.totalElements ?? 0), onChange: setPage, showSizeChanger: false }}
      data-testid="class-follow-logs"
      columns={[
        { key: 'student', title: tr('student.name'), render: (_, r) => text(r.user?.username) },
        { key: 'content', title: tr('follow.content'), render: (_, r) => followText(r.content) },
        { key: 'ctime', title: tr('log.time'), render: (_, r) => time(r.ctime) },
      ]}
    />
  );
}
