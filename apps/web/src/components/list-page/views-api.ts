import { request } from '../../platform/http/client';
import type { ListSort } from './list-query';

/** The server's saved views and list settings (docs/web.md "Saved views"; server module console-views). */
export interface ColumnsState {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
}

export interface ViewState {
  filters: Record<string, string | string[]>;
  sort?: ListSort | null;
  size: number;
  columns?: ColumnsState | null;
}

export interface SavedView {
  id: string;
  listId: string;
  name: string;
  state: ViewState;
  sharedRoleId: string | null;
  ownerId: string;
  ownerName: string;
  mine: boolean;
  editable: boolean;
  version: number;
  utime: number;
}

export interface ListSettings {
  listId: string;
  views: SavedView[];
  defaultViewId: string | null;
  columns: ColumnsState | null;
}

const BASE = '/api/b/v1/console';

export const fetchListSettings = (listId: string, signal?: AbortSignal) =>
  request<ListSettings>(`${BASE}/views`, { query: { listId }, signal, silent: true });

export const createView = (input: { listId: string; name: string; state: ViewState; sharedRoleId: string | null }) =>
  request<SavedView>(`${BASE}/views`, { method: 'POST', body: input });

export const updateView = (id: string, input: { name?: string; state?: ViewState; sharedRoleId?: string | null; version?: number }) =>
  request<SavedView>(`${BASE}/views/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

export const deleteView = (id: string) => request<{ id: string }>(`${BASE}/views/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const saveListPrefs = (listId: string, input: { columns?: ColumnsState | null; defaultViewId?: string | null }) =>
  request<ListSettings>(`${BASE}/lists/${encodeURIComponent(listId)}/prefs`, { method: 'PUT', body: input, silent: true });
