/** Applying for an approval of any type: the type's form, who may apply, its chain of nodes. */
import type { Database, Queryable } from '../../../platform/db';
import { isConstraintViolation, UNIQUE_VIOLATION } from '../../../platform/db/constraint-violation';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { parseInput } from '../../../platform/http/validate';
import { assertInSubjects } from '../../../platform/scope';
import { fenToNumeric, fenToYuan } from '../../../platform/money';
import { approvalType, typeText, ONE_PENDING_REFUND_INDEX, STATUS, type FlowLinks } from './approval-types';
import { StepNotices, writeLog, type FlowRow } from './flow-store';

interface Applicant {
  department_id: string | null;
  department: string | null;
}

async function applicant(q: Queryable, ctx: AuthedContext): Promise<Applicant> {
  const r = await q.query<Applicant>(
    `SELECT s.department_id::text AS department_id, d.name AS department FROM staff s LEFT JOIN department d ON d.id = s.department_id WHERE s.id = $1`,
    [ctx.staff.id],
  );
  return r.rows[0] ?? { department_id: null, department: null };
}

/**
 * The order, student and class the form names must be of the approval's subject (the caller's current
 * one): the detail shows them to everyone who handles the approval there (issue 25, finding 6).
 */
async function checkLinks(q: Queryable, ctx: AuthedContext, links: FlowLinks): Promise<FlowLinks & { outTradeNo?: string }> {
  const out: FlowLinks & { outTradeNo?: string } = { ...links };
  if (links.orderId) {
    const o = await q.query<{ uid: string; out_trade_no: string }>(
      'SELECT uid::text AS uid, out_trade_no FROM orders WHERE id = $1::bigint AND subject = $2',
      [links.orderId, ctx.subject],
    );
    if (!o.rows[0]) throw errors.notFound('订单');
    if (links.uid && links.uid !== o.rows[0].uid) throw errors.invalidField('userId', '与订单的学员不一致', 'does not match the order');
    out.uid = o.rows[0].uid;
    out.outTradeNo = o.rows[0].out_trade_no;
  }
  if (out.uid) await assertInSubjects(q, 'student', [out.uid], [ctx.subject]);
  if (links.teamId) await assertInSubjects(q, 'class', [links.teamId], [ctx.subject]);
  return out;
}

/** The 409 of a second pending refund-like approval of an order (refund or gold-coin-mall chargeback alike). */
const pendingRefundConflict = () =>
  new AppError(
    'CONFLICT',
    '该订单已有进行中的退款申请，请等该申请审批结束或撤销后再申请',
    'The order already has a pending refund application; wait for it to be decided or revoked',
  );

/** Stored form: money in yuan for people reading the detail (the amount column keeps numeric). */
function storedPayload(form: Record<string, unknown>): Record<string, unknown> {
  const p = { ...form };
  if (typeof p.refundFee === 'number') p.refundFee = fenToYuan(p.refundFee);
  return p;
}

export async function applyForApproval(db: Database, events: EventBus, ctx: AuthedContext, type: number, raw: Record<string, unknown>) {
  const def = approvalType(type);
  if (!def) throw errors.invalidField('type', '不是已知的审批类型', 'is not a known approval type');
  if (!ctx.staff.roleIds.some((r) => r === '7' || def.applyRoles.includes(r))) throw errors.forbidden(`申请${typeText(type)}`);
  const form = parseInput(def.form, raw, 'body') as Record<string, unknown>;
  const notices = new StepNotices();
  const result = await db.transaction(async (tx) => {
    const links = await checkLinks(tx, ctx, def.links(form as never));
    const who = await applicant(tx, ctx);
    const chain = def.chain(form as never, links);
    const f = await tx
      .query<FlowRow>(
        `INSERT INTO flow_approval (subject, type, status, approval_name, apply_staff_id, apply_name, apply_department_id, apply_department,
                                  uid, order_id, out_trade_no, team_id, period, management_type, amount, finance_status, payload, abstract_content, current_step)
       VALUES ($1, $2, 0, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 1)
       RETURNING id::text AS id, subject, type, status, approval_name, apply_staff_id::text AS apply_staff_id, apply_name, version, current_step`,
        [
          ctx.subject,
          type,
          `${typeText(type)}-${ctx.staff.realName}`,
          ctx.staff.id,
          ctx.staff.realName,
          who.department_id,
          who.department,
          links.uid ?? null,
          links.orderId ?? null,
          links.outTradeNo ?? null,
          links.teamId ?? null,
          links.period ?? null,
          links.managementType ?? null,
          links.amountFen === undefined ? null : fenToNumeric(links.amountFen),
          links.amountFen === undefined ? 0 : 1,
          JSON.stringify(storedPayload(form)),
          def.summary(form as never).join('^'),
        ],
      )
      .catch((err: unknown) => {
        // The database decides (migration 0450): a check before the insert let 9 of 20 concurrent applications through.
        if (isConstraintViolation(err, UNIQUE_VIOLATION, ONE_PENDING_REFUND_INDEX)) throw pendingRefundConflict();
        throw err;
      });
    const flow = f.rows[0];
    const nodes = [];
    for (const [i, n] of chain.entries()) {
      const r = await tx.query<{ id: string }>(
        `INSERT INTO flow_approval_node (subject, flow_approval_id, step, node_name, approver_role_id, approver_department_id, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
        [ctx.subject, flow.id, i + 1, n.name, n.roleId, n.departmentId ?? null, i === 0 ? 1 : 0],
      );
      nodes.push({
        id: r.rows[0].id,
        step: i + 1,
        node_name: n.name,
        approver_staff_id: null,
        approver_role_id: n.roleId,
        approver_department_id: n.departmentId ?? null,
        status: i === 0 ? 1 : 0,
      });
    }
    await writeLog(tx, ctx, flow, { action: 'APPLY', from: null, to: STATUS.PENDING });
    await recordOperation(tx, ctx, {
      action: 'approval.apply',
      entity: 'flow_approval',
      entityId: flow.id,
      detail: { type, orderId: links.orderId, uid: links.uid },
    });
    await notices.toApprovers(
      tx,
      nodes[0],
      flow,
      `待审批：${typeText(type)}`,
      `${ctx.staff.realName} 提交了${typeText(type)}申请，等待您审批`,
    );
    return { flowApprovalId: flow.id, id: flow.id, status: flow.status, version: flow.version, nodes: nodes.length };
  });
  await notices.announce(events);
  return result;
}
