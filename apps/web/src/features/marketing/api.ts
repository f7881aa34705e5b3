import type { Coupon } from '@console/domain';
import type { Page } from '../../components/list-page';
import { graphql, gqlString, http } from '../../platform/http/client';

/** The marketing pages' calls (coupons, sending, redeem codes, coins, referrals, activities). */

/** A fresh Idempotency-Key per user action (CONTRACT §3): a retried request of the same action reuses it. */
export const newKey = (): string => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** The coupon as the server answers it (one shape, in @console/domain). */
export type { Coupon };
export type CouponInput = Omit<Coupon, 'id' | 'issuedNum' | 'usedNum' | 'version' | 'ctime' | 'discount'> & {
  discount?: number | null;
};

export async function fetchCoupons(
  f: { page: number; size: number; name?: string; type?: number; status?: number; usable?: boolean },
  signal?: AbortSignal,
): Promise<Page<Coupon>> {
  const { usable, page, ...rest } = f;
  const p = await http.get<Page<Coupon>>(
    `/api/s/v1/coupon/${usable ? 'getAllCoupons' : 'getCouponInfo'}`,
    { ...rest, page: page - 1 },
    { signal },
  );
  return { ...p, number: page };
}
export const createCoupon = (c: CouponInput) => http.post<Coupon>('/api/s/v1/coupon/createCoupon', c);
export const updateCoupon = (id: string, version: number, c: CouponInput) =>
  http.post<Coupon>('/api/s/v1/coupon/updateCoupon', { ...c, id, version });
export const deleteCoupon = (id: string) => http.post<{ id: string }>('/api/s/v1/coupon/deleteCoupon', { id });
export const checkCouponName = (name: string, couponId?: string) =>
  http.get<boolean>('/api/s/v1/coupon/checkCouponName', { name, couponId }, { silent: true });

export interface SendResult {
  dispenseId: string | null;
  total: number;
  successNum: number;
  failNum: number;
  failures: { uid: string; reason: string }[];
}
/** Designated users: phones or user numbers. */
export const sendToUsers = (key: string, couponId: string, mobiles: string[], endDate?: number) =>
  http.post<SendResult>('/api/s/v1/coupon/send/disignatedUserSendCoupon', { couponId, mobiles, endDate }, keyed(key));

export interface DispenseRow {
  id: string;
  coupon_name: string;
  source_text: string;
  total: number;
  success_num: number;
  fail_num: number;
  end_date: number | null;
  staff_name: string | null;
  ctime: number;
}
export async function fetchDispenses(
  page: number,
  size: number,
  couponId: string | undefined,
  signal?: AbortSignal,
): Promise<Page<DispenseRow>> {
  const q = couponId ? { coupon_id: couponId } : {};
  const d = await graphql<{ CouponDispensePage: Page<DispenseRow> }>(
    `{ CouponDispensePage(query: ${gqlString(q)}, page: ${page}, size: ${size}, sort: ${gqlString({ ctime: 'desc' })}) {
      totalElements number content { id coupon_name source_text total success_num fail_num end_date staff_name ctime } } }`,
    { signal },
  );
  return d.CouponDispensePage;
}

// ---- redeem codes ----
export interface RedeemConfig {
  id: string;
  title: string;
  num: number;
  converted_num: number;
  generated_num: number;
  package_id: string | null;
  package_name: string | null;
  channel_name: string | null;
  start_date: number | null;
  end_date: number | null;
  status: number;
  expire: number | null;
  expire_type: number;
  remark: string | null;
  version: number;
  ctime: number;
}
export async function fetchRedeemConfigs(
  f: { page: number; size: number; title?: string; status?: number },
  signal?: AbortSignal,
): Promise<Page<RedeemConfig>> {
  const q: Record<string, unknown> = { del: 0 };
  if (f.title) q.title = `*${f.title}*`;
  if (f.status !== undefined) q.status = f.status;
  const d = await graphql<{ ExchangeCodeConfigPage: Page<RedeemConfig> }>(
    `{ ExchangeCodeConfigPage(query: ${gqlString(q)}, page: ${f.page}, size: ${f.size}, sort: ${gqlString({ ctime: 'desc' })}) {
      totalElements number content { id title num converted_num generated_num package_id package_name channel_name start_date end_date status expire expire_type remark version ctime } } }`,
    { signal },
  );
  return d.ExchangeCodeConfigPage;
}
export interface RedeemConfigInput {
  id?: string;
  version?: number;
  title: string;
  num: number;
  packageId?: string;
  expireType: number;
  expire?: number;
  startDate?: number;
  endDate?: number;
  remark?: string;
}
export const saveRedeemConfig = (key: string, c: RedeemConfigInput) =>
  http.post<{ id: string; jobId: string | null }>('/api/s/v1/exchange/code/save/config', c, keyed(key));
