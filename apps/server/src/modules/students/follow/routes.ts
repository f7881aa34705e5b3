import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { createFollowLog, followLogInput } from './follow-logs';
import {
  addGroup,
  addGroupInput,
  deleteGroup,
  getGroup,
  groupIdInput,
  groupListInput,
  layoutListInput,
  listGroups,
  pageLayouts,
  updateGroup,
  updateGroupInput,
} from './follow-groups';
import { createIntention, intentionInput, updateIntention } from './intentions';
import {
  answersByUser,
  byUserInput,
  clientPageInput,
  clientQuestionnairePage,
  pageInput,
  pageQuestionnaires,
  queryInput,
  queryQuestionnaire,
  saveInput,
  saveQuestionnaire,
} from './questionnaires';

const access = { area: 'students' } as const;
const GROUP = '/api/t/v1/teacher/teacherFollowGroup';
const QUESTIONNAIRE = '/api/f/v1/questionnaire';

/** Follow-ups of a student (spec 01 §7 "Student REST"): follow logs, intentions, follow groups, questionnaires. */
export function registerStudentFollowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Follow log: v4 POST (body) and v2 GET (query), the same entry.
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v4/user/userfollowlog/createUserFollowLog',
    access,
    scope: { uid: 'student', todo_task_id: 'todoTask' },
    input: followLogInput,
    handler: (ctx, input) => db.transaction((tx) => createFollowLog(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/u/v2/user/userfollowlog/createUserFollowLog',
    access,
    scope: { uid: 'student', todo_task_id: 'todoTask' },
    input: followLogInput,
    handler: (ctx, input) => db.transaction((tx) => createFollowLog(tx, ctx, input)),
  });

  // Intentions (GET per the spec's list head; POST accepted too).
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v2/user/userintention/create',
    access,
    scope: { uid: 'student' },
    input: intentionInput,
    handler: (ctx, input) => db.transaction((tx) => createIntention(tx, ctx, input)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v2/user/userintention/update',
    access,
    scope: { uid: 'student' },
    input: intentionInput,
    handler: (ctx, input) => db.transaction((tx) => updateIntention(tx, ctx, input)),
  });

  // Teacher follow groups: add/update with a body; get, delete and list run only with an id.
  defineCall(app, {
    method: 'POST',
    url: `${GROUP}/add`,
    access,
    scope: { teacherId: 'teacher', studentIds: 'student' },
    input: addGroupInput,
    handler: (ctx, input) => db.transaction((tx) => addGroup(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${GROUP}/update`,
    access,
    scope: { id: 'followGroup', studentIds: 'student' },
    input: updateGroupInput,
    handler: (ctx, input) => db.transaction((tx) => updateGroup(tx, ctx, input)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${GROUP}/get`,
    access,
    scope: { id: 'followGroup' },
    input: groupIdInput,
    handler: (ctx, input) => getGroup(db, ctx, input.id),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${GROUP}/delete`,
    access,
    scope: { id: 'followGroup' },
    input: groupIdInput,
    handler: (ctx, input) => db.transaction((tx) => deleteGroup(tx, ctx, input.id)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${GROUP}/findAllByTeacherIdAndType`,
    access,
    scope: { teacherId: 'teacher' },
    input: groupListInput,
    handler: (ctx, input) => listGroups(db, ctx, input.teacherId, input.type),
  });

  // Questionnaires.
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${QUESTIONNAIRE}/page`,
    access,
    input: pageInput,
    handler: (ctx, input) => pageQuestionnaires(db, ctx, input),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${QUESTIONNAIRE}/byUser`,
    access,
    scope: { uid: 'student' },
    input: byUserInput,
    handler: (ctx, input) => answersByUser(db, ctx, input),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${QUESTIONNAIRE}/query`,
    access,
    scope: { id: 'questionnaire', uid: 'student' },
    input: queryInput,
    handler: (ctx, input) => queryQuestionnaire(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: `${QUESTIONNAIRE}/save`,
    access,
    scope: { id: 'questionnaire' },
    input: saveInput,
    handler: (ctx, input) => db.transaction((tx) => saveQuestionnaire(tx, ctx, input)),
  });

  // The original client's calls (issue 28).
  defineCall(app, {
    method: 'GET',
    url: `${QUESTIONNAIRE}/queryQuestionnairePage`,
    access,
    input: clientPageInput,
    handler: (ctx, input) => clientQuestionnairePage(db, ctx, input),
  });
  defineCall(app, {
    method: 'GET',
    url: `${GROUP}/getList`,
    access,
    input: layoutListInput,
    handler: (ctx, input) => pageLayouts(ctx, input),
  });
}
