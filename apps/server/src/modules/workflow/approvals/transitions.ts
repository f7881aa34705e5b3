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
import { runApprovalEffect } from './effects';
import { assertApprover, handledConflict, loadFlow, loadNodes, StepNotices, writeLog, type FlowRow } from './flow-store';

export interface DecideInput {
  flowApprovalId: string;
  /** The version the caller read (absent: the one read now). */
  version?: number;
  /** true approve, false reject. */
  isConfirm: boolean;
  approvalRemark?: string;
  isRecover?: number;
  /** An adjustment's approver may pick the target class (spec 01 §5: both id and name, or neither). */
  targetClassId?: string;
  targetClassName?: string;
}

/** Claims the flow for one move; 0 rows = someone moved it first. */
async function claim(tx: Queryable, flow: FlowRow, expected: number | undefined, set: string, params: unknown[] = []): Promise<number> {
  if (expected !== undefined && expected !== flow.version) throw await handledConflict(tx, flow.id);
  const r = await tx.query<{ version: number }>(
    `UPDATE flow_approval SET ${set}, version = version + 1, utime = now()
      WHERE id = $1::bigint AND status = 0 AND version = $2 AND current_step = $3 RETURNING version`,
    [flow.id, flow.version, flow.current_step, ...params],
  );
  if (!r.rows[0]) throw await handledConflict(tx, flow.id);
  return r.rows[0].version;
}

function assertPending(flow: FlowRow) {
  if (flow.status !== STATUS.PENDING) return false;
  return flow.current_step > 0;
}

export async function decide(db: Database, events: EventBus, ctx: AuthedContext, input: DecideInput) {
  const notices = new StepNotices();
  const result = await db.transaction(async (tx) => {
    const flow = await loadFlow(tx, ctx, input.flowApprovalId);
    if (!assertPending(flow)) throw await handledConflict(tx, flow.id);
    const nodes = await loadNodes(tx, flow.id);
    const node = await assertApprover(
      tx,
      ctx,
      flow,
      nodes.find((n) => n.step === flow.current_step),
    );
    const next = nodes.find((n) => n.step === flow.current_step + 1);
    const remark = input.approvalRemark ?? null;
    let effect: Record<string, unknown> | undefined;
    let to: number = STATUS.PENDING;
    if (input.isConfirm && input.targetClassId && input.targetClassName) {
      const team = await tx.query('SELECT 1 FROM team WHERE id = $1::bigint', [input.targetClassId]);
      if (!team.rows[0]) throw errors.notFound('目标班级');
      flow.payload = { ...flow.payload, targetClassId: input.targetClassId, targetClassName: input.targetClassName };
      await tx.query('UPDATE flow_approval SET payload = $2 WHERE id = $1', [flow.id, JSON.stringify(flow.payload)]);
    }
    if (!input.isConfirm) {
      to = STATUS.DECLINE;
      const version = await claim(tx, flow, input.version, 'status = $4, end_time = now(), remark = $5', [to, remark]);
      await tx.query(
        'UPDATE flow_approval_node SET status = 3, is_confirm = 0, approval_remark = $2, acted_staff_id = $3, action_time = now(), utime = now() WHERE id = $1',
        [node.id, remark, ctx.staff.id],
      );
      await writeLog(tx, ctx, flow, {
        action: 'REJECT',
        from: flow.status,
        to,
        nodeId: node.id,
        remark,
        detail: { isRecover: input.isRecover ?? 0 },
      });
      await notices.toStaff(
        tx,
        [flow.apply_staff_id],
        flow,
        `审批被驳回：${typeText(flow.type)}`,
        `${ctx.staff.realName} 驳回了您的申请${remark ? `：${remark}` : ''}`,
      );
      await recordOperation(tx, ctx, {
        action: 'approval.reject',
        entity: 'flow_approval',
        entityId: flow.id,
        changes: { status: [flow.status, to] },
      });
      return { flowApprovalId: flow.id, status: to, version };
    }
    const version = next
      ? await claim(tx, flow, input.version, 'current_step = $4', [next.step])
      : await claim(tx, flow, input.version, 'status = 1, end_time = now()');
    await tx.query(
      'UPDATE flow_approval_node SET status = 2, is_confirm = 1, approval_remark = $2, acted_staff_id = $3, action_time = now(), utime = now() WHERE id = $1',
      [node.id, remark, ctx.staff.id],
    );
    if (next) {
      await tx.query('UPDATE flow_approval_node SET status = 1, utime = now() WHERE id = $1', [next.id]);
      await notices.toApprovers(
        tx,
        next,
        flow,
        `待审批：${typeText(flow.type)}`,
        `${flow.apply_name} 的${typeText(flow.type)}申请已到您的节点「${next.node_name ?? ''}」`,
      );
      await notices.toStaff(
        tx,
        [flow.apply_staff_id],
        flow,
        `审批进度：${typeText(flow.type)}`,
        `${ctx.staff.realName} 已通过「${node.node_name ?? ''}」`,
      );
    } else {
      to = STATUS.COMPLETED;
      effect = await runApprovalEffect(tx, ctx, { ...flow, status: to });
      await notices.toStaff(
        tx,
        [flow.apply_staff_id],
        flow,
        `审批通过：${typeText(flow.type)}`,
        `您的${typeText(flow.type)}申请已审批通过`,
      );
    }
    await writeLog(tx, ctx, flow, {
      action: 'APPROVE',
      from: flow.status,
      to,
      nodeId: node.id,
      remark,
      detail: effect ? { effect } : undefined,
    });
    await recordOperation(tx, ctx, {
      action: next ? 'approval.approveStep' : 'approval.complete',
      entity: 'flow_approval',
      entityId: flow.id,
      changes: next ? { current_step: [flow.current_step, next.step] } : { status: [flow.status, to] },
      detail: effect,
    });
    return { flowApprovalId: flow.id, status: to, currentStep: next?.step ?? flow.current_step, version, effect: effect ?? null };
  });
  await notices.announce(events);
  return result;
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
