import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import {
  chatPageInput,
  privateChatPage,
  updateViolationStatus,
  violationPage,
  violationPageInput,
  violationStatusInput,
} from './violations';

const access = { area: 'students' } as const;

/** A student's conduct: the violation log (read, handle once) and their private chat with teachers (read-only). */
export function registerConductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/violationLog/getUserViolationLog',
    access,
    scope: { uid: 'student' },
    input: violationPageInput,
    handler: (ctx, input) => violationPage(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/violationLog/updateStatus',
    access,
    scope: { id: 'violation' },
    input: violationStatusInput,
    handler: (ctx, input) => db.transaction((tx) => updateViolationStatus(tx, ctx, input)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/privateChat/getPrivateChatPage',
    access,
    scope: { uid: 'student', teacherId: 'teacher' },
    input: chatPageInput,
    handler: (ctx, input) => privateChatPage(db, ctx, input),
  });
}
