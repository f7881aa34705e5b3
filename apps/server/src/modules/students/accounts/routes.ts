import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { idempotent } from '../../../platform/idempotency';
import { defineCall } from '../../../platform/http/route';
import { batchInput, batchUpdateAccount } from './batch-update';
import { accountInput, getAccountsV1, getAccountsV2, importLogInput, importLogPage } from './queries';

const access = { area: 'accounts' } as const;

/** Student cash / coin / diamond accounts (spec 01 §7: /api/a/v1|v2/account/...). */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/a/v1/account/getAccount',
    access,
    scope: { uid: 'student' },
    input: accountInput,
    handler: (ctx, input) => getAccountsV1(db, ctx, input.uid),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: '/api/a/v2/account/getAccount',
    access,
    scope: { uid: 'student' },
    input: accountInput,
    handler: (ctx, input) => getAccountsV2(db, ctx, input.uid),
  });

  // Moves coins / money: once per Idempotency-Key (CONTRACT §3); v1 and v2 take the same body.
  defineCall(app, {
    method: 'POST',
    url: ['/api/a/v1/account/batchUpdateAccount', '/api/a/v2/account/batchUpdateAccount'],
    access,
    input: batchInput,
    handler: async (ctx, input, { request }) => {
      const key = request.headers['idempotency-key'];
      const result = await idempotent(db, ctx, `account.batchUpdate:${ctx.subject}`, Array.isArray(key) ? key[0] : key, input, () =>
        db.transaction((tx) => batchUpdateAccount(tx, ctx, input)),
      );
      return result.value;
    },
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: ['/api/a/v1/account/getImportLogList', '/api/a/v2/account/getImportLogList'],
    access,
    input: importLogInput,
    handler: (ctx, input) => importLogPage(db, ctx, input),
  });
}
