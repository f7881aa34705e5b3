import { DICTIONARIES } from '@console/domain';
import { defineModel, noFilter } from '../../../platform/query';
import type { CustomFilterKey } from '../../../platform/query/model';
import { errors } from '../../../platform/http/errors';
import { MANAGEMENT_COURSE_TYPE } from './fields';

const STUDENTS = { area: 'students' } as const;

/**
 * The original client's `trial_management_type` (trial class pages: 2 = the 28-day trial periods,
 * 0 = the others): management.course_type 2, or any other type (system periods included, since the
 * system pages send 0 too). Empty means no condition.
 */
const trialManagementType: CustomFilterKey = (value, param) => {
  if (value === null || value === undefined || value === '') return 'TRUE';
  const text = String(value).trim();
  if (!/^\d{1,3}$/.test(text)) {
    throw errors.invalidField('trial_management_type', '必须是整数', 'must be an integer');
  }
  return Number(text) === 2 ? `t.course_type = ${param(2, 'int')}` : `t.course_type IS DISTINCT FROM ${param(2, 'int')}`;
};

/** The classes of a period, only as far as the period filters below read them (team_term_id_idx). */
export const ManagementTeamModel = defineModel({
  name: 'ManagementTeam',
  description: 'classes of an enrollment period (team type and state), for the ManagementForTeacher filters',
  source: 'team',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    term_id: { type: 'id' },
    team_type: { type: 'int' },
    team_state: { type: 'int' },
  },
});

/**
 * Enrollment periods a teacher picks from (the trial and system student pages' period tabs). The
 * client sends `{"team_state": [0,1], "team_type": 0 | {"gt": 0}, "category": [...],
 * "trial_management_type": 0}` and reads `management { period_name period status subject }`: the row
 * is the period itself, `team_state` / `team_type` keep the periods having such a class (each its own
 * `id IN (SELECT term_id FROM team ...)`), `category` is the period's.
 */
export const ManagementForTeacherModel = defineModel({
  name: 'ManagementForTeacher',
  description: 'Enrollment periods (management) a teacher picks from; on-going = status 0-3',
  source: 'management',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['List'],
  defaultSort: { period: 'desc' },
  filterKeys: { trial_management_type: trialManagementType },
  fields: {
    id: { type: 'id' },
    subject: { type: 'int' },
    course_type: { type: 'int', label: MANAGEMENT_COURSE_TYPE },
    status: { type: 'int', label: DICTIONARIES.enrollmentPeriodStatus },
    period: { type: 'int' },
    term: { type: 'int', column: 'period' },
    period_name: noFilter('string'),
    // a few hundred periods per subject: a filter on the period's own columns needs no index
    category: { type: 'int' },
    team_type: {
      type: 'int',
      sql: 'NULL::int',
      sort: false,
      filterVia: 'teams.team_type',
      description: 'filter only: periods with a class of this type',
    },
    team_state: {
      type: 'int',
      sql: 'NULL::int',
      sort: false,
      filterVia: 'teams.team_state',
      description: 'filter only: periods with a class in this state',
    },
    sup: noFilter('string'),
    enroll_start: noFilter('time'),
    enroll_end: noFilter('time'),
    class_start: noFilter('time'),
    class_end: noFilter('time'),
    course_week: noFilter('int'),
    pre_enroll: noFilter('int'),
    enrolled: noFilter('int'),
    config_switch: noFilter('int'),
    remark: noFilter('string'),
    ctime: noFilter('time'),
  },
  relations: {
    // the client reads the period through `management { ... }` (the Management model, any staff)
    management: { model: 'Management', localField: 'id', foreignField: 'id' },
    teams: { model: 'ManagementTeam', localField: 'id', foreignField: 'term_id', many: true },
  },
});
