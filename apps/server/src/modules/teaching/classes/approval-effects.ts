/**
 * What a final approval does in the classes area (registered with the approval engine, run inside the
 * transaction that won the final approval): an adjustment moves the student with the class-change use
 * case; a piano suspension writes a stop batch (pending: operations execute it on /suspendClasses once
 * the stop period starts, like every other batch). And the approver's addition to the form: the
 * target class an adjustment moves to.
 */
import { APPROVAL, registerApprovalEffect, registerPayloadStep, type ApprovalEffect, type PayloadStep } from '../../workflow';
import type { Queryable } from '../../../platform/db';
import { errors } from '../../../platform/http/errors';
import { changeStudentClass } from './change-class';
import { createStopBatch } from './stop-batches';

/**
 * An approver may name the target class (spec 01 §5: id and name together, the route refuses one
 * alone): the class must exist; both are written into the form before the claim, so the final
 * approval's effect moves the student there. As before the split, this holds for an approval of any type.
 */
const targetClassStep: PayloadStep = async (tx, _flow, fields) => {
  const { targetClassId, targetClassName } = fields;
  if (typeof targetClassId !== 'string' || !targetClassId || typeof targetClassName !== 'string' || !targetClassName) return undefined;
  const team = await tx.query('SELECT 1 FROM team WHERE id = $1::bigint', [targetClassId]);
  if (!team.rows[0]) throw errors.notFound('目标班级');
  return { targetClassId, targetClassName };
};

const ADJUSTMENTS = [
  APPROVAL.ADJUSTMENT_CLASS,
  APPROVAL.ADJUSTMENT_STAGE,
  APPROVAL.ADJUSTMENT_SUP,
  APPROVAL.TRIAL_ADJUSTMENT_SUP,
  APPROVAL.ADJUSTMENT_RENEW,
];

/** Called by the teaching family's index.ts: class moves and piano suspensions decided by approval, and the target class an approver may add. */
export function registerClassApprovalEffects(): void {
  for (const type of ADJUSTMENTS) registerApprovalEffect(type, adjustmentEffect);
  registerApprovalEffect(APPROVAL.PIANO_SUSPENSION, suspensionEffect);
  registerPayloadStep(targetClassStep);
}

const adjustmentEffect: ApprovalEffect = async (tx, ctx, flow) => {
  const p = flow.payload as { targetClassId?: string; reason?: string };
  if (!flow.uid) throw errors.badRequest('调整审批缺少学员', 'The adjustment names no student');
  // The applicant or the approver names the target class (spec 01 §5: the approver may choose it).
  if (!p.targetClassId) throw errors.invalidField('targetClassId', '请先选择调入班级再终审', 'choose the target class first');
  const moved = await changeStudentClass(tx, ctx, {
    studentId: flow.uid,
    toTeamId: p.targetClassId,
    reason: `审批#${flow.id}：${p.reason ?? flow.approval_name}`,
    fromTeamId: flow.team_id ?? undefined,
  });
  return { ...moved };
};

const suspensionEffect: ApprovalEffect = async (tx, ctx, flow) => {
  const p = flow.payload as { teamId?: string; startDate: string; endDate: string; reason?: string };
  if (!flow.uid) throw errors.badRequest('停课审批缺少学员', 'The suspension names no student');
  const done = await tx.query<{ id: string }>('SELECT id::text AS id FROM team_stop_batch WHERE subject = $1 AND name = $2 LIMIT 1', [
    ctx.subject,
    batchName(flow.id),
  ]);
  if (done.rows[0]) return { stopBatchId: done.rows[0].id, alreadyCreated: true };
  const teamId = p.teamId ?? flow.team_id ?? (await liveTeamOf(tx, ctx.subject, flow.uid));
  if (!teamId) throw errors.badRequest('学员当前没有在读班级，无法停课', 'The student is in no live class');
  const batch = await createStopBatch(tx, ctx, {
    name: batchName(flow.id),
    reason: p.reason ?? flow.approval_name,
    stopStart: Date.parse(p.startDate),
    stopEnd: Date.parse(p.endDate),
    items: [{ studentId: flow.uid, teamId }],
  });
  return { stopBatchId: batch.id };
};

/** One batch per approval, found again by its name (the approval's number), so a retry makes no second. */
const batchName = (flowId: string) => `停课审批#${flowId}`;

async function liveTeamOf(tx: Queryable, subject: number, uid: string) {
  const r = await tx.query<{ team_id: string }>(
    'SELECT team_id::text AS team_id FROM student_team WHERE student_id = $1::bigint AND subject = $2 AND del = 0 ORDER BY enter_team_time DESC, id DESC LIMIT 1',
    [uid, subject],
  );
  return r.rows[0]?.team_id;
}
