import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { idField, inputOf, intField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';

/** bearCoinPage/byUid: a student's coin (account_type 2) ledger, newest first, with the balance. */
export const coinPageInput = inputOf({ uid: idField, page: intField(1, 100000).default(1), size: intField(1, 200).default(20) });

export async function coinPage(q: Queryable, ctx: AuthedContext, uid: string, page: number, size: number) {
  await studentInSubject(q, ctx, uid);
  const [p, account] = await Promise.all([
    restPage(q, {
      select: `r.id::text AS id, r.uid::text AS uid, r.subject, r.trans_type AS "transType", r.amount::float8 AS amount,
            r.balance_after::float8 AS "balanceAfter", r.description AS "desc", r.note, st.real_name AS "staffName", ${epochMs('r.ctime', 'ctime')}`,
      from: 'account_record r',
      joins: 'LEFT JOIN staff st ON st.id = r.staff_id',
      where: 'r.uid = $1::bigint AND r.account_type = 2',
      params: [uid],
      orderBy: 'r.ctime DESC, r.id DESC',
      page,
      size,
      base: 1,
    }),
    q.query<{ balance: number }>('SELECT balance::float8 AS balance FROM account WHERE uid = $1::bigint AND account_type = 2', [uid]),
  ]);
  return { balance: account.rows[0]?.balance ?? 0, ...springPage(p) };
}
