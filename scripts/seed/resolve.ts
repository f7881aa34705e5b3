/**
 * Ids without a database round trip: rows get explicit ids, counted in student order. For each
 * student, `base[table]` is the number of rows of that table before it, so its k-th row has id
 * base + k + 1 in every pass. Classes are dealt here too (same order every pass).
 */
import { unlockedCount } from './learning';
import type { StudentStory, ApprovalStory, OrderStory } from './story-types';
import { dealTeam, type TeamGroup, type TeamShape } from './world';
import type { World } from './world-types';

export const ID_TABLES = [
  'student_subject',
  'address',
  'logoff_process',
  'orders',
  'order_sub',
  'student_team',
  'learning_record',
  'flow_approval',
  'flow_approval_node',
  'flow_approval_log',
  'refund',
  'money_ledger',
  'invoice',
  'express',
  'express_remark_log',
  'user_coupon',
  'account',
  'account_record',
  'follow_log',
  'user_intention',
  'complaint',
  'complaint_log',
] as const;
export type IdTable = (typeof ID_TABLES)[number];
export type IdBase = Record<IdTable, number>;

export interface Resolved {
  s: StudentStory;
  base: IdBase;
}

export const zeroBase = (): IdBase => Object.fromEntries(ID_TABLES.map((t) => [t, 0])) as IdBase;

/** Sub-order lines: one per product when the package bundles several (course + materials). */
export const subLines = (o: OrderStory): number => (o.pkg.productIds.length > 1 ? o.pkg.productIds.length : 0);

/** Whether an order has a PAYMENT ledger entry (paid, with money). */
export const paidWithMoney = (o: OrderStory): boolean => o.buyMs !== null && o.amountFen > 0 && o.tradeType !== null;

/** The history an approval leaves: APPLY, then what each step did. */
export function approvalActions(a: ApprovalStory): ('APPLY' | 'APPROVE' | 'REJECT' | 'REVOKE' | 'FINANCE')[] {
  switch (a.status) {
    case 1:
      return a.financeStatus === 2 ? ['APPLY', 'APPROVE', 'APPROVE', 'FINANCE'] : ['APPLY', 'APPROVE', 'APPROVE'];
    case 2:
      return ['APPLY', 'REVOKE'];
    case 3:
      return ['APPLY', 'APPROVE', 'REJECT'];
    default:
      return ['APPLY'];
  }
}

/** Rows of each table the student's story prints; `shape` gives the dates of an enrollment's class. */
export function countRows(world: World, s: StudentStory, shape: (key: number, teamId: number) => TeamShape): IdBase {
  const c = zeroBase();
  c.student_subject = s.lines.length;
  c.address = s.address ? (s.address.spare ? 2 : 1) : 0;
  c.logoff_process = s.logoff ? 1 : 0;
  c.orders = s.orders.length;
  for (const o of s.orders) {
    c.order_sub += subLines(o);
    c.refund += o.refunds.length;
    c.money_ledger += (paidWithMoney(o) ? 1 : 0) + o.refunds.filter((r) => r.status === 2).length;
    c.invoice += o.invoice ? 1 : 0;
    c.express += o.express.length;
    for (const e of o.express) c.express_remark_log += e.remark === null ? 0 : 1;
  }
  c.student_team = s.enrollments.length;
  for (const e of s.enrollments) c.learning_record += unlockedCount(shape(e.groupKey, e.teamId), e, world.asOf);
  c.flow_approval = s.approvals.length;
  c.flow_approval_node = s.approvals.length * 2;
  for (const a of s.approvals) c.flow_approval_log += approvalActions(a).length;
  c.user_coupon = s.coupons.length;
  c.account = s.accounts.length;
  for (const a of s.accounts) c.account_record += a.records.length;
  for (const l of s.lines) {
    c.follow_log += l.follows.length;
    c.user_intention += l.intention ? 1 : 0;
  }
  c.complaint = s.complaints.length;
  for (const k of s.complaints) c.complaint_log += k.deals;
  return c;
}

/** Running id counters over one pass: deals classes, returns the student's bases, then advances. */
export class IdCounter {
  /** `start`: the totals before the first student this counter sees (a worker resumes mid-way) */
  constructor(
    private readonly world: World,
    private readonly groups: Map<number, TeamGroup>,
    readonly total: IdBase = zeroBase(),
  ) {}

  next(s: StudentStory): Resolved {
    for (const e of s.enrollments) e.teamId = dealTeam(this.groups, e.groupKey);
    const base = { ...this.total };
    const c = countRows(this.world, s, (_key, teamId) => this.world.teams[teamId - 1]);
    for (const t of ID_TABLES) this.total[t] += c[t];
    return { s, base };
  }
}
