import { DICTIONARIES } from '@console/domain';
import {
  computed,
  defineModel,
  type Fields,
  MONTH_START,
  noFilter,
  type QueryModel,
  type QueryRegistry,
  type RelationOptions,
  type RootKind,
  studentRef,
  WEEK_START,
} from '../../../platform/query';
import { COURSE_STATE, ENTER_TEAM_WAY, FLAG, MAKEUP_STATUS, REFUND_STATUS, RENEW_STATUS } from './fields';
import { CLIENT_ROW_RELATIONS, clientRowFields } from './team-row-client';

/**
 * The spec's "student statistics row (trial and system)" = student_team, one student in one class.
 * Every list root is its own model (its own GraphQL type) over the same fields; they differ in the
 * fixed condition: trial team_type 0, system team_type > 0, learn lists del = 0, camp / theme = classes
 * of an enrollment period with management.course_type 3 / 4 (as the classes area's ThemeTeam),
 * send-course rows = send_course_time set.
 * Indexed filters: student, team (+del), term, teacher, life_cycle, order (0130) and express_status,
 * team_category, sup, added_wechat, added_group, order_no (0180).
 */

const STUDENTS = { area: 'students' } as const;

/** learning_record of this enrollment (unique index student_id, team_id, course_id). */
const records = (cond: string) =>
  `(SELECT count(*) FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id AND ${cond})`;
/** count of lessons with the event / unlocked lessons, 0..1 with 4 decimals (null before any lesson unlocks). */
const rate = (column: string) =>
  `(SELECT round(count(lr.${column})::numeric / NULLIF(count(*) FILTER (WHERE lr.state >= 1), 0), 4)::float8
    FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id)`;
const team = (column: string) => `(SELECT tm.${column} FROM team tm WHERE tm.id = t.team_id)`;

const EVENTS = [
  ['join', 'join_time'],
  ['complete', 'complete_time'],
  ['task', 'task_time'],
  ['comment', 'comment_time'],
] as const;

function periodCounts(): Fields {
  const out: Fields = {};
  for (const [name, column] of EVENTS) {
    out[`week_${name}_count`] = computed('int', records(`lr.${column} >= ${WEEK_START}`), {
      description: `lessons with a first ${name} this week`,
    });
    out[`month_${name}_count`] = computed('int', records(`lr.${column} >= ${MONTH_START}`), {
      description: `lessons with a first ${name} this month`,
    });
    out[`${name}_rate`] = computed('float', rate(column), { description: `lessons with a ${name} / unlocked lessons (0..1)` });
  }
  return out;
}

export function teamRowFields(): Fields {
  return {
    id: { type: 'id' },
    ctime: { type: 'time' },
    utime: noFilter('time'),
    subject: { type: 'int', label: DICTIONARIES.subject },
    ...studentRef('student_id'),
    order_id: { type: 'id' },
    order_no: { type: 'string', description: 'orders.out_trade_no of the order that placed the student' },
    team_id: { type: 'id' },
    team_type: { type: 'int' },
    teacher_id: { type: 'id' },
    teacher_wechat_id: noFilter('id'),
    department_id: noFilter('id'),
    term: { type: 'int' },
    sup: { type: 'string' },
    team_category: { type: 'int', column: 'category', label: DICTIONARIES.trialCourseCategory },
    current_super: noFilter('string'),
    current_level: noFilter('string'),
    current_unit: noFilter('string'),
    current_lesson: noFilter('string'),
    // The student detail sends {"studentid": ..., "course_state": [0,1,2,6]}: a column of the row, checked
    // on the rows an indexed key (student, class, subject and type) already picked; [0,1,2,6] is almost
    // every row, so on its own it narrows nothing an index could serve better.
    course_state: { type: 'int', label: COURSE_STATE },
    remaining_week: noFilter('int'),
    added_group: { type: 'int', label: FLAG },
    added_wechat: { type: 'int', label: FLAG },
    follow: noFilter('int'),
    added_wechat_time: noFilter('time'),
    added_group_time: noFilter('time'),
    express_status: { type: 'int', label: DICTIONARIES.expressStatus },
    express_send_count: noFilter('int'),
    express_sign_in_count: noFilter('int'),
    buytime: noFilter('time'),
    is_conversion: noFilter('int', { label: FLAG }),
    life_cycle: { type: 'int', label: DICTIONARIES.lifeCycle },
    renew_status: noFilter('int', { label: RENEW_STATUS }),
    makeup_status: noFilter('int', { label: MAKEUP_STATUS }),
    refund_status: noFilter('int', { label: REFUND_STATUS }),
    enter_team_way: noFilter('int', { label: ENTER_TEAM_WAY }),
    enter_team_time: noFilter('time'),
    leave_time: noFilter('time'),
    send_course_time: noFilter('time'),
    join_count: noFilter('int'),
    complete_count: noFilter('int'),
    task_count: noFilter('int'),
    comment_count: noFilter('int'),
    last_join_time: noFilter('time'),
    last_complete_time: noFilter('time'),
    last_task_time: noFilter('time'),
    ...periodCounts(),
    del: { type: 'int', description: 'filter together with team_id (index team_id, del)' },
    team_name: computed('string', team('team_name')),
    team_state: computed('int', team('team_state'), { label: DICTIONARIES.teamState }),
    class_start: computed('time', team('class_start')),
    class_end: computed('time', team('class_end')),
    course_ids: computed(
      'string[]',
      '(SELECT array_agg(lr.course_id::text ORDER BY lr.course_id) FROM learning_record lr WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id)',
      { description: 'courses (lessons) of this enrollment' },
    ),
    ...clientRowFields(),
  };
}

