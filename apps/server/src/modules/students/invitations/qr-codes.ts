import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

export const createQrInput = inputOf({
  uid: idField,
  qrType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['INVITE', 'BIND_WECHAT', 'ACTIVITY'], { error: '必须是 INVITE、BIND_WECHAT 或 ACTIVITY' }).default('INVITE'),
  ),
  channelId: idField.optional(),
  expireDays: intField(1, 365).default(30),
});
export const listQrInput = inputOf({ uid: idField });

const COLUMNS = `id::text AS id, uid::text AS uid, qr_type, scene, content, channel_id::text AS channel_id, ${epochMs('expire_time', 'expire_time')}, scan_count,
  ${epochMs('ctime', 'ctime')}`;

/**
 * QR code creation: a personal code of a student (invite poster, WeChat binding, activity). The
 * server keeps the random scene and answers the content the console renders as the QR image; the
 * app resolves the scene to the student.
 */
export async function createQrCode(tx: Queryable, ctx: AuthedContext, publicUrl: string, input: z.infer<typeof createQrInput>) {
  await studentInSubject(tx, ctx, input.uid);
  if (input.channelId) {
    const c = await tx.query('SELECT 1 FROM channel WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [
      input.channelId,
      ctx.subject,
    ]);
    if (!c.rows[0]) throw errors.notFound('渠道');
  }
  const scene = randomBytes(12).toString('base64url');
  const content = `${publicUrl.replace(/\/$/, '')}/qr/${scene}`;
  const r = await tx.query<Record<string, unknown>>(
    `INSERT INTO user_qrcode (subject, uid, qr_type, scene, content, channel_id, expire_time, staff_id)
     VALUES ($1, $2::bigint, $3, $4, $5, $6::bigint, now() + make_interval(days => $7::int), $8::bigint) RETURNING ${COLUMNS}`,
    [ctx.subject, input.uid, input.qrType, scene, content, input.channelId ?? null, input.expireDays, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'student.qrcode.create',
    entity: 'student',
    entityId: input.uid,
    detail: { qrcodeId: r.rows[0].id, qrType: input.qrType },
  });
  return r.rows[0];
}

/** The QR codes made for a student in the current subject, newest first. */
export async function qrCodesOf(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  const r = await q.query(`SELECT ${COLUMNS} FROM user_qrcode WHERE uid = $1::bigint AND subject = $2 ORDER BY id DESC`, [
    uid,
    ctx.subject,
  ]);
  return r.rows;
}
