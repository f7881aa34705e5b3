import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { idField, inputOf, intField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { ms } from '../../../platform/scope/student-scope';

/** bearCoinPage/byUid: a student's coin (account_type 2) ledger, newest first, with the balance. */
export const coinPageInput = inputOf({ uid: idField, page: intField(1, 100000).default(1), size: intField(1, 200).default(20) });

export async function coinPage(q: Queryable, ctx: AuthedContext, uid: string, page: number, size: number) {
  await studentInSubject(q, ctx, uid);
  const total = await q.query<{ n: number; balance: number | null }>(
    `SELECT count(*)::int AS n, (SELECT balance::float8 FROM account WHERE uid = $1::bigint AND account_type = 2) AS balance
       FROM account_record WHERE uid = $1::bigint AND account_type = 2`,
    [uid],
  );
  const rows = await q.query(
    `SELECT r.id::text AS id, r.uid::text AS uid, r.subject, r.trans_type AS "transType", r.amount::float8 AS amount,
            r.balance_after::float8 AS "balanceAfter", r.description AS "desc", r.note, st.real_name AS "staffName", ${ms('r.ctime', 'ctime')}
       FROM account_record r LEFT JOIN staff st ON st.id = r.staff_id
      WHERE r.uid = $1::bigint AND r.account_type = 2 ORDER BY r.ctime DESC, r.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    [uid],
  );
  const n = total.rows[0].n;
  return { balance: total.rows[0].balance ?? 0, content: rows.rows, totalElements: n, totalPages: Math.ceil(n / size), number: page, size };
}
