/** Approval flows with their two steps and their history. */
import { csvLine, json, money, ts } from './csv';
import { outTradeNo } from './emit-orders';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';
import { approvalActions, type Resolved } from './resolve';
import type { ApprovalStory } from './story-types';
import type { StaffRow, World } from './world-types';

const HOUR = 3_600_000;
const TYPE_NAMES: Readonly<Record<number, string>> = {
  0: '退款申请',
  1: '补发货申请',
  2: '调班申请',
  3: '调期申请',
  4: '调级申请',
  5: '无归属订单申请',
  6: '随材打包申请',
  7: '赠品申请',
};

const staffById = new WeakMap<World, Map<number, StaffRow>>();
function staffOf(world: World, id: number | null | undefined): StaffRow | null {
  let m = staffById.get(world);
  if (!m) staffById.set(world, (m = new Map(world.staff.map((s) => [s.id, s]))));
  return id === null || id === undefined ? null : (m.get(id) ?? null);
}

/** Demo staff act in their subjects; elsewhere the generated back office does. */
export function actor(world: World, kind: 'ops' | 'finance' | 'cs', code: number, seq: number): StaffRow {
  const demo = staffOf(world, world.demo[kind]);
  if (demo && demo.subjects.includes(code) && seq % 2 === 0) return demo;
  const pool = world.backOffice[kind];
  return pool[seq % pool.length];
}

function applicant(world: World, r: Resolved, a: ApprovalStory, seq: number): StaffRow {
  const code = r.s.lines[a.lineIdx].code;
  const staffId = a.enrollment ? teamOf(world, a.enrollment).teacher.staffId : null;
  return staffOf(world, staffId) ?? actor(world, 'cs', code, seq);
}

function nodeTimes(a: ApprovalStory): [number, number] {
  const end = a.endMs ?? a.ctimeMs + HOUR;
  return [a.ctimeMs + Math.floor((end - a.ctimeMs) / 2), end];
}

export const approvalTable: StudentTable = {
  table: 'flow_approval',
  columns: [
    'id',
    'subject',
    'type',
    'status',
    'approval_name',
    'apply_staff_id',
    'apply_name',
    'apply_department_id',
    'apply_department',
    'uid',
    'order_id',
    'out_trade_no',
    'team_id',
    'period',
    'management_type',
    'amount',
    'tag',
    'finance_status',
    'finance_msg',
    'current_step',
    'payload',
    'remark',
    'auto_approve_time',
    'end_time',
    'version',
    'ctime',
    'utime',
  ],
  rows(world, r, out) {
    const { s, base } = r;
    s.approvals.forEach((a, k) => {
      const id = base.flow_approval + k + 1;
      const who = applicant(world, r, a, id);
      const o = a.orderIdx === null ? null : s.orders[a.orderIdx];
      const orderId = a.orderIdx === null ? null : base.orders + a.orderIdx + 1;
      const team = a.enrollment ? teamOf(world, a.enrollment) : null;
      const payload =
        a.type === 0
          ? { refundFee: money(a.amountFen ?? 0), reason: a.reason, payType: o?.tradeType ?? null }
          : { reason: a.reason, goods: o?.pkg.name ?? null };
      out(
        csvLine([
          id,
          s.lines[a.lineIdx].code,
          a.type,
          a.status,
          `${TYPE_NAMES[a.type]}-${s.username}`,
          who.id,
          who.realName,
          who.departmentId,
          world.deptNames.get(who.departmentId) ?? null,
          s.id,
          orderId,
          o && orderId ? outTradeNo(o, orderId) : null,
          team?.id ?? null,
          team?.term.period ?? null,
          team ? (team.teamType === 0 ? 0 : 1) : null,
          a.amountFen === null ? null : money(a.amountFen),
          id % 17 === 0 ? '加急' : null,
          a.financeStatus,
          a.financeStatus === 2 ? '已打款' : a.financeStatus === 1 ? '待打款' : null,
          a.status === 0 ? 1 : 2,
          json(payload),
          a.reason,
          a.status === 0 ? ts(a.ctimeMs + 72 * HOUR) : null,
          ts(a.endMs),
          approvalActions(a).length - 1,
          ts(a.ctimeMs),
          ts(a.endMs ?? a.ctimeMs),
        ]),
      );
    });
  },
};

