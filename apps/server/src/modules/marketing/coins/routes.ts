import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { defineCall } from '../../../platform/http/route';
import { coinPage, coinPageInput } from './coins';

/** The coin ledger of one student (the student page's 小熊币 tab; referral rewards are read through it). */
export function registerCoinRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineCall(app, {
    method: ['POST', 'GET'],
    url: '/data/verification/v2/account/bearCoinPage/byUid',
    access: { area: 'accounts' },
    scope: { uid: 'student' },
    input: coinPageInput,
    handler: (ctx, i) => coinPage(deps.db, ctx, i.uid, i.page, i.size),
  });
}
