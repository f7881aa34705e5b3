import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel, type QueryRegistry } from '../../../platform/query';
import { userRelation } from '../../students';

/**
 * Approval flows (spec 01 §3 "Approval flow"; FlowApprovalPage, /approval, /approvalCenter), with
 * their steps (`nodes`) and history (`logs`). id is the spec's flowApprovalId. The type-specific
 * detail (`payload`: refund fee, bank account, reissue goods...) is deliberately not a field: it may
 * hold bank data, and the REST detail calls show it to the people handling the flow.
 */

const FINANCE_STATUS: Dictionary = {
  0: { zh: '无', en: 'None' },
  1: { zh: '待打款', en: 'To be paid' },
  2: { zh: '已打款', en: 'Paid' },
  3: { zh: '打款失败', en: 'Payment failed' },
};
const NODE_STATUS: Dictionary = {
  0: { zh: '未到达', en: 'Not reached' },
  1: { zh: '待审批', en: 'Pending' },
  2: { zh: '已通过', en: 'Approved' },
  3: { zh: '已驳回', en: 'Rejected' },
  4: { zh: '已取消', en: 'Cancelled' },
};
const typeNameSql = `CASE t.type ${Object.entries(DICTIONARIES.approvalType)
  .filter(([, e]) => e.name)
  .map(([code, e]) => `WHEN ${code} THEN '${e.name}'`)
  .join(' ')} END`;

/**
 * The student's phone of an approval, and nothing else of the student: what FlowApprovalPage's
 * `user_tel` filter reads under the approvals area (the student detail's approval tab sends it).
 */
export const ApprovalStudentPhoneModel = defineModel({
  name: 'ApprovalStudentPhone',
  source: 'student',
  access: { area: 'approvals' },
  roots: [],
  fields: { id: { type: 'id' }, mobile: { type: 'string', mask: 'mobile' } },
});

export const FlowApprovalModel = defineModel({
  name: 'FlowApproval',
  source: 'flow_approval',
  access: { area: 'approvals' },
  subjectColumn: 'subject',
  roots: ['Page', 'List', 'One', 'Count', 'Statistics'],
  fields: {
    id: { type: 'id' },
    flow_approval_id: { type: 'id', sql: 't.id', description: 'alias of id (flowApprovalId)' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    type: { type: 'int', label: DICTIONARIES.approvalType },
    type_name: { type: 'string', sql: typeNameSql, description: 'REFUND, REISSUE, ...' },
    status: { type: 'int', label: DICTIONARIES.approvalStatus },
    approval_name: { type: 'string' },
    apply_staff_id: { type: 'id' },
    apply_name: { type: 'string' },
    apply_department_id: { type: 'id' },
    apply_department: { type: 'string' },
    uid: { type: 'id' },
    // {"user_tel": "188..."}: uid IN (students with that phone), the same indexes as User.mobile
    user_tel: {
      type: 'string',
      sql: '(SELECT s.mobile FROM student s WHERE s.id = t.uid)',
      mask: 'mobile',
      sort: false,
      filterVia: 'userPhone.mobile',
      description: "the student's phone",
    },
    order_id: { type: 'id' },
    out_trade_no: { type: 'string' },
    team_id: { type: 'id' },
    period: { type: 'int' },
    management_type: { type: 'int' },
    is_zero: { type: 'int' },
    amount: { type: 'money' },
    tag: { type: 'string' },
    finance_status: { type: 'int', label: FINANCE_STATUS },
    finance_msg: { type: 'string' },
    current_step: { type: 'int' },
    remark: { type: 'string' },
    abstract_content: {
      type: 'string',
      sql: 'COALESCE(t.abstract_content, t.approval_name)',
      description: "the list summary, lines joined by '^' (the original client splits it)",
    },
    auto_approve_time: { type: 'time' },
    end_time: { type: 'time' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    ...userRelation(),
    userPhone: { model: 'ApprovalStudentPhone', localField: 'uid', foreignField: 'id' },
    order: { model: 'Order', localField: 'order_id', foreignField: 'id' },
    team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
    applyStaff: { model: 'Staff', localField: 'apply_staff_id', foreignField: 'id', access: { area: 'approvals' } },
    nodes: { model: 'FlowApprovalNode', localField: 'id', foreignField: 'flow_approval_id', many: true },
    logs: { model: 'FlowApprovalLog', localField: 'id', foreignField: 'flow_approval_id', many: true },
  },
});

export const FlowApprovalNodeModel = defineModel({
  name: 'FlowApprovalNode',
  description: 'a step of an approval flow',
  source: 'flow_approval_node',
  access: { area: 'approvals' },
  subjectColumn: 'subject',
  defaultSort: { step: 'asc' },
  roots: [],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    flow_approval_id: { type: 'id' },
    step: { type: 'int' },
    node_name: { type: 'string' },
    approver_staff_id: { type: 'id' },
    approver_role_id: { type: 'string', label: DICTIONARIES.role },
    approver_department_id: { type: 'id' },
    status: { type: 'int', label: NODE_STATUS },
    is_confirm: { type: 'int' },
    approval_remark: { type: 'string' },
    acted_staff_id: { type: 'id' },
    action_time: { type: 'time' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: {
    approver: { model: 'Staff', localField: 'approver_staff_id', foreignField: 'id', access: { area: 'approvals' } },
  },
});

export const FlowApprovalLogModel = defineModel({
  name: 'FlowApprovalLog',
  description: 'one action on an approval flow',
  source: 'flow_approval_log',
  access: { area: 'approvals' },
  subjectColumn: 'subject',
  defaultSort: { id: 'asc' },
  roots: [],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    flow_approval_id: { type: 'id' },
    node_id: { type: 'id' },
    action: { type: 'string' },
    from_status: { type: 'int', label: DICTIONARIES.approvalStatus },
    to_status: { type: 'int', label: DICTIONARIES.approvalStatus },
    staff_id: { type: 'id' },
    staff_name: { type: 'string' },
    remark: { type: 'string' },
    ctime: { type: 'time' },
  },
});

/** Query models of the approvals area (see docs/query-language.md, "How to add a model"). */
export function registerApprovalsQueries(registry: QueryRegistry): void {
  registry.register(FlowApprovalModel, ApprovalStudentPhoneModel, FlowApprovalNodeModel, FlowApprovalLogModel);
}
