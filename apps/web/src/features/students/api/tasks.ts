import { gqlString, graphql, http } from '../../../platform/http/client';
import { TOSS } from './gql';

export interface TaskComment {
  id: string;
  comment_type: number | null;
  sound: string | null;
  sound_duration: number | null;
  video: string | null;
  content_json: unknown;
  feedback_type: number | null;
  tag: string | null;
  feedback_content: string | null;
  ctime: number | null;
  teacher: { realname: string | null } | null;
}

export interface StudentTask {
  id: string;
  title: string | null;
  lesson: string | null;
  task_image: unknown;
  task_video: string | null;
  task_sound: string | null;
  is_overtime_text: string | null;
  comment_status_text: string | null;
  upload_time: number | null;
  comments: TaskComment[] | null;
}

/** Every task course type (the list root defaults to [1,2] when none is named). */
const ALL_COURSE_TYPES = [0, 1, 2, 3, 4, 5, 6, 7];
const SELECTION =
  'id title lesson task_image task_video task_sound is_overtime_text comment_status_text upload_time comments { id comment_type sound sound_duration video content_json feedback_type tag feedback_content ctime teacher { realname } }';

/** StudentCourseTaskList: the student's homework uploads of one lesson in one class, with comments. */
export async function fetchTasks(uid: string, teamId: string, courseId: string, signal?: AbortSignal): Promise<StudentTask[]> {
  const query = { uid, team_id: teamId, course_id: courseId, course_type: ALL_COURSE_TYPES };
  const d = await graphql<{ StudentCourseTaskList: StudentTask[] | null }>(`{ StudentCourseTaskList(query: ${gqlString(query)}, size: 50) { ${SELECTION} } }`, {
    endpoint: TOSS,
    signal,
  });
  return d.StudentCourseTaskList ?? [];
}

/** task/add/task/comment: a text comment on the upload (it becomes 已点评). */
export function addTaskComment(studentId: string, taskId: string, content: string, tag?: string): Promise<unknown> {
  return http.post('/api/tm/v1/teacher/manager/task/add/task/comment', { studentId, taskId, content, tag });
}

/** task/del/task: removes the upload (soft delete). */
export function deleteTask(studentId: string, taskId: string): Promise<unknown> {
  return http.post('/api/tm/v1/teacher/manager/task/del/task', { studentId, taskId });
}
