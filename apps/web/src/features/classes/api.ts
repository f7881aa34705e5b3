import { graphql, gqlString, request } from '../../platform/http/client';

/** The classes pages' calls: GraphQL reads of the class models and the class / teaching REST calls. */

export type ClassKind = 'trial' | 'system' | 'camp' | 'aesthetic' | 'pony' | 'special' | 'all';

export interface TeamRow {
  id: string;
  team_name: string;
  team_type: number;
  team_state: number;
  team_state_text: string | null;
  term: number | null;
  sup: string | null;
  category_text: string | null;
  teacher_realname: string | null;
  teacher_wechat_no: string | null;
  department_name: string | null;
  student_count: number;
  pre_enroll: number;
  added_wechat: number;
  added_group: number;
  join_rate: number | null;
  complete_rate: number | null;
  task_rate: number | null;
  comment_rate: number | null;
  refund_count: number;
  renew_count: number;
  order_conversion_rate: number | null;
  express_sent_count: number;
  express_signed_count: number;
  class_start: number | null;
  class_end: number | null;
  team_kind: number;
  course_day_kind: number | null;
  room_wxid: string | null;
  version: number;
}

export const TEAM_COLUMNS = `id team_name team_type team_state team_state_text term sup category_text teacher_realname teacher_wechat_no department_name
  student_count pre_enroll added_wechat added_group join_rate complete_rate task_rate comment_rate refund_count renew_count order_conversion_rate
  express_sent_count express_signed_count class_start class_end team_kind course_day_kind room_wxid`;

/** Which model (page root) and fixed condition a list kind reads. */
export function kindSource(kind: ClassKind): { root: string; model: string; fixed: Record<string, unknown> } {
  // the period kinds are system-course classes of a period with that course_type (management, migration 0100)
  const period = (courseType: number) => ({ 'management.course_type': courseType });
  switch (kind) {
    case 'trial':
      return { root: 'StudentTrialTeamStatisticsPage', model: 'StudentTrialTeamStatistics', fixed: {} };
    case 'system':
      return { root: 'StudentSystemTeamStatisticsPage', model: 'StudentSystemTeamStatistics', fixed: {} };
    case 'camp':
      return { root: 'StudentSystemTeamStatisticsPage', model: 'StudentSystemTeamStatistics', fixed: period(3) };
    case 'aesthetic':
      return { root: 'StudentSystemTeamStatisticsPage', model: 'StudentSystemTeamStatistics', fixed: period(4) };
    case 'special':
      return { root: 'StudentSystemTeamStatisticsPage', model: 'StudentSystemTeamStatistics', fixed: period(5) };
    case 'pony':
      return { root: 'StudentSystemTeamStatisticsPage', model: 'StudentSystemTeamStatistics', fixed: period(6) };
    default:
      return { root: 'TeamPage', model: 'Team', fixed: { deleted: 0 } };
  }
}

export async function fetchTeams(
  kind: ClassKind,
  filter: Record<string, unknown>,
  page: number,
  size: number,
  sort: string | undefined,
  signal: AbortSignal,
): Promise<{ content: TeamRow[]; totalElements: number }> {
  const { root, fixed } = kindSource(kind);
  const cols =
    kind === 'all'
      ? TEAM_COLUMNS.replace(/teacher_realname|teacher_wechat_no|department_name/g, '') + ' teacher { realname } department { name }'
      : TEAM_COLUMNS;
  const data = await graphql<
    Record<string, { content: Array<TeamRow & { teacher?: { realname: string }; department?: { name: string } }>; totalElements: number }>
  >(
    `{ ${root}(query: ${gqlString({ ...fixed, ...filter })}, page: ${page}, size: ${size}${sort ? `, sort: ${gqlString(sort)}` : ''}) { totalElements content { ${cols} version } } }`,
    { signal },
  );
  const r = data[root];
  return {
    totalElements: Number(r.totalElements),
    content: r.content.map((x) => ({
      ...x,
      teacher_realname: x.teacher_realname ?? x.teacher?.realname ?? null,
      department_name: x.department_name ?? x.department?.name ?? null,
    })),
  };
}

