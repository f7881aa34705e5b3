import type { ApiArea } from '@console/domain';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import { assertAccess } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { assertInSubjects, studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';

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
  const p = await restPage<HistoryEntry>(q, {
    select: `l.id::text AS id, l.action, l.entity, l.entity_id AS "entityId", l.staff_id::text AS "staffId", l.staff_name AS "staffName", l.ip,
            ${epochMs('l.ctime', 'ctime')}, l.changes, l.detail`,
    from: 'operation_log l',
    where: subject.match,
    params: [h.entityId],
    orderBy: 'l.id DESC',
    page: h.page,
    size: h.size,
    base: 1,
  });
  return springPage(p);
}
