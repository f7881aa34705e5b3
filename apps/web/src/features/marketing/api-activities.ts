import type { Page } from '../../components/list-page';
import { http } from '../../platform/http/client';

/** Referral screenshots, the referral activity, and marketing activities (promotions). */

export interface ShareRow {
  id: string;
  uid: string;
  username: string | null;
  mobile: string | null;
  share_type: number;
  share_image: string | null;
  share_time: number;
  reward_amount: number;
  status: number;
  remark: string | null;
}
export const fetchShares = (f: { page: number; size: number; status?: number; mobile?: string }, signal?: AbortSignal) =>
  http.get<Page<ShareRow>>('/api/b/v1/backend/userflow/sharereward/pageList', f, { signal });
export const reviewShare = (id: string, isAgree: 0 | 1, remark: string) =>
  http.post<{ status: number }>(`/api/b/v1/backend/userflow/complete?id=${id}&isAgree=${isAgree}&remark=${encodeURIComponent(remark)}`, {});
export const reopenShare = (id: string) => http.post<{ status: number }>(`/api/b/v1/backend/userflow/reComplete?id=${id}`, {});

export interface ReferralActivity {
  title: string;
  startDate: number | null;
  endDate: number | null;
  status: number;
  inviterReward: number;
  inviteeReward: number;
  rewardAccountType: number;
  shareReward: number;
  rules: string | null;
  version: number;
}
export const fetchReferralActivity = () => http.get<ReferralActivity | null>('/api/b/v1/backend/recommendActivity/get');
export const saveReferralActivity = (a: Partial<ReferralActivity>) =>
  http.post<ReferralActivity>('/api/b/v1/backend/recommendActivity/save', a);

export interface Promotion {
  id: string;
  name: string;
  regtype: number;
  startDate: number;
  endDate: number;
  packageIds: string[];
  channelIds: string[];
  gifts: string | null;
  description: string | null;
  status: number;
  version: number;
  orderCount: number;
  studentCount: number;
  paidAmount: number;
  ctime: number;
}
export const fetchPromotions = (f: { page: number; size: number; name?: string; status?: number }, signal?: AbortSignal) =>
  http.get<Page<Promotion>>('/api/p/v1/promotions/getPromotionsPageList', f, { signal });
export const savePromotion = (p: Partial<Promotion>) => http.post<Promotion>('/api/p/v1/promotions/saveAndUpdatePromotions', p);
export const deletePromotion = (id: string) => http.get<{ id: string }>('/api/p/v1/promotions/deletePromotionsById', { promotionsId: id });
export interface PromotionOrder {
  id: string;
  outTradeNo: string;
  username: string | null;
  mobile: string | null;
  packagesName: string | null;
  amount: number;
  status: number;
  ctime: number;
}
export const fetchPromotionOrders = (promotionsId: string, page: number) =>
  http.get<Page<PromotionOrder>>('/api/p/v1/promotions/getPromotionsOrders', { promotionsId, page, size: 10 });
