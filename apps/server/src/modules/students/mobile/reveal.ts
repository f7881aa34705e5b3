import { maskMobile } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { assertOperator } from '../../../platform/http/context';
import { idField, idList, inputOf } from '../../../platform/http/fields';
import { studentInSubjectSql } from '../../../platform/scope';

export const revealInput = inputOf({ uid: idField, operatorId: idField });
export const revealManyInput = inputOf({ operatorId: idField, userIds: idList(1).pipe(z.array(z.string()).max(100, '一次最多100个')) });

export interface RevealedMobile {
  uid: string;
  userNum: string;
  mobile: string;
  telAreaCode: string;
}

/**
 * The only place a student's full mobile leaves the server (CONTRACT §4): queryUserMobile (one uid)
 * and queryUserMobileV2 (a list). Runs only with the caller's staff id as operatorId and a non-empty
 * list (spec 01 §5); every student revealed gets its own operation-log entry, in the same transaction
 * as the read, so no number is answered without its log row.
 */
export async function revealMobiles(
  tx: Queryable,
  ctx: AuthedContext,
  uids: string[],
  operatorId: string,
  api: string,
): Promise<RevealedMobile[]> {
  assertOperator(ctx, operatorId, 'operatorId');
  const r = await tx.query<RevealedMobile>(
    `SELECT s.id::text AS uid, s.user_num AS "userNum", s.mobile, s.tel_area_code AS "telAreaCode"
       FROM student s
      WHERE s.id = ANY($1::bigint[]) AND ${studentInSubjectSql('s.id', '= $2')}`,
    [uids, ctx.subject],
  );
  const byId = new Map(r.rows.map((x) => [x.uid, x]));
  const missing = uids.filter((u) => !byId.has(u));
  if (missing.length)
    throw new AppError('NOT_FOUND', `学员不存在：${missing.slice(0, 10).join(',')}`, `No such students: ${missing.join(',')}`);
  const out = uids.map((u) => byId.get(u)!);
  for (const s of out) {
    await recordOperation(tx, ctx, {
      action: 'student.mobile.reveal',
      entity: 'student',
      entityId: s.uid,
      detail: { api, operatorId, userNum: s.userNum, mobile: maskMobile(s.mobile) },
    });
  }
  return out;
}
