/**
 * The approval lists (approval2/list/pending|completed|apply|showAll, flow/list) with their filters
 * and tab counts. "Mine" is decided in SQL by the current node (named approver, or role and
 * department) so a page is one indexed query.
 */
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { listField, optIdField, optIntField, optTextField, timeField } from '../../../platform/http/fields';
import { toDate } from '../../../platform/http/time-text';
import { fenToYuan, numericToFen } from '../../../platform/money';
import { epochMs } from '../../../platform/sql/columns';
import { countOf, restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';
import { parseStatus, parseType, statusName, statusText, typeName, typeText } from './approval-types';

export type ListScope = 'pending' | 'completed' | 'apply' | 'showAll';
export const LIST_SCOPES: ListScope[] = ['pending', 'completed', 'apply', 'showAll'];

const typeOrName = z.preprocess((v) => parseType(v), z.number().int().min(0, '不是已知的审批类型').optional());
export const listInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(300, '每页最多300条').default(20),
  type: z.preprocess((v) => (typeof v === 'string' && v.includes(',') ? v.split(',') : v), z.union([typeOrName, z.array(typeOrName)])),
  status: z.preprocess((v) => parseStatus(v), z.number().int().min(0, '不是已知的审批状态').max(3, '不是已知的审批状态').optional()),
  startTime: timeField,
  endTime: timeField,
  applyName: optTextField(50, 'coerce'),
  applyStaffId: optIdField('coerce'),
  departmentIds: listField(z.coerce.string().regex(/^\d+$/, '必须是数字编号'), 200),
  tag: optTextField(50, 'coerce'),
  period: optIntField(0, 1_000_000, 'coerce'),
  financeStatus: optIntField(0, 3, 'coerce'),
  uid: optIdField('coerce'),
  userId: optIdField('coerce'),
  outTradeNo: optTextField(64, 'coerce'),
  id: optIdField('coerce'),
  flowApprovalId: optIdField('coerce'),
});
export type ListInput = z.infer<typeof listInput>;

const ADMIN_ROLES = ['1', '7'];
const SEE_ALL_ROLES = ['1', '2', '4', '7'];

/** The node condition "the caller approves it": params $me, $roles. */
const NODE_MINE = (me: string, roles: string) =>
  `(n.approver_staff_id = ${me} OR (n.approver_role_id = ANY(${roles}) AND (n.approver_department_id IS NULL OR n.approver_department_id = (SELECT department_id FROM staff WHERE id = ${me}))))`;

function scopeWhere(scope: ListScope, ctx: AuthedContext, params: unknown[]): string {
  params.push(ctx.staff.id);
  const me = `$${params.length}::bigint`;
  const admin = ctx.staff.roleIds.some((r) => ADMIN_ROLES.includes(r));
  // The flow's current node (step = current_step: one unique-index lookup per flow). Roles 1 and 7
  // may act on any node, and a pending flow with current_step > 0 always has one, so they need no node
  // condition at all (the list is then one ordered index scan).
  const current = () => {
    params.push(ctx.staff.roleIds);
    return `EXISTS (SELECT 1 FROM flow_approval_node n WHERE n.flow_approval_id = f.id AND n.step = f.current_step AND n.status = 1 AND ${NODE_MINE(me, `$${params.length}::text[]`)})`;
  };
  const acted = `EXISTS (SELECT 1 FROM flow_approval_node n WHERE n.flow_approval_id = f.id AND n.acted_staff_id = ${me})`;
  switch (scope) {
    case 'pending':
      return `f.status = 0 AND f.current_step > 0 AND f.apply_staff_id <> ${me}${admin ? '' : ` AND ${current()}`}`;
    case 'completed':
      return `${me} IS NOT NULL`; // driven from the caller's nodes, see whereOf
    case 'apply':
      return `f.apply_staff_id = ${me}`;
    default:
      return ctx.staff.roleIds.some((r) => SEE_ALL_ROLES.includes(r))
        ? `${me} IS NOT NULL`
        : `(f.apply_staff_id = ${me} OR ${acted} OR ${current()})`;
  }
}

function filterWhere(f: ListInput, w: Where): void {
  const types = f.type === undefined ? [] : Array.isArray(f.type) ? f.type.filter((t): t is number => t !== undefined) : [f.type];
  if (types.length) w.and(`f.type = ANY(${w.p(types)}::int[])`);
  if (f.status !== undefined) w.and(`f.status = ${w.p(f.status)}`);
  const from = toDate(f.startTime);
  const to = toDate(f.endTime);
  if (from) w.and(`f.ctime >= ${w.p(from)}`);
  if (to) w.and(`f.ctime <= ${w.p(to)}`);
  if (f.applyName) w.and(`f.apply_name = ${w.p(f.applyName)}`);
  if (f.applyStaffId) w.and(`f.apply_staff_id = ${w.p(f.applyStaffId)}::bigint`);
  if (f.departmentIds?.length) w.and(`f.apply_department_id = ANY(${w.p(f.departmentIds)}::bigint[])`);
  if (f.tag) w.and(`f.tag = ${w.p(f.tag)}`);
  if (f.period !== undefined) w.and(`f.period = ${w.p(f.period)}`);
  if (f.financeStatus !== undefined) w.and(`f.finance_status = ${w.p(f.financeStatus)}`);
  if (f.uid ?? f.userId) w.and(`f.uid = ${w.p(f.uid ?? f.userId)}::bigint`);
  if (f.outTradeNo) w.and(`f.out_trade_no = ${w.p(f.outTradeNo)}`);
  if (f.id ?? f.flowApprovalId) w.and(`f.id = ${w.p(f.id ?? f.flowApprovalId)}::bigint`);
}

