/** Edits of a flow that do not move it: tag, auto-approval time (a job), the refund fee and payee while pending. */
import type { Database } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext, StaffPrincipal } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { enqueueJob } from '../../../platform/jobs';
import { recordOperation } from '../../../platform/oplog';
import { fenToNumeric, fenToYuan } from '../../../platform/money';
import { REFUND_LIKE, STATUS } from './approval-types';
import { recomputeChain } from './chain-recompute';
import { handledConflict, loadFlow, loadNodes, mayActOn, writeLog } from './flow-store';
import { decide } from './transitions';
import { epochMs } from '../../../platform/sql/columns';

export async function updateTag(db: Database, ctx: AuthedContext, flowApprovalId: string, tag: string | null) {
  return db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, flowApprovalId);
    await tx.query('UPDATE flow_approval SET tag = $2, utime = now() WHERE id = $1', [flow.id, tag]);
    await writeLog(tx, ctx, flow, {
      action: 'UPDATE_TAG',
      from: flow.status,
      to: flow.status,
      remark: tag,
      detail: { from: flow.tag, to: tag },
    });
    await recordOperation(tx, ctx, {
      action: 'approval.tag',
      entity: 'flow_approval',
      entityId: flow.id,
      changes: { tag: [flow.tag, tag] },
    });
    return { flowApprovalId: flow.id, tag };
  });
}

export const AUTO_APPROVE_JOB = 'approvals.autoApprove';
export interface AutoApprovePayload {
  flowApprovalId: string;
  subject: number;
  step: number;
  at: number;
  staffId: string;
}

/**
 * The auto-approval time of a pending flow: an approver of its current node sets it; at that time a
 * job approves that node in that staff member's name (if the flow is still at that node and the
 * time was not changed since).
 */
export async function updateAutoTime(db: Database, ctx: AuthedContext, flowApprovalId: string, at: Date | null) {
  return db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, flowApprovalId);
    if (flow.status !== STATUS.PENDING || flow.current_step === 0) throw await handledConflict(tx, flow.id);
    const node = (await loadNodes(tx, flow.id)).find((n) => n.step === flow.current_step);
    if (!node || flow.apply_staff_id === ctx.staff.id || !(await mayActOn(tx, ctx, node))) throw errors.forbidden('不是当前节点的审批人');
    if (at && at.getTime() < Date.now() - 60_000) throw errors.invalidField('autoApproveTime', '不能早于现在', 'must not be in the past');
    await tx.query('UPDATE flow_approval SET auto_approve_time = $2, utime = now() WHERE id = $1', [flow.id, at]);
    if (at) {
      const payload: AutoApprovePayload = {
        flowApprovalId: flow.id,
        subject: flow.subject,
        step: flow.current_step,
        at: at.getTime(),
        staffId: ctx.staff.id,
      };
      await enqueueJob(tx, AUTO_APPROVE_JOB, payload as unknown as Record<string, unknown>, {
        runAt: at,
        createdBy: ctx.staff.id,
        maxAttempts: 3,
      });
    }
    await writeLog(tx, ctx, flow, {
      action: 'UPDATE_AUTO_TIME',
      from: flow.status,
      to: flow.status,
      detail: { autoApproveTime: at?.getTime() ?? null },
    });
    await recordOperation(tx, ctx, {
      action: 'approval.autoTime',
      entity: 'flow_approval',
      entityId: flow.id,
      detail: { autoApproveTime: at?.getTime() ?? null },
    });
    return { flowApprovalId: flow.id, autoApproveTime: at?.getTime() ?? null };
  });
}

