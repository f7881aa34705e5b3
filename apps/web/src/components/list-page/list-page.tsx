import { useEffect, useMemo, useRef, useState } from 'react';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tooltip, Typography } from 'antd';
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../../platform/auth/auth-store';
import { ApiError } from '../../platform/http/client';
import { useExportJob } from '../export-job';
import { useRegisterPageActions, type PageAction } from '../power/page-actions';
import '../power/i18n';
import { NoPermissionPage } from '../status-pages';
import { arrange, defaultLayout, resizeColumn, sameListState } from './column-layout';
import { ColumnSettings } from './column-settings';
import { FilterBar } from './filter-bar';
import { DEFAULT_PAGE_SIZE, withFilters, type ListQueryDefaults } from './list-query';
import { ResizableHeader } from './resizable-header';
import { SavedViews } from './saved-views';
import type { ListPageProps } from './types';
import { useListQuery } from './use-list-query';
import { useListSettings } from './use-list-settings';
import { useRowKeyboard } from './use-row-keyboard';
import './list-page.css';
import type { SavedView, ViewState } from './views-api';

const HEADER_COMPONENTS = { header: { cell: ResizableHeader } };

/**
 * The list page every area uses: a filter bar, saved views, a table with server-side paging and
 * sorting, column settings (order, visibility, width) and keyboard rows. Filters, page, size and sort
 * live in the URL hash query (deep links, reloads, tabs); views and columns live on the server.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('power');
  const { listId, columns, filters = [], requiredFilters = [] } = props;
  const location = useLocation();
  const roleIds = useAuthStore((s) => s.staff?.roleIds ?? []);
  const defaults: ListQueryDefaults = useMemo(
    () => ({
      size: props.defaultSize ?? DEFAULT_PAGE_SIZE,
      sort: props.defaultSort,
      filters: filters.map((f) => ({ name: f.name, multiple: f.kind === 'select' && Boolean(f.multiple) })),
    }),
    [props.defaultSize, props.defaultSort, filters],
  );
  const [state, setState] = useListQuery(defaults);
  const ready = requiredFilters.length === 0 || requiredFilters.some((name) => state.filters[name] !== undefined);

  const startExport = useExportJob();
  const [exporting, setExporting] = useState(false);
  const exportCurrent = async (): Promise<void> => {
    if (!props.exportJob) return;
    setExporting(true);
    try {
      await startExport(props.exportJob(state));
    } catch {
      /* the request layer showed the error */
    } finally {
      setExporting(false);
    }
  };

  const query = useQuery({
    queryKey: ['list', listId, state],
    queryFn: ({ signal }) => props.fetch(state, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const prefs = useListSettings(listId);
  const views = prefs.settings?.views ?? [];
  const layout = prefs.settings?.columns ?? defaultLayout(columns);
  const viewSort = (v: SavedView) => v.state.sort ?? defaults.sort;
  const active = views.find((v) => sameListState({ ...v.state, sort: viewSort(v) }, state));

  const applyView = (v: SavedView): void => {
    setState({ page: 1, size: v.state.size, sort: viewSort(v), filters: v.state.filters });
    if (v.state.columns) prefs.setColumns(v.state.columns);
  };
  const currentState = (): ViewState => ({ filters: state.filters, sort: state.sort ?? null, size: state.size, columns: layout });
  const resetFilters = (): void => setState({ page: 1, size: state.size, sort: defaults.sort, filters: {} });

  // The default view applies when the list opens without any state in its URL (once, with the server's answer).
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (defaultApplied.current || !prefs.loaded) return;
    defaultApplied.current = true;
    const v = views.find((x) => x.id === prefs.settings?.defaultViewId);
    if (v && (location.search === '' || location.search === '?')) applyView(v);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefs.loaded]);

  const pageActions: PageAction[] = [
    ...(props.exportJob && ready ? [{ key: 'list.export', label: t('exports:button'), run: () => void exportCurrent() }] : []),
    ...(props.actions ?? []),
    ...(filters.length ? [{ key: 'list.reset', label: tp('actions.resetFilters'), run: resetFilters }] : []),
    { key: 'list.refresh', label: tp('actions.refresh'), run: () => void query.refetch() },
    ...views.map((v) => ({ key: `list.view.${v.id}`, label: tp('actions.applyView', { name: v.name }), run: () => applyView(v) })),
  ];
  useRegisterPageActions(pageActions);

  const rowProps = useRowKeyboard<T>(props.onOpenRow);
  const tableColumns = arrange(columns, layout).map(({ sortable, sortField, defaultHidden: _d, ...c }) => {
    const field = sortField ?? c.key;
    const width = layout.widths[c.key] ?? c.width;
    return {
      ...c,
      width,
      dataIndex: c.dataIndex ?? c.key,
      sorter: sortable ? true : undefined,
      sortOrder: sortable && state.sort?.field === field ? (state.sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      onHeaderCell: () => ({
        width,
        resizeLabel: tp('columns.resize'),
        onResize: (w: number) => prefs.setColumns(resizeColumn(layout, c.key, w)),
      }),
    };
  });

  const onTableChange = (pagination: TablePaginationConfig, _f: unknown, sorter: SorterResult<T> | SorterResult<T>[]): void => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const col = columns.find((c) => c.key === String(s?.columnKey ?? ''));
    const sort =
      s?.order && col
        ? { field: col.sortField ?? col.key, order: s.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
        : defaults.sort;
    const size = pagination.pageSize ?? state.size;
    const sortChanged = JSON.stringify(sort) !== JSON.stringify(state.sort);
    setState({ ...state, sort, size, page: sortChanged || size !== state.size ? 1 : (pagination.current ?? 1) });
  };

  if (query.error instanceof ApiError && query.error.status === 420) {
    return <NoPermissionPage detail={query.error.message} />;
  }

  const page = query.data;
  return (
    <Card variant="borderless" className="list-page" data-testid={`list-${listId}`}>
      {props.title ? (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {props.title}
        </Typography.Title>
      ) : null}
      {filters.length ? (
        <FilterBar fields={filters} values={state.filters} onSearch={(f) => setState(withFilters(state, f))} onReset={resetFilters} />
      ) : null}
      <Space wrap style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 12 }}>
        <SavedViews
          listId={listId}
          views={views}
          defaultViewId={prefs.settings?.defaultViewId ?? null}
          active={active}
          currentState={currentState}
          onApply={applyView}
          onChanged={prefs.refresh}
          onSetDefault={prefs.setDefaultView}
          roleIds={roleIds}
        />
        {props.exportJob ? (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!ready}
            onClick={() => void exportCurrent()}
            data-testid="list-export"
          >
            {t('exports:button')}
          </Button>
        ) : null}
        {props.toolbar}
        <Tooltip title={t('list.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('list.refresh')} onClick={() => void query.refetch()} disabled={!ready} />
        </Tooltip>
        <ColumnSettings columns={columns} layout={layout} onChange={prefs.setColumns} onReset={() => prefs.setColumns(null)} />
      </Space>
      <Table<T>
        rowKey={props.rowKey}
        columns={tableColumns}
        components={HEADER_COMPONENTS}
        dataSource={ready ? (page?.content ?? []) : []}
        loading={ready && query.isFetching}
        onChange={onTableChange}
        onRow={props.onOpenRow ? rowProps : undefined}
        rowSelection={props.rowSelection}
        scroll={props.scrollX ? { x: props.scrollX } : undefined}
        expandable={props.expandedRowRender ? { expandedRowRender: props.expandedRowRender } : undefined}
        locale={{ emptyText: ready ? (props.emptyText ?? t('list.empty')) : t('list.needFilter') }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: page?.totalElements ?? 0,
          showSizeChanger: true,
          pageSizeOptions: props.pageSizeOptions ?? [10, 20, 50, 100],
          showTotal: (total) => t('list.total', { total }),
        }}
      />
    </Card>
  );
}
