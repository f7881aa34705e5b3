import type { Page } from '../../../components/list-page';
import { http } from '../../../platform/http/client';

export interface InvoiceRow {
  id: string;
  orderId: string;
  outTradeNo: string | null;
  invoiceStatus: number;
  invoiceStatusText: string | null;
  titleTypeText: string | null;
  invoiceTypeText: string | null;
  companyName: string | null;
  taxnum: string | null;
  money: number | null;
  email: string | null;
  phone: string | null;
  invoiceNo: string | null;
  failReason: string | null;
  staffName: string | null;
  applyTime: number | null;
  issueTime: number | null;
}

export interface InvoiceFilter {
  invoiceStatus?: number[];
  titleType?: number;
  outTradeNo?: string;
  companyName?: string;
  taxnum?: string;
  phone?: string;
  startTime?: number;
  endTime?: number;
  page: number;
  size: number;
}

/** POST /api/o/v1/invoice/records: invoice records, newest first. */
export function fetchInvoiceRecords(f: InvoiceFilter, signal?: AbortSignal): Promise<Page<InvoiceRow>> {
  return http.post<Page<InvoiceRow>>('/api/o/v1/invoice/records', f, { signal });
}