/** Nested `user{}` (the student), `team{}` (class_start, class_end, ...), teacher, order, department. */
export const TEAM_ROW_RELATIONS: Record<string, RelationOptions> = {
  user: { model: 'User', localField: 'student_id', foreignField: 'id' },
  team: { model: 'Team', localField: 'team_id', foreignField: 'id' },
  teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  order: { model: 'Order', localField: 'order_id', foreignField: 'id' },
  department: { model: 'Department', localField: 'department_id', foreignField: 'id' },
  ...CLIENT_ROW_RELATIONS,
};

interface RowModel {
  name: string;
  description: string;
  where?: string;
  roots: readonly RootKind[];
  rootNames?: Partial<Record<RootKind, string>>;
}

const TRIAL = 't.team_type = 0';
const SYSTEM = 't.team_type > 0';
/** Classes of an enrollment period of a course type (management.course_type 3 camp, 4 theme/aesthetic). */
const periodKind = (courseType: number) =>
  `t.team_id IN (SELECT tm.id FROM team tm JOIN management m ON m.id = tm.term_id WHERE m.course_type = ${courseType})`;

/** The student_team models and their roots (see docs/decisions/query-roots.md). */
export const TEAM_ROW_MODELS: readonly RowModel[] = [
  {
    name: 'StudentTeamRow',
    description: "A student's classes (every student_team row): the target of User.teams (StudentTeam* roots answer classes)",
    roots: [],
  },
  { name: 'StudentTrialStatistics', description: 'Trial students (team_type 0)', where: TRIAL, roots: ['Page'] },
  {
    name: 'StudentTrialV2Statistics',
    description: 'Trial students, list and statistics variant (team_type 0)',
    where: TRIAL,
    // The client reads StudentTrialV2Statistics as one row (the detail's trial card), so it is the One root;
    // the buckets keep the default name StudentTrialV2StatisticsStatistics.
    roots: ['List', 'Statistics', 'Page', 'One'],
  },
  { name: 'StudentTrialV3Statistics', description: 'Trial students, V3 list (team_type 0)', where: TRIAL, roots: ['Page'] },
  { name: 'StudentTrialRecord', description: "A student's trial class records (team_type 0)", where: TRIAL, roots: ['Page', 'List'] },
  {
    name: 'StudentSystemStatistics',
    description: 'System-course students (team_type > 0)',
    where: SYSTEM,
    roots: ['Page', 'List', 'ListEx'],
  },
  { name: 'StudentSystemCourseStatisticsV3', description: 'System-course students, V3 (team_type > 0)', where: SYSTEM, roots: ['Page'] },
  {
    name: 'StudentSystemLearnListStatistics',
    description: 'System-course learning list: team_type > 0 and never a removed row (del = 0)',
    where: `${SYSTEM} AND t.del = 0`,
    roots: ['List'],
  },
  {
    name: 'StudentTrialLearnListStatistics',
    description: 'Trial learning list (trial class detail, learning tab): team_type 0, never a removed row (del = 0)',
    where: `${TRIAL} AND t.del = 0`,
    roots: ['Page'],
  },
  {
    name: 'StudentCampStatistics',
    description: 'Camp students: classes of a camp enrollment period (management.course_type 3)',
    where: periodKind(3),
    roots: ['Page'],
  },
  {
    name: 'StudentThemeLearnListStatistics',
    description:
      'Theme (aesthetic) learning list: classes of a theme period (management.course_type 4), del = 0 like the system learn list',
    where: `${periodKind(4)} AND t.del = 0`,
    roots: ['Page'],
  },
];

export function teamRowModels(): QueryModel[] {
  return TEAM_ROW_MODELS.map((m) =>
    defineModel({
      name: m.name,
      description: m.description,
      source: 'student_team',
      subjectColumn: 'subject',
      where: m.where,
      access: STUDENTS,
      roots: m.roots,
      rootNames: m.rootNames,
      defaultSort: { ctime: 'desc' },
      fields: teamRowFields(),
      relations: TEAM_ROW_RELATIONS,
    }),
  );
}

export function registerTeamRowModels(registry: QueryRegistry): void {
  registry.register(...teamRowModels());
}
