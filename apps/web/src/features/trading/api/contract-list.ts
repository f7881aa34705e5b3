import type { Page } from '../../../components/list-page';
import { http } from '../../../platform/http/client';

export interface ContractRow {
  id: string;
  contractNo: string | null;
  title: string | null;
  partyName: string | null;
  partyMobile: string | null;
  companyName: string | null;
  amount: number | null;
  status: number;
  statusText: string | null;
  startDate: string | null;
  endDate: string | null;
  signTime: number | null;
  staffName: string | null;
  detailCount: number | null;
  ctime: number | null;
}

export interface ContractFilter {
  status?: number[];
  keyword?: string;
  partyMobile?: string;
  startTime?: number;
  endTime?: number;
  page: number;
  size: number;
}

/** POST /api/c/v1/contract/list. */
export function fetchContracts(f: ContractFilter, signal?: AbortSignal): Promise<Page<ContractRow>> {
  return http.post<Page<ContractRow>>('/api/c/v1/contract/list', f, { signal });
}
