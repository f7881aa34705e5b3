/**
 * A pending flow whose form changed (a refund's fee) gets the chain the new form needs. The rule
 * (issue 25 finding 4, docs/decisions/approvals.md): every node the type's chain now requires that
 * the flow lacks is appended after the nodes it has, not reached yet; no node is ever dropped, even
 * when the amount falls again (a step someone thought necessary stays). Steps already approved stay
 * approved, so raising ¥100 → ¥3,000 after operations approved leaves the flow waiting for finance.
 * Runs in the editing transaction after its conditional UPDATE holds the flow's row lock.
 */
import type { Queryable } from '../../../platform/db';
import { approvalType, type NodeSpec } from './approval-types';
import { loadNodes, type FlowRow, type NodeRow } from './flow-store';

const sameApprover = (n: NodeRow, spec: NodeSpec) =>
  n.approver_role_id === spec.roleId && (n.approver_department_id ?? null) === (spec.departmentId ?? null);

/** Appends the missing nodes and rewrites the list summary; answers the names of the nodes added. */
export async function recomputeChain(tx: Queryable, flow: FlowRow, form: Record<string, unknown>): Promise<string[]> {
  const def = approvalType(flow.type);
  if (!def) return [];
  const required = def.chain(form, def.links(form));
  const nodes = await loadNodes(tx, flow.id);
  const missing = required.filter((spec) => !nodes.some((n) => sameApprover(n, spec)));
  let step = Math.max(0, ...nodes.map((n) => n.step));
  for (const spec of missing) {
    step += 1;
    await tx.query(
      `INSERT INTO flow_approval_node (subject, flow_approval_id, step, node_name, approver_role_id, approver_department_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, 0)`,
      [flow.subject, flow.id, step, spec.name, spec.roleId, spec.departmentId ?? null],
    );
  }
  await tx.query('UPDATE flow_approval SET abstract_content = $2 WHERE id = $1', [flow.id, def.summary(form).join('^')]);
  return missing.map((spec) => spec.name);
}
