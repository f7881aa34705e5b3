/**
 * makeStory(world, i): the whole life of student i. Students are numbered in join order (ids grow
 * with join date, as with a real sequence), so "newest first" pages read the end of each table.
 */
import { Rng } from './rng';
import { DAY } from './scales';
import { accounts, addressAndShipments, invoices } from './story-accounts';
import { ANCHORS, type AnchorLine } from './story-anchors';
import { extrasPhase, finishLine } from './story-extras';
import { renewPhase, systemPhase, trialPhase } from './story-line';
import type { StoryCtx } from './story-orders';
import type { LineStory, StudentStory } from './story-types';
import { SUBJECT_SHARES } from './subjects';
import type { World } from './world-types';
import { adultName, childName, nickname, surname } from './zh';
import { MOBILE_PREFIXES, place } from './zh-places';

const HOUR = 3_600_000;
const AGE_WEIGHTS = [4, 8, 10, 11, 10, 8, 6, 4, 3, 2]; // ages 3..12
const OVERSEAS: readonly (readonly [string, string])[] = [
  ['US', 'USD'],
  ['HK', 'HKD'],
  ['TW', 'TWD'],
  ['SG', 'SGD'],
  ['MY', 'MYR'],
  ['AU', 'AUD'],
  ['CA', 'CAD'],
];
const HOUR_WEIGHTS = [1, 2, 3, 3, 3, 3, 3, 3, 4, 5, 6, 6, 5, 3, 1]; // 08:00 .. 22:00, evenings busiest

/** Unique valid mainland mobile for student i (suffixes from 2000 0000 up: staff and anchors sit below). */
export function studentMobile(i: number): string {
  const p = MOBILE_PREFIXES.length;
  return MOBILE_PREFIXES[i % p] + String(20_000_000 + ((Math.floor(i / p) * 7_654_321 + 3_141_592) % 80_000_000));
}

/** Unique 8-digit user number (a bijection of i; anchors use 1000xxxx, below the range). */
export function studentUserNum(i: number): string {
  return String(20_000_000 + ((i * 9_999_991 + 1_234_567) % 70_000_000));
}

function joinTime(world: World, index: number, rng: Rng): number {
  const n = world.scale.students - ANCHORS.length;
  const u = Math.min(0.999999, (index - ANCHORS.length + rng.float()) / Math.max(1, n));
  const t = (-1 + Math.sqrt(1 + 8 * u)) / 2; // sign-ups grow over time: density 0.5 + t
  const dayMs = world.start + Math.floor((t * (world.asOf - world.start - DAY)) / DAY) * DAY;
  return dayMs + (8 + rng.weighted(HOUR_WEIGHTS)) * HOUR + rng.int(0, 3599) * 1000;
}

export function makeStory(world: World, index: number): StudentStory {
  const rng = new Rng(world.seed, 7, index);
  const anchor = index < ANCHORS.length ? ANCHORS[index] : null;
  const sex = anchor?.sex ?? (rng.chance(0.01) ? 3 : rng.chance(0.52) ? 1 : 2);
  const family = surname(rng);
  const username = anchor?.name ?? childName(rng, sex === 3 ? 2 : sex, family);
  const joinMs = anchor
    ? world.asOf - (Math.max(...anchor.lines.map((l) => l.trialDaysAgo)) + 1) * DAY + 9 * HOUR
    : joinTime(world, index, rng);
  const age = anchor?.age ?? 3 + rng.weighted(AGE_WEIGHTS);
  const home = place(rng);
  const overseas = !anchor && rng.chance(0.03) ? rng.pick(OVERSEAS) : null;
  const s: StudentStory = {
    index,
    id: index + 1,
    userNum: anchor?.userNum ?? studentUserNum(index),
    mobile: anchor?.mobile ?? studentMobile(index),
    username,
    nickname: nickname(rng, username),
    parentName: rng.chance(0.4) ? adultName(rng, family) : adultName(rng),
    sex,
    birthdayMs: joinMs - Math.floor(age * 365.25) * DAY - rng.int(0, 360) * DAY,
    basePainting: 1 + rng.weighted([60, 25, 15]),
    grade: Math.max(0, age - 6),
    place: home,
    mobilePlace: rng.chance(0.9) ? home : place(rng),
    joinMs,
    country: overseas?.[0] ?? 'CN',
    currency: overseas?.[1] ?? 'CNY',
    sendId: null,
    logoff: 0,
    logoffMs: null,
    wechatFollow: rng.chance(0.6),
    lines: [],
    orders: [],
    enrollments: [],
    coupons: [],
    approvals: [],
    complaints: [],
    accounts: [],
    address: null,
  };
  if (!anchor) {
    const r = rng.float();
    if (r < 0.003) {
      s.logoff = r < 0.002 ? 1 : 2;
      s.logoffMs = joinMs + Math.floor(rng.float() * Math.max(DAY, world.asOf - joinMs - DAY));
    }
  }
  const ctx: StoryCtx = { world, rng, s };
  if (anchor) {
    for (const spec of anchor.lines) buildLine(ctx, spec.subject, world.asOf - spec.trialDaysAgo * DAY + 9 * HOUR, spec);
  } else {
    const codes = [world.subjects[rng.weighted(SUBJECT_SHARES)].content.code];
    if (rng.chance(0.25)) {
      codes.push(otherSubject(world, rng, codes));
      if (rng.chance(0.25)) codes.push(otherSubject(world, rng, codes));
    }
    for (const [k, code] of codes.entries()) {
      const lineJoin = k === 0 ? joinMs : joinMs + rng.int(1, 180) * DAY + rng.int(0, 12) * HOUR;
      if (k === 0 || lineJoin < world.asOf - DAY) buildLine(ctx, code, lineJoin, null);
    }
    const sw = world.subjects[s.lines[0].subjectIdx];
    if (sw.channels[s.lines[0].channelIdx].referral && index > ANCHORS.length + 10) {
      s.sendId = rng.int(Math.max(ANCHORS.length, index - 100_000), index - 1) + 1;
    }
  }
  addressAndShipments(ctx);
  invoices(ctx);
  accounts(ctx, anchor ? anchor.coins : null);
  return s;
}

function otherSubject(world: World, rng: Rng, taken: number[]): number {
  for (;;) {
    const code = world.subjects[rng.weighted(SUBJECT_SHARES)].content.code;
    if (!taken.includes(code)) return code;
  }
}

function buildLine(ctx: StoryCtx, code: number, joinMs: number, spec: AnchorLine | null): void {
  const { world, rng, s } = ctx;
  const subjectIdx = world.subjectIndex.get(code)!;
  const sw = world.subjects[subjectIdx];
  const line: LineStory = {
    subjectIdx,
    code,
    joinMs,
    channelIdx: spec ? 0 : rng.weighted(sw.channelWeights),
    trial: null,
    systems: [],
    userStatus: 0,
    lifeCycle: null,
    firstOrderMs: null,
    lastBuyMs: null,
    systemOrders: 0,
    follows: [],
    intention: false,
  };
  s.lines.push(line);
  const trial = spec || rng.chance(0.93) ? trialPhase(ctx, line, spec) : null;
  if (trial) {
    const sys = systemPhase(ctx, line, trial, spec);
    if (sys && !spec) renewPhase(ctx, line, sys);
  }
  extrasPhase(ctx, line, spec);
  finishLine(ctx, line, spec);
}
