import { computed, defineModel, type FieldOptions, noFilter, type QueryRegistry, type RelationOptions } from '../../../platform/query';
import { achievedAmountSql, achievedQuantitySql, KINDS } from './achieved';

/**
 * Renewal query models (spec 02 §7): the workbench list (renew_level >= 1 is part of the model, so
 * no filter can widen it), its counts (RenewLayerCount: total and per flow_status via aliases), the
 * assessment action log, renewal targets, their per-teacher detail with achieved from real orders,
 * and the targets' operation log.
 */
const RENEWAL = { area: 'renewal' } as const;
const d = (zh: string, en: string) => ({ zh, en });
const user = (localField: string): Record<string, RelationOptions> => ({ user: { model: 'User', localField, foreignField: 'id' } });
const teacher: Record<string, RelationOptions> = { teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' } };

export const FLOW_STATUS = {
  1: d('待跟进', 'To follow'),
  2: d('跟进中', 'Following'),
  3: d('有意向', 'Intending'),
  4: d('已续费', 'Renewed'),
};
export const TARGET_STATUS = { 0: d('未生效', 'Draft'), 1: d('生效中', 'In force'), 2: d('已关闭', 'Closed') };
const DIMENSION = { 1: d('按老师', 'Per teacher'), 2: d('按部门', 'Per department') };

export const RenewLayerModel = defineModel({
  name: 'UserSystemRenewLayerStatistics',
  description: 'Renewal workbench: students with renew_level >= 1 (forced); RenewLayerCount counts it',
  source: 'renew_layer_student',
  subjectColumn: 'subject',
  where: 't.renew_level >= 1',
  access: RENEWAL,
  roots: ['Page', 'Count'],
  rootNames: { Count: 'RenewLayerCount' },
  fields: {
    id: { type: 'id' },
    uid: { type: 'id', column: 'student_id' },
    user_id: { type: 'id', column: 'student_id' },
    student_id: { type: 'id' },
    teacher_id: { type: 'id' },
    renew_level: { type: 'int' },
    flow_status: { type: 'int', label: FLOW_STATUS },
    active_status: noFilter('int'),
    coupon_received: noFilter('int'),
    coupon_used: noFilter('int'),
    renew_period_type: noFilter('int'),
    last_renewal_time: noFilter('time'),
    continue_order_count: noFilter('int'),
    remaining_lessons: noFilter('int'),
    join_course_count: noFilter('int'),
    complete_course_count: noFilter('int'),
    task_count: noFilter('int'),
    last_follow_time: noFilter('time'),
    follow_count: computed(
      'int',
      '(SELECT count(*)::int FROM renewal_follow_log f WHERE f.student_id = t.student_id AND f.subject = t.subject)',
    ),
    ctime: { type: 'time' },
  },
  relations: { ...user('student_id'), ...teacher },
});

export const AssessmentActionLogModel = defineModel({
  name: 'AssessmentActionLog',
  description: 'What renewal staff did with a student',
  source: 'assessment_action_log',
  subjectColumn: 'subject',
  access: RENEWAL,
  roots: ['Page'],
  fields: {
    id: { type: 'id' },
    uid: { type: 'id', column: 'student_id' },
    student_id: { type: 'id' },
    teacher_id: noFilter('id'),
    staff_id: noFilter('id'),
    action_type: noFilter('int'),
    action_name: noFilter('string'),
    content: noFilter('string'),
    ctime: { type: 'time' },
  },
  relations: { ...user('student_id'), ...teacher },
});

export const RenewalTargetModel = defineModel({
  name: 'RenewalTarget',
  description: 'Monthly renewal targets (sort ctime desc)',
  source: 'renewal_target',
  subjectColumn: 'subject',
  access: RENEWAL,
  roots: ['Page', 'One'],
  defaultSort: { ctime: 'desc' },
  fields: {
    id: { type: 'id' },
    target_name: noFilter('string'),
    year_month: { type: 'string' },
    total_order_quantity: noFilter('int'),
    total_amount: noFilter('money'),
    dismantling_dimension: noFilter('int', { label: DIMENSION }),
    status: { type: 'int', label: TARGET_STATUS },
    subject: noFilter('int'),
    version: noFilter('int'),
    ctime: { type: 'time' },
    utime: noFilter('time'),
  },
});

const achievedFields: Record<string, FieldOptions> = {};
for (const k of KINDS) {
  achievedFields[`${k}_achieved_quantity`] = computed('int', achievedQuantitySql(k));
  achievedFields[`${k}_achieved_amount`] = computed('float', achievedAmountSql(k));
}

export const RenewalTargetDetailedModel = defineModel({
  name: 'RenewalTargetDetailed',
  description: 'Per-teacher targets of a renewal target, with achieved from real orders (sort ctime asc)',
  source: `SELECT d.*, rt.year_month FROM renewal_target_detail d JOIN renewal_target rt ON rt.id = d.target_id`,
  subjectColumn: 'subject',
  access: RENEWAL,
  roots: ['Page'],
  defaultSort: { ctime: 'asc' },
  fields: {
    id: { type: 'id' },
    target_id: { type: 'id' },
    t_renewal_target_id: { type: 'id', column: 'target_id' },
    teacher_id: { type: 'id' },
    department_id: noFilter('id'),
    year_month: noFilter('string'),
    makeup_quantity: noFilter('int'),
    makeup_amount: noFilter('money'),
    after_course_quantity: noFilter('int'),
    after_course_amount: noFilter('money'),
    before_course_quantity: noFilter('int'),
    before_course_amount: noFilter('money'),
    camp_quantity: noFilter('int'),
    camp_amount: noFilter('money'),
    other_quantity: noFilter('int'),
    other_amount: noFilter('money'),
    ...achievedFields,
    ctime: noFilter('time'),
  },
  relations: { ...teacher, department: { model: 'Department', localField: 'department_id', foreignField: 'id' } },
});

export const RenewalTargetOperationLogModel = defineModel({
  name: 'RenewalTargetOperationLog',
  description: 'What was done to a renewal target',
  source: 'renewal_target_log',
  subjectColumn: 'subject',
  access: RENEWAL,
  roots: ['Page'],
  defaultSort: { operation_time: 'desc' },
  fields: {
    id: { type: 'id' },
    target_id: { type: 'id' },
    t_renewal_target_id: { type: 'id', column: 'target_id' },
    operation_name: noFilter('string'),
    operation_time: noFilter('time'),
    desc: noFilter('string'),
    staff_id: noFilter('id'),
    staff_name: computed('string', '(SELECT s.real_name FROM staff s WHERE s.id = t.staff_id)'),
  },
});

export function registerRenewalQueries(registry: QueryRegistry): void {
  for (const m of [
    RenewLayerModel,
    AssessmentActionLogModel,
    RenewalTargetModel,
    RenewalTargetDetailedModel,
    RenewalTargetOperationLogModel,
  ])
    registry.register(m);
}
