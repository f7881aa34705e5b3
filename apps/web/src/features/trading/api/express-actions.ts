import { http } from '../../../platform/http/client';

const BASE = '/api/ex/v1/express';

export interface ExpressAddressInput {
  expressId: string;
  receiptName: string;
  receiptTel: string;
  province?: string;
  city?: string;
  area?: string;
  addressDetail: string;
  /** The version the dialog read: a stale one is 409 with `conflict`. */
  version?: number;
}

/** createOrUpdateAddress: only while the parcel has not left (statuses 0/1/6/9); logged in the address log. */
export const updateExpressAddress = (input: ExpressAddressInput) =>
  http.post<unknown>(`${BASE}/createOrUpdateAddress`, input, { silent: true });

/** invalidExpress → status 7 (作废), with the reason. */
export const invalidExpress = (expressId: string, remark: string) =>
  http.post<unknown>(`${BASE}/invalidExpress`, { expressId, remark }, { silent: true });

/** queryReceiptTel: the real receipt phone (CONTRACT §4 reveal; every reveal is in the operation log). */
export const revealReceiptTel = (expressId: string) =>
  http.post<{ expressId: string; receiptTel: string | null; telAreaCode: string | null }>(`${BASE}/queryReceiptTel`, { expressId });
