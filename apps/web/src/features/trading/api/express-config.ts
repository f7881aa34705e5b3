import type { Page } from '../../../components/list-page';
import { http } from '../../../platform/http/client';

const BASE = '/api/ex/v1/express';

export interface Strategy {
  id: string;
  productType: number;
  productTypeText: string | null;
  name: string;
  status: number;
  warehouseName: string | null;
  expressCompany: string | null;
  delayDays: number;
  utime: number | null;
}

export interface StrategyInput {
  productType: number;
  name: string;
  status?: number;
  warehouseName?: string;
  expressCompany?: string;
  delayDays?: number;
}

/** deliveryStrategy/listByProductType (product type and status optional). */
export const fetchStrategies = (productType: number | undefined, status: number | undefined, signal?: AbortSignal) =>
  http.post<Strategy[]>(`${BASE}/deliveryStrategy/listByProductType`, { productType, status }, { signal });
export const createStrategy = (input: StrategyInput) => http.post<Strategy>(`${BASE}/deliveryStrategy/create`, input, { silent: true });
export const updateStrategy = (id: string, input: StrategyInput) =>
  http.post<Strategy>(`${BASE}/deliveryStrategy/update`, { id, ...input }, { silent: true });
export const setStrategyStatus = (id: string, status: number) =>
  http.post<unknown>(`${BASE}/deliveryStrategy/updateStatus`, { id, status });

export interface ImportBatch {
  id: string;
  fileName: string | null;
  total: number;
  successNum: number;
  failNum: number;
  operatorName: string | null;
  ctime: number;
}

/** getImportList: the express import batches of the subject, newest first. */
export const fetchImportList = (page: number, size: number, signal?: AbortSignal) =>
  http.post<Page<ImportBatch>>(`${BASE}/getImportList`, { page, size }, { signal });
