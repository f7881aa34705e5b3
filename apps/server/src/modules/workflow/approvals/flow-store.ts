/** Reading a flow, deciding who may act on it, the race-loser 409 and step notifications. */
import type { Queryable } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { announce, insertNotification, type NotificationDto, type NotificationInput } from '../../console';
import { statusText, typeText } from './approval-types';
import { epochMs } from '../../../platform/sql/columns';

export interface FlowRow {
  id: string;
  subject: number;
  type: number;
  status: number;
  approval_name: string;
  apply_staff_id: string;
  apply_name: string;
  uid: string | null;
  order_id: string | null;
  team_id: string | null;
  amount: string | null;
  tag: string | null;
  current_step: number;
  version: number;
  payload: Record<string, unknown>;
  auto_approve_time: Date | string | null;
}

export interface NodeRow {
  id: string;
  step: number;
  node_name: string | null;
  approver_staff_id: string | null;
  approver_role_id: string | null;
  approver_department_id: string | null;
  status: number;
}

const FLOW_COLUMNS = `id::text AS id, subject, type, status, approval_name, apply_staff_id::text AS apply_staff_id, apply_name,
  uid::text AS uid, order_id::text AS order_id, team_id::text AS team_id, amount::text AS amount, tag, current_step, version, payload, auto_approve_time`;

/** The flow of the caller's subject (404 otherwise). */
export async function loadFlow(q: Queryable, ctx: AuthedContext, id: string): Promise<FlowRow> {
  const r = await q.query<FlowRow>(`SELECT ${FLOW_COLUMNS} FROM flow_approval WHERE id = $1::bigint AND subject = $2`, [id, ctx.subject]);
  if (!r.rows[0]) throw errors.notFound('审批');
  return r.rows[0];
}

export async function loadNodes(q: Queryable, flowId: string): Promise<NodeRow[]> {
  const r = await q.query<NodeRow>(
    `SELECT id::text AS id, step, node_name, approver_staff_id::text AS approver_staff_id, approver_role_id,
            approver_department_id::text AS approver_department_id, status
       FROM flow_approval_node WHERE flow_approval_id = $1 ORDER BY step`,
    [flowId],
  );
  return r.rows;
}

/** Roles that may act on every node (mayActOn). */
export const ADMINS = ['1', '7'];

/** Whether the caller is an approver of the node: named, or holding its role (in its department, when it names one). */
export async function mayActOn(q: Queryable, ctx: AuthedContext, node: NodeRow): Promise<boolean> {
  if (node.approver_staff_id === ctx.staff.id) return true;
  if (ctx.staff.roleIds.some((r) => ADMINS.includes(r))) return true;
  if (!node.approver_role_id || !ctx.staff.roleIds.includes(node.approver_role_id)) return false;
  if (!node.approver_department_id) return true;
  const d = await q.query('SELECT 1 FROM staff WHERE id = $1 AND department_id = $2', [ctx.staff.id, node.approver_department_id]);
  return d.rows.length > 0;
}

/** The caller must be an approver of the flow's current node, and never its applicant. */
export async function assertApprover(q: Queryable, ctx: AuthedContext, flow: FlowRow, node: NodeRow | undefined): Promise<NodeRow> {
  if (flow.apply_staff_id === ctx.staff.id)
    throw new AppError('FORBIDDEN', '不能审批自己提交的申请', 'You cannot approve your own application');
  if (!node || !(await mayActOn(q, ctx, node))) throw errors.forbidden('不是当前节点的审批人');
  return node;
}

const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const ACTION_TEXT: Record<string, string> = {
  APPROVE: '审批通过',
  REJECT: '驳回',
  SEND_BACK: '退回提交人',
  RESUBMIT: '重新提交',
  REVOKE: '撤销',
  COMPLETE: '审批通过',
  APPLY: '提交',
};

/**
 * The 409 of a flow someone else moved first: who handled it, how and when (the newest state change
 * in its history), with its current status.
 */
