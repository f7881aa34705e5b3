import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { idempotent } from '../../../platform/idempotency';
import { idField, inputOf, intField, requiredText } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { GENERATE_JOB, generateCodes, type GeneratePayload } from './redeem-generate';
import {
  batchInvalid,
  batchInvalidInput,
  deleteConfig,
  saveConfig,
  saveConfigInput,
  searchCode,
  toggleConfigStatus,
  updateCodeStatus,
} from './redeem-codes';

const access = { area: 'redeem-codes' } as const;
const X = '/api/s/v1/exchange/code';

/** Redeem-code calls (spec 01 §7) and the generation job. */
export function registerRedeemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  deps.jobs.register<GeneratePayload>(GENERATE_JOB, ({ job, progress }) => generateCodes(db, job.payload.configId, progress));

  // Generating codes is issuing value: once per Idempotency-Key (CONTRACT §3).
  defineCall(app, {
    method: 'POST',
    url: `${X}/save/config`,
    access,
    // customerSignId holds a label's id as text
    scope: { id: 'redeemConfig', packageId: 'package', channelId: 'channel', customerSignId: 'label' },
    input: saveConfigInput,
    handler: async (ctx, input, { request }) => {
      const key = request.headers['idempotency-key'];
      const r = await idempotent(db, ctx, `redeem.save:${ctx.subject}`, Array.isArray(key) ? key[0] : key, input, () =>
        db.transaction((tx) => saveConfig(tx, ctx, input)),
      );
      return r.value;
    },
  });
  defineCall(app, {
    method: ['POST', 'GET'],
    url: `${X}/updateConfigStatus`,
    access,
    scope: { id: 'redeemConfig' },
    input: inputOf({ id: idField, status: intField(0, 1).optional() }),
    handler: (ctx, i) => db.transaction((tx) => toggleConfigStatus(tx, ctx, i.id, i.status)),
  });
  defineCall(app, {
    method: ['POST', 'GET'],
    url: `${X}/deleteConfig`,
    access,
    scope: { id: 'redeemConfig' },
    input: inputOf({ id: idField }),
    handler: (ctx, i) => db.transaction((tx) => deleteConfig(tx, ctx, i.id)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${X}/batchInvalid`,
    access,
    scope: { ids: 'redeemCode', configId: 'redeemConfig' },
    input: batchInvalidInput,
    handler: (ctx, i) => db.transaction((tx) => batchInvalid(tx, ctx, i)),
  });
  defineCall(app, {
    method: ['GET', 'POST'],
    url: `${X}/updateExchangeCodeStatusByCode`,
    access,
    input: inputOf({
      code: requiredText(50),
      status: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.union([z.literal(0), z.literal(1)], '必须是0或1')),
    }),
    handler: (ctx, i) => db.transaction((tx) => updateCodeStatus(tx, ctx, i.code, i.status)),
  });
  defineCall(app, {
    method: 'GET',
    url: `${X}/search`,
    access,
    input: inputOf({ code: requiredText(50) }),
    handler: (ctx, i) => searchCode(db, ctx, i.code),
  });
}