/** The job: approve as the staff who set the time; a flow that moved on or a changed time is left alone. */
export async function runAutoApprove(db: Database, events: EventBus, p: AutoApprovePayload): Promise<Record<string, unknown>> {
  const s = await db.query<StaffPrincipal & { status: number }>(
    `SELECT id::text AS id, user_name AS "userName", real_name AS "realName", mobile, role_ids AS "roleIds", subject_list AS "subjectList",
            duty_id AS "dutyId", head, status FROM staff WHERE id = $1`,
    [p.staffId],
  );
  const f = await db.query<{ status: number; current_step: number; at: number | null }>(
    `SELECT status, current_step, ${epochMs('auto_approve_time', 'at')} FROM flow_approval WHERE id = $1`,
    [p.flowApprovalId],
  );
  const flow = f.rows[0];
  if (!flow || flow.status !== STATUS.PENDING || flow.current_step !== p.step || Number(flow.at) !== p.at) return { skipped: true };
  const staff = s.rows[0];
  if (!staff || staff.status !== 0) return { skipped: true, reason: 'staff disabled' };
  const ctx: AuthedContext = { requestId: `job:${AUTO_APPROVE_JOB}`, ip: '127.0.0.1', db, staff, subject: p.subject };
  try {
    const r = await decide(db, events, ctx, { flowApprovalId: p.flowApprovalId, isConfirm: true, approvalRemark: '到时自动审批' });
    return { approved: true, status: r.status };
  } catch (e) {
    // someone approved it by hand meanwhile: nothing left to do
    if (e instanceof AppError && e.kind === 'CONFLICT') return { skipped: true, reason: e.message };
    throw e;
  }
}

/**
 * refund/detail/update (payee) and updateRefundFee: while pending, by the applicant or the current
 * approver. A new fee recomputes the chain (chain-recompute.ts): the nodes the new amount needs are
 * added, none is dropped, so raising ¥100 to ¥3,000 brings finance in even after operations approved.
 */
export async function updateRefundDetail(
  db: Database,
  ctx: AuthedContext,
  input: { flowApprovalId: string; payeeName?: string; payeeAccount?: string; refundFeeFen?: number; refundMsg?: string },
) {
  return db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, input.flowApprovalId);
    if (flow.status !== STATUS.PENDING) throw await handledConflict(tx, flow.id);
    if (input.refundFeeFen !== undefined && !REFUND_LIKE.includes(flow.type))
      throw errors.invalidField('refundFee', '只有退款类审批可以修改退款金额', 'can only change on a refund approval');
    if (input.refundFeeFen !== undefined && input.refundFeeFen <= 0)
      throw errors.invalidField('refundFee', '必须大于0', 'must be greater than 0');
    const node = (await loadNodes(tx, flow.id)).find((n) => n.step === flow.current_step);
    const mine = flow.apply_staff_id === ctx.staff.id || (node && (await mayActOn(tx, ctx, node)));
    if (!mine) throw errors.forbidden('只有申请人或当前审批人可以修改');
    const changes: Record<string, unknown> = {};
    if (input.payeeName !== undefined) changes.payeeName = input.payeeName;
    if (input.payeeAccount !== undefined) changes.payeeAccount = input.payeeAccount;
    if (input.refundMsg !== undefined) changes.refundMsg = input.refundMsg;
    if (input.refundFeeFen !== undefined) changes.refundFee = fenToYuan(input.refundFeeFen);
    // the conditional UPDATE takes the flow's row lock first: an approval racing this edit either
    // committed before (0 rows here, 409) or finds a new version and answers 409 itself
    const r = await tx.query<{ version: number }>(
      `UPDATE flow_approval SET payload = payload || $3::jsonb, amount = COALESCE($4::numeric, amount), version = version + 1, utime = now()
        WHERE id = $1 AND status = 0 AND version = $2 RETURNING version`,
      [flow.id, flow.version, JSON.stringify(changes), input.refundFeeFen === undefined ? null : fenToNumeric(input.refundFeeFen)],
    );
    if (!r.rows[0]) throw await handledConflict(tx, flow.id);
    const added =
      input.refundFeeFen === undefined
        ? []
        : await recomputeChain(tx, flow, { ...flow.payload, ...changes, refundFee: input.refundFeeFen });
    await writeLog(tx, ctx, flow, {
      action: 'UPDATE_DETAIL',
      from: flow.status,
      to: flow.status,
      detail: added.length ? { ...changes, addedNodes: added } : changes,
    });
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, [flow.payload[k] ?? null, changes[k]]])) as Record<
      string,
      [unknown, unknown]
    >;
    await recordOperation(tx, ctx, {
      action: 'approval.updateDetail',
      entity: 'flow_approval',
      entityId: flow.id,
      changes: before,
      detail: added.length ? { addedNodes: added } : undefined,
    });
    return { flowApprovalId: flow.id, version: r.rows[0].version, ...changes, ...(added.length ? { addedNodes: added } : {}) };
  });
}