export async function fetchStateCounts(kind: ClassKind, filter: Record<string, unknown>): Promise<Record<string, number>> {
  const { fixed } = kindSource(kind);
  const root = kind === 'trial' ? 'TrialTeamStatistics' : kind === 'all' ? 'TeamStatistics' : 'SystemTeamStatistics';
  const data = await graphql<Record<string, Array<{ code: string; count: number }>>>(
    `{ ${root}(query: ${gqlString({ ...fixed, ...filter })}, termField: "team_state") { code count } }`,
    { silent: true },
  ).catch(() => null);
  return Object.fromEntries((data?.[root] ?? []).map((b) => [b.code, Number(b.count)]));
}

export interface ClassStudent {
  id: string;
  username: string | null;
  nickname: string | null;
  user_num: string;
  mobile: string | null;
  ctime: string;
  statistics: { join_course: number; complete_course: number; course_task: number; comment: number };
  wechat_status: { added_group: number; added_wechat: number };
  express: { total: number; status: string | null };
}

export async function fetchClassStudents(teamId: string, page: number, size: number) {
  const data = await graphql<{ teamUserListPage: { totalElements: string; content: ClassStudent[] } }>(
    `{ teamUserListPage(type: 0, team_id: "${teamId}", page: ${page}, size: ${size}) { totalElements content { id username nickname user_num mobile ctime
      statistics { join_course complete_course course_task comment } wechat_status { added_group added_wechat } express { total status } } } }`,
    { endpoint: '/graphql/team' },
  );
  return { totalElements: Number(data.teamUserListPage.totalElements), content: data.teamUserListPage.content };
}

export interface LessonRow {
  course_id: string;
  title: string;
  current_lesson: string | null;
  enrolled: number;
  join_count: number;
  complete_count: number;
  task_student_count: number;
  today_join_count: number;
  today_complete_count: number;
}
export async function fetchLessons(teamId: string): Promise<LessonRow[]> {
  const data = await graphql<{ StudentTeamCourseStatistics: LessonRow[] }>(
    `{ StudentTeamCourseStatistics(query: ${gqlString({ team_id: teamId })}) { course_id title current_lesson enrolled join_count complete_count task_student_count today_join_count today_complete_count } }`,
  );
  return data.StudentTeamCourseStatistics;
}

export interface AttendanceRow {
  student_id: string;
  username: string | null;
  course_title: string;
  join_course_state: string;
  join_course_time: string | null;
  complete_course_state: string;
  complete_course_time: string | null;
}
export async function fetchAttendance(teamId: string, courseId: string | undefined, page: number) {
  const data = await graphql<{ getClassCompPage: { totalElements: string; content: AttendanceRow[] } }>(
    `{ getClassCompPage(query: ${gqlString({ team_id: teamId, ...(courseId ? { course_id: courseId } : {}) })}, page: ${page}, size: 20) { totalElements content {
      student_id username course_title join_course_state join_course_time complete_course_state complete_course_time } } }`,
    { endpoint: '/graphql/getClassComplete' },
  );
  return { totalElements: Number(data.getClassCompPage.totalElements), content: data.getClassCompPage.content };
}

export interface WorkRow {
  id: string;
  student_id: string;
  username: string | null;
  classTitle: string;
  task_image: string | null;
  works_ctime: string | null;
  sound_comment: string | null;
  has_comment_ctime: string | null;
}
export async function fetchWorks(teamId: string, page: number) {
  const data = await graphql<{ getStuCommentPage: { totalElements: string; content: WorkRow[] } }>(
    `{ getStuCommentPage(query: ${gqlString({ team_id: teamId })}, page: ${page}, size: 20) { totalElements content { id student_id username classTitle task_image works_ctime sound_comment has_comment_ctime } } }`,
    { endpoint: '/graphql/getStuComment' },
  );
  return { totalElements: Number(data.getStuCommentPage.totalElements), content: data.getStuCommentPage.content };
}

