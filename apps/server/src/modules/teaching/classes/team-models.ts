import { DICTIONARIES } from '@console/domain';
import { defineModel, type FieldOptions, type RelationOptions, type RootKind } from '../../../platform/query';

/**
 * Teams (classes), spec 01 §3 "Team". One field set, several models that differ only in their fixed
 * condition (and so in their roots):
 * - `Team` (TeamPage/TeamList/Team/TeamCount/TeamStatistics): every team, also the target of the
 *   `team` relation of orders, express rows, approvals and student rows (soft-deleted teams included,
 *   so history still names its class; lists filter `{"deleted": 0}`).
 * - `TrialTeam` (team_type 0), `TrialTeamV2` (same rows, the V2 page), `SystemTeam` (team_type > 0),
 *   `ThemeTeam` (teams of a theme/aesthetic enrollment period, management.course_type 4): the class
 *   list pages, without soft-deleted teams.
 * - `HistoryStudentTeam`: the history team rows of the clue pages, with the teacher's name and
 *   department name flat.
 * Rates are fractions (0..1, 4 decimals) of student_count; null when the team has no students.
 */

const rate = (count: string) => ({
  type: 'float' as const,
  sql: `round(t.${count}::numeric / NULLIF(t.student_count, 0), 4)::float8`,
  description: `${count} / student_count`,
});

export const TEAM_FIELDS: Record<string, FieldOptions> = {
  id: { type: 'id' },
  subject: { type: 'int', label: DICTIONARIES.subject },
  team_name: { type: 'string' },
  team_type: { type: 'int', description: '0 trial, >0 system (CONTRACT §9)' },
  team_type_text: { type: 'string', sql: "CASE WHEN t.team_type = 0 THEN '体验课' ELSE '系统课' END" },
  team_kind: { type: 'int' },
  team_state: { type: 'int', label: DICTIONARIES.teamState },
  term: { type: 'int', description: 'enrollment period number (management.period)' },
  term_id: { type: 'id' },
  teacher_id: { type: 'id' },
  teacher_wechat_id: { type: 'id' },
  department_id: { type: 'id' },
  sup: { type: 'string' },
  category: { type: 'int', label: DICTIONARIES.trialCourseCategory },
  team_category: { type: 'int', sql: 't.category', label: DICTIONARIES.trialCourseCategory },
  pre_enroll: { type: 'int' },
  enrolled: { type: 'int' },
  enroll_state: { type: 'int' },
  student_count: { type: 'int' },
  current_lesson: { type: 'string' },
  progress: { type: 'int' },
  class_start: { type: 'time' },
  class_end: { type: 'time' },
  stop_end_time: {
    type: 'time',
    column: 'class_end',
    description: "when the class stops: its last class day (the original client's name)",
  },
  start_day: { type: 'time', column: 'class_start', description: "class start (the class centre's name)" },
  end_day: { type: 'time', column: 'class_end', description: "class end (the class centre's name)" },
  week: {
    type: 'int',
    sql: 'CASE WHEN t.class_start IS NULL OR t.class_start > now() THEN 0 ELSE (EXTRACT(EPOCH FROM (least(now(), coalesce(t.class_end, now())) - t.class_start)) / 604800)::int + 1 END',
    filter: false,
    sort: false,
    description: 'the running week of the class (0 before it starts)',
  },
  course_day: { type: 'int' },
  course_day_kind: { type: 'int' },
  room_wxid: { type: 'string' },
  qr_code: { type: 'string' },
  added_wechat: { type: 'int' },
  unadd_wechat: { type: 'int' },
  added_group: { type: 'int' },
  unadd_group: { type: 'int' },
  join_count: { type: 'int' },
  complete_count: { type: 'int' },
  task_count: { type: 'int' },
  comment_count: { type: 'int' },
  system_order_count: { type: 'int' },
  refund_count: { type: 'int' },
  renew_count: { type: 'int' },
  express_sent_count: { type: 'int' },
  express_signed_count: { type: 'int' },
  flow_out_count: { type: 'int' },
  today_active_count: { type: 'int' },
  join_rate: rate('join_count'),
  complete_rate: rate('complete_count'),
  task_rate: rate('task_count'),
  comment_rate: rate('comment_count'),
  refund_rate: rate('refund_count'),
  renew_rate: rate('renew_count'),
  express_sent_rate: rate('express_sent_count'),
  express_signed_rate: rate('express_signed_count'),
  added_wechat_rate: rate('added_wechat'),
  added_group_rate: rate('added_group'),
  order_conversion_rate: rate('system_order_count'),
  stats_time: { type: 'time', description: 'when the counts were last refreshed' },
  staff_id: { type: 'id' },
  version: { type: 'int', filter: false, description: 'the version an edit sends back (409 when stale)' },
  auto_add_friend: { type: 'int', filter: false },
  deleted: { type: 'int' },
  ctime: { type: 'time' },
  utime: { type: 'time' },
};

