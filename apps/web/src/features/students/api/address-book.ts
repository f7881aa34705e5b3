import { http } from '../../../platform/http/client';

const BASE = '/api/ex/v1/address';

export interface AddressInput {
  receiptName: string;
  receiptTel: string;
  province?: string;
  city?: string;
  area?: string;
  street?: string;
  addressDetail: string;
}

/** background/createAddressNew: a new address of the student (optionally the default one). */
export function createAddress(uid: string, a: AddressInput, isDefault: boolean): Promise<unknown> {
  return http.post(`${BASE}/background/createAddressNew`, { uid, ...a, isDefault });
}

/**
 * background/updateAddressNew: every receipt field again (the phone is masked when read, so it is
 * re-entered), with the version the form read: a stale one is 409 with `conflict` (the caller shows it).
 */
export function updateAddress(uid: string, id: string, a: AddressInput, version?: number): Promise<unknown> {
  return http.post(`${BASE}/background/updateAddressNew`, { id, uid, ...a, version }, { silent: true });
}

/** updateDefaultAddress: this address becomes the student's default. */
export function setDefaultAddress(uid: string, id: string): Promise<unknown> {
  return http.post(`${BASE}/updateDefaultAddress`, { id, uid });
}