/** [node status step 1, step 2] for an approval status. */
const NODE_STATUS: Readonly<Record<number, readonly [number, number]>> = { 0: [1, 0], 1: [2, 2], 2: [4, 4], 3: [2, 3] };

export const approvalNodeTable: StudentTable = {
  table: 'flow_approval_node',
  columns: [
    'id',
    'subject',
    'flow_approval_id',
    'step',
    'node_name',
    'approver_staff_id',
    'approver_role_id',
    'status',
    'is_confirm',
    'approval_remark',
    'acted_staff_id',
    'action_time',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    s.approvals.forEach((a, k) => {
      const id = base.flow_approval + k + 1;
      const code = s.lines[a.lineIdx].code;
      const [t1, t2] = nodeTimes(a);
      const [st1, st2] = NODE_STATUS[a.status];
      const ops = actor(world, 'ops', code, id);
      const second = a.type === 0 ? actor(world, 'finance', code, id) : (staffOf(world, world.demo.manager) ?? ops);
      const acted1 = st1 === 2 || st1 === 3;
      const acted2 = st2 === 2 || st2 === 3;
      const nodeId = base.flow_approval_node + 2 * k;
      out(
        csvLine([
          nodeId + 1,
          code,
          id,
          1,
          '主管审批',
          ops.id,
          '2',
          st1,
          acted1 ? 1 : null,
          acted1 ? '情况属实，同意' : null,
          acted1 ? ops.id : null,
          acted1 ? ts(t1) : null,
          ts(a.ctimeMs),
          ts(acted1 ? t1 : a.ctimeMs),
        ]),
      );
      out(
        csvLine([
          nodeId + 2,
          code,
          id,
          2,
          a.type === 0 ? '财务审批' : '运营审批',
          second.id,
          a.type === 0 ? '4' : '1',
          st2,
          acted2 ? (st2 === 2 ? 1 : 0) : null,
          acted2 ? (st2 === 2 ? '同意' : '不符合退款政策，驳回') : null,
          acted2 ? second.id : null,
          acted2 ? ts(t2) : null,
          ts(a.ctimeMs),
          ts(acted2 ? t2 : a.ctimeMs),
        ]),
      );
    });
  },
};

export const approvalLogTable: StudentTable = {
  table: 'flow_approval_log',
  columns: [
    'id',
    'subject',
    'flow_approval_id',
    'node_id',
    'action',
    'from_status',
    'to_status',
    'staff_id',
    'staff_name',
    'remark',
    'ctime',
  ],
  rows(world, r, out) {
    const { s, base } = r;
    let id = base.flow_approval_log;
    s.approvals.forEach((a, k) => {
      const approvalId = base.flow_approval + k + 1;
      const code = s.lines[a.lineIdx].code;
      const [t1, t2] = nodeTimes(a);
      const who = applicant(world, r, a, approvalId);
      const ops = actor(world, 'ops', code, approvalId);
      const second = a.type === 0 ? actor(world, 'finance', code, approvalId) : (staffOf(world, world.demo.manager) ?? ops);
      const node = base.flow_approval_node + 2 * k;
      let step = 0;
      for (const action of approvalActions(a)) {
        const row = (nodeId: number | null, from: number | null, to: number, st: StaffRow, remark: string, at: number) =>
          out(
            csvLine([++id, code, approvalId, nodeId, action, from, to, st.id, st.realName, remark, ts(Math.min(at, world.asOf - 60_000))]),
          );
        if (action === 'APPLY') row(null, null, 0, who, a.reason, a.ctimeMs);
        else if (action === 'APPROVE' && step++ === 0) row(node + 1, 0, 0, ops, '同意', t1);
        // the second approval completes the flow
        else if (action === 'APPROVE') row(node + 2, 0, 1, second, '同意', t2);
        else if (action === 'REJECT') row(node + 2, 0, 3, second, '驳回', t2);
        else if (action === 'REVOKE') row(null, 0, 2, who, '家长撤回申请', t2);
        else row(node + 2, 1, 1, second, '已打款', t2 + HOUR);
      }
    });
  },
};