export const TEAM_RELATIONS: Record<string, RelationOptions> = {
  teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  teacherWechat: { model: 'TeacherWechat', localField: 'teacher_wechat_id', foreignField: 'id' },
  department: { model: 'Department', localField: 'department_id', foreignField: 'id' },
  management: { model: 'Management', localField: 'term_id', foreignField: 'id' },
  // The original client's names for the same relations (student pages, class headers).
  teacher_info: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' },
  teacher_wechat_info: { model: 'TeacherWechat', localField: 'teacher_wechat_id', foreignField: 'id' },
  managementInfo: { model: 'Management', localField: 'term_id', foreignField: 'id' },
};

const LIVE = 't.deleted = 0';
const LIST_ROOTS: readonly RootKind[] = ['Page', 'List', 'Statistics'];

function teamModel(name: string, description: string, where: string | undefined, roots: readonly RootKind[]) {
  return defineModel({
    name,
    description,
    source: 'team',
    access: { area: 'classes' },
    subjectColumn: 'subject',
    where,
    roots,
    fields: TEAM_FIELDS,
    relations: TEAM_RELATIONS,
  });
}

export const TeamModel = teamModel('Team', 'team (class)', undefined, ['Page', 'List', 'ListEx', 'One', 'Count', 'Statistics']);
export const TrialTeamModel = teamModel('TrialTeam', 'trial-course team (team_type 0)', `${LIVE} AND t.team_type = 0`, LIST_ROOTS);
export const TrialTeamV2Model = teamModel(
  'TrialTeamV2',
  'trial-course team, V2 page (team_type 0)',
  `${LIVE} AND t.team_type = 0`,
  LIST_ROOTS,
);
export const SystemTeamModel = teamModel('SystemTeam', 'system-course team (team_type > 0)', `${LIVE} AND t.team_type > 0`, LIST_ROOTS);
export const ThemeTeamModel = teamModel(
  'ThemeTeam',
  'theme / aesthetic team (its period has course_type 4)',
  `${LIVE} AND EXISTS (SELECT 1 FROM management m WHERE m.id = t.term_id AND m.course_type = 4)`,
  LIST_ROOTS,
);

export const HistoryStudentTeamModel = defineModel({
  name: 'HistoryStudentTeam',
  description: 'history team row (clue history): team with teacher name and department name',
  source: 'team',
  access: { area: 'classes' },
  subjectColumn: 'subject',
  where: LIVE,
  roots: ['Page', 'List', 'One'],
  fields: {
    ...TEAM_FIELDS,
    teacher_realname: { type: 'string', sql: '(SELECT x.realname FROM teacher x WHERE x.id = t.teacher_id)' },
    department_name: { type: 'string', sql: '(SELECT d.name FROM department d WHERE d.id = t.department_id)' },
  },
  relations: TEAM_RELATIONS,
});
