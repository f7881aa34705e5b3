/**
 * The rest of a subject line: shop and campaign orders, follow-ups by the teachers, intentions,
 * coupons that were handed out but not used, complaints, non-refund approvals, and finally the
 * line's user_status and life_cycle, derived from what happened.
 */
import { DAY } from './scales';
import type { AnchorLine } from './story-anchors';
import { classWindow } from './story-line';
import { addOrder, completeAt, refundOrder, ship, type StoryCtx } from './story-orders';
import type { EnrollmentStory, LineStory } from './story-types';
import { couponPerUserLimit } from './world-coupons';

const HOUR = 3_600_000;
const APPROVAL_REASON: Readonly<Record<number, string>> = {
  2: '家长希望换到周末班',
  3: '孩子暑假出行，申请延期开课',
  4: '孩子基础较好，申请升级',
  5: '订单无归属老师，申请归属',
  6: '申请随材打包发货',
  7: '活动赠品补发',
};
const FOLLOW_TEXT = [
  '已添加家长微信，介绍了体验课安排',
  '提醒家长按时上课，孩子第一节课完成得很好',
  '家长反馈孩子很喜欢，询问系统课价格',
  '电话未接通，已发送微信留言',
  '家长表示孩子最近学业忙，下周再联系',
  '讲解了系统课课程体系和学习路径',
  '推送了优惠活动，家长考虑中',
  '孩子作品点评已发送，家长很满意',
  '家长询问随材礼盒物流，已帮忙查询',
  '回访上课体验，建议每周固定时间学习',
];
const FOLLOW_LABELS = ['首次联系', '课前提醒', '课后回访', '转化跟进', '续费沟通'];
const COMPLAINTS: readonly (readonly [string, string])[] = [
  ['物流太慢', '随材礼盒下单一周还没收到，希望尽快发货。'],
  ['老师回复不及时', '给老师发消息一天都没有回复，孩子作业没人点评。'],
  ['退款进度', '申请退款已经好几天了，想了解处理进度。'],
  ['课程卡顿', '上课时视频经常卡顿，影响孩子学习体验。'],
  ['重复扣费', '同一个课程被扣了两次钱，请核实处理。'],
  ['材料缺件', '收到的材料盒少了一盒颜料。'],
];

export function extrasPhase(ctx: StoryCtx, line: LineStory, spec: AnchorLine | null): void {
  const { world, rng } = ctx;
  const sw = world.subjects[line.subjectIdx];
  const span = Math.max(DAY, world.asOf - line.joinMs - HOUR);
  const when = () => line.joinMs + Math.floor(rng.float() * span);
  const mall = spec ? spec.mall : rng.chance(0.2) ? (rng.chance(0.25) ? 2 : 1) : 0;
  for (let k = 0; k < mall; k++) {
    const ms = spec ? world.asOf - 20 * DAY : when();
    const pkg = rng.pick(sw.mallPackages);
    const closed = !spec && rng.chance(0.05);
    const o = addOrder(ctx, line, pkg, ms, !closed, closed ? 8 : 2);
    if (closed) continue;
    if (!spec && rng.chance(0.03)) refundOrder(ctx, o, 'full', o.buyMs! + rng.int(1, 10) * DAY);
    const e = ship(ctx, o, 2, 0, o.buyMs! + rng.int(5, 90) * 60_000, null);
    completeAt(ctx, o, e.signMs ?? o.buyMs! + 10 * DAY);
  }
  if (spec) return;
  const maybe = (p: number, make: (ms: number) => void) => {
    if (rng.chance(p)) make(when());
  };
  // 素质课, 营销活动 (ships a gift box), 兑换 (free, redeemed), 推荐有礼 / 邀请有奖 (free gifts that ship)
  maybe(0.03, (ms) => completeAt(ctx, addOrder(ctx, line, sw.extraPackages.get(7)!, ms, true, 2), ms + 30 * DAY));
  maybe(0.04, (ms) => {
    const o = addOrder(ctx, line, sw.extraPackages.get(9)!, ms, true, 2);
    const e = ship(ctx, o, 2, 0, o.buyMs! + HOUR, null);
    completeAt(ctx, o, e.signMs ?? ms + 10 * DAY);
  });
  maybe(0.025, (ms) => addOrder(ctx, line, sw.extraPackages.get(8)!, ms, false, rng.chance(0.8) ? 1 : 0));
  for (const regtype of [4, 6]) {
    maybe(0.015, (ms) => {
      const o = addOrder(ctx, line, sw.extraPackages.get(regtype)!, ms, false, 3);
      o.completeMs = ms;
      ship(ctx, o, regtype === 4 ? 3 : 4, 0, ms + HOUR, null);
    });
  }
}

