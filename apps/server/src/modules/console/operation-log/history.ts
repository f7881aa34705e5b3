import type { ApiArea } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import { assertAccess } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { pageOf } from '../../../platform/http/envelope';
import { assertInSubjects, studentInSubject } from '../../../platform/scope';

/**
 * What a record's history shows and who may read it. `match` selects the operation-log entries of
 * the record ($1 = its id as text): its own entries and those of records that belong to it (a
 * student's addresses, an order's shipments). `visible` throws 404 when the record is not in the
 * staff's subject. A later area adds one line here (e.g. class → classes, coupon → coupons).
 */
interface HistorySubject {
  area: ApiArea;
  match: string;
  visible: (q: Queryable, ctx: AuthedContext, id: string) => Promise<void>;
}

export const RECORD_HISTORY: Record<string, HistorySubject> = {
  student: {
    area: 'students',
    match: `(l.entity = 'student' AND l.entity_id = $1) OR (l.entity = 'address' AND l.detail->>'uid' = $1)`,
    visible: async (q, ctx, id) => {
      await studentInSubject(q, ctx, id);
    },
  },
  order: {
    area: 'orders',
    match: `(l.entity = 'order' AND l.entity_id = $1)
      OR (l.entity = 'express' AND l.entity_id IN (SELECT e.id::text FROM express e WHERE e.order_id = $1::bigint))`,
    visible: (q, ctx, id) => assertInSubjects(q, 'order', [id], [ctx.subject]),
  },
};

export const historyQuery = z.object({
  entity: z.enum(Object.keys(RECORD_HISTORY) as [string, ...string[]], '不支持的记录类型'),
  entityId: z.string('不能为空').regex(/^\d{1,18}$/, '必须是数字编号'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export interface HistoryEntry {
  id: string;
  action: string;
  entity: string | null;
  entityId: string | null;
  staffId: string | null;
  staffName: string | null;
  ip: string | null;
  ctime: number;
  /** {field: [old, new]} */
  changes: Record<string, [unknown, unknown]> | null;
  detail: Record<string, unknown> | null;
}

/**
 * One record's operation log, newest first: permission-checked by the record's area (420), then by
 * the staff's subject (404), so the history never shows more than the record's own page would.
 */
export async function recordHistory(q: Queryable, ctx: AuthedContext, h: HistoryQuery) {
  const subject = RECORD_HISTORY[h.entity];
  assertAccess(ctx, { area: subject.area }, `${h.entity} 的操作记录`);
  await subject.visible(q, ctx, h.entityId);
  const total = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM operation_log l WHERE ${subject.match}`, [h.entityId]);
  const rows = await q.query<Omit<HistoryEntry, 'ctime'> & { ctime: string }>(
    `SELECT l.id::text AS id, l.action, l.entity, l.entity_id AS "entityId", l.staff_id::text AS "staffId", l.staff_name AS "staffName", l.ip,
            (EXTRACT(EPOCH FROM l.ctime) * 1000)::bigint::text AS ctime, l.changes, l.detail
       FROM operation_log l WHERE ${subject.match} ORDER BY l.id DESC LIMIT ${h.size} OFFSET ${(h.page - 1) * h.size}`,
    [h.entityId],
  );
  return pageOf(
    rows.rows.map((r) => ({ ...r, ctime: Number(r.ctime) })),
    Number(total.rows[0].n),
    h.page,
    h.size,
  );
}
