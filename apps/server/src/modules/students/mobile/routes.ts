import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { logInput, replaceInput, replaceLog, replaceMobile, sendCodeInput, sendReplaceCode } from './replace-mobile';
import { revealInput, revealManyInput, revealMobiles } from './reveal';

const access = { area: 'students' } as const;
const OPERATOR = 'a staff member: must be the caller (the reveal is logged under it)';

/** Mobile reveal (the only full numbers, each logged) and mobile replacement (spec 01 §7). */
export function registerStudentMobileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: 'GET',
    url: '/api/u/v1/user/userManner/queryUserMobile',
    access,
    scope: { uid: 'student' },
    unscoped: { operatorId: OPERATOR },
    input: revealInput,
    handler: async (ctx, input) =>
      (await db.transaction((tx) => revealMobiles(tx, ctx, [input.uid], input.operatorId, 'queryUserMobile')))[0],
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/userManner/queryUserMobileV2',
    access,
    scope: { userIds: 'student' },
    unscoped: { operatorId: OPERATOR },
    input: revealManyInput,
    handler: (ctx, input) => db.transaction((tx) => revealMobiles(tx, ctx, input.userIds, input.operatorId, 'queryUserMobileV2')),
  });

  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/replaceMobile/sendCode',
    access,
    input: sendCodeInput,
    handler: (ctx, input) => sendReplaceCode(db, deps.sms, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/replaceMobile',
    access,
    scope: { uid: 'student' },
    unscoped: { staffId: 'a staff member: must be the caller (assertOperator)' },
    input: replaceInput,
    handler: (ctx, input) => replaceMobile(db, ctx, input),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/replaceMobile/log',
    access,
    scope: { uid: 'student' },
    input: logInput,
    handler: (ctx, input) => replaceLog(db, ctx, input),
  });
}
