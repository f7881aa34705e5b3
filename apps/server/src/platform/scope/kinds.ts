/**
 * The subject-scoped objects a route can name by id, and how each one is found in a set of subjects.
 * One rule per kind, used by the route guard (guard.ts) and by use cases (inSubjects / assertInSubjects).
 *
 * A row-level object belongs to the subject in its own `subject` column. A student is a person shared by
 * the subject lines: they belong to subject S when they have a line in S (student_subject) or an order
 * in S (an order can precede the line: a first trial order from a channel). See docs/decisions/platform.md.
 */
export interface ScopeKindSpec {
  /** zh-CN noun for the 404 ("学员不存在"). */
  label: string;
  /** Ids are bigints: a value that is not digits is left to the route's validation (400). */
  numeric: boolean;
  /** SQL selecting the given ids that are in one of the subjects: $1 = text[] of ids, $2 = int[] of subjects. */
  sql: string;
}

/** A table whose rows carry their own subject, found by its bigint id or by a text key column. */
function rowKind(label: string, table: string, key: { column: string; type: 'text' } | null = null): ScopeKindSpec {
  const match = key ? `${key.column} = ANY($1::text[])` : 'id = ANY($1::text[]::bigint[])';
  return {
    label,
    numeric: !key,
    sql: `SELECT ${key ? key.column : 'id'}::text AS id FROM ${table} WHERE ${match} AND subject = ANY($2::int[])`,
  };
}

/**
 * SQL condition: the student whose id is the expression `student` belongs to the subject(s) `match`
 * (`= $2`, `= ANY($2::int[])`): a line there or an order there. The one student rule (decisions/
 * platform.md, "One subject rule"); the inner aliases are unusual so an outer `ss` or `o` is not shadowed.
 */
export const studentInSubjectSql = (student: string, match: string): string =>
  `(EXISTS (SELECT 1 FROM student_subject rule_ss WHERE rule_ss.student_id = ${student} AND rule_ss.subject ${match})
    OR EXISTS (SELECT 1 FROM orders rule_o WHERE rule_o.uid = ${student} AND rule_o.subject ${match}))`;

const studentRule = `SELECT s.id::text AS id FROM student s
  WHERE s.id = ANY($1::text[]::bigint[]) AND ${studentInSubjectSql('s.id', '= ANY($2::int[])')}`;

/** An address belongs to its student, so it is in the subjects its student is in. */
const addressRule = `SELECT a.id::text AS id FROM address a
  WHERE a.id = ANY($1::text[]::bigint[]) AND ${studentInSubjectSql('a.uid', '= ANY($2::int[])')}`;

/** An enterprise-chat account is named by its WeChat user id or by its row id (bindQwStaff accepts both). */
const qwStaffRule = `SELECT k AS id FROM qw_staff q JOIN unnest($1::text[]) AS k ON q.qw_user_id = k OR q.id::text = k
  WHERE q.subject = ANY($2::int[])`;

export const SCOPE_KINDS = {
  student: { label: '学员', numeric: true, sql: studentRule },
  class: rowKind('班级', 'team'),
  order: rowKind('订单', 'orders'),
  orderNo: rowKind('订单', 'orders', { column: 'out_trade_no', type: 'text' }),
  teacher: rowKind('老师', 'teacher'),
  coupon: rowKind('优惠券', 'coupon'),
  userCoupon: rowKind('优惠券', 'user_coupon'),
  approval: rowKind('审批', 'flow_approval'),
  clue: rowKind('线索', 'clue'),
  complaint: rowKind('投诉', 'complaint'),
  express: rowKind('物流', 'express'),
  refund: rowKind('退款', 'refund'),
  invoice: rowKind('发票', 'invoice'),
  contract: rowKind('合同', 'contract'),
  product: rowKind('商品', 'product'),
  package: rowKind('套餐', 'package'),
  channel: rowKind('渠道', 'channel'),
  redeemCode: rowKind('兑换码', 'redeem_code'),
  redeemConfig: rowKind('兑换码配置', 'redeem_code_config'),
  promotion: rowKind('活动', 'promotions'),
  label: rowKind('标签', 'label'),
  course: rowKind('课程', 'course'),
  topic: rowKind('专题', 'topic'),
  address: { label: '地址', numeric: true, sql: addressRule },
  channelClass: rowKind('渠道分类', 'channel_class'),
  teacherWechat: rowKind('老师微信', 'teacher_wechat'),
  giftCard: rowKind('礼品卡', 'gift_card'),
  // Kinds added while declaring the routes of each family go below, one line each.
  deliveryStrategy: rowKind('物流策略', 'delivery_strategy'),
  campCoupon: rowKind('训练营优惠券', 'camp_coupon'),
  studentTeam: rowKind('班级学员', 'student_team'),
  studentTask: rowKind('作业', 'student_task'),
  weeklyReport: rowKind('周报', 'weekly_report'),
  todoTask: rowKind('待办任务', 'todo_task'),
  followGroup: rowKind('跟进分组', 'teacher_follow_group'),
  questionnaire: rowKind('问卷', 'questionnaire'),
  logoff: rowKind('注销申请', 'logoff_process'),
  shareReward: rowKind('分享奖励', 'share_reward'),
  violation: rowKind('违规记录', 'user_violation_log'),
  navy: rowKind('水军账号', 'navy_account'),
  target: rowKind('目标', 'teacher_target'),
  term: rowKind('招生期', 'management'),
  stopBatch: rowKind('停课批次', 'team_stop_batch'),
  clueCapacity: rowKind('容量配置', 'clue_capacity_config'),
  renewalTarget: rowKind('续费目标', 'renewal_target'),
  renewalTargetDetail: rowKind('续费目标明细', 'renewal_target_detail'),
  complaintNo: rowKind('投诉', 'complaint', { column: 'complaint_no', type: 'text' }),
  qwStaff: { label: '企业微信员工', numeric: false, sql: qwStaffRule },
} satisfies Record<string, ScopeKindSpec>;

export type ScopeKind = keyof typeof SCOPE_KINDS;
