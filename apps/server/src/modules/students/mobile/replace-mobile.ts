import { maskMobile, MOBILE_PATTERN } from '@console/domain';
import { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { restPage, springPage } from '../../../platform/sql/page';
import { issueCode, SMS_RULES, verifyCode, type SmsProvider } from '../../../platform/sms';
import { assertOperator } from '../../../platform/http/context';
import { idField, inputOf, pageFields, textField } from '../../../platform/http/fields';
import { studentInSubject, studentInSubjectSql } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

/** sms_code purpose of the code sent to the new mobile. */
export const REPLACE_MOBILE_PURPOSE = 'replace-mobile';

const mobileField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: (iss) => (iss.input === undefined ? '不能为空' : '手机号格式不正确') })
    .trim()
    .regex(MOBILE_PATTERN, '手机号格式不正确'),
);

export const sendCodeInput = inputOf({ newMobile: mobileField, oldMobile: mobileField.optional() });
export const replaceInput = inputOf({
  staffId: idField,
  oldMobile: mobileField,
  newMobile: mobileField,
  code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: '请输入验证码' })
      .trim()
      .regex(/^\d{6}$/, '验证码为6位数字'),
  ),
  uid: idField.optional(),
  remark: textField(200).optional(),
});
export const logInput = inputOf({ uid: idField, ...pageFields() });

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

async function assertMobileFree(q: Queryable, mobile: string, exceptUid: string | null): Promise<void> {
  const r = await q.query('SELECT 1 FROM student WHERE mobile = $1 AND is_logoff = 0 AND ($2::bigint IS NULL OR id <> $2::bigint)', [
    mobile,
    exceptUid,
  ]);
  if (r.rows[0]) throw errors.conflict('该手机号已被其他学员使用', 'The mobile belongs to another student');
}

/** The live student of the current subject with this mobile (and this uid, if given). */
async function studentByMobile(q: Queryable, ctx: AuthedContext, mobile: string, uid: string | undefined, lock = false): Promise<string> {
  const r = await q.query<{ id: string }>(
    `SELECT s.id::text AS id FROM student s
      WHERE s.mobile = $1 AND s.is_logoff = 0 AND ($3::bigint IS NULL OR s.id = $3::bigint)
        AND ${studentInSubjectSql('s.id', '= $2')} ${lock ? 'FOR UPDATE OF s' : ''}`,
    [mobile, ctx.subject, uid ?? null],
  );
  if (!r.rows[0]) throw errors.notFound('学员');
  return r.rows[0].id;
}

/** Sends the 6-digit code to the new mobile (the built-in provider writes it to the outbox). */
export async function sendReplaceCode(db: Database, sms: SmsProvider, ctx: AuthedContext, input: z.infer<typeof sendCodeInput>) {
  let uid: string | null = null;
  if (input.oldMobile) {
    if (input.oldMobile === input.newMobile)
      throw errors.invalidField('newMobile', '不能与原手机号相同', 'must differ from the old mobile');
    uid = await studentByMobile(db, ctx, input.oldMobile, undefined);
  }
  await assertMobileFree(db, input.newMobile, uid);
  await db.transaction(async (tx) => {
    await issueCode(tx, sms, input.newMobile, REPLACE_MOBILE_PURPOSE, 'customer');
    await recordOperation(tx, ctx, {
      action: 'student.mobile.sendCode',
      entity: 'student',
      entityId: uid ?? undefined,
      detail: { newMobile: maskMobile(input.newMobile) },
    });
  });
  return { mobile: maskMobile(input.newMobile), validMinutes: SMS_RULES.validMinutes };
}

/**
 * replaceMobile: runs only with the caller's staff id (spec 01 §5); the code sent to the new mobile
 * must match; a mobile another live student uses is refused (409). The code is checked outside the
 * write transaction so a wrong try counts; the change and its replace_mobile_log row are one
 * transaction with the operation log.
 */
export async function replaceMobile(db: Database, ctx: AuthedContext, input: z.infer<typeof replaceInput>) {
  assertOperator(ctx, input.staffId, 'staffId');
  if (input.oldMobile === input.newMobile) throw errors.invalidField('newMobile', '不能与原手机号相同', 'must differ from the old mobile');
  const uid = await studentByMobile(db, ctx, input.oldMobile, input.uid);
  await assertMobileFree(db, input.newMobile, uid);
  await verifyCode(db, input.newMobile, REPLACE_MOBILE_PURPOSE, input.code);
  try {
    return await db.transaction(async (tx) => {
      await studentByMobile(tx, ctx, input.oldMobile, uid, true);
      await assertMobileFree(tx, input.newMobile, uid);
      await tx.query('UPDATE student SET mobile = $2, utime = now() WHERE id = $1::bigint', [uid, input.newMobile]);
      const log = await tx.query<{ id: string }>(
        `INSERT INTO replace_mobile_log (subject, uid, old_mobile, new_mobile, staff_id, remark) VALUES ($1, $2::bigint, $3, $4, $5::bigint, $6) RETURNING id::text AS id`,
        [ctx.subject, uid, input.oldMobile, input.newMobile, ctx.staff.id, input.remark ?? null],
      );
      await recordOperation(tx, ctx, {
        action: 'student.mobile.replace',
        entity: 'student',
        entityId: uid,
        changes: { mobile: [maskMobile(input.oldMobile), maskMobile(input.newMobile)] },
        detail: { replaceMobileLogId: log.rows[0].id, remark: input.remark },
      });
      return { uid, oldMobile: maskMobile(input.oldMobile), newMobile: maskMobile(input.newMobile), logId: log.rows[0].id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.conflict('该手机号已被其他学员使用', 'The mobile belongs to another student');
    throw err;
  }
}

/** A student's mobile replacements, newest first (mobiles masked). */
export async function replaceLog(q: Queryable, ctx: AuthedContext, input: z.infer<typeof logInput>) {
  await studentInSubject(q, ctx, input.uid);
  const p = await restPage(q, {
    select: `l.id::text AS id, l.old_mobile, l.new_mobile, l.staff_id::text AS staff_id, s.real_name AS staff_name, l.remark, ${epochMs('l.ctime', 'ctime')}`,
    from: 'replace_mobile_log l',
    joins: 'LEFT JOIN staff s ON s.id = l.staff_id',
    where: 'l.uid = $1::bigint AND l.subject = $2',
    params: [input.uid, ctx.subject],
    orderBy: 'l.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: (x: {
      id: string;
      old_mobile: string;
      new_mobile: string;
      staff_id: string;
      staff_name: string | null;
      remark: string | null;
      ctime: number;
    }) => ({ ...x, uid: input.uid, old_mobile: maskMobile(x.old_mobile), new_mobile: maskMobile(x.new_mobile) }),
  });
  return springPage(p);
}
