import { useState } from 'react';
import { Table } from 'antd';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '../../../components/list-page';
import { fmtTime, type RecordColumn } from './record-table';

/** A small paged table over a REST page call. */
export function PagedRest<T extends object>(props: { queryKey: QueryKey; fetch: (page: number, size: number, signal: AbortSignal) => Promise<Page<T>>; columns: RecordColumn[] }) {
  const [page, setPage] = useState(1);
  const size = 10;
  const q = useQuery({
    queryKey: [...props.queryKey, page],
    queryFn: ({ signal }) => props.fetch(page, size, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<T>
      size="small"
      rowKey={(r) => String((r as { id?: unknown }).id)}
      loading={q.isFetching}
      dataSource={q.data?.content ?? []}
      columns={props.columns.map((c) => ({
        key: c.key,
        title: c.title,
        dataIndex: c.key,
        render: (v: unknown) => (c.render === 'time' ? fmtTime(v) : v == null || v === '' ? '-' : String(v)),
      }))}
      pagination={{ current: page, pageSize: size, total: q.data?.totalElements ?? 0, onChange: setPage }}
    />
  );
}
