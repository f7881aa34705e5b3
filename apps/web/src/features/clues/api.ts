import type { Page } from '../../components/list-page';
import { ApiError, http, request, type GraphQLResponse } from '../../platform/http/client';

/** A query-language call (keeps the data when only a nested relation was refused). */
export async function gql<T>(document: string, signal?: AbortSignal): Promise<T> {
  const res = await request<GraphQLResponse<T>>('/graphql/v1/toss', { method: 'POST', body: { query: document }, raw: true, signal });
  if (res?.data) return res.data;
  throw new ApiError(res?.errors?.[0]?.message ?? 'GraphQL error', 'body', 200, res);
}

/** A filter / sort as a GraphQL string literal (stringified twice). */
export const lit = (value: unknown): string => JSON.stringify(typeof value === 'string' ? value : JSON.stringify(value));

export const LIBRARIES = [1001, 1002, 1003, 2000, 3000, 4001, 4002] as const;

export interface ClueRow {
  id: string;
  user_id: string;
  user_num: string | null;
  clue_status: number;
  clue_status_text: string | null;
  teacher_id: string | null;
  period: number | null;
  channel: string | null;
  stage_no: number;
  flow_count: number;
  flow_reason: string | null;
  flowCountDown: number | null;
  remainFrozenDays: number | null;
  lock: number;
  ctime: number | null;
  user: { username: string | null; mobile: string | null } | null;
  teacher: { realname: string | null } | null;
}

const CLUE_FIELDS = `id user_id user_num clue_status clue_status_text teacher_id period channel stage_no flow_count flow_reason
  flowCountDown remainFrozenDays lock ctime user { username mobile } teacher { realname }`;

export async function fetchClues(filter: object, page: number, size: number, sort: string | undefined, signal?: AbortSignal) {
  const s = sort ? `, sort: ${lit(sort)}` : '';
  const r = await gql<{ ClueBasePage: Page<ClueRow> }>(
    `{ ClueBasePage(query: ${lit(filter)}, page: ${page}, size: ${size}${s}) { totalElements content { ${CLUE_FIELDS} } } }`,
    signal,
  );
  return r.ClueBasePage;
}

/** ClueCount per library tab, one alias each (count0..count6). */
export async function fetchClueCounts(base: object, signal?: AbortSignal): Promise<Record<number, number>> {
  const doc = LIBRARIES.map((lib, i) => `count${i}: ClueCount(query: ${lit({ ...base, clue_status: lib })})`).join(' ');
  const r = await gql<Record<string, number>>(`{ ${doc} }`, signal);
  return Object.fromEntries(LIBRARIES.map((lib, i) => [lib, r[`count${i}`] ?? 0]));
}

export interface FlowLogRow {
  id: string;
  flow_time: number;
  from_clue_code_text: string | null;
  to_clue_code_text: string | null;
  flow_type_text: string | null;
  flow_reason: string | null;
  fromTeacher: { realname: string | null } | null;
  toTeacher: { realname: string | null } | null;
}

export async function fetchFlowLog(clueId: string) {
  const r = await gql<{ ClueLogPage: Page<FlowLogRow> }>(
    `{ ClueLogPage(query: ${lit({ clue_id: clueId })}, page: 1, size: 100) { totalElements content { id flow_time from_clue_code_text to_clue_code_text
        flow_type_text flow_reason fromTeacher { realname } toTeacher { realname } } } }`,
  );
  return r.ClueLogPage.content;
}

export interface TeacherOption {
  id: string;
  realname: string;
  phone: string | null;
}

export async function searchTeachers(text: string): Promise<TeacherOption[]> {
  const q = text.trim() ? (/^\d+$/.test(text.trim()) ? { phone: `*${text.trim()}*` } : { realname: `*${text.trim()}*` }) : {};
  const r = await gql<{ teacherList: TeacherOption[] }>(
    `{ teacherList(query: ${lit({ ...q, status: 0 })}, size: 30) { id realname phone } }`,
  );
  return r.teacherList;
}

const CI = '/api/ci/v1/clue';
export const clueApi = {
  claim: (teacherId: string, clueBaseId: string) =>
    http.post(`${CI}/high/seas/manualClaim?teacherId=${teacherId}&clueBaseId=${clueBaseId}`, {}),
  allot: (clueIds: string[], teacherId: string, reason?: string) =>
    http.post(`${CI}/operation/allotSaleBatch`, { clueIds, teacherId, reason }),
  change: (clueIds: string[], teacherId: string, reason?: string) =>
    http.post(`${CI}/operation/changeBatch`, { clueIds, teacherId, reason }),
  lock: (clueIds: string[], lock: 0 | 1) => http.post(`${CI}/operation/batchsetLock`, { clueIds, lock }),
  toGrab: (clueIds: string[]) => http.post(`${CI}/grab/treasure/updateClueFlowReasonToGrabTreasure`, { clueIds }),
  toPrivate: (clueIds: string[]) => http.post(`${CI}/grab/treasure/updateClueFlowReasonToPrivate`, { clueIds }),
  teacherInfo: (teacherId?: string) =>
    http.get<{ id: string; realname: string; holding: { stage_no: number; held: number; capacity: number | null }[] }>(
      `${CI}/operation/getTeacherInfo`,
      teacherId ? { teacherId } : {},
      { silent: !teacherId },
    ),
};
