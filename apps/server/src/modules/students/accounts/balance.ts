import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { COLUMN_MAX } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';

/** account_type (CONTRACT §9): 1 现金 (yuan, 2 decimals), 2 小熊币 and 3 宝石 (whole numbers). */
export const ACCOUNT_TYPE_ZH: Record<number, string> = { 1: '现金', 2: '小熊币', 3: '宝石' };
export type AccountType = 1 | 2 | 3;
/** trans_type values that take from the account: 4 提现, 11 大转盘消耗, 13 兑吧扣除, 14 运营扣除, 16 奖励收回. */
export const DEDUCTION_TRANS_TYPES = [4, 11, 13, 14, 16];

/**
 * The most one change may move (yuan, coins or gems): well inside what a balance holds (numeric(12,2),
 * under 10^10), so a typing slip of a few extra digits is refused at the door (issue 25 finding 10: a
 * 10-digit coin amount overflowed the balance column and answered 500).
 */
export const ACCOUNT_CHANGE_MAX = 100_000_000;
/** The largest balance the column holds, in hundredths (9,999,999,999.99). */
const BALANCE_MAX_HUNDREDTHS = COLUMN_MAX.numeric12_2Hundredths;

/**
 * Amounts travel as integer hundredths inside the server (fen for cash; coins and gems × 100, always
 * whole) and as numbers at the edges. Parses a signed amount for an account type, or returns a
 * zh-CN reason.
 */
export function parseAmount(value: unknown, accountType: AccountType): number | string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const pattern = accountType === 1 ? /^[-+]?\d{1,10}(\.\d{1,2})?$/ : /^[-+]?\d{1,10}$/;
  if (!pattern.test(text)) return accountType === 1 ? '金额必须是最多两位小数的数字' : `${ACCOUNT_TYPE_ZH[accountType]}数量必须是整数`;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace(/^[-+]/, '').split('.');
  const hundredths = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (hundredths === 0) return '数量不能为0';
  if (hundredths > ACCOUNT_CHANGE_MAX * 100) return `数量不能超过${ACCOUNT_CHANGE_MAX}`;
  return negative ? -hundredths : hundredths;
}

/** numeric(12,2) text → hundredths, exactly. */
export function numericToHundredths(text: string): number {
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace(/^-/, '').split('.');
  const v = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -v : v;
}

export const hundredthsToNumeric = (h: number): string =>
  `${h < 0 ? '-' : ''}${Math.floor(Math.abs(h) / 100)}.${String(Math.abs(h) % 100).padStart(2, '0')}`;
export const hundredthsToNumber = (h: number): number => Number((h / 100).toFixed(2));

export interface BalanceChange {
  uid: string;
  accountType: AccountType;
  transType: number;
  /** signed hundredths */
  amount: number;
  description?: string | null;
  note?: string | null;
  importLogId?: string | null;
}

export interface BalanceChanged {
  recordId: string;
  accountId: string;
  before: number;
  after: number;
}

/**
 * Moves an account's balance and appends the ledger row (account_record with trans_type and
 * balance_after), inside the caller's transaction. The account row is locked, so concurrent changes
 * queue; a change that would make the balance negative is refused (400) before anything is written.
 */
export async function changeBalance(tx: Queryable, ctx: AuthedContext, c: BalanceChange): Promise<BalanceChanged> {
  await tx.query('INSERT INTO account (uid, account_type) VALUES ($1::bigint, $2) ON CONFLICT (uid, account_type) DO NOTHING', [
    c.uid,
    c.accountType,
  ]);
  const acc = await tx.query<{ id: string; balance: string }>(
    'SELECT id::text AS id, balance::text AS balance FROM account WHERE uid = $1::bigint AND account_type = $2 FOR UPDATE',
    [c.uid, c.accountType],
  );
  const { id, balance } = acc.rows[0];
  const before = numericToHundredths(balance);
  const after = before + c.amount;
  if (after < 0) {
    throw new AppError(
      'BAD_REQUEST',
      `${ACCOUNT_TYPE_ZH[c.accountType]}余额不足：当前余额 ${hundredthsToNumber(before)}，本次扣减 ${hundredthsToNumber(-c.amount)}`,
      `Insufficient balance: ${hundredthsToNumber(before)} left`,
    );
  }
  if (after > BALANCE_MAX_HUNDREDTHS) {
    throw new AppError(
      'BAD_REQUEST',
      `${ACCOUNT_TYPE_ZH[c.accountType]}余额不能超过 ${hundredthsToNumber(BALANCE_MAX_HUNDREDTHS)}：当前余额 ${hundredthsToNumber(before)}`,
      `The balance cannot exceed ${hundredthsToNumber(BALANCE_MAX_HUNDREDTHS)}: ${hundredthsToNumber(before)} now`,
    );
  }
  await tx.query('UPDATE account SET balance = $2, version = version + 1, utime = now() WHERE id = $1::bigint', [
    id,
    hundredthsToNumeric(after),
  ]);
  const rec = await tx.query<{ id: string }>(
    `INSERT INTO account_record (subject, account_id, uid, account_type, trans_type, amount, balance_after, description, note, import_log_id, staff_id)
     VALUES ($1, $2::bigint, $3::bigint, $4, $5, $6, $7, $8, $9, $10::bigint, $11::bigint) RETURNING id::text AS id`,
    [
      ctx.subject,
      id,
      c.uid,
      c.accountType,
      c.transType,
      hundredthsToNumeric(c.amount),
      hundredthsToNumeric(after),
      c.description ?? null,
      c.note ?? null,
      c.importLogId ?? null,
      ctx.staff.id,
    ],
  );
  return { recordId: rec.rows[0].id, accountId: id, before, after };
}

export interface AccountDto {
  accountType: number;
  accountTypeText: string;
  balance: number;
  frozen: number;
  utime: number | null;
}

/** The three balances of a student (zero for an account never used). */
export async function balancesOf(q: Queryable, uid: string): Promise<AccountDto[]> {
  const r = await q.query<{ account_type: number; balance: string; frozen: string; utime: number }>(
    `SELECT account_type, balance::text AS balance, frozen::text AS frozen, ${epochMs('utime', 'utime')}
       FROM account WHERE uid = $1::bigint`,
    [uid],
  );
  return ([1, 2, 3] as const).map((t) => {
    const row = r.rows.find((x) => x.account_type === t);
    return {
      accountType: t,
      accountTypeText: ACCOUNT_TYPE_ZH[t],
      balance: row ? hundredthsToNumber(numericToHundredths(row.balance)) : 0,
      frozen: row ? hundredthsToNumber(numericToHundredths(row.frozen)) : 0,
      utime: row?.utime ?? null,
    };
  });
}
