import type { Queryable } from '../../../platform/db';
import type { AccountType } from '../../students';

/**
 * Locks the given students' accounts of one type in uid order (creating missing ones), so two
 * transactions touching the same pair (a credit and a reversal, two instances) queue instead of
 * deadlocking. changeBalance then finds its row already locked by this transaction.
 */
export async function lockAccounts(tx: Queryable, uids: string[], accountType: AccountType): Promise<Map<string, string>> {
  await tx.query(
    'INSERT INTO account (uid, account_type) SELECT u, $2::int FROM unnest($1::bigint[]) AS u ON CONFLICT (uid, account_type) DO NOTHING',
    [uids, accountType],
  );
  const r = await tx.query<{ uid: string; balance: string }>(
    'SELECT uid::text AS uid, balance::text AS balance FROM account WHERE uid = ANY($1::bigint[]) AND account_type = $2 ORDER BY uid FOR UPDATE',
    [uids, accountType],
  );
  return new Map(r.rows.map((row) => [row.uid, row.balance]));
}
