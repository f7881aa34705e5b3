import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { notifyStaff } from '../../console';
import { defineCall } from '../../../platform/http/route';
import {
  applyInput,
  applyLogoff,
  checkLogoffState,
  decideLogoff,
  directInput,
  logoffNow,
  processInput,
  uidInput,
  updateInput,
  updateLogoff,
  type TransitionResult,
} from './logoff';

const access = { area: 'students' } as const;
const P = '/api/u/v1/user/userLogoffProcess';

/** Account logoff (spec 01 §4 states, §7 calls): apply → under review → pass or cancel; state check; direct logoff. */
export function registerStudentLogoffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  /** After commit: the applicant hears about a decision someone else made. */
  const tell = async (ctx: AuthedContext, r: TransitionResult) => {
    if (r.notify) {
      const passed = r.process.status === 2;
      await notifyStaff(db, deps.events, r.notify, {
        title: passed ? '注销申请已通过' : '注销申请已取消',
        content: `学员 ${r.process.userId} 的注销申请已由 ${ctx.staff.realName || ctx.staff.userName} ${passed ? '通过' : '取消'}。`,
        typeName: '学员注销',
        subject: ctx.subject,
      }).catch(() => undefined);
    }
    return r.process;
  };

  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/u/v1/user/checkLogoffState',
    access,
    scope: { uid: 'student' },
    input: uidInput,
    handler: (ctx, input) => checkLogoffState(db, ctx, input.uid),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/u/v1/user/logoff',
    access,
    scope: { uid: 'student' },
    input: directInput,
    handler: (ctx, input) => db.transaction((tx) => logoffNow(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${P}/applyLogoff`,
    access,
    scope: { uid: 'student' },
    input: applyInput,
    handler: (ctx, input) => db.transaction((tx) => applyLogoff(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${P}/passLogoff`,
    access,
    scope: { id: 'logoff', uid: 'student', userId: 'student' },
    input: processInput,
    handler: async (ctx, input) => tell(ctx, await db.transaction((tx) => decideLogoff(tx, ctx, input, 2))),
  });
  defineCall(app, {
    method: 'POST',
    url: `${P}/cancelLogoff`,
    access,
    scope: { id: 'logoff', uid: 'student', userId: 'student' },
    input: processInput,
    handler: async (ctx, input) => tell(ctx, await db.transaction((tx) => decideLogoff(tx, ctx, input, 3))),
  });
  defineCall(app, {
    method: 'POST',
    url: `${P}/update`,
    access,
    scope: { id: 'logoff' },
    input: updateInput,
    handler: (ctx, input) => db.transaction((tx) => updateLogoff(tx, ctx, input)),
  });
}
