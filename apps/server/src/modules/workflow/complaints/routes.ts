/** Complaint calls (spec 01 §7 "Complaint calls"; /complaint and the top-bar counter). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { defineCall } from '../../../platform/http/route';
import { optIdField, requiredText } from '../../../platform/http/fields';
import { complaintCounts, complaintDetail, listComplaints, listInput } from './complaint-list';
import { dealComplaint, dealInput } from './deal';
import { epochMs } from '../../../platform/sql/columns';

const access = { area: 'complaints' } as const;
const C = '/api/b/v1/complaint';

/** getComplaintType: the type tree (top level with its children), enabled types only. */
async function complaintTypes(q: Queryable) {
  const r = await q.query<{ id: string; pid: string | null; name: string }>(
    'SELECT id::text AS id, pid::text AS pid, name FROM complaint_type WHERE status = 0 ORDER BY sort, id',
  );
  return r.rows
    .filter((t) => !t.pid)
    .map((t) => ({
      id: t.id,
      name: t.name,
      children: r.rows.filter((c) => c.pid === t.id).map((c) => ({ id: c.id, pid: c.pid, name: c.name })),
    }));
}

/**
 * checkTeachingAids: whether the student's course materials went out (for a complaint about a missing
 * parcel): their shipments of the subject with status, newest first.
 */
async function checkTeachingAids(q: Queryable, ctx: AuthedContext, uid: string | undefined, complaintNo: string | undefined) {
  let student = uid;
  if (!student && complaintNo) {
    const c = await q.query<{ uid: string }>('SELECT uid::text AS uid FROM complaint WHERE complaint_no = $1 AND subject = $2', [
      complaintNo,
      ctx.subject,
    ]);
    student = c.rows[0]?.uid;
  }
  if (!student) return { hasTeachingAids: false, shipped: false, list: [] };
  const r = await q.query<{ id: string; product_name: string | null; express_status: number; express_nu: string | null; ctime: number }>(
    `SELECT id::text AS id, product_name, express_status, express_nu, ${epochMs('ctime', 'ctime')}
       FROM express WHERE uid = $1::bigint AND subject = $2 AND product_type IN (0, 1, 5) ORDER BY ctime DESC LIMIT 20`,
    [student, ctx.subject],
  );
  const list = r.rows.map((e) => ({
    id: e.id,
    productName: e.product_name,
    expressStatus: e.express_status,
    expressNu: e.express_nu,
    ctime: Number(e.ctime),
  }));
  return { hasTeachingAids: list.length > 0, shipped: list.some((e) => [2, 3].includes(e.expressStatus)), list };
}

export function registerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'POST',
    url: `${C}/list`,
    access,
    scope: { complaintNo: 'complaintNo', uid: 'student', userId: 'student', teacherIds: 'teacher' },
    unscoped: { businessId: 'sent by the original client and ignored (the list filters by none)' },
    input: listInput,
    handler: (ctx, f) => listComplaints(db, ctx, f),
  });
  defineCall(app, { method: ['GET', 'POST'], url: `${C}/num`, access, handler: (ctx) => complaintCounts(db, ctx) });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${C}/detail`,
    access,
    scope: { complaintNo: 'complaintNo' },
    input: z.object({ complaintNo: requiredText(40, 'coerce', '投诉单号') }),
    handler: (ctx, i) => complaintDetail(db, ctx, i.complaintNo),
  });
  defineCall(app, {
    method: 'POST',
    url: `${C}/deal`,
    access,
    scope: { complaintNo: 'complaintNo', uid: 'student' },
    unscoped: { currentStaffId: 'the handler the original client names; ignored, the session is who deals' },
    input: dealInput,
    handler: (ctx, i) => dealComplaint(db, ctx, i),
  });
  defineCall(app, { method: 'GET', url: `${C}/getComplaintType`, access, handler: () => complaintTypes(db) });
  defineCall(app, {
    method: 'GET',
    url: `${C}/checkTeachingAids`,
    access,
    scope: { uid: 'student', userId: 'student', complaintNo: 'complaintNo' },
    input: z.object({ uid: optIdField('coerce'), userId: optIdField('coerce'), complaintNo: z.string().trim().max(40).optional() }),
    handler: (ctx, i) => checkTeachingAids(db, ctx, i.uid ?? i.userId, i.complaintNo),
  });
}
