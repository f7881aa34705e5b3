import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { changeCodesPage, codesPageInput, createChangeCodes, createCodesInput, examByUidInput, examsOfStudent } from './exams';

const access = { area: 'students' } as const;

/** A student's exams and the exam exchange codes (list, generate). */
export function registerExamRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/exam/examByUid',
    access,
    scope: { uid: 'student' },
    input: examByUidInput,
    handler: (ctx, input) => examsOfStudent(db, ctx, input.uid),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/exam/getExamChangeCodes',
    access,
    scope: { uid: 'student' },
    input: codesPageInput,
    handler: (ctx, input) => changeCodesPage(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/exam/createExamChangeCodes',
    access,
    input: createCodesInput,
    handler: (ctx, input) => db.transaction((tx) => createChangeCodes(tx, ctx, input)),
  });
}
