/** Coupons of a subject and the per-currency price lists. */
import type { Rng } from './rng';
import { DAY } from './scales';
import { CURRENCY_RATES } from './subjects';
import type { CouponRow, PackageRow, SubjectWorld, World } from './world-types';

/** Copies one student may hold (coupon.per_user_limit): the new-student system-course coupons once each. */
export const couponPerUserLimit = (c: Pick<CouponRow, 'type'>): number | null => (c.type === 2 ? 1 : null);

export function buildCoupons(world: World, sw: SubjectWorld, rng: Rng): void {
  const code = sw.content.code;
  const systemIds = sw.firstPackages.flat().map((p) => p.id);
  const renewIds = sw.renewPackages.flat().map((p) => p.id);
  const trialIds = [...sw.trialPackages.values()].filter((p) => p.fen > 0).map((p) => p.id);
  const defs: Omit<CouponRow, 'id' | 'subject' | 'ctimeMs'>[] = [
    {
      name: '体验课立减券',
      type: 1,
      rule: 'MONEYOFF',
      status: 1,
      thresholdFen: 990,
      amountFen: 500,
      discount: null,
      validDays: 7,
      packageIds: trialIds,
    },
    {
      name: '系统课新人礼券-200',
      type: 2,
      rule: 'MONEYOFF',
      status: 1,
      thresholdFen: 100000,
      amountFen: 20000,
      discount: null,
      validDays: 30,
      packageIds: systemIds,
    },
    {
      name: '系统课新人礼券-500',
      type: 2,
      rule: 'MONEYOFF',
      status: 1,
      thresholdFen: 300000,
      amountFen: 50000,
      discount: null,
      validDays: 30,
      packageIds: systemIds,
    },
    {
      name: '续费专享9折券',
      type: 3,
      rule: 'DISCOUNT',
      status: 1,
      thresholdFen: 0,
      amountFen: 0,
      discount: 900,
      validDays: 30,
      packageIds: renewIds,
    },
    {
      name: '老用户回馈券-300',
      type: 3,
      rule: 'MONEYOFF',
      status: 1,
      thresholdFen: 150000,
      amountFen: 30000,
      discount: null,
      validDays: 60,
      packageIds: renewIds,
    },
    {
      name: '训练营优惠券',
      type: 4,
      rule: 'MONEYOFF',
      status: 1,
      thresholdFen: 9900,
      amountFen: 2000,
      discount: null,
      validDays: 14,
      packageIds: [],
    },
    {
      name: '通用满减券-50',
      type: 0,
      rule: 'MONEYOFF',
      status: 0,
      thresholdFen: 29900,
      amountFen: 5000,
      discount: null,
      validDays: 30,
      packageIds: [],
    },
  ];
  for (const d of defs) {
    const c: CouponRow = {
      ...d,
      id: world.coupons.length + 1,
      subject: code,
      name: `${sw.content.brand}${d.name}`,
      ctimeMs: world.start - rng.int(10, 120) * DAY,
    };
    world.coupons.push(c);
    sw.coupons.push(c);
  }
}

/** Per-currency price list of a package (CNY is the package price itself). */
export function packagePrices(p: PackageRow): { code: string; fen: number; originalFen: number }[] {
  return p.currencies.map((code) => {
    const rate = CURRENCY_RATES.find((c) => c.code === code);
    if (!rate) return { code, fen: p.fen, originalFen: p.originalFen };
    return { code, fen: convertPrice(p.fen, rate.code), originalFen: convertPrice(p.originalFen, rate.code) };
  });
}

export function convertPrice(fen: number, currency: string): number {
  const rate = CURRENCY_RATES.find((c) => c.code === currency);
  if (!rate || fen === 0) return fen;
  const units = Math.max(1, Math.round((fen / 100) * rate.rate));
  return rate.whole ? units * 100 : units * 100 - 1;
}
