import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { addTaskComment, deleteTask, taskCommentInput, taskDeleteInput, teamStudentInput, updateTeamStudent } from './class-students';

// The class teacher's calls on the student detail page: the students area's roles (spec 01 §7 "Student REST").
const access = { area: 'students' } as const;

/** A student in a class (/tm/v1/teacher/manager): the follow-up flags of the class row, task delete and task comment. */
export function registerClassStudentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
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
}
