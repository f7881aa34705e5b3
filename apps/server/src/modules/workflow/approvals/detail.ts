/**
 * One approval with its type's detail (the stored form), the node table (who, when, remark), the
 * history and the linked records (order, student, class, shipments, refunds). Every per-type detail
 * GET of the original client answers this shape, with its form fields at the top level.
 */
import { maskMobile } from '../../../platform/query/present';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { fenToYuan, numericToFen } from '../../../platform/money';
import { epochMs } from '../../../platform/sql/columns';
import { present } from './lists';
import { roleName } from '@console/domain';

const NODE_STATUS: Record<number, string> = { 0: '未到达', 1: '待审批', 2: '已通过', 3: '已驳回', 4: '已取消' };
const num = (v: string | number | null) => (v === null ? null : Number(v));
const yuan = (v: string | null) => (v === null ? null : fenToYuan(numericToFen(v)));

export async function nodeTable(q: Queryable, flowId: string) {
  const r = await q.query<{
    id: string;
    step: number;
    node_name: string | null;
    approver_role_id: string | null;
    approver_name: string | null;
    acted_name: string | null;
    acted_staff_id: string | null;
    status: number;
    is_confirm: number | null;
    approval_remark: string | null;
    action_time: number | null;
  }>(
    `SELECT n.id::text AS id, n.step, n.node_name, n.approver_role_id, a.real_name AS approver_name, s.real_name AS acted_name,
            n.acted_staff_id::text AS acted_staff_id, n.status, n.is_confirm, n.approval_remark, ${epochMs('n.action_time')} AS action_time
       FROM flow_approval_node n LEFT JOIN staff a ON a.id = n.approver_staff_id LEFT JOIN staff s ON s.id = n.acted_staff_id
      WHERE n.flow_approval_id = $1 ORDER BY n.step`,
    [flowId],
  );
  return r.rows.map((n) => ({
    id: n.id,
    step: n.step,
    approvalName: n.node_name,
    approverRole: n.approver_role_id,
    approverRoleName: n.approver_role_id ? (roleName(n.approver_role_id) ?? n.approver_role_id) : null,
    approverName: n.approver_name,
    staffName: n.acted_name ?? n.approver_name ?? (n.approver_role_id ? roleName(n.approver_role_id) : null),
    staffId: n.acted_staff_id,
    status: n.status,
    statusStr: NODE_STATUS[n.status],
    isConfirm: n.is_confirm,
    approvalRemark: n.approval_remark ?? '',
    actionTime: num(n.action_time),
  }));
}

async function history(q: Queryable, flowId: string) {
  const r = await q.query<{
    action: string;
    staff_name: string | null;
    remark: string | null;
    from_status: number | null;
    to_status: number | null;
    ctime: number;
  }>(
    `SELECT action, staff_name, remark, from_status, to_status, ${epochMs('ctime')} AS ctime FROM flow_approval_log WHERE flow_approval_id = $1 ORDER BY id`,
    [flowId],
  );
  return r.rows.map((l) => ({
    action: l.action,
    staffName: l.staff_name,
    remark: l.remark,
    fromStatus: l.from_status,
    toStatus: l.to_status,
    ctime: Number(l.ctime),
  }));
}

async function linked(q: Queryable, f: { order_id: string | null; uid: string | null; team_id: string | null; id: string }) {
  const order = f.order_id
    ? (
        await q.query<{
          id: string;
          out_trade_no: string;
          status: number;
          amount: string;
          refunded_amount: string;
          regtype: number;
          ctime: number;
        }>(
          `SELECT id::text AS id, out_trade_no, status, amount::text AS amount, refunded_amount::text AS refunded_amount, regtype, ${epochMs('ctime')} AS ctime
             FROM orders WHERE id = $1`,
          [f.order_id],
        )
      ).rows[0]
    : undefined;
  const student = f.uid
    ? (
        await q.query<{ id: string; username: string | null; mobile: string; user_num: string }>(
          'SELECT id::text AS id, username, mobile, user_num FROM student WHERE id = $1',
          [f.uid],
        )
      ).rows[0]
    : undefined;
  const team = f.team_id
    ? (await q.query<{ id: string; team_name: string }>('SELECT id::text AS id, team_name FROM team WHERE id = $1', [f.team_id])).rows[0]
    : undefined;
  const shipments = await q.query<{
    id: string;
    product_name: string | null;
    express_status: number;
    express_total: number;
    source_type: number;
  }>(
    'SELECT id::text AS id, product_name, express_status, express_total, source_type FROM express WHERE flow_approval_id = $1 ORDER BY id',
    [f.id],
  );
  const refunds = await q.query<{ id: string; refund_no: string; refund_amount: string; status: number; refund_time: number | null }>(
    `SELECT id::text AS id, refund_no, refund_amount::text AS refund_amount, status, ${epochMs('refund_time')} AS refund_time FROM refund WHERE flow_approval_id = $1 ORDER BY id`,
    [f.id],
  );
  return {
    order: order
      ? {
          id: order.id,
          outTradeNo: order.out_trade_no,
          status: order.status,
          amount: yuan(order.amount),
          refundedAmount: yuan(order.refunded_amount),
          regtype: order.regtype,
          ctime: Number(order.ctime),
        }
      : null,
    student: student ? { id: student.id, username: student.username, userNum: student.user_num, mobile: maskMobile(student.mobile) } : null,
    team: team ? { id: team.id, teamName: team.team_name } : null,
    shipments: shipments.rows.map((e) => ({
      id: e.id,
      productName: e.product_name,
      expressStatus: e.express_status,
      expressTotal: e.express_total,
      sourceType: e.source_type,
    })),
    refunds: refunds.rows.map((x) => ({
      id: x.id,
      refundNo: x.refund_no,
      refundAmount: yuan(x.refund_amount),
      status: x.status,
      refundTime: num(x.refund_time),
    })),
  };
}

export async function approvalDetail(q: Queryable, ctx: AuthedContext, flowId: string) {
  const r = await q.query<
    Parameters<typeof present>[0] & {
      payload: Record<string, unknown>;
      team_id: string | null;
      remark: string | null;
      finance_msg: string | null;
    }
  >(
    `SELECT f.id::text AS id, f.type, f.status, f.approval_name, f.apply_staff_id::text AS apply_staff_id, f.apply_name, f.apply_department,
            f.uid::text AS uid, f.order_id::text AS order_id, f.out_trade_no, f.amount::text AS amount, f.tag, f.finance_status, f.finance_msg, f.period,
            f.abstract_content, f.current_step, f.version, ${epochMs('f.ctime')} AS ctime, ${epochMs('f.end_time')} AS end_time,
            ${epochMs('f.auto_approve_time')} AS auto_approve_time, cn.node_name, cn.approver_role_id AS node_role, s.username AS user_name,
            f.payload, f.team_id::text AS team_id, f.remark
       FROM flow_approval f LEFT JOIN flow_approval_node cn ON cn.flow_approval_id = f.id AND cn.step = f.current_step
       LEFT JOIN student s ON s.id = f.uid
      WHERE f.id = $1::bigint AND f.subject = $2`,
    [flowId, ctx.subject],
  );
  const f = r.rows[0];
  if (!f) throw errors.notFound('审批');
  const links = await linked(q, f);
  return {
    ...f.payload,
    ...present(f),
    teamId: f.team_id,
    remark: f.remark,
    financeMsg: f.finance_msg,
    ctimeFormdate: undefined,
    nodes: await nodeTable(q, f.id),
    logs: await history(q, f.id),
    linked: links,
    customerPhone: links.student?.mobile ?? null,
  };
}
