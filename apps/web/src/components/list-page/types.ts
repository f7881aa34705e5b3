import type { ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { ExportRequest } from '../export-job/api';
import type { PageAction } from '../power/page-actions';
import type { ListQueryState } from './list-query';

/** A page of rows as the server sends it (CONTRACT §4). */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages?: number;
  number?: number;
  size?: number;
}

export interface FilterOption {
  value: string;
  label: ReactNode;
}

interface FilterBase {
  name: string;
  label: ReactNode;
  placeholder?: string;
  /** Width of the control in px (default 180). */
  width?: number;
}

export type FilterField =
  | (FilterBase & { kind: 'text'; maxLength?: number })
  | (FilterBase & { kind: 'select'; options: FilterOption[]; multiple?: boolean })
  | (FilterBase & { kind: 'dateRange' });

/** A column declaration: antd's column plus the bits the list page manages. */
export interface ListColumn<T> extends Omit<ColumnType<T>, 'key' | 'sorter' | 'sortOrder'> {
  key: string;
  title: ReactNode;
  /** Sortable on the server by this field (defaults to `key`). */
  sortField?: string;
  sortable?: boolean;
  /** Hidden until the user turns it on in the column settings. */
  defaultHidden?: boolean;
}

export interface ListPageProps<T> {
  /** Identifies the list (query cache key, remembered column settings). */
  listId: string;
  title?: ReactNode;
  rowKey: (row: T) => string;
  columns: ListColumn<T>[];
  filters?: FilterField[];
  fetch: (query: ListQueryState, signal: AbortSignal) => Promise<Page<T>>;
  defaultSize?: number;
  pageSizeOptions?: number[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Fetch only once one of these filters has a value (e.g. a lookup by mobile). */
  requiredFilters?: string[];
  /**
   * "Export current filter": the export body for the current filter and sort. The list then shows an
   * export button (and a palette action) that runs it as a job (progress in a notification, the file
   * in the export centre).
   */
  exportJob?: (query: ListQueryState) => ExportRequest;
  /** Buttons beside the column settings. */
  toolbar?: ReactNode;
  /** Row expansion (details under a row). */
  expandedRowRender?: (row: T) => ReactNode;
  /** Text when there are no rows. */
  emptyText?: ReactNode;
  /** Scroll width for wide tables. */
  scrollX?: number;
  /** What Enter on a focused row does (the row's open action); rows are keyboard-navigable when given. */
  onOpenRow?: (row: T) => void;
  /** The page's own actions offered in the command palette (e.g. export the current filter). */
  actions?: PageAction[];
  /** Checkbox selection for batch actions (antd's rowSelection, passed through). */
  rowSelection?: TableRowSelection<T>;
}
