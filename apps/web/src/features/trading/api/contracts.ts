import { http } from '../../../platform/http/client';
import type { ContractRow } from './contract-list';

export interface PriceLineInput {
  itemName: string;
  quantity: number;
  /** Yuan, 2 decimals. */
  unitPrice: string;
}

export interface ContractInput {
  title: string;
  partyName?: string;
  partyMobile?: string;
  companyName?: string;
  /** Yuan, 2 decimals; must equal the sum of the price lines when both are given. */
  amount?: string;
  startDate?: string;
  endDate?: string;
  remark?: string;
  priceDetails?: PriceLineInput[];
}

export interface PriceLine {
  id: string;
  itemName: string;
  packageName: string | null;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface ContractDetail extends ContractRow {
  version: number;
  remark: string | null;
  stopReason: string | null;
  stopTime: number | null;
  priceDetails: PriceLine[];
  detailTotal: number;
  priceDataOk: boolean;
}

const BASE = '/api/c/v1/contract';

export const createContract = (input: ContractInput) => http.post<ContractDetail>(`${BASE}/create`, input, { silent: true });
export const modifyContract = (id: string, version: number, input: ContractInput) =>
  http.post<ContractDetail>(`${BASE}/modify`, { id, version, ...input }, { silent: true });
export const fetchContractDetail = (id: string, signal?: AbortSignal) => http.post<ContractDetail>(`${BASE}/detail`, { id }, { signal });
export const signContract = (id: string) => http.post<unknown>(`${BASE}/sign`, { id });
export const stopContract = (id: string, reason: string) => http.post<unknown>(`${BASE}/stop`, { id, reason }, { silent: true });
export const deleteContract = (id: string) => http.post<unknown>(`${BASE}/delete`, { id });
