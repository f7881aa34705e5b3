/**
 * Orders and what money does to them: payment, coupons, refunds (with their approvals) and the
 * shipments of physical goods. Amounts are integer fen; every refund that completed is counted in
 * refundedFen, so amount - refunded always equals the money the company still holds.
 */
import type { Rng } from './rng';
import { DAY } from './scales';
import type { EnrollmentStory, ExpressStory, LineStory, OrderStory, StudentStory } from './story-types';
import { convertPrice } from './world-coupons';
import type { PackageRow, World } from './world-types';

export interface StoryCtx {
  world: World;
  rng: Rng;
  s: StudentStory;
}

const HOUR = 3_600_000;
const EXPRESS_REMARK: Readonly<Record<number, string>> = {
  4: '收件人拒收',
  5: '客户拒收，已退回仓库',
  7: '地址错误，标记无效',
  8: '快递丢件，待核实',
};
const TRADE_TYPES: readonly (readonly [string, number])[] = [
  ['WECHAT_PAY', 62],
  ['ALIPAY', 25],
  ['APPLE_PAY', 6],
  ['HUABEI', 4],
  ['BANK_TRANSFER', 1],
];
const CLIENTS = ['IOS', 'ANDROID', 'MINI_PROGRAM', 'H5'];
const CLIENT_W = [35, 35, 20, 10];
const REFUND_REASONS = [
  '孩子时间安排不过来',
  '课程内容不适合孩子年龄',
  '家长对课程效果不满意',
  '重复购买',
  '孩子兴趣转移',
  '搬家后网络不便',
  '经济原因',
];
const COMPANIES: readonly (readonly [string, string, number])[] = [
  ['顺丰速运', 'SF', 40],
  ['中通快递', 'ZT', 25],
  ['圆通速递', 'YT', 15],
  ['京东物流', 'JD', 12],
  ['韵达快递', 'YD', 8],
];

/** A new order of `pkg` placed at ctimeMs; paid orders get a pay time and method. */
export function addOrder(ctx: StoryCtx, line: LineStory, pkg: PackageRow, ctimeMs: number, paid: boolean, status: number): OrderStory {
  const { rng, s } = ctx;
  const currency = pkg.currencies.includes(s.currency) ? s.currency : 'CNY';
  const totalFen = convertPrice(pkg.fen, currency);
  const o: OrderStory = {
    lineIdx: s.lines.indexOf(line),
    subjectIdx: line.subjectIdx,
    regtype: pkg.regtype,
    pkg,
    status,
    isrefund: 0,
    currency,
    totalFen,
    discountFen: 0,
    coins: 0,
    amountFen: totalFen,
    refundedFen: 0,
    ctimeMs,
    buyMs: null,
    completeMs: null,
    closeMs: null,
    tradeType: null,
    clientFrom: CLIENTS[rng.weighted(CLIENT_W)],
    enrollment: null,
    soldIn: null,
    refunds: [],
    express: [],
    couponIdx: null,
    invoice: null,
  };
  if (paid && totalFen > 0) {
    o.buyMs = ctimeMs + rng.int(1, 15) * 60_000;
    o.tradeType = s.country === 'CN' ? TRADE_TYPES[rng.weighted(TRADE_TYPES.map((t) => t[1]))][0] : 'ATOME';
  } else if (paid || status === 1) o.buyMs = ctimeMs;
  if (status === 8) o.closeMs = ctimeMs + rng.int(30, 2880) * 60_000;
  s.orders.push(o);
  if (o.buyMs !== null) {
    line.firstOrderMs ??= o.buyMs;
    line.lastBuyMs = Math.max(line.lastBuyMs ?? 0, o.buyMs);
  }
  return o;
}

/** Marks a paid order completed once its service is delivered (before the as-of day). */
export function completeAt(ctx: StoryCtx, o: OrderStory, ms: number): void {
  if (o.status === 2 && ms < ctx.world.asOf) {
    o.status = 3;
    o.completeMs = ms;
  }
}