export function finishLine(ctx: StoryCtx, line: LineStory, spec: AnchorLine | null): void {
  const { world, rng, s } = ctx;
  const lineIdx = s.lines.indexOf(line);
  const sw = world.subjects[line.subjectIdx];
  // follow-ups: the trial teacher during and after the trial, the class teacher during the course
  const follow = (e: EnrollmentStory, n: number) => {
    const win = classWindow(ctx, e);
    const from = e.enterMs;
    const to = Math.min(win.end + 10 * DAY, world.asOf - HOUR);
    for (let k = 0; k < n && to > from; k++) {
      line.follows.push({
        ms: from + Math.floor(rng.float() * (to - from)),
        enrollment: e,
        contact: rng.weighted([3, 6, 1]) + 1,
        content: rng.pick(FOLLOW_TEXT),
        label: rng.pick(FOLLOW_LABELS),
      });
    }
  };
  if (line.trial) follow(line.trial, spec ? spec.follows : rng.weighted([30, 35, 20, 10, 5]));
  for (const e of line.systems) follow(e, spec ? 1 : rng.weighted([50, 35, 15]));
  line.follows.sort((a, b) => a.ms - b.ms);
  line.intention = spec ? spec.intention : line.trial !== null && rng.chance(0.3);

  // coupons handed out that were never used (or expired, or were voided)
  const extraCoupons = spec ? spec.extraCoupons : (rng.chance(0.3) ? 1 : 0) + (rng.chance(0.1) ? 1 : 0);
  for (let k = 0; k < extraCoupons; k++) {
    const coupon = spec ? sw.coupons[5] : rng.pick(sw.coupons);
    const startMs = spec ? world.asOf - 3 * DAY : line.joinMs + Math.floor(rng.float() * Math.max(DAY, world.asOf - line.joinMs));
    const endMs = startMs + coupon.validDays * DAY;
    const status = coupon.status === 0 || rng.chance(0.03) ? 3 : endMs < world.asOf ? 2 : 0;
    // never past the per-student limit (the database refuses it, migration 0451); voided copies do not count.
    // Decided after the draws above, so the rest of the story stays the same.
    const limit = couponPerUserLimit(coupon);
    const held = s.coupons.filter((h) => h.coupon === coupon && h.status !== 3).length;
    if (status !== 3 && limit !== null && held >= limit) continue;
    s.coupons.push({ lineIdx, coupon, status, startMs, endMs, orderIdx: null, useMs: null });
  }

  if (spec ? spec.complaint : rng.chance(0.006)) {
    const ms = spec ? world.asOf - 5 * DAY : line.joinMs + Math.floor(rng.float() * Math.max(DAY, world.asOf - line.joinMs));
    const age = world.asOf - ms;
    const status = age > 14 * DAY ? (rng.chance(0.9) ? 7 : 3) : age > 3 * DAY ? [2, 3, 7][rng.int(0, 2)] : rng.chance(0.6) ? 1 : 2;
    const [title, content] = rng.pick(COMPLAINTS);
    const ofLine = s.orders.filter((o) => o.lineIdx === lineIdx);
    s.complaints.push({
      lineIdx,
      orderIdx: ofLine.length ? s.orders.indexOf(ofLine[ofLine.length - 1]) : null,
      status,
      sub: status === 1 ? 20 : status === 2 ? (rng.chance(0.8) ? 21 : 11) : null,
      typeIdx: rng.int(0, 5),
      contact: (['TEL', 'MOBILE', 'WX'] as const)[rng.weighted([2, 3, 5])],
      ctimeMs: ms,
      title,
      content,
      deals: status === 1 ? 0 : status === 7 ? rng.int(2, 3) : 1,
    });
  }

  // approvals other than refunds: class, period and level changes, boxes, gifts
  for (const e of line.systems) {
    for (const [type, p] of [
      [2, 0.02],
      [3, 0.015],
      [4, 0.01],
      [6, 0.004],
      [7, 0.005],
      [5, 0.003],
    ] as const) {
      if (spec || !rng.chance(p)) continue;
      const ms = Math.min(e.enterMs + rng.int(1, 40) * DAY, world.asOf - HOUR);
      const recent = world.asOf - ms < 10 * DAY;
      const status = recent && rng.chance(0.6) ? 0 : [1, 1, 1, 1, 1, 1, 3, 3, 2][rng.int(0, 8)];
      s.approvals.push({
        type,
        status,
        lineIdx,
        orderIdx: e.orderIdx,
        enrollment: e,
        ctimeMs: ms,
        endMs: status === 0 ? null : Math.min(ms + rng.int(2, 72) * HOUR, world.asOf - 60_000),
        amountFen: null,
        financeStatus: 0,
        reason: APPROVAL_REASON[type],
      });
    }
  }
  approvalHistory(ctx, line, spec);
  lineStatus(ctx, line);
}

