/**
 * One subject line of a student: trial order and class, conversion to a system course, renewal.
 * Probabilities are tuned so the large set has ~2.1 orders, ~0.12 classes and ~6 learning records
 * per student (issue 5 volumes) and the mix of statuses looks like a live business.
 */
import { hash32 } from './rng';
import { DAY } from './scales';
import type { AnchorLine } from './story-anchors';
import { addOrder, ageAt, completeAt, enrollment, refundOrder, ship, supForAge, useCoupon, type StoryCtx } from './story-orders';
import type { EnrollmentStory, LineStory } from './story-types';
import { COURSE_LENGTHS, TRIAL_CATEGORIES } from './subjects';
import { SYSTEM_WEEKS, termFor } from './world-terms';

const HOUR = 3_600_000;

export function groupKey(subjectIdx: number, teamType: number, termIdx: number, sub: number): number {
  return subjectIdx * 10_000_000 + teamType * 1_000_000 + termIdx * 1000 + sub;
}

/** Class window of an enrollment (same dates the planner gives its team). */
export function classWindow(ctx: StoryCtx, e: EnrollmentStory): { start: number; end: number } {
  const sw = ctx.world.subjects[e.subjectIdx];
  if (e.kind === 'trial') {
    const t = sw.trialTerms[e.termIdx];
    return { start: t.classStart, end: t.classStart + TRIAL_CATEGORIES[e.category ?? 0].days * DAY };
  }
  const t = sw.systemTerms[e.termIdx];
  return { start: t.classStart, end: t.classStart + SYSTEM_WEEKS * 7 * DAY };
}

export function trialPhase(ctx: StoryCtx, line: LineStory, spec: AnchorLine | null): EnrollmentStory | null {
  const { world, rng, s } = ctx;
  const sw = world.subjects[line.subjectIdx];
  const cats = sw.content.trialCategories;
  const category = spec ? spec.category : cats[rng.weighted(cats.map((c) => TRIAL_CATEGORIES[c].weight))];
  const pkg = sw.trialPackages.get(category)!;
  const orderMs = spec
    ? world.asOf - spec.trialDaysAgo * DAY + 10 * HOUR
    : Math.min(line.joinMs + rng.int(5, 1800) * 60_000, world.asOf - HOUR);
  const termIdx = termFor(sw.trialTerms, orderMs);
  if (termIdx < 0) return null;
  const free = pkg.fen === 0;
  const activated = !free || spec !== null || rng.chance(0.95);
  const o = addOrder(ctx, line, pkg, orderMs, !free, free ? (activated ? 1 : 0) : 2);
  if (!activated) return null;
  if (!free && rng.chance(0.1)) useCoupon(ctx, o, 1);
  const lineIdx = s.lines.indexOf(line);
  const e = enrollment(line, lineIdx, 'trial', {
    groupKey: groupKey(line.subjectIdx, 0, termIdx, category),
    termIdx,
    category,
    supIdx: 0,
    teamType: 0,
    orderIdx: s.orders.indexOf(o),
    enterMs: (o.buyMs ?? orderMs) + rng.int(1, 60) * 60_000,
    opened: spec ? spec.opened : rng.chance(0.72),
    engagement: rng.float(),
    seed: hash32(world.seed, s.index, lineIdx, 1),
  });
  e.addedWechat = rng.chance(0.85);
  e.addedGroup = e.addedWechat && rng.chance(0.8);
  o.enrollment = e;
  o.soldIn = e;
  line.trial = e;
  s.enrollments.push(e);
  const win = classWindow(ctx, e);
  completeAt(ctx, o, win.end);
  if (!spec && !free && rng.chance(0.015)) refundOrder(ctx, o, 'full', o.buyMs! + rng.int(1, 8) * DAY);
  if (pkg.expressType !== null && o.buyMs !== null) ship(ctx, o, pkg.expressType, 0, o.buyMs + rng.int(5, 90) * 60_000, null);
  return e;
}

