import { useMemo } from 'react';
import { Badge, Card, Skeleton, Space, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ListPage, sortJson, type FilterField } from '../../../components/list-page';
import { parseListQuery } from '../../../components/list-page/list-query';
import '../i18n';
import { gqlPage, type Row } from '../api/gql';
import { studentKeys } from '../api/keys';
import { fetchMenuCounts, MENU_INFO, MENU_TABS } from '../api/menu-counts';
import { fetchDepartmentOptions, fetchLabelOptions } from '../api/options';
import { BulkActions } from './bulk-actions';
import { exportHeader, studentColumns } from './columns';
import { selectionColumn, useSelection } from './selection';
import { STAT_SELECTION, STUDENT_LISTS, USER_SELECTION, type StudentListConfig } from './configs';
import { studentFilters } from './filters';
import { buildFilter } from './query';

/** The system-list tabs with their counts (StudentSystemPageMenu over the same filter). */
function MenuTabs({ filter, active, onChange }: { filter: Record<string, unknown>; active: string; onChange: (k: string) => void }) {
  const { t: tr } = useTranslation('students');
  const counts = useQuery({
    queryKey: studentKeys.menu('StudentSystemPageMenu', filter),
    queryFn: ({ signal }) => fetchMenuCounts(filter, signal),
  });
  return (
    <Tabs
      activeKey={active}
      onChange={onChange}
      data-testid="student-menu-tabs"
      tabBarExtraContent={
        <Space size={4} wrap>
          {MENU_INFO.map((k) => (
            <Tag key={k} data-testid={`menu-count-${k}`}>
              {tr(`tabs.${k}`)} {counts.data?.[k] ?? 0}
            </Tag>
          ))}
        </Space>
      }
      items={MENU_TABS.map((k) => ({
        key: k,
        label: (
          <span data-testid={`menu-tab-${k}`}>
            {tr(`tabs.${k}`)} <Badge count={counts.data?.[k] ?? 0} showZero overflowCount={999999} color="#8c8c8c" />
          </span>
        ),
      }))}
    />
  );
}

/** A student list for one menu route (root, filters, columns from its config). */
export function StudentList({ config }: { config: StudentListConfig }) {
  const { t: tr, i18n } = useTranslation('students');
  const location = useLocation();
  const navigate = useNavigate();
  const labels = useQuery({
    queryKey: [...studentKeys.all, 'options', 'labels'],
    queryFn: ({ signal }) => fetchLabelOptions(signal),
    staleTime: 60_000,
  });
  const depts = useQuery({
    queryKey: [...studentKeys.all, 'options', 'departments'],
    queryFn: ({ signal }) => fetchDepartmentOptions(signal),
    staleTime: 300_000,
  });
  const parents = useMemo(() => new Map((depts.data ?? []).map((d) => [d.id, d.pid])), [depts.data]);
  const names = useMemo(() => new Map((depts.data ?? []).map((d) => [d.id, d.name])), [depts.data]);
  /** "parent / name" so groups of the same name under different units can be told apart. */
  const deptName = (id: string) => [names.get(parents.get(id) ?? ''), names.get(id)].filter(Boolean).join(' / ');
  const selection = useSelection(config.kind);
  const filters: FilterField[] = [
    ...(config.tabs
      ? [
          {
            kind: 'select' as const,
            name: 'tab',
            label: tr('list.tab'),
            options: MENU_TABS.map((k) => ({ value: k, label: tr(`tabs.${k}`) })),
            width: 120,
          },
        ]
      : []),
    ...studentFilters(config.kind, tr, i18n.language === 'en', {
      labels: (labels.data ?? []).map((l) => ({ value: l.id, label: l.name })),
      departments: (depts.data ?? []).map((d) => ({ value: d.id, label: deptName(d.id) })),
    }),
  ];
  const fieldDefs = filters.map((f) => ({ name: f.name, multiple: f.kind === 'select' && Boolean(f.multiple) }));
  const state = parseListQuery(location.search, { filters: fieldDefs, size: 20, sort: config.defaultSort });
  const activeTab = typeof state.filters.tab === 'string' ? state.filters.tab : 'total';
  const baseFilter = buildFilter(config.kind, state.filters, { departments: parents });

  const setTab = (k: string) => {
    const p = new URLSearchParams(location.search);
    if (k === 'total') p.delete('tab');
    else p.set('tab', k);
    p.delete('page');
    navigate({ pathname: location.pathname, search: p.toString() ? `?${p.toString()}` : '' }, { replace: true });
  };

  // A department filter includes the departments under it: wait for the tree before the first fetch.
  if (state.filters.department && depts.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <div data-testid={`student-list-${config.route.slice(1)}`}>
      {config.tabs && <MenuTabs filter={baseFilter} active={activeTab} onChange={setTab} />}
      <ListPage<Row>
        listId={config.listId}
        title={tr(config.titleKey)}
        rowKey={(r) => String(r.id)}
        columns={[selectionColumn(selection), ...studentColumns(config.kind, tr)]}
        filters={filters}
        defaultSort={config.defaultSort}
        emptyText={tr('list.empty')}
        scrollX={config.kind === 'stat' ? 1800 : 1100}
        toolbar={<BulkActions uids={[...selection.selected]} labels={labels.data ?? []} onDone={selection.clear} />}
        exportJob={(q) => ({
          apiName: config.root,
          header: exportHeader(config.kind, tr),
          fileName: tr(config.titleKey),
          query: JSON.stringify(buildFilter(config.kind, q.filters, { withTab: config.tabs, departments: parents })),
          sort: sortJson(q.sort),
        })}
        onOpenRow={(r) => navigate(`/details/${encodeURIComponent(String(r.id))}`)}
        fetch={async (q, signal) => {
          const page = await gqlPage<Row>(
            config.root,
            config.kind === 'stat' ? STAT_SELECTION : USER_SELECTION,
            {
              query: buildFilter(config.kind, q.filters, { withTab: config.tabs, departments: parents }),
              page: q.page,
              size: q.size,
              sort: sortJson(q.sort),
            },
            signal,
          );
          selection.setPageRows(page.content);
          return page;
        }}
      />
    </div>
  );
}

function pageFor(route: string) {
  const Page = () => <StudentList config={STUDENT_LISTS[route]} />;
  Page.displayName = `StudentList(${route})`;
  return Page;
}

export const TrialStudentsPage = pageFor('/trial');
export const TrialUsersPage = pageFor('/trialUsers');
export const NewSystemStudentsPage = pageFor('/newSystem');
export const SystemStudentsPage = pageFor('/system');
export const SystemUsersPage = pageFor('/systemUsers');
export const NewSystemUsersPage = pageFor('/newSystemUsers');
export const PianoStudentsPage = pageFor('/piano');
export const AllUsersPage = pageFor('/allUsers');
export const UsersPage = pageFor('/users');
