/**
 * Moving a flow: approve / reject (completed/reissue/flow with isConfirm), send back to the
 * submitter, resubmit, revoke. Every move is one conditional UPDATE
 * (`WHERE status = 0 AND version = $read AND current_step = $read`): of concurrent callers exactly one
 * wins; the others get the 409 naming who handled it and when. The final approval runs the type's
 * effect in the same transaction.
 */
import type { Database, Queryable } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { STATUS, typeText } from './approval-types';
import { assertPending, claim } from './claim';
import {
  addApproverFields,
  claimApproval,
  claimRejection,
  closeNode,
  completeFlow,
  logApproval,
  logRejection,
  openDecision,
  passToNext,
  type Decision,
  type DecideInput,
} from './decide-steps';
import { assertApprover, handledConflict, loadFlow, loadNodes, StepNotices, writeLog } from './flow-store';

/**
 * Approve or reject the caller's node, as a list of steps (decide-steps.ts). A rejection declines
 * the flow; an approval passes it to the next node or, at the last, completes it with the type's
 * effect in the same transaction. Notices go out once the transaction has committed.
 */
export async function decide(db: Database, events: EventBus, ctx: AuthedContext, input: DecideInput) {
  const notices = new StepNotices();
  const result = await db.transaction(async (tx) => {
    const d = await openDecision(tx, ctx, input);
    return input.isConfirm ? approve(tx, ctx, d, input, notices) : reject(tx, ctx, d, input, notices);
  });
  await notices.announce(events);
  return result;
}

async function approve(tx: Queryable, ctx: AuthedContext, d: Decision, input: DecideInput, notices: StepNotices) {
  await addApproverFields(tx, d.flow, input.fields);
  const version = await claimApproval(tx, d, input.version);
  await closeNode(tx, ctx, d, true);
  let effect: Record<string, unknown> | undefined;
  if (d.next) await passToNext(tx, ctx, d, d.next, notices);
  else effect = await completeFlow(tx, ctx, d.flow, notices);
  const to = d.next ? STATUS.PENDING : STATUS.COMPLETED;
  await logApproval(tx, ctx, d, to, effect);
  return { flowApprovalId: d.flow.id, status: to, currentStep: d.next?.step ?? d.flow.current_step, version, effect: effect ?? null };
}

async function reject(tx: Queryable, ctx: AuthedContext, d: Decision, input: DecideInput, notices: StepNotices) {
  const version = await claimRejection(tx, d, input.version);
  await closeNode(tx, ctx, d, false);
  await logRejection(tx, ctx, d, input.isRecover ?? 0, notices);
  return { flowApprovalId: d.flow.id, status: STATUS.DECLINE, version };
}

/** Send back to the submitter (refund/sendBack/submitter): pending with the applicant (current_step 0). */
export async function sendBack(
  db: Database,
  events: EventBus,
  ctx: AuthedContext,
  input: { flowApprovalId: string; version?: number; approvalRemark?: string },
) {
  const notices = new StepNotices();
  const out = await db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, input.flowApprovalId);
    if (!assertPending(flow)) throw await handledConflict(tx, flow.id);
    const node = await assertApprover(
      tx,
      ctx,
      flow,
      (await loadNodes(tx, flow.id)).find((n) => n.step === flow.current_step),
    );
    const version = await claim(tx, flow, input.version, 'current_step = 0');
    await tx.query(
      'UPDATE flow_approval_node SET status = 3, is_confirm = 0, approval_remark = $2, acted_staff_id = $3, action_time = now(), utime = now() WHERE id = $1',
      [node.id, input.approvalRemark ?? null, ctx.staff.id],
    );
    await writeLog(tx, ctx, flow, {
      action: 'SEND_BACK',
      from: flow.status,
      to: flow.status,
      nodeId: node.id,
      remark: input.approvalRemark,
    });
    await notices.toStaff(
      tx,
      [flow.apply_staff_id],
      flow,
      `审批被退回：${typeText(flow.type)}`,
      `${ctx.staff.realName} 退回了您的申请，请修改后重新提交`,
    );
    await recordOperation(tx, ctx, {
      action: 'approval.sendBack',
      entity: 'flow_approval',
      entityId: flow.id,
      changes: { current_step: [flow.current_step, 0] },
    });
    return { flowApprovalId: flow.id, status: flow.status, currentStep: 0, version };
  });
  await notices.announce(events);
  return out;
}

