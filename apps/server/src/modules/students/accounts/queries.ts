import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { idField, inputOf, intField, msField, pageFields } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { ACCOUNT_TYPE_ZH, balancesOf } from './balance';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

export const accountInput = inputOf({ uid: idField });
export const importLogInput = inputOf({
  ...pageFields(),
  accountType: intField(1, 3).optional(),
  status: intField(0, 2).optional(),
  startTime: msField.optional(),
  endTime: msField.optional(),
});

/** getAccount v1: the three accounts of a student of the current subject, as a list. */
export async function getAccountsV1(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  return (await balancesOf(q, uid)).map((a) => ({ uid, ...a }));
}

/** getAccount v2: one object with cash, coin and diamond balances beside the list. */
export async function getAccountsV2(q: Queryable, ctx: AuthedContext, uid: string) {
  const s = await studentInSubject(q, ctx, uid);
  const accounts = await balancesOf(q, uid);
  const of = (t: number) => accounts.find((a) => a.accountType === t)!.balance;
  return { uid, userNum: s.user_num, cash: of(1), coin: of(2), diamond: of(3), accounts };
}

/** getImportLogList: the current subject's batch account imports, newest first, with their failures. */
export async function importLogPage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof importLogInput>) {
  const w = new Where().add('l.subject = ?', ctx.subject);
  w.addIf(input.accountType, 'l.account_type = ?', input.accountType);
  w.addIf(input.status, 'l.status = ?', input.status);
  w.addIf(input.startTime, 'l.ctime >= to_timestamp(?::double precision / 1000)', input.startTime);
  w.addIf(input.endTime, 'l.ctime <= to_timestamp(?::double precision / 1000)', input.endTime);
  const p = await restPage(q, {
    select: `l.id::text AS id, l.file_name AS "fileName", l.account_type AS "accountType", l.total, l.success_num AS "successNum",
            l.fail_num AS "failNum", l.status, l.detail, l.staff_id::text AS "staffId", s.real_name AS "staffName", ${epochMs('l.ctime', 'ctime')}`,
    from: 'account_import_log l',
    joins: 'LEFT JOIN staff s ON s.id = l.staff_id',
    where: w,
    orderBy: 'l.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: (r: { accountType: number; detail: unknown } & Record<string, unknown>) => ({
      ...r,
      accountTypeText: ACCOUNT_TYPE_ZH[r.accountType] ?? '',
      detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as unknown) : r.detail,
    }),
  });
  return springPage(p);
}
