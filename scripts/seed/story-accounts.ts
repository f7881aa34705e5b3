/**
 * Person-level facts that depend on all subject lines: the address book (needed by every shipment),
 * reissued shipments for failed deliveries, invoices, and the cash / coin / gem accounts whose
 * running balance never goes negative (coins spent on orders are earned first).
 */
import { DAY } from './scales';
import { ship, type StoryCtx } from './story-orders';
import type { AccountRecordStory, AccountStory } from './story-types';
import { addressDetail, freeMobile, place, street } from './zh-places';

const HOUR = 3_600_000;
const COIN_DESC: Readonly<Record<number, string>> = {
  6: '学习奖励',
  2: '完成任务奖励',
  10: '抽奖获得',
  8: '运营活动奖励',
  1: '邀请好友奖励',
};

export function addressAndShipments(ctx: StoryCtx): void {
  const { s, rng, world } = ctx;
  const shipments = s.orders.flatMap((o) => o.express.map((e) => ({ o, e })));
  if (!shipments.length) return;
  const first = Math.min(...shipments.map((x) => x.e.ctimeMs));
  s.address = {
    receiptName: s.parentName,
    receiptTel: rng.chance(0.85) ? s.mobile : freeMobile(rng),
    place: rng.chance(0.9) ? s.place : place(rng),
    street: street(rng),
    detail: addressDetail(rng),
    ctimeMs: first - rng.int(1, 30) * 60_000,
    spare: rng.chance(0.05),
  };
  // a failed delivery (rejected / returned) is usually reissued through a REISSUE approval
  for (const { o, e } of shipments) {
    if ((e.status !== 4 && e.status !== 5) || e.collectMs === null || !rng.chance(0.6)) continue;
    const ms = e.collectMs + rng.int(4, 8) * DAY;
    if (ms > world.asOf - HOUR) continue;
    const approvalIdx = s.approvals.length;
    const endMs = Math.min(ms + rng.int(2, 24) * HOUR, world.asOf - 60_000);
    s.approvals.push({
      type: 1,
      status: 1,
      lineIdx: o.lineIdx,
      orderIdx: s.orders.indexOf(o),
      enrollment: o.enrollment,
      ctimeMs: ms,
      endMs,
      amountFen: null,
      financeStatus: 0,
      reason: '首次配送失败，申请补发',
    });
    ship(ctx, o, e.productType, 1, endMs + HOUR, approvalIdx);
  }
  // replenishment of missing items for a few system boxes
  for (const { o, e } of shipments) {
    if (e.productType === 1 && e.signMs !== null && rng.chance(0.01) && e.signMs + 3 * DAY < world.asOf)
      ship(ctx, o, 5, 5, e.signMs + 2 * DAY, null).productName = '补发材料包';
  }
}

export function invoices(ctx: StoryCtx): void {
  const { s, rng, world } = ctx;
  for (const o of s.orders) {
    if ((o.regtype !== 2 && o.regtype !== 3) || o.buyMs === null || o.status === 7 || o.amountFen === 0 || !rng.chance(0.08)) continue;
    const applyMs = Math.min(o.buyMs + rng.int(1, 20) * DAY, world.asOf - HOUR);
    const age = world.asOf - applyMs;
    const status = age < 3 * DAY ? rng.int(0, 1) : [2, 2, 2, 2, 2, 2, 2, 2, 3, 4][rng.int(0, 9)];
    o.invoice = {
      status,
      company: rng.chance(0.2),
      applyMs,
      issueMs: status === 2 || status === 4 ? applyMs + rng.int(2, 48) * HOUR : null,
    };
  }
}

