/**
 * The steps of `decide` (transitions.ts), each small and named, all inside the transaction that
 * claims the flow: open the decision → (reject: claim, close the node, log, tell the applicant) or
 * (approve: the approver's additions, claim, close the node, pass on or complete with the type's
 * effect, log).
 */
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { STATUS, typeText } from './approval-types';
import { assertPending, claim } from './claim';
import { approverAdditions, runApprovalEffect } from './effects';
import { assertApprover, handledConflict, loadFlow, loadNodes, writeLog, type FlowRow, type NodeRow, type StepNotices } from './flow-store';

export interface DecideInput {
  flowApprovalId: string;
  /** The version the caller read (absent: the one read now). */
  version?: number;
  /** true approve, false reject. */
  isConfirm: boolean;
  approvalRemark?: string;
  isRecover?: number;
  /** What the approver adds to the form (an adjustment's target class): read by the owners' payload steps (effects.ts). */
  fields?: Record<string, unknown>;
}

/** The flow being decided, the node the caller acts on and the one after it (none: the last). */
export interface Decision {
  flow: FlowRow;
  node: NodeRow;
  next: NodeRow | undefined;
  remark: string | null;
}

/** The flow is pending at a node the caller may act on. */
export async function openDecision(tx: Queryable, ctx: AuthedContext, input: DecideInput): Promise<Decision> {
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
  return { flow, node, next, remark: input.approvalRemark ?? null };
}

/** The approver's additions the owning areas accept are merged into the form (and stored) before the claim. */
export async function addApproverFields(tx: Queryable, flow: FlowRow, fields: Record<string, unknown> = {}): Promise<void> {
  const added = await approverAdditions(tx, flow, fields);
  if (!Object.keys(added).length) return;
  flow.payload = { ...flow.payload, ...added };
  await tx.query('UPDATE flow_approval SET payload = $2 WHERE id = $1', [flow.id, JSON.stringify(flow.payload)]);
}

/** Claims the approval: on to the next node, or completed at the last. */
export function claimApproval(tx: Queryable, d: Decision, expected: number | undefined): Promise<number> {
  return d.next
    ? claim(tx, d.flow, expected, 'current_step = $4', [d.next.step])
    : claim(tx, d.flow, expected, 'status = 1, end_time = now()');
}

/** Claims the rejection: the flow is declined with the remark. */
export function claimRejection(tx: Queryable, d: Decision, expected: number | undefined): Promise<number> {
  return claim(tx, d.flow, expected, 'status = $4, end_time = now(), remark = $5', [STATUS.DECLINE, d.remark]);
}

/** The caller's node is done: approved (2) or rejected (3), with who acted and when. */
export async function closeNode(tx: Queryable, ctx: AuthedContext, d: Decision, approved: boolean): Promise<void> {
  await tx.query(
    'UPDATE flow_approval_node SET status = $4, is_confirm = $5, approval_remark = $2, acted_staff_id = $3, action_time = now(), utime = now() WHERE id = $1',
    [d.node.id, d.remark, ctx.staff.id, approved ? 2 : 3, approved ? 1 : 0],
  );
}

/** Not the last node: the next one opens, its approvers and the applicant are told. */
export async function passToNext(tx: Queryable, ctx: AuthedContext, d: Decision, next: NodeRow, notices: StepNotices): Promise<void> {
  const { flow, node } = d;
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
}

/** The last node: the type's effect runs in this transaction, then the applicant is told. */
export async function completeFlow(
  tx: Queryable,
  ctx: AuthedContext,
  flow: FlowRow,
  notices: StepNotices,
): Promise<Record<string, unknown>> {
  const effect = await runApprovalEffect(tx, ctx, { ...flow, status: STATUS.COMPLETED });
  await notices.toStaff(tx, [flow.apply_staff_id], flow, `审批通过：${typeText(flow.type)}`, `您的${typeText(flow.type)}申请已审批通过`);
  return effect;
}

/** The flow's own log and the operation log of an approval (a step passed, or the flow completed). */
export async function logApproval(
  tx: Queryable,
  ctx: AuthedContext,
  d: Decision,
  to: number,
  effect: Record<string, unknown> | undefined,
): Promise<void> {
  const { flow, node, next } = d;
  await writeLog(tx, ctx, flow, {
    action: 'APPROVE',
    from: flow.status,
    to,
    nodeId: node.id,
    remark: d.remark,
    detail: effect ? { effect } : undefined,
  });
  await recordOperation(tx, ctx, {
    action: next ? 'approval.approveStep' : 'approval.complete',
    entity: 'flow_approval',
    entityId: flow.id,
    changes: next ? { current_step: [flow.current_step, next.step] } : { status: [flow.status, to] },
    detail: effect,
  });
}

/** The flow's own log, the applicant's notice and the operation log of a rejection. */
export async function logRejection(tx: Queryable, ctx: AuthedContext, d: Decision, isRecover: number, notices: StepNotices): Promise<void> {
  const { flow, node, remark } = d;
  await writeLog(tx, ctx, flow, {
    action: 'REJECT',
    from: flow.status,
    to: STATUS.DECLINE,
    nodeId: node.id,
    remark,
    detail: { isRecover },
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
    changes: { status: [flow.status, STATUS.DECLINE] },
  });
}
