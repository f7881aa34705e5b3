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
import { defineCall } from '../../../platform/http/route';
import { labelPage, labelPageInput, marketingLabels, teacherLabelInput, teacherLabels, userLabelsInput } from './client-labels';

const access = { area: 'students' } as const;
const LABEL = '/api/u/v1/user/label';
/** The original client's label calls (issue 28). */
const TOSS_LABEL = '/api/toss/v1/toss-api/label';

/** Student labels (spec 01 §7 "Student REST"): a student's labels, a teacher's own labels, bulk add and remove. */
export function registerLabelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // The spec names listLabelsForUser / findDefineLableByTeacherId without a prefix.
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

  registerClientLabelRoutes(app, deps);
}

/** The original client's label calls, in the shapes its pages read (client-labels.ts). */
function registerClientLabelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // The student detail's tags: a list of {id, name}, like listLabelsForUser above.
  defineCall(app, {
    method: 'GET',
    url: `${TOSS_LABEL}/listLabelsForUser`,
    access,
    scope: { userId: 'student' },
    unscoped: { teacherId: 'the client always sends the placeholder 111; it is not read' },
    input: userLabelsInput,
    handler: (ctx, input) => labelsOfStudent(db, ctx, input.userId),
  });
  defineCall(app, {
    method: 'GET',
    url: `${TOSS_LABEL}/getMarketingLabelInfo`,
    access,
    handler: (ctx) => marketingLabels(db, ctx),
  });
  defineCall(app, {
    method: 'POST',
    url: `${TOSS_LABEL}/findLabelByPage`,
    access,
    input: labelPageInput,
    handler: (ctx, input) => labelPage(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: `${TOSS_LABEL}/getTeacherLabel`,
    access,
    scope: { userId: 'student', teacherIds: 'teacher' },
    input: teacherLabelInput,
    handler: (ctx, input) => teacherLabels(db, ctx, input),
  });
}
