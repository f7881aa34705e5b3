/**
 * Dealing with a complaint (complaint/deal): status and sub-status, complaint type, contact type and a
 * comment; the handler is the session's staff (the client's currentStaff* parameters are not trusted).
 * One conditional UPDATE on the version read: two people dealing at once → one wins, the other gets
 * 409 naming who dealt and when. Every deal is kept in complaint_log.
 */
import { z } from 'zod';
import type { Database } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { blankToUndefined, COLUMN_MAX, optIdField, optIntField, optTextField, requiredText } from '../../../platform/http/fields';
import { loadComplaint } from './complaint-list';
import { epochMs } from '../../../platform/sql/columns';

/** The deal form also sends the texts 'undefined' and 'null' for selects left empty: not given either. */
const unset = (v: unknown) => (v === 'undefined' || v === 'null' ? undefined : blankToUndefined(v));
export const dealInput = z.object({
  complaintNo: requiredText(40, 'coerce', '投诉单号'),
  cpStatus: z.coerce
    .number('必须是处理状态')
    .int()
    .refine((v) => [1, 2, 3, 7].includes(v), '必须是 1、2、3 或 7'),
  cpStatusSub: z.preprocess(
    unset,
    z.coerce
      .number()
      .int()
      .refine((v) => [11, 20, 21].includes(v), '必须是 11、20 或 21')
      .optional(),
  ),
  systemType: z.preprocess(unset, optIdField('coerce')),
  contactType: z.preprocess(unset, z.enum(['TEL', 'MOBILE', 'WX'], '必须是 TEL、MOBILE 或 WX').optional()),
  uid: z.preprocess(unset, optIdField('coerce')),
  handleComment: optTextField(1000, 'coerce'),
  version: optIntField(0, COLUMN_MAX.int, 'coerce'),
  currentStaffId: z.unknown().optional(),
  currentStaffName: z.unknown().optional(),
  currentStaffMobile: z.unknown().optional(),
});
export type DealInput = z.infer<typeof dealInput>;

const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function dealComplaint(db: Database, ctx: AuthedContext, input: DealInput) {
  const result = await db.transaction(async (tx) => {
    const c = await loadComplaint(tx, ctx, input.complaintNo);
    if (input.uid && input.uid !== c.uid) throw errors.invalidField('uid', '与投诉单的学员不一致', 'does not match the complaint');
    if (input.systemType) {
      const t = await tx.query('SELECT 1 FROM complaint_type WHERE id = $1::bigint', [input.systemType]);
      if (!t.rows[0]) throw errors.invalidField('systemType', '不是已知的投诉类型', 'is not a known complaint type');
    }
    const stale = async () => {
      const h = await tx.query<{ real_name: string | null; at: number | null }>(
        `SELECT s.real_name, ${epochMs('c.handle_time', 'at')} FROM complaint c LEFT JOIN staff s ON s.id = c.handler_staff_id WHERE c.id = $1::bigint`,
        [c.id],
      );
      const who = h.rows[0]?.real_name ?? '其他人';
      const at = h.rows[0]?.at ? Number(h.rows[0].at) : null;
      return new AppError(
        'CONFLICT',
        `该投诉已被${who}于${at ? chinaTime(at) : '刚才'}处理，请刷新后再看`,
        `Already dealt with by ${who}`,
        {},
        {
          conflict: { handledBy: h.rows[0]?.real_name ?? null, handledAt: at },
        },
      );
    };
    if (c.cp_status === 7 && input.cpStatus === 7) throw await stale();
    if (input.version !== undefined && input.version !== c.version) throw await stale();
    const staff = await tx.query<{ mobile: string }>('SELECT mobile FROM staff WHERE id = $1', [ctx.staff.id]);
    const r = await tx.query<{ version: number }>(
      `UPDATE complaint SET cp_status = $3::int, cp_status_sub = COALESCE($4::int, cp_status_sub), system_type = COALESCE($5::bigint, system_type),
              contact_type = COALESCE($6::text, contact_type), handle_comment = COALESCE($7::text, handle_comment), handler_staff_id = $8, handle_time = now(),
              finish_time = CASE WHEN $3::int = 7 THEN now() ELSE NULL END, version = version + 1, utime = now()
        WHERE id = $1::bigint AND version = $2 RETURNING version`,
      [
        c.id,
        c.version,
        input.cpStatus,
        input.cpStatusSub ?? null,
        input.systemType ?? null,
        input.contactType ?? null,
        input.handleComment ?? null,
        ctx.staff.id,
      ],
    );
    if (!r.rows[0]) throw await stale();
    await tx.query(
      `INSERT INTO complaint_log (subject, complaint_id, staff_id, staff_name, staff_mobile, cp_status, cp_status_sub, system_type, contact_type, handle_comment)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ctx.subject,
        c.id,
        ctx.staff.id,
        ctx.staff.realName,
        staff.rows[0]?.mobile ?? null,
        input.cpStatus,
        input.cpStatusSub ?? null,
        input.systemType ?? null,
        input.contactType ?? null,
        input.handleComment ?? null,
      ],
    );
    await recordOperation(tx, ctx, {
      action: 'complaint.deal',
      entity: 'complaint',
      entityId: c.id as string,
      changes: {
        cp_status: [c.cp_status, input.cpStatus],
        ...(input.cpStatusSub ? { cp_status_sub: [c.cp_status_sub, input.cpStatusSub] } : {}),
      },
      detail: { complaintNo: input.complaintNo, handleComment: input.handleComment },
    });
    return {
      complaintNo: input.complaintNo,
      cpStatus: input.cpStatus,
      cpStatusSub: input.cpStatusSub ?? c.cp_status_sub,
      version: r.rows[0].version,
    };
  });
  return result;
}
