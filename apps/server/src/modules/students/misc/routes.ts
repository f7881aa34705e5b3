import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import {
  addLabelsToStudents,
  batchAddInput,
  batchRemoveInput,
  findInput,
  findLabels,
  labelsOfStudent,
  labelsOfTeacher,
  removeLabelsFromStudents,
  setInput,
  setLabels,
  teacherInput,
  uidInput,
} from './labels';
import { detailInput, findAllInput, findAllV1, findAllV3, reportDetail } from './reports';
import { registerUserflowRoutes } from './routes-userflow';
import { defineCall } from '../../../platform/http/route';
import { addTaskComment, deleteTask, taskCommentInput, taskDeleteInput, teamStudentInput, updateTeamStudent } from './team-task';

const access = { area: 'students' } as const;
const LABEL = '/api/u/v1/user/label';

/** Labels, weekly reports, class-student flags and task deletion (spec 01 §7 "Student REST"), plus the user-flow calls. */
export function registerStudentMiscRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Labels: the spec names listLabelsForUser / findDefineLableByTeacherId without a prefix.
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${LABEL}/listLabelsForUser`,
    access,
    scope: { uid: 'student' },
    input: uidInput,
    handler: (ctx, input) => labelsOfStudent(db, ctx, input.uid),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${LABEL}/findDefineLableByTeacherId`,
    access,
    scope: { teacherId: 'teacher' },
    input: teacherInput,
    handler: (ctx, input) => labelsOfTeacher(db, ctx, input.teacherId),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/zq/v1/qw/label/findLabels',
    access,
    scope: { teacherId: 'teacher' },
    input: findInput,
    handler: (ctx, input) => findLabels(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: `${LABEL}/updateLabelsForUser`,
    access,
    scope: { uid: 'student', labelIds: 'label' },
    input: setInput,
    handler: (ctx, input) => db.transaction((tx) => setLabels(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${LABEL}/batchAddLabels`,
    access,
    scope: { uids: 'student', labelIds: 'label' },
    input: batchAddInput,
    handler: (ctx, input) => db.transaction((tx) => addLabelsToStudents(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${LABEL}/batchRemoveLabels`,
    access,
    scope: { uids: 'student', labelIds: 'label' },
    input: batchRemoveInput,
    handler: (ctx, input) => db.transaction((tx) => removeLabelsFromStudents(tx, ctx, input)),
  });

  // Weekly reports: v1 a list, v3/m2 a page, detail by id.
  defineCall(app, {
    method: 'POST',
    url: '/api/wk/v1/work/report/findAll',
    access,
    scope: { studentId: 'student', uid: 'student', teamId: 'class', teacherId: 'teacher' },
    input: findAllInput,
    handler: (ctx, input) => findAllV1(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/wk/v3/m2/work/report/findAll',
    access,
    scope: { studentId: 'student', uid: 'student', teamId: 'class', teacherId: 'teacher' },
    input: findAllInput,
    handler: (ctx, input) => findAllV3(db, ctx, input),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/wk/v1/work/report/detail',
    access,
    scope: { id: 'weeklyReport' },
    input: detailInput,
    handler: (ctx, input) => reportDetail(db, ctx, input.id),
  });

  // the original client sends PUT (User.updateTeamStudent); POST stays for our own callers
  defineCall(app, {
    method: ['PUT', 'POST'],
    url: '/api/tm/v1/teacher/manager/team/updateTeamStudent',
    access,
    scope: { id: 'studentTeam', studentId: 'student', teamId: 'class', teacher_wechat_id: 'teacherWechat' },
    unscoped: { operatorId: 'a staff member: must be the caller (assertOperator)' },
    input: teamStudentInput,
    handler: (ctx, input) => db.transaction((tx) => updateTeamStudent(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/tm/v1/teacher/manager/task/del/task',
    access,
    scope: { studentId: 'student', taskId: 'studentTask' },
    input: taskDeleteInput,
    handler: (ctx, input) => db.transaction((tx) => deleteTask(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/tm/v1/teacher/manager/task/add/task/comment',
    access,
    scope: { studentId: 'student', taskId: 'studentTask' },
    input: taskCommentInput,
    handler: (ctx, input) => db.transaction((tx) => addTaskComment(tx, ctx, input)),
  });

  registerUserflowRoutes(app, deps);
}
