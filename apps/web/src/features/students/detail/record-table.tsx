import { useState, type ReactNode } from 'react';
import { Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { gqlPage, type Row } from '../api/gql';
import { studentKeys } from '../api/keys';

export interface RecordColumn {
  key: string;
  title: ReactNode;
  /** `time` formats ms; a function renders the row. */
  render?: 'time' | ((row: Row) => ReactNode);
  width?: number;
}

export const fmtTime = (v: unknown) => (typeof v === 'number' ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const cell = (v: unknown): ReactNode => (v === null || v === undefined || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A paged table of one GraphQL page root for this student (`{"uid": id}` plus `extra`). */
export function RecordTable(props: {
  uid: string;
  tab: string;
  root: string;
  selection: string;
  columns: RecordColumn[];
  extra?: Record<string, unknown>;
  sort?: string;
  pageSize?: number;
  emptyText?: ReactNode;
}) {
  const { uid, tab, root, selection, columns, extra, sort, pageSize = 10 } = props;
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(pageSize);
  const q = useQuery({
    queryKey: studentKeys.tab(uid, tab, { extra, page, size }),
    queryFn: ({ signal }) => gqlPage<Row>(root, selection, { query: { uid, ...extra }, page, size, sort }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<Row>
      data-testid={`tab-table-${tab}`}
      size="small"
      rowKey={(r) => String(r.id)}
      loading={q.isFetching}
      dataSource={q.data?.content ?? []}
      scroll={{ x: 'max-content' }}
      locale={props.emptyText ? { emptyText: props.emptyText } : undefined}
      columns={columns.map((c) => ({
        key: c.key,
        title: c.title,
        width: c.width,
        dataIndex: c.key.split('.'),
        render: (v: unknown, row: Row) => (typeof c.render === 'function' ? c.render(row) : c.render === 'time' ? fmtTime(v) : cell(v)),
      }))}
      pagination={{
        current: page,
        pageSize: size,
        total: q.data?.totalElements ?? 0,
        showSizeChanger: true,
        showTotal: (n) => `${n}`,
        onChange: (p, s) => {
          setPage(s !== size ? 1 : p);
          setSize(s);
        },
      }}
    />
  );
}