export async function handledConflict(q: Queryable, flowId: string): Promise<AppError> {
  const r = await q.query<{
    staff_name: string | null;
    staff_id: string | null;
    action: string;
    at: number | null;
    status: number;
    version: number;
  }>(
    `SELECT l.staff_name, l.staff_id::text AS staff_id, l.action, ${epochMs('l.ctime', 'at')}, f.status, f.version
       FROM flow_approval f LEFT JOIN LATERAL (
         SELECT * FROM flow_approval_log WHERE flow_approval_id = f.id AND action IN ('APPLY','APPROVE','REJECT','SEND_BACK','RESUBMIT','REVOKE','COMPLETE','UPDATE_DETAIL')
          ORDER BY id DESC LIMIT 1) l ON true
      WHERE f.id = $1::bigint`,
    [flowId],
  );
  const h = r.rows[0];
  const at = h?.at ? Number(h.at) : null;
  const who = h?.staff_name ?? '其他人';
  const how = ACTION_TEXT[h?.action ?? ''] ?? '处理';
  return new AppError(
    'CONFLICT',
    `该审批已被${who}于${at ? chinaTime(at) : '刚才'}${how}，当前状态：${statusText(h?.status ?? 0)}，请刷新后再试`,
    `This approval was already handled (${h?.action ?? 'changed'}) by ${who}${at ? ` at ${new Date(at).toISOString()}` : ''}`,
    {},
    {
      conflict: {
        handledBy: h?.staff_name ?? null,
        handledById: h?.staff_id ?? null,
        handledAt: at,
        action: h?.action ?? null,
        status: h?.status,
        version: h?.version,
      },
    },
  );
}

export async function writeLog(
  q: Queryable,
  ctx: AuthedContext,
  flow: Pick<FlowRow, 'id' | 'subject'>,
  e: {
    action: string;
    from: number | null;
    to: number | null;
    nodeId?: string | null;
    remark?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO flow_approval_log (subject, flow_approval_id, node_id, action, from_status, to_status, staff_id, staff_name, remark, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      flow.subject,
      flow.id,
      e.nodeId ?? null,
      e.action,
      e.from,
      e.to,
      ctx.staff.id,
      ctx.staff.realName || ctx.staff.userName,
      e.remark ?? null,
      e.detail ? JSON.stringify(e.detail) : null,
    ],
  );
}

/** Notification type 5 (approvals): written in the transaction, announced after commit. */
export class StepNotices {
  private readonly written: { staffId: string; dto: NotificationDto }[] = [];
  async toStaff(
    q: Queryable,
    staffIds: string[],
    flow: Pick<FlowRow, 'id' | 'type' | 'subject'>,
    title: string,
    content: string,
  ): Promise<void> {
    const n: NotificationInput = {
      typeId: 5,
      typeName: '审批',
      title,
      briefIntroduction: `${typeText(flow.type)} #${flow.id}`,
      content,
      jumpLink: `/approval/detail/${flow.id}`,
      subject: flow.subject,
    };
    for (const staffId of new Set(staffIds)) this.written.push({ staffId, dto: await insertNotification(q, staffId, n) });
  }

  /** The approvers of a node: its named staff, or the active staff holding its role in the subject (at most 50). */
  async toApprovers(
    q: Queryable,
    node: NodeRow,
    flow: Pick<FlowRow, 'id' | 'type' | 'subject' | 'apply_staff_id'>,
    title: string,
    content: string,
  ): Promise<void> {
    const r = await q.query<{ id: string }>(
      `SELECT id::text AS id FROM staff
        WHERE status = 0 AND id <> $4::bigint AND (id = $1::bigint OR ($2::text IS NOT NULL AND $2 = ANY(role_ids) AND $3 = ANY(subject_list)))
        ORDER BY id LIMIT 50`,
      [node.approver_staff_id, node.approver_role_id, flow.subject, flow.apply_staff_id],
    );
    await this.toStaff(
      q,
      r.rows.map((x) => x.id),
      flow,
      title,
      content,
    );
  }

  async announce(events: EventBus): Promise<void> {
    for (const w of this.written) await announce(events, w.staffId, w.dto);
  }
}