export function systemPhase(ctx: StoryCtx, line: LineStory, trial: EnrollmentStory, spec: AnchorLine | null): EnrollmentStory | null {
  const { world, rng, s } = ctx;
  const sw = world.subjects[line.subjectIdx];
  const trialWin = classWindow(ctx, trial);
  if (trial.refundStatus === 1 || trialWin.end > world.asOf - DAY) return null;
  const plan = spec?.system;
  const p = trial.opened ? 0.22 + 0.36 * trial.engagement : 0.05;
  if (spec ? !plan : !rng.chance(p)) {
    // some parents start checkout and walk away: a closed order, no class
    if (!spec && rng.chance(0.08)) {
      const len = COURSE_LENGTHS[rng.weighted(COURSE_LENGTHS.map((l) => l.weight))];
      const pkg = sw.firstPackages[supForAge(ageAt(s, trialWin.end))][len.length - 1];
      const ms = Math.min(trialWin.end + rng.int(1, 10) * DAY + rng.int(9, 22) * HOUR, world.asOf - HOUR);
      addOrder(ctx, line, pkg, ms, false, 8).soldIn = trial;
    }
    return null;
  }
  const orderMs = plan ? trialWin.end + plan.daysAfterTrial * DAY + 11 * HOUR : trialWin.end + rng.int(0, 12) * DAY + rng.int(9, 22) * HOUR;
  if (orderMs > world.asOf - HOUR) return null;
  const termIdx = termFor(sw.systemTerms, orderMs);
  if (termIdx < 0) return null;
  const length = plan ? plan.length : COURSE_LENGTHS[rng.weighted(COURSE_LENGTHS.map((l) => l.weight))].length;
  const supIdx = supForAge(ageAt(s, orderMs));
  const pkg = sw.firstPackages[supIdx][length - 1];
  const o = addOrder(ctx, line, pkg, orderMs, true, 2);
  if (plan ? plan.coupon : rng.chance(0.35)) useCoupon(ctx, o, 2);
  // 10 coins buy 1 yuan; the account phase makes sure the student had them (story-accounts.ts)
  if (!plan && o.currency === 'CNY' && rng.chance(0.08)) {
    o.coins = rng.int(1, 8) * 100;
    o.amountFen -= o.coins * 10;
  }
  const teamType = length >= 4 ? 2 : 1;
  const lineIdx = s.lines.indexOf(line);
  const e = enrollment(line, lineIdx, 'system', {
    groupKey: groupKey(line.subjectIdx, teamType, termIdx, supIdx),
    termIdx,
    category: null,
    supIdx,
    teamType,
    orderIdx: s.orders.indexOf(o),
    enterMs: o.buyMs! + rng.int(1, 48) * HOUR,
    opened: plan ? true : rng.chance(0.88),
    engagement: Math.min(1, trial.engagement * 0.5 + rng.float() * 0.6),
    seed: hash32(world.seed, s.index, lineIdx, 2),
  });
  e.addedWechat = rng.chance(0.95);
  e.addedGroup = rng.chance(0.9);
  o.enrollment = e;
  o.soldIn = trial;
  trial.converted = true;
  line.systems.push(e);
  line.systemOrders++;
  s.enrollments.push(e);
  const win = classWindow(ctx, e);
  completeAt(ctx, o, win.start + COURSE_LENGTHS[length - 1].weeks * 7 * DAY);
  const refund = plan
    ? plan.refund
    : rng.chance(0.06)
      ? rng.chance(0.6)
        ? 'full'
        : 'partial'
      : rng.chance(0.012)
        ? rng.chance(0.5)
          ? 'applied'
          : 'processing'
        : undefined;
  if (refund === 'applied' || refund === 'processing')
    refundOrder(ctx, o, refund, world.asOf - rng.int(1, 4) * DAY - rng.int(1, 10) * HOUR);
  else if (refund) refundOrder(ctx, o, refund, o.buyMs! + rng.int(2, 40) * DAY);
  ship(ctx, o, 1, 0, o.buyMs! + rng.int(5, 120) * 60_000, null);
  // a make-up payment when the family upgrades the package shortly after
  if (!plan && o.status !== 7 && rng.chance(0.04)) {
    const extra = addOrder(ctx, line, sw.extraPackages.get(10)!, makeUpTime(o.ctimeMs, rng.int(1, 10) * DAY, world.asOf), true, 2);
    setAmount(extra, rng.int(1, 6) * 10_000);
    extra.enrollment = null;
    extra.soldIn = trial;
    completeAt(ctx, extra, extra.buyMs! + 60_000);
  }
  return e;
}

