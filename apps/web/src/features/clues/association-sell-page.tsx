import { useTranslation } from 'react-i18next';
import { ListPage, sortJson, type ListColumn, type Page } from '../../components/list-page';
import { gql, lit } from './api';
import { text, time } from './format';
import './i18n';

interface FollowRow {
  id: string;
  content: string | null;
  label_text: string | null;
  ctime: number | null;
  staff_name: string | null;
  user: { username: string | null; user_num: string | null } | null;
  teacher: { realname: string | null } | null;
}

/** Follow-up content is stored as {user_content}; show the text. */
const followText = (v: string | null) => {
  if (!v) return '-';
  try {
    const o = JSON.parse(v) as { user_content?: string };
    return o.user_content ?? v;
  } catch {
    return v;
  }
};

/** /associationSell: follow-up records of the subject (UserFollowLogPage), newest first. */
export function AssociationSellPage() {
  const { t: tr } = useTranslation('clues');
  const columns: ListColumn<FollowRow>[] = [
    { key: 'ctime', title: tr('assoc.ctime'), width: 160, sortable: true, render: (v: number | null) => time(v) },
    {
      key: 'user',
      title: tr('assoc.student'),
      width: 170,
      render: (_: unknown, r) => `${text(r.user?.username)} ${text(r.user?.user_num)}`,
    },
    { key: 'teacher', title: tr('assoc.teacher'), width: 110, render: (_: unknown, r) => text(r.teacher?.realname ?? r.staff_name) },
    { key: 'label_text', title: tr('assoc.label'), width: 110, render: (v: string | null) => text(v) },
    { key: 'content', title: tr('assoc.content'), width: 360, ellipsis: true, render: (v: string | null) => followText(v) },
  ];
  return (
    <ListPage<FollowRow>
      listId="clues-association-sell"
      title={tr('assoc.title')}
      rowKey={(r) => r.id}
      columns={columns}
      fetch={async (q, signal) => {
        const s = sortJson(q.sort);
        const r = await gql<{ UserFollowLogPage: Page<FollowRow> }>(
          `{ UserFollowLogPage(query: "{}", page: ${q.page}, size: ${q.size}${s ? `, sort: ${lit(s)}` : ''}) { totalElements content {
              id content label_text ctime staff_name user { username user_num } teacher { realname } } } }`,
          signal,
        );
        return r.UserFollowLogPage;
      }}
    />
  );
}
