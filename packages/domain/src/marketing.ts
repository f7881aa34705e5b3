/**
 * Wire shapes of the marketing area that the server answers and the console reads
 * (docs/decisions/marketing.md). Types only: one definition, so the two cannot drift apart.
 */

/** MONEYOFF: amount off when the order reaches thresholdAmount; DISCOUNT: `discount` of the price. */
export type CouponRule = 'MONEYOFF' | 'DISCOUNT';

/** A coupon definition as the coupon calls answer it (amounts in yuan, times in ms). */
export interface Coupon {
  id: string;
  name: string;
  type: number;
  rule: CouponRule;
  status: number;
  amount: number;
  thresholdAmount: number;
  discount: number | null;
  stack: number;
  validType: number;
  validDays: number | null;
  startDate: number | null;
  endDate: number | null;
  /** null: no total limit */
  totalNum: number | null;
  issuedNum: number;
  usedNum: number;
  perUserLimit: number | null;
  packageIds: string[];
  dutyIds: number[];
  description: string | null;
  version: number;
  ctime: number;
}
