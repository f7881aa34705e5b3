import { maskMobile } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, pageFields, textField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

/** user_violation_log.status (ours): 0 待处理, 1 已处理, 2 已忽略. */
const STATUS_ZH = ['待处理', '已处理', '已忽略'];

export const violationPageInput = inputOf({
  ...pageFields(),
  uid: idField.optional(),
  status: intField(0, 2).optional(),
  violationType: intField(0, 99).optional(),
});
export const violationStatusInput = inputOf({ id: idField, status: intField(1, 2), remark: textField(500).optional() });
export const chatPageInput = inputOf({ uid: idField, ...pageFields(), teacherId: idField.optional() });

const COLUMNS = `v.id::text AS id, v.uid::text AS uid, s.user_num, s.username, s.mobile, v.violation_type, v.content, v.evidence, v.status,
  v.handle_remark, st.real_name AS staff_name, ${epochMs('v.handle_time', 'handle_time')}, ${epochMs('v.ctime', 'ctime')}`;
const FROM = 'user_violation_log v JOIN student s ON s.id = v.uid';
const JOINS = 'LEFT JOIN staff st ON st.id = v.staff_id';
type Row = Record<string, unknown> & { mobile: string; status: number; evidence: unknown };
const present = (r: Row) => ({
  ...r,
  mobile: maskMobile(r.mobile),
  status_text: STATUS_ZH[r.status] ?? '',
  evidence: typeof r.evidence === 'string' ? (JSON.parse(r.evidence) as unknown) : r.evidence,
});

/** User violation log get: the current subject's reports, newest first. */
export async function violationPage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof violationPageInput>) {
  if (input.uid) await studentInSubject(q, ctx, input.uid);
  const w = new Where().add('v.subject = ?', ctx.subject);
  w.addIf(input.uid, 'v.uid = ?::bigint', input.uid);
  w.addIf(input.status, 'v.status = ?', input.status);
  w.addIf(input.violationType, 'v.violation_type = ?', input.violationType);
  const p = await restPage(q, {
    select: COLUMNS,
    from: FROM,
    joins: JOINS,
    where: w,
    orderBy: 'v.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present,
  });
  return springPage(p);
}

/** User violation log update status: 待处理 → 已处理 / 已忽略, once (409 afterwards). */
export async function updateViolationStatus(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof violationStatusInput>) {
  const r = await tx.query<{ id: string; status: number }>(
    `UPDATE user_violation_log SET status = $3, handle_remark = COALESCE($4, handle_remark), staff_id = $5::bigint, handle_time = now(), utime = now()
      WHERE id = $1::bigint AND subject = $2 AND status = 0 RETURNING id::text AS id, status`,
    [input.id, ctx.subject, input.status, input.remark ?? null, ctx.staff.id],
  );
  if (!r.rows[0]) {
    const cur = await tx.query<{ status: number }>('SELECT status FROM user_violation_log WHERE id = $1::bigint AND subject = $2', [
      input.id,
      ctx.subject,
    ]);
    if (!cur.rows[0]) throw errors.notFound('违规记录');
    throw errors.conflict(`违规记录${STATUS_ZH[cur.rows[0].status]}，不能重复处理`, 'The violation is already handled');
  }
  await recordOperation(tx, ctx, {
    action: 'student.violation.updateStatus',
    entity: 'user_violation_log',
    entityId: input.id,
    changes: { status: [0, input.status] },
    detail: { remark: input.remark },
  });
  const out = await tx.query<Row>(`SELECT ${COLUMNS} FROM ${FROM} ${JOINS} WHERE v.id = $1::bigint`, [input.id]);
  return present(out.rows[0]);
}

/** Private chat between a student and teachers (read-only for staff), newest first. */
export async function privateChatPage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof chatPageInput>) {
  await studentInSubject(q, ctx, input.uid);
  const w = new Where().add('m.uid = ?::bigint', input.uid).add('m.subject = ?', ctx.subject);
  w.addIf(input.teacherId, 'm.teacher_id = ?::bigint', input.teacherId);
  const p = await restPage(q, {
    select: `m.id::text AS id, m.uid::text AS uid, m.teacher_id::text AS teacher_id, t.realname AS teacher_name, m.direction, m.msg_type, m.content,
            ${epochMs('m.send_time', 'send_time')}`,
    from: 'private_chat_message m',
    joins: 'LEFT JOIN teacher t ON t.id = m.teacher_id',
    where: w,
    orderBy: 'm.send_time DESC, m.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}