export function renewPhase(ctx: StoryCtx, line: LineStory, sys: EnrollmentStory): void {
  const { world, rng, s } = ctx;
  const sw = world.subjects[line.subjectIdx];
  const win = classWindow(ctx, sys);
  if (sys.refundStatus !== 0 || win.end > world.asOf + 14 * DAY || !rng.chance(sys.opened ? 0.3 + 0.3 * sys.engagement : 0.1)) return;
  const orderMs = win.end - rng.int(1, 20) * DAY + rng.int(9, 22) * HOUR;
  if (orderMs > world.asOf - HOUR || orderMs < sys.enterMs) return;
  const termIdx = termFor(sw.systemTerms, orderMs);
  if (termIdx < 0) return;
  const supIdx = Math.min(5, sys.supIdx + 1);
  const year = rng.chance(0.55);
  const pkg = sw.renewPackages[supIdx][year ? 1 : 0];
  const o = addOrder(ctx, line, pkg, orderMs, true, 2);
  if (rng.chance(0.3)) useCoupon(ctx, o, 3);
  const teamType = year ? 2 : 1;
  const lineIdx = s.lines.indexOf(line);
  const e = enrollment(line, lineIdx, 'system', {
    groupKey: groupKey(line.subjectIdx, teamType, termIdx, supIdx),
    termIdx,
    category: null,
    supIdx,
    teamType,
    orderIdx: s.orders.indexOf(o),
    enterMs: o.buyMs! + rng.int(1, 48) * HOUR,
    opened: sys.opened || rng.chance(0.5),
    engagement: Math.min(1, sys.engagement * 0.7 + rng.float() * 0.4),
    seed: hash32(world.seed, s.index, lineIdx, 3),
  });
  e.addedWechat = true;
  e.addedGroup = rng.chance(0.9);
  o.enrollment = e;
  o.soldIn = sys;
  sys.renewed = true;
  line.systems.push(e);
  line.systemOrders++;
  s.enrollments.push(e);
  const w = classWindow(ctx, e);
  completeAt(ctx, o, w.start + (year ? 48 : 24) * 7 * DAY);
  if (rng.chance(0.03)) refundOrder(ctx, o, rng.chance(0.5) ? 'full' : 'partial', o.buyMs! + rng.int(2, 30) * DAY);
  ship(ctx, o, 1, 0, o.buyMs! + rng.int(5, 120) * 60_000, null);
  if (o.status !== 7 && rng.chance(0.03)) {
    const extra = addOrder(ctx, line, sw.extraPackages.get(11)!, makeUpTime(o.ctimeMs, rng.int(1, 10) * DAY, world.asOf), true, 2);
    setAmount(extra, rng.int(1, 4) * 10_000);
    extra.soldIn = sys;
    completeAt(ctx, extra, extra.buyMs! + 60_000);
  }
}

/** Make-up orders carry the difference the family pays, not the package's nominal price. */
export function setAmount(o: { totalFen: number; amountFen: number; currency: string }, fen: number): void {
  o.totalFen = fen;
  o.amountFen = fen;
  o.currency = 'CNY';
}

/**
 * When a make-up payment follows its order: `after` later, or, when that is past the data set's
 * moment, at a time spread over the last hours (derived from the order, so no random draw shifts the
 * rest of the set) instead of every one landing on the same second.
 */
function makeUpTime(orderMs: number, after: number, asOf: number): number {
  const latest = asOf - HOUR;
  if (orderMs + after <= latest) return orderMs + after;
  return Math.min(asOf - 60_000, Math.max(orderMs + 60_000, latest - (orderMs % (6 * HOUR))));
}
