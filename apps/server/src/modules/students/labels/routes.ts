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

const access = { area: 'students' } as const;
const LABEL = '/api/u/v1/user/label';

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
}