/**
 * FROM and WHERE of a list. "Completed by me" starts from the caller's own nodes (index acted-by) and
 * joins the flows: walking the flows in time order and probing each for the caller's node reads the
 * whole table for someone who handled few.
 */
function whereOf(scope: ListScope, ctx: AuthedContext, f: ListInput) {
  const w = new Where();
  w.and(`f.subject = ${w.p(ctx.subject)}`).and(scopeWhere(scope, ctx, w.params));
  filterWhere(f, w);
  let from = 'flow_approval f';
  if (scope === 'completed') {
    // $2 is the caller (scopeWhere pushes it first)
    from = `(SELECT DISTINCT n.flow_approval_id FROM flow_approval_node n WHERE n.acted_staff_id = $2::bigint AND n.subject = $1) mine
      JOIN flow_approval f ON f.id = mine.flow_approval_id`;
  }
  return { from, w };
}

interface ListRow {
  id: string;
  type: number;
  status: number;
  approval_name: string;
  apply_staff_id: string;
  apply_name: string;
  apply_department: string | null;
  uid: string | null;
  order_id: string | null;
  out_trade_no: string | null;
  amount: string | null;
  tag: string | null;
  finance_status: number;
  period: number | null;
  abstract_content: string | null;
  current_step: number;
  version: number;
  ctime: number;
  end_time: number | null;
  auto_approve_time: number | null;
  node_name: string | null;
  node_role: string | null;
  user_name: string | null;
}

export function present(r: ListRow) {
  return {
    id: r.id,
    flowApprovalId: r.id,
    type: typeName(r.type),
    typeCode: r.type,
    typeText: typeText(r.type),
    status: statusName(r.status),
    statusCode: r.status,
    statusStr: r.status === 0 && r.current_step === 0 ? '已退回' : statusText(r.status),
    approvalName: r.status === 0 ? (r.current_step === 0 ? r.apply_name : (r.node_name ?? '')) : '',
    title: r.approval_name,
    applyStaffId: r.apply_staff_id,
    applyName: r.apply_name,
    applyDepartment: r.apply_department ?? '',
    uid: r.uid,
    userId: r.uid,
    userName: r.user_name,
    orderId: r.order_id,
    outTradeNo: r.out_trade_no,
    amount: r.amount === null ? null : fenToYuan(numericToFen(r.amount)),
    tag: r.tag,
    financeStatus: r.finance_status,
    period: r.period,
    abstractContent: r.abstract_content ?? r.approval_name,
    currentStep: r.current_step,
    sentBack: r.status === 0 && r.current_step === 0,
    version: r.version,
    ctime: Number(r.ctime),
    endTime: r.end_time === null ? null : Number(r.end_time),
    autoApproveTime: r.auto_approve_time === null ? null : Number(r.auto_approve_time),
  };
}

export async function listApprovals(q: Queryable, ctx: AuthedContext, scope: ListScope, f: ListInput) {
  const { from, w } = whereOf(scope, ctx, f);
  const p = await restPage(q, {
    select: `f.id::text AS id, f.type, f.status, f.approval_name, f.apply_staff_id::text AS apply_staff_id, f.apply_name, f.apply_department,
            f.uid::text AS uid, f.order_id::text AS order_id, f.out_trade_no, f.amount::text AS amount, f.tag, f.finance_status, f.period,
            f.abstract_content, f.current_step, f.version, ${epochMs('f.ctime')} AS ctime, ${epochMs('f.end_time')} AS end_time,
            ${epochMs('f.auto_approve_time')} AS auto_approve_time, cn.node_name, cn.approver_role_id AS node_role, s.username AS user_name`,
    from,
    joins: `LEFT JOIN flow_approval_node cn ON cn.flow_approval_id = f.id AND cn.step = f.current_step
       LEFT JOIN student s ON s.id = f.uid`,
    where: w,
    orderBy: 'f.ctime DESC, f.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present,
  });
  return springPage(p);
}

/** Tab counts of the four lists under the same filters. */
export async function listCounts(q: Queryable, ctx: AuthedContext, f: ListInput) {
  const out: Record<string, number> = {};
  for (const scope of LIST_SCOPES) {
    const { from, w } = whereOf(scope, ctx, f);
    out[scope] = await countOf(q, `FROM ${from} ${w.sql}`, w.params);
  }
  return out;
}
