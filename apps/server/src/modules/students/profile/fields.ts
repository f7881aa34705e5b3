import type { LabelDictionary } from '../../../platform/query';

/**
 * Codes and dictionaries of the student models. The field builders (noFilter, computed, studentRef) and
 * the period starts (TODAY_START, …) every family uses are in platform/query.
 */

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
