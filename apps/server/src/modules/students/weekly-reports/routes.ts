import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { detailInput, findAllInput, findAllV1, findAllV3, reportDetail } from './weekly-reports';

const access = { area: 'students' } as const;

/** Weekly (work) reports (spec 01 §7 "Student REST"): v1 a list, v3/m2 a page, detail by id. */
export function registerWeeklyReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
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
}
