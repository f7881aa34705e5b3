import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel } from '../../../platform/query';

/**
 * Enrollment periods ("management", spec 02 §3): the period numbers teams, orders and express rows
 * carry as `term`. A reference lookup (period selects on most list pages): any staff. The spec's
 * default filter "on_going" (status 0-3, CONTRACT §9) is `{"on_going": true}` or `{"status": [0,1,2,3]}`.
 */

export const COURSE_TYPE: Dictionary = {
  0: { zh: '体验课', en: 'Trial' },
  1: { zh: '系统课', en: 'System course' },
  2: { zh: '28天体验课', en: '28-day trial' },
  3: { zh: '训练营', en: 'Camp' },
  4: { zh: '主题/美育课', en: 'Theme / aesthetic' },
  5: { zh: '专项扩展课', en: 'Special extension' },
};

export const ManagementModel = defineModel({
  name: 'Management',
  description: 'enrollment period (term)',
  source: 'management',
  access: 'staff',
  subjectColumn: 'subject',
  defaultSort: { period: 'desc' },
  roots: ['Page', 'List', 'ListEx', 'One'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    course_type: { type: 'int', label: COURSE_TYPE },
    // The original client's name (period selects filter {"term": {"type": "0"}}, review pages read it).
    type: { type: 'int', sql: 't.course_type', label: COURSE_TYPE, description: 'course_type under the original name (0 trial, 1 system)' },
    period: { type: 'int' },
    period_name: { type: 'string' },
    status: { type: 'int', label: DICTIONARIES.enrollmentPeriodStatus },
    on_going: { type: 'bool', sql: 't.status BETWEEN 0 AND 3', description: 'status 0-3' },
    category: { type: 'int', label: DICTIONARIES.trialCourseCategory },
    sup: { type: 'string' },
    enroll_start: { type: 'time' },
    enroll_end: { type: 'time' },
    class_start: { type: 'time' },
    class_end: { type: 'time' },
    course_day: { type: 'time', column: 'class_start', description: "first class day (the original client's name)" },
    end_course_day: { type: 'time', column: 'class_end', description: "last class day (the original client's name)" },
    course_week: { type: 'int' },
    pre_enroll: { type: 'int' },
    enrolled: { type: 'int' },
    sell_config: { type: 'json' },
    config_switch: { type: 'int' },
    remark: { type: 'string' },
    staff_id: { type: 'id' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
});
