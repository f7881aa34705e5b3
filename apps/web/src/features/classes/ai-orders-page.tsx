import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page';
import { graphql, gqlString } from '../../platform/http/client';
import { text, time } from './format';
import './i18n';

interface AiOrder {
  id: string;
  out_trade_no: string;
  status_text: string | null;
  amount: number | null;
  packages_name: string | null;
  ctime: number | null;
  user: { username: string | null; user_num: string } | null;
  team: { team_name: string } | null;
}

/** /order/ponyAI: orders that placed students in AI-course classes (period course_type 6). */
export function PonyAiOrdersPage() {
  const { t: tr } = useTranslation('classes');
  return (
    <ListPage<AiOrder>
      listId="classes-ai-orders"
      title={tr('title.aiOrders')}
      rowKey={(r) => r.id}
      filters={[{ kind: 'text', name: 'out_trade_no', label: tr('order.no'), maxLength: 64 }]}
      columns={[
        { key: 'out_trade_no', title: tr('order.no'), width: 200 },
        { key: 'user', title: tr('student.name'), width: 160, render: (_: unknown, r) => text(r.user?.username ?? r.user?.user_num) },
        { key: 'team', title: tr('col.name'), width: 180, render: (_: unknown, r) => text(r.team?.team_name) },
        { key: 'packages_name', title: tr('order.package'), width: 160, render: (v: string | null) => text(v) },
        { key: 'amount', title: tr('order.amount'), width: 100, render: (v: number | null) => text(v) },
        { key: 'status_text', title: tr('col.state'), width: 100, render: (v: string | null) => text(v) },
        { key: 'ctime', title: tr('log.time'), width: 160, render: (v: number | null) => time(v) },
      ]}
      fetch={async (q, signal) => {
        const filter: Record<string, unknown> = { 'team.management.course_type': 6 };
        if (q.filters.out_trade_no) filter.out_trade_no = `*${String(q.filters.out_trade_no).trim()}*`;
        const d = await graphql<{ OrderPage: { totalElements: number; content: AiOrder[] } }>(
          `{ OrderPage(query: ${gqlString(filter)}, page: ${q.page}, size: ${Math.min(q.size, 200)}) { totalElements content { id out_trade_no status_text amount packages_name ctime user { username user_num } team { team_name } } } }`,
          { signal },
        );
        return { totalElements: Number(d.OrderPage.totalElements), content: d.OrderPage.content };
      }}
    />
  );
}
