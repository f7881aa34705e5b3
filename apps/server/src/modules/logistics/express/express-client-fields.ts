import { DICTIONARIES } from '@console/domain';
import type { FieldOptions, RelationOptions } from '../../../platform/query';

/**
 * Fields and relations the original client's logistics pages select on a shipment (ExpressPage,
 * ExpressList(Ex), LogisticsListPage(New), order rows' `express`; docs/decisions/client-compatibility.md,
 * "Trading"). Each reads our data: a column under the client's name, or a value derived in the same
 * statement (indexed scalar subqueries, evaluated only when selected).
 */

const statusZh = `CASE t.express_status ${Object.entries(DICTIONARIES.expressStatus)
  .map(([code, e]) => `WHEN ${code} THEN '${e.zh}'`)
  .join(' ')} END`;
const ofOrder = (column: string) => `(SELECT o.${column} FROM orders o WHERE o.id = t.order_id)`;
/** The student's line in the shipment's subject: the class and teacher they are in now. */
const line = (column: string) => `(SELECT ss.${column} FROM student_subject ss WHERE ss.student_id = t.uid AND ss.subject = t.subject)`;

const derived = (f: FieldOptions): FieldOptions => ({ filter: false, sort: false, ...f });

export const EXPRESS_CLIENT_FIELDS: Record<string, FieldOptions> = {
  express_remark: derived({
    type: 'string',
    sql: `COALESCE((SELECT l.remark FROM express_remark_log l WHERE l.express_id = t.id AND l.remark IS NOT NULL ORDER BY l.ctime DESC, l.id DESC LIMIT 1), t.remark)`,
    description: 'the latest remark of the status history, else the shipment remark',
  }),
  reissue_reson: { type: 'string', sql: 't.replenish_reason', description: "reason of a reissue (the client's spelling)" },
  express_status_chinese: derived({ type: 'string', sql: statusZh, description: 'zh label of express_status' }),
  last_express_status: derived({ type: 'string', sql: statusZh, description: 'zh label of the current status' }),
  express_regtype: {
    type: 'int',
    sql: 't.regtype',
    label: DICTIONARIES.orderRegtype,
    description: 'the order regtype copied on the shipment',
  },
  logistics_mode: { type: 'int', sql: 't.delivery_type', description: 'how it is delivered (delivery_type)' },
  level: { type: 'string', sql: 't.sup', description: 'the course level (sup)' },
  center_ctime: { type: 'time', sql: 't.delivery_time', description: 'handed to the warehouse' },
  center_utime: derived({
    type: 'time',
    sql: 'GREATEST(t.delivery_time, t.delivery_collect_time, t.signing_time)',
    description: 'last warehouse or carrier event',
  }),
  // Filterable: the logistics list sends {"center_express_id": {"lte": 0}} (not yet handed over); a
  // row expression without a subquery, checked on the rows the subject/status indexes already pick.
  center_express_id: {
    type: 'id',
    sql: 'CASE WHEN t.delivery_time IS NULL THEN 0 ELSE t.id END',
    sort: false,
    description: 'the warehouse order (our shipment id once handed over; 0 before)',
  },
  center_product_code: derived({
    type: 'string',
    sql: `(SELECT p.center_product_code FROM order_sub s JOIN product p ON p.id = s.product_id
            WHERE s.order_id = t.order_id AND s.product_type = 'ACTUAL_GOODS' ORDER BY s.id LIMIT 1)`,
    description: "the warehouse code of the order's goods",
  }),
  buy_time: derived({ type: 'time', sql: ofOrder('buytime'), description: 'when the order was paid' }),
  pay_teacher_id: derived({ type: 'id', sql: ofOrder('teacher_id'), description: 'teacher of the order' }),
  pay_channel: derived({ type: 'id', sql: ofOrder('channel_id'), description: 'channel of the order' }),
  last_team_id: derived({ type: 'id', sql: line('team_id') }),
  last_teacher_id: derived({ type: 'id', sql: line('teacher_id') }),
  operator_id: { type: 'id', sql: 't.staff_id', description: 'the staff who last handled it' },
  // The logistics list's package select sends {"packages_id": [500, 503]}: filtered through the order
  // (express_order_idx, orders_package_idx), never as the per-row read below.
  packages_id: {
    type: 'id',
    sql: ofOrder('packages_id'),
    sort: false,
    filterVia: 'orderPackage.packages_id',
    description: "package of the shipment's order",
  },
  operator_name: derived({ type: 'string', sql: '(SELECT st.real_name FROM staff st WHERE st.id = t.staff_id)' }),
};

export const EXPRESS_CLIENT_RELATIONS: Record<string, RelationOptions> = {
  stageInfo: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  teamInfo: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  lastTeamInfo: { model: 'Team', localField: 'last_team_id', foreignField: 'id' },
  teacherInfo: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  lastTeacherInfo: { model: 'Teacher', localField: 'last_teacher_id', foreignField: 'id' },
  payTeacherInfo: { model: 'Teacher', localField: 'pay_teacher_id', foreignField: 'id' },
  approvalReissueInfo: { model: 'ExpressReissueApproval', localField: 'flow_approval_id', foreignField: 'id' },
  orderPackage: { model: 'ExpressOrderPackage', localField: 'order_id', foreignField: 'id' },
};