/** Resubmit (refund/resubmit) by the applicant after a send back: the chain starts again at step 1. */
export async function resubmit(
  db: Database,
  events: EventBus,
  ctx: AuthedContext,
  input: { flowApprovalId: string; version?: number; remark?: string; changes?: Record<string, unknown> },
) {
  const notices = new StepNotices();
  const out = await db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, input.flowApprovalId);
    if (flow.apply_staff_id !== ctx.staff.id) throw errors.forbidden('只有申请人可以重新提交');
    if (flow.status !== STATUS.PENDING || flow.current_step !== 0)
      throw new AppError('CONFLICT', '该审批不在退回状态，不能重新提交', 'The approval was not sent back');
    const payload = { ...flow.payload, ...(input.changes ?? {}) };
    const version = await claim(tx, flow, input.version, 'current_step = 1, payload = $4', [JSON.stringify(payload)]);
    await tx.query(
      'UPDATE flow_approval_node SET status = CASE WHEN step = 1 THEN 1 ELSE 0 END, utime = now() WHERE flow_approval_id = $1',
      [flow.id],
    );
    await writeLog(tx, ctx, flow, { action: 'RESUBMIT', from: flow.status, to: flow.status, remark: input.remark, detail: input.changes });
    const first = (await loadNodes(tx, flow.id))[0];
    await notices.toApprovers(tx, first, flow, `待审批：${typeText(flow.type)}`, `${flow.apply_name} 重新提交了${typeText(flow.type)}申请`);
    await recordOperation(tx, ctx, {
      action: 'approval.resubmit',
      entity: 'flow_approval',
      entityId: flow.id,
      changes: { current_step: [0, 1] },
    });
    return { flowApprovalId: flow.id, status: flow.status, currentStep: 1, version };
  });
  await notices.announce(events);
  return out;
}

/** Revoke (revocation/flow) by the applicant while pending. */
export async function revoke(db: Database, events: EventBus, ctx: AuthedContext, input: { flowApprovalId: string; version?: number }) {
  return db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, input.flowApprovalId);
    if (flow.apply_staff_id !== ctx.staff.id && !ctx.staff.roleIds.includes('7')) throw errors.forbidden('只有申请人可以撤销');
    if (flow.status !== STATUS.PENDING) throw await handledConflict(tx, flow.id);
    const version = await claim(tx, flow, input.version, 'status = 2, end_time = now()');
    await tx.query('UPDATE flow_approval_node SET status = 4, utime = now() WHERE flow_approval_id = $1 AND status IN (0, 1)', [flow.id]);
    await writeLog(tx, ctx, flow, { action: 'REVOKE', from: flow.status, to: STATUS.REVOCATION });
    await recordOperation(tx, ctx, {
      action: 'approval.revoke',
      entity: 'flow_approval',
      entityId: flow.id,
      changes: { status: [flow.status, STATUS.REVOCATION] },
    });
    void events;
    return { flowApprovalId: flow.id, status: STATUS.REVOCATION, version };
  });
}

export const MAX_BATCH = 100;

/** Batch approve: each flow in its own transaction, a result per item (one failure never undoes another). */
export async function batchDecide(
  db: Database,
  events: EventBus,
  ctx: AuthedContext,
  ids: string[],
  base: Omit<DecideInput, 'flowApprovalId' | 'version'>,
) {
  const results = [];
  for (const id of ids) {
    try {
      const r = await decide(db, events, ctx, { ...base, flowApprovalId: id });
      results.push({ flowApprovalId: id, success: true, status: r.status, message: '成功' });
    } catch (e) {
      const err = e instanceof AppError ? e : null;
      if (!err) throw e;
      results.push({ flowApprovalId: id, success: false, code: err.status, message: err.message });
    }
  }
  return {
    total: ids.length,
    succeeded: results.filter((r) => r.success).length,
    failed: results.filter((r) => !r.success).length,
    results,
  };
}