const TEAM = '/api/tm/v1/teacher/manager/team';
export const updateTeamState = (teamId: string, teamState: number, version: number) =>
  request<{ teamState: number; version: number }>(`${TEAM}/updateTeamState`, { body: { teamId, teamState, version } });
export const updateTeamKind = (teamIds: string[], teamKind: number) =>
  request(`${TEAM}/batchUpdateTeamKind`, { body: { teamIds, teamKind } });
export const updateCourseDayKind = (teamId: string, courseDayKind: number) =>
  request('/api/ts/v1/teaching/updateCourseDayKind', { body: { teamId, courseDayKind } });
export const bindGroup = (teamId: string, roomWxid: string) =>
  request('/api/zq/v1/groupInfo/teamBindingStatus', { body: { teamId, roomWxid } });

export const changeStudentClass = (body: { studentId: string; toTeamId: string; fromTeamId?: string; reason: string }) =>
  request<{ fromTeamId: string; toTeamId: string }>('/api/ts/v1/teamChange/changeStudentTeam', { body });

export interface ChangeOutcome {
  row: number;
  ok: boolean;
  error?: string;
  studentId?: string;
  mobile?: string;
  toTeamId?: string;
}
export const changeByRows = (rows: Record<string, string>[], dryRun: boolean, reason: string) =>
  request<[ChangeOutcome[], ChangeOutcome[]]>('/api/ts/v1/teamChange/changeTeamByImport', { body: { rows, dryRun, reason } });

export interface ChangeLogRow {
  id: string;
  studentId: string | null;
  username: string | null;
  originTeamName: string | null;
  currentTeamName: string | null;
  kindText: string;
  importTypeText: string;
  executeResult: 'SUCCESS' | 'FAIL';
  message: string | null;
  reason: string | null;
  operator: string | null;
  ctime: number;
}
export const fetchChangeLog = (q: { page: number; size: number; execute?: string; teamId?: string; uid?: string }, signal?: AbortSignal) =>
  request<{ content: ChangeLogRow[]; totalElements: number }>('/api/ts/v1/teamChange/queryChangeTeamLog', { body: q, signal });

export interface StopBatch {
  id: string;
  name: string;
  reason: string;
  stop_start: number;
  stop_end: number;
  status: number;
  item_count: number;
  version: number;
  staff_name: string | null;
  ctime: number;
}
const STOP = '/api/ts/v1/teaching/studentTeamStopLog';
export const fetchStopBatches = (q: { page: number; size: number; status?: number; name?: string }, signal?: AbortSignal) =>
  request<{ content: StopBatch[]; totalElements: number }>(`${STOP}/page`, { body: q, signal });
export const createStopBatch = (body: {
  name: string;
  reason: string;
  stopStart: number;
  stopEnd: number;
  items: Array<{ studentId: string; teamId: string }>;
}) => request<StopBatch>(`${STOP}/add`, { body });
export const executeStopBatch = (id: string, version: number) =>
  request<StopBatch & { stopped: number }>(`${STOP}/execute`, { body: { id, version } });
export const deleteStopBatch = (id: string, version: number) => request(`${STOP}/delete`, { body: { id, version } });

export interface SendOutcome {
  written: boolean;
  success: number;
  failed: number;
  rows: Array<{ mobile?: string; row?: number; ok: boolean; error?: string }>;
}
export const sendTrialCourse = (teamId: string, mobiles: string, dryRun: boolean) =>
  request<SendOutcome>('/api/ts/v1/teaching/sendTrialCourseByMobiles', { body: { teamId, mobiles, dryRun } });
export const changeBoxes = (rows: Array<{ orderNo: string; productVersion: string }>, dryRun: boolean) =>
  request<SendOutcome>('/api/ts/v1/teaching/expressBoxChange/file', { body: { rows, dryRun } });
export const createTeam = (body: Record<string, unknown>) => request<{ id: string }>('/api/ts/v1/teaching/createTeam', { body });