export const toggleRedeemConfig = (id: string) => http.post<{ status: number }>(`/api/s/v1/exchange/code/updateConfigStatus?id=${id}`, {});
export const deleteRedeemConfig = (id: string) => http.post<{ invalidated: number }>(`/api/s/v1/exchange/code/deleteConfig?id=${id}`, {});
export const invalidateCodes = (codes: string[]) =>
  http.post<{ invalidated: number; skipped: number }>('/api/s/v1/exchange/code/batchInvalid', { codes });
export const setCodeStatus = (code: string, status: 0 | 1) =>
  http.get<{ status: number }>('/api/s/v1/exchange/code/updateExchangeCodeStatusByCode', { code, status });

export interface RedeemCode {
  id: string;
  code: string;
  status: number;
  status_text: string;
  user_id: string | null;
  converted_date: number | null;
  expire_date: number | null;
  ctime: number;
}
export async function fetchCodes(
  configId: string,
  page: number,
  size: number,
  status: number | undefined,
  signal?: AbortSignal,
): Promise<Page<RedeemCode>> {
  const q: Record<string, unknown> = { config_id: configId };
  if (status !== undefined) q.status = status;
  const d = await graphql<{ ExchangeCodePage: Page<RedeemCode> }>(
    `{ ExchangeCodePage(query: ${gqlString(q)}, page: ${page}, size: ${size}, sort: ${gqlString({ id: 'desc' })}) {
      totalElements number content { id code status status_text user_id converted_date expire_date ctime } } }`,
    { signal },
  );
  return d.ExchangeCodePage;
}
export interface CodeLookup {
  code: string;
  status: number;
  configTitle: string;
  packageName: string | null;
  userId: string | null;
  username: string | null;
  mobile: string | null;
  convertedDate: number | null;
  expireDate: number | null;
  outTradeNo: string | null;
  teamName: string | null;
  logs: { id: string; status: number; remark: string | null; useDate: number; staffName: string | null }[];
}
export const lookupCode = (code: string) => http.get<CodeLookup>('/api/s/v1/exchange/code/search', { code }, { silent: true });

// ---- coins ----
export interface IssueResult {
  total: number;
  successNum?: number;
  failNum?: number;
  failures?: { row: number; reason: string }[];
}
export const issueCoins = (key: string, rows: { uid?: string; userNum?: string; amount: number }[], desc: string) =>
  http.post<IssueResult>('/api/a/v1/account/batchUpdateAccount', { accountType: 2, transType: 8, desc, rows }, keyed(key));

export interface CoinRow {
  id: string;
  uid: string;
  amount: number;
  balance_after: number;
  desc: string | null;
  trans_type_text: string;
  ctime: number;
  user: { username: string | null; mobile: string | null } | null;
}
export async function fetchCoinLedger(page: number, size: number, uid: string | undefined, signal?: AbortSignal): Promise<Page<CoinRow>> {
  const q: Record<string, unknown> = { account_type: 2 };
  if (uid) q.uid = uid;
  const d = await graphql<{ AccountPage: Page<CoinRow> }>(
    `{ AccountPage(query: ${gqlString(q)}, page: ${page}, size: ${size}, sort: ${gqlString({ ctime: 'desc' })}) {
      totalElements number content { id uid amount balance_after desc trans_type_text ctime user { username mobile } } } }`,
    { signal },
  );
  return d.AccountPage;
}