export function accounts(ctx: StoryCtx, coinsFor: boolean | null): void {
  const { s, rng, world } = ctx;
  const lines = s.lines.length;
  const lineAt = () => rng.int(0, lines - 1);
  const spendOrders = s.orders.filter((o) => o.coins > 0);
  const wantCoins = coinsFor ?? (spendOrders.length > 0 || rng.chance(0.45));
  const between = (from: number) => from + Math.floor(rng.float() * Math.max(HOUR, world.asOf - from - HOUR));
  if (wantCoins) {
    const ev: Omit<AccountRecordStory, 'balanceAfter'>[] = [
      { lineIdx: 0, trans: 7, delta: 100, ms: s.joinMs + 60_000, desc: '注册奖励', orderIdx: null },
    ];
    const n = rng.int(0, 4);
    for (let k = 0; k < n; k++) {
      const trans = [6, 6, 2, 10, 8, 1][rng.int(0, 5)];
      ev.push({
        lineIdx: lineAt(),
        trans,
        delta: trans === 1 ? 200 : trans === 8 ? 50 : rng.int(1, 5) * 10,
        ms: between(s.joinMs),
        desc: COIN_DESC[trans],
        orderIdx: null,
      });
    }
    if (rng.chance(0.2)) ev.push({ lineIdx: lineAt(), trans: 11, delta: -20, ms: between(s.joinMs), desc: '大转盘消耗', orderIdx: null });
    for (const o of spendOrders)
      ev.push({ lineIdx: o.lineIdx, trans: 0, delta: -o.coins, ms: o.ctimeMs, desc: '购课抵扣', orderIdx: s.orders.indexOf(o) });
    s.accounts.push(
      ledger(
        2,
        ev,
        (need, at) => ({ lineIdx: 0, trans: 8, delta: need, ms: at - rng.int(1, 5) * DAY, desc: '运营活动奖励', orderIdx: null }),
        s.joinMs,
      ),
    );
  }
  if (rng.chance(0.04)) {
    const ev: Omit<AccountRecordStory, 'balanceAfter'>[] = [
      { lineIdx: lineAt(), trans: 3, delta: rng.int(2, 10) * 1000, ms: between(s.joinMs), desc: '邀请红包', orderIdx: null },
    ];
    if (rng.chance(0.5))
      ev.push({ lineIdx: lineAt(), trans: 4, delta: -1000, ms: world.asOf - rng.int(1, 5) * DAY, desc: '提现到微信零钱', orderIdx: null });
    s.accounts.push(ledger(1, ev, null, s.joinMs));
  }
  if (rng.chance(0.15)) {
    const ev: Omit<AccountRecordStory, 'balanceAfter'>[] = [
      { lineIdx: lineAt(), trans: 1, delta: rng.int(1, 5), ms: between(s.joinMs), desc: '邀请好友获得宝石', orderIdx: null },
    ];
    if (s.complaints.length)
      ev.push({
        lineIdx: s.complaints[0].lineIdx,
        trans: 9,
        delta: 2,
        ms: s.complaints[0].ctimeMs + DAY,
        desc: '投诉补偿',
        orderIdx: null,
      });
    s.accounts.push(ledger(3, ev, null, s.joinMs));
  }
}

/**
 * Orders the events, drops or funds deductions the balance cannot cover, and fills balance_after.
 * `fund` (coins) inserts an earning before a purchase so coins spent on an order always existed.
 */
function ledger(
  type: 1 | 2 | 3,
  events: Omit<AccountRecordStory, 'balanceAfter'>[],
  fund: ((need: number, at: number) => Omit<AccountRecordStory, 'balanceAfter'>) | null,
  notBefore: number,
): AccountStory {
  events.sort((a, b) => a.ms - b.ms);
  const records: AccountRecordStory[] = [];
  let balance = 0;
  let lastMs = notBefore;
  for (const e of events) {
    if (e.delta < 0 && balance + e.delta < 0) {
      if (!fund || e.orderIdx === null) continue;
      const top = fund(-(balance + e.delta), e.ms);
      // between the previous record and the purchase, so ledger order and time order agree
      top.ms = Math.max(top.ms, lastMs + 1000);
      if (top.ms >= e.ms) top.ms = Math.floor((lastMs + e.ms) / 2);
      balance += top.delta;
      records.push({ ...top, balanceAfter: balance });
    }
    balance += e.delta;
    lastMs = e.ms;
    records.push({ ...e, balanceAfter: balance });
  }
  return { type, records };
}