/** Applies a coupon held by the student to the order (CNY orders only): discount and the used coupon. */
export function useCoupon(ctx: StoryCtx, o: OrderStory, type: number): void {
  const { s, world, rng } = ctx;
  if (o.currency !== 'CNY') return;
  const sw = world.subjects[o.subjectIdx];
  const fits = sw.coupons.filter(
    (c) =>
      c.type === type && c.status === 1 && c.thresholdFen <= o.totalFen && (c.packageIds.length === 0 || c.packageIds.includes(o.pkg.id)),
  );
  if (!fits.length) return;
  const coupon = fits[fits.length - 1];
  const off = coupon.rule === 'DISCOUNT' ? Math.round((o.totalFen * (1000 - (coupon.discount ?? 1000))) / 1000) : coupon.amountFen;
  if (off <= 0 || off >= o.totalFen) return;
  o.discountFen = off;
  o.amountFen = o.totalFen - off;
  const startMs = Math.max(world.start, o.ctimeMs - rng.int(1, Math.max(1, coupon.validDays - 1)) * DAY);
  o.couponIdx = s.coupons.length;
  s.coupons.push({
    lineIdx: o.lineIdx,
    coupon,
    status: 1,
    startMs,
    endMs: startMs + coupon.validDays * DAY,
    orderIdx: s.orders.indexOf(o),
    useMs: o.ctimeMs,
  });
}

/**
 * A refund of a paid order, with the refund approval it went through.
 * full/partial: completed (order 7 / 6); applied: waiting for approval (order 4); processing: approved, payout pending (order 5).
 */
export function refundOrder(ctx: StoryCtx, o: OrderStory, kind: 'full' | 'partial' | 'applied' | 'processing', atMs: number): void {
  const { s, rng, world } = ctx;
  if (o.amountFen <= 0 || o.buyMs === null) return;
  const ms = Math.min(Math.max(atMs, o.buyMs + HOUR), world.asOf - HOUR);
  if (ms <= o.buyMs) return;
  const reason = rng.pick(REFUND_REASONS);
  const approvalIdx = s.approvals.length;
  const done = kind === 'full' || kind === 'partial';
  const partialFen = Math.max(1, Math.min(o.amountFen - 1, Math.round(o.amountFen * (0.2 + rng.float() * 0.4))));
  const fen = kind === 'partial' || (kind !== 'full' && rng.chance(0.4)) ? partialFen : o.amountFen;
  const approvedMs = ms + rng.int(2, 30) * HOUR;
  s.approvals.push({
    type: 0,
    status: kind === 'applied' ? 0 : 1,
    lineIdx: o.lineIdx,
    orderIdx: s.orders.indexOf(o),
    enrollment: o.enrollment,
    ctimeMs: ms,
    endMs: kind === 'applied' ? null : Math.min(approvedMs, world.asOf - 60_000),
    amountFen: fen,
    financeStatus: done ? 2 : kind === 'processing' ? 1 : 0,
    reason,
  });
  const payMs = Math.min(approvedMs + rng.int(1, 48) * HOUR, world.asOf - 60_000);
  if (done) {
    // some payouts fail once (wrong account) and are paid again
    if (rng.chance(0.08)) o.refunds.push({ fen, status: 3, ms: Math.max(ms, payMs - 2 * HOUR), reason, approvalIdx });
    if (kind === 'partial' && rng.chance(0.2) && fen >= 2) {
      const first = Math.floor(fen / 2);
      o.refunds.push(
        { fen: first, status: 2, ms: payMs - 60_000, reason, approvalIdx },
        { fen: fen - first, status: 2, ms: payMs, reason, approvalIdx },
      );
    } else o.refunds.push({ fen, status: 2, ms: payMs, reason, approvalIdx });
    o.refundedFen = fen;
    o.status = fen === o.amountFen ? 7 : 6;
    o.isrefund = 1;
    o.completeMs = null;
    if (o.enrollment && o.status === 7) {
      o.enrollment.refundStatus = 1;
      o.enrollment.leaveMs = payMs;
    }
  } else {
    o.refunds.push({ fen, status: kind === 'applied' ? 0 : 1, ms, reason, approvalIdx });
    o.status = kind === 'applied' ? 4 : 5;
    o.isrefund = kind === 'applied' ? 2 : 3;
    if (o.enrollment) o.enrollment.refundStatus = 2;
  }
}

