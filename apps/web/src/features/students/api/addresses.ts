import { http } from '../../../platform/http/client';

export interface Address {
  id: string;
  receipt_name?: string | null;
  receipt_tel?: string | null;
  receiptName?: string | null;
  receiptTel?: string | null;
  province?: string | null;
  city?: string | null;
  area?: string | null;
  street?: string | null;
  address_detail?: string | null;
  addressDetail?: string | null;
  isDefault?: number | boolean | null;
  is_default?: number | boolean | null;
  /** Bumped by every update: sent back when editing (conflict-safe edits). */
  version?: number;
}

/** getAddressList: the student's receiving addresses. */
export async function fetchAddresses(uid: string, signal?: AbortSignal): Promise<Address[]> {
  const r = await http.get<Address[] | { content?: Address[] } | null>(
    '/api/ex/v1/address/getAddressList',
    { uid, userId: uid },
    { signal, silent: true },
  );
  if (Array.isArray(r)) return r;
  return r?.content ?? [];
}
