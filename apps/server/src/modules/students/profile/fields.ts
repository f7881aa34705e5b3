import type { FieldOptions, LabelDictionary } from '../../../platform/query';

/**
 * Building blocks shared by the student models. Conventions (docs/decisions/query-roots.md,
 * "Students and marketing"):
 * - a field is filterable only when an index serves it (filter:false otherwise);
 * - computed fields (correlated sub-queries) are never filterable nor sortable;
 * - every student reference is exposed under the four spellings the spec uses.
 */

export type Fields = Record<string, FieldOptions>;

/** Not served by an index: readable and sortable, never a filter. */
export const noFilter = (type: FieldOptions['type'], more: Omit<FieldOptions, 'type' | 'filter'> = {}): FieldOptions => ({
  type,
  filter: false,
  ...more,
});

/** A correlated sub-query over the row alias `t`: read only when selected, never filtered or sorted. */
export const computed = (type: FieldOptions['type'], sql: string, more: Omit<FieldOptions, 'type' | 'sql'> = {}): FieldOptions => ({
  type,
  sql,
  filter: false,
  sort: false,
  ...more,
});

/** The student column of a table under every spelling (uid, u_id, user_id, student_id). */
export function studentRef(column: string, filter = true): Fields {
  const f: FieldOptions = { type: 'id', column, filter };
  return { uid: f, u_id: f, user_id: f, student_id: f };
}

/** Start of today / this week (Monday) / this month in the business time zone, as timestamptz SQL. */
const startOf = (unit: 'day' | 'week' | 'month') =>
  `(date_trunc('${unit}', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;
export const TODAY_START = startOf('day');
export const WEEK_START = startOf('week');
export const MONTH_START = startOf('month');
/** Start of the previous calendar week / month (for "last week" and "last month" statistics). */
export const LAST_WEEK_START = `((date_trunc('week', now() AT TIME ZONE 'Asia/Shanghai') - interval '7 days') AT TIME ZONE 'Asia/Shanghai')`;
export const LAST_MONTH_START = `((date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') - interval '1 month') AT TIME ZONE 'Asia/Shanghai')`;

/** user_status codes of a bought system course (CONTRACT §9: 3-7 and 9-12). */
export const SYSTEM_USER_STATUSES = [3, 4, 5, 6, 7, 9, 10, 11, 12] as const;

/** Lesson types (spec §9): trial 0/11, system 1/12; anything else is a camp / special lesson. */
export const TRIAL_LESSON_TYPES = [0, 11] as const;
export const SYSTEM_LESSON_TYPES = [1, 12] as const;

const d = (zh: string, en: string) => ({ zh, en });

/**
 * Codes of student_team the spec leaves open (data-model §3.4: smallint, no CHECK). The query side
 * reads them as below; the menu counters (StudentSystemPageMenu) depend on these readings.
 */
export const COURSE_STATE: LabelDictionary = { 0: d('正常', 'Normal'), 1: d('停课', 'Suspended') };
export const ENTER_TEAM_WAY: LabelDictionary = {
  0: d('购课入班', 'By order'),
  1: d('手动加入', 'Added by staff'),
  2: d('调班转入', 'Transferred in'),
  3: d('送课', 'Course sent'),
};
export const REFUND_STATUS: LabelDictionary = { 0: d('未退费', 'None'), 1: d('首期退费', 'First-period refund'), 2: d('退费', 'Refunded') };
export const MAKEUP_STATUS: LabelDictionary = { 0: d('未补差', 'None'), 1: d('已补差', 'Price difference paid') };
export const RENEW_STATUS: LabelDictionary = { 0: d('未续费', 'Not renewed'), 1: d('已续费', 'Renewed') };
export const FLAG: LabelDictionary = { 0: d('否', 'No'), 1: d('是', 'Yes') };
/** learning_record.state (data-model §3.4, ours). */
export const LEARN_STATE: LabelDictionary = {
  0: d('未解锁', 'Locked'),
  1: d('已解锁', 'Unlocked'),
  2: d('已参课', 'Joined'),
  3: d('已完课', 'Completed'),
};
/** student_task.comment_status. */
export const COMMENT_STATUS: LabelDictionary = { 0: d('未点评', 'Not reviewed'), 1: d('已点评', 'Reviewed') };
/** call_record.record_type (ours). */
export const RECORD_TYPE: LabelDictionary = { 1: d('外呼', 'Outbound'), 2: d('IVR', 'IVR'), 3: d('呼入', 'Inbound') };
/** sms_record.status (ours). */
export const SMS_STATUS: LabelDictionary = { 0: d('发送中', 'Sending'), 1: d('已发送', 'Sent'), 2: d('发送失败', 'Failed') };
/** management.course_type (ours, data-model §3.1). */
export const MANAGEMENT_COURSE_TYPE: LabelDictionary = {
  0: d('体验课', 'Trial'),
  1: d('系统课', 'System'),
  2: d('28天体验课', '28-day trial'),
  3: d('训练营', 'Camp'),
  4: d('主题课/美育', 'Theme'),
  5: d('专项拓展', 'Special'),
  6: d('专题课', 'Topic'),
};
/** label.type. */
export const LABEL_TYPE: LabelDictionary = { 0: d('系统标签', 'System'), 1: d('自定义标签', 'Teacher-defined') };