/** A shipment created at ctimeMs; its status is wherever the as-of day falls on its timeline. */
export function ship(
  ctx: StoryCtx,
  o: OrderStory,
  productType: number,
  sourceType: number,
  ctimeMs: number,
  approvalIdx: number | null,
): ExpressStory {
  const { rng, world } = ctx;
  const asOf = world.asOf;
  const deliveryMs = ctimeMs + rng.int(10, 40) * HOUR;
  const collectMs = deliveryMs + rng.int(2, 10) * HOUR;
  const signMs = collectMs + rng.int(20, 100) * HOUR;
  const [company, prefix] = COMPANIES[rng.weighted(COMPANIES.map((c) => c[2]))];
  const e: ExpressStory = {
    productType,
    sourceType,
    status: 1,
    ctimeMs,
    deliveryMs: null,
    collectMs: null,
    signMs: null,
    company,
    nu: null,
    parcels: productType === 1 && rng.chance(0.3) ? 2 : 1,
    productName: o.pkg.name,
    approvalIdx,
    remark: null,
  };
  const refundedEarly = o.status === 7 && o.refunds.some((r) => r.status === 2 && r.ms < deliveryMs);
  if (refundedEarly) {
    e.status = rng.chance(0.7) ? 9 : 7;
    e.remark = e.status === 9 ? '订单已退款，暂停发货' : '订单退款，物流单作废';
  } else if (asOf < deliveryMs) {
    e.status = asOf - ctimeMs < 12 * HOUR && rng.chance(0.25) ? 6 : rng.chance(0.04) ? 0 : 1;
  } else if (asOf < collectMs) {
    e.deliveryMs = deliveryMs;
  } else {
    e.deliveryMs = deliveryMs;
    e.collectMs = collectMs;
    e.nu = prefix + String(rng.int(100000, 999999)) + String(rng.int(100000, 999999));
    e.status = 2;
    if (asOf >= signMs) {
      const x = rng.float();
      e.status = x < 0.93 ? 3 : x < 0.95 ? 4 : x < 0.97 ? 5 : x < 0.985 ? 7 : 8;
      if (e.status === 3) e.signMs = signMs;
      e.remark = EXPRESS_REMARK[e.status] ?? null;
    }
  }
  o.express.push(e);
  return e;
}

/** Age in whole years at ms. */
export function ageAt(s: StudentStory, ms: number): number {
  return Math.floor((ms - s.birthdayMs) / (365.25 * DAY));
}

/** The system level a child starts at: S1 under 6, S2 6-8, S3 from 9. */
export function supForAge(age: number): number {
  return age < 6 ? 0 : age < 9 ? 1 : 2;
}

export function enrollment(
  line: LineStory,
  lineIdx: number,
  kind: 'trial' | 'system',
  fields: Pick<
    EnrollmentStory,
    'groupKey' | 'termIdx' | 'category' | 'supIdx' | 'teamType' | 'orderIdx' | 'enterMs' | 'opened' | 'engagement' | 'seed'
  >,
): EnrollmentStory {
  return {
    kind,
    lineIdx,
    subjectIdx: line.subjectIdx,
    leaveMs: null,
    refundStatus: 0,
    converted: false,
    renewed: false,
    addedWechat: false,
    addedGroup: false,
    teamId: 0,
    ...fields,
  };
}
