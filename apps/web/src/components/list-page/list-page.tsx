import { useMemo, useState } from 'react';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tooltip, Typography } from 'antd';
import type { SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/http/client';
import { readJson, writeJson } from '../../platform/storage';
import { useExportJob } from '../export-job';
import { NoPermissionPage } from '../status-pages';
import { ColumnSettings } from './column-settings';
import { FilterBar } from './filter-bar';
import { DEFAULT_PAGE_SIZE, withFilters, type ListQueryDefaults } from './list-query';
import type { ListPageProps } from './types';
import { useListQuery } from './use-list-query';

const columnsKey = (listId: string): string => `console.columns.${listId}`;

/**
 * The list page every area uses: a filter bar, a table with server-side paging and sorting, column
 * settings. Filters, page, size and sort live in the URL hash query (deep links, reloads, tabs).
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { t } = useTranslation();
  const { listId, columns, filters = [], requiredFilters = [] } = props;
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

  const defaultHidden = useMemo(() => new Set(columns.filter((c) => c.defaultHidden).map((c) => c.key)), [columns]);
  const [hidden, setHidden] = useState<Set<string>>(() => {
    const saved = readJson<string[] | null>(columnsKey(listId), null);
    return saved ? new Set(saved) : defaultHidden;
  });
  const saveHidden = (next: Set<string>): void => {
    setHidden(next);
    writeJson(columnsKey(listId), [...next]);
  };

  const tableColumns = columns
    .filter((c) => !hidden.has(c.key))
    .map(({ sortable, sortField, defaultHidden: _d, ...c }) => {
      const field = sortField ?? c.key;
      return {
        ...c,
        dataIndex: c.dataIndex ?? c.key,
        sorter: sortable ? true : undefined,
        sortOrder:
          sortable && state.sort?.field === field ? (state.sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
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
        <FilterBar
          fields={filters}
          values={state.filters}
          onSearch={(f) => setState(withFilters(state, f))}
          onReset={() => setState({ page: 1, size: state.size, sort: defaults.sort, filters: {} })}
        />
      ) : null}
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 12 }}>
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
        <ColumnSettings columns={columns} hidden={hidden} onChange={saveHidden} onReset={() => saveHidden(new Set(defaultHidden))} />
      </Space>
      <Table<T>
        rowKey={props.rowKey}
        columns={tableColumns}
        dataSource={ready ? (page?.content ?? []) : []}
        loading={ready && query.isFetching}
        onChange={onTableChange}
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