/** Closed approvals of the past at the benchmark scales (Scale.approvalHistoryPerLine); nothing is drawn when 0. */
function approvalHistory(ctx: StoryCtx, line: LineStory, spec: AnchorLine | null): void {
  const { world, rng, s } = ctx;
  const perLine = world.scale.approvalHistoryPerLine ?? 0;
  if (spec || perLine <= 0) return;
  const n = Math.floor(perLine) + (rng.chance(perLine % 1) ? 1 : 0);
  const lineIdx = s.lines.indexOf(line);
  for (let k = 0; k < n; k++) {
    const e = line.systems.length ? line.systems[rng.int(0, line.systems.length - 1)] : line.trial;
    const type = ([2, 3, 4, 6, 7, 5] as const)[rng.int(0, 5)];
    const ms = Math.min((e?.enterMs ?? line.joinMs) + rng.int(1, 200) * DAY, world.asOf - 11 * DAY);
    const status = [1, 1, 1, 1, 1, 3, 2][rng.int(0, 6)];
    s.approvals.push({
      type,
      status,
      lineIdx,
      orderIdx: e?.orderIdx ?? null,
      enrollment: e,
      ctimeMs: ms,
      endMs: Math.min(ms + rng.int(2, 72) * HOUR, world.asOf - 60_000),
      amountFen: null,
      financeStatus: 0,
      reason: APPROVAL_REASON[type],
    });
  }
}

const SYSTEM_STATUS: Readonly<Record<number, readonly [number, number]>> = { 1: [3, 4], 2: [9, 10], 3: [11, 12], 4: [5, 6], 5: [5, 6] };

/** user_status and life_cycle of the line (CONTRACT §9) from its latest class. */
function lineStatus(ctx: StoryCtx, line: LineStory): void {
  const { world, s } = ctx;
  const asOf = world.asOf;
  const cycle = (e: EnrollmentStory) => {
    if (e.refundStatus === 1) return 91;
    const w = classWindow(ctx, e);
    return asOf < w.start ? 0 : asOf <= w.end ? 1 : 2;
  };
  const live = line.systems.filter((e) => e.refundStatus !== 1);
  const current = line.systems[line.systems.length - 1] ?? line.trial;
  line.lifeCycle = current ? cycle(current) : null;
  if (s.logoff === 1) line.userStatus = 8;
  else if (live.length) {
    const last = live[live.length - 1];
    const o = s.orders[last.orderIdx];
    const [active, done] = SYSTEM_STATUS[o.pkg.courseLength ?? 1];
    line.userStatus = live.length > 1 ? 7 : o.status === 3 ? done : active;
  } else if (line.trial) line.userStatus = cycle(line.trial) === 2 || cycle(line.trial) === 91 ? 2 : 1;
  else line.userStatus = 0;
}
