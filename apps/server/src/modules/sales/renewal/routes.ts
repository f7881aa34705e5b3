import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess } from '../../../platform/http/access';
import { AppError } from '../../../platform/http/errors';
import { assertManager } from '../clues/operations';
import { readSheetRows } from '../../../platform/xlsx/sheet';
import { defineCall } from '../../../platform/http/route';
import { exportTarget, targetExportInput } from './export';
import { addLog, addLogInput, getLogs, getLogsInput, USER_PATH_DICTIONARY } from './follow';
import { importInput, importTargetDetail, MAX_ROWS, SHEET_TITLES } from './target-import';
import { createInput, createTarget, statusInput, updateDetail, updateDetailInput, updateStatus } from './targets';

const access = { area: 'renewal' } as const;
const RT = '/api/t/v1/renewalTarget';
/** operationId names the acting staff (spec 01 §6); the session is who acts, so it is read for nothing. */
const OPERATOR = { operationId: 'the acting staff member, ignored: the session is who acts (staff are not subject-scoped)' };

/** Renewal REST calls (spec 02 §7 "Clues and renewal"); lists are query models (models.ts). */
export function registerRenewalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineCall(app, {
    method: 'POST',
    url: `${RT}/createTarget`,
    access,
    unscoped: OPERATOR,
    input: createInput,
    handler: (ctx, input) => {
      assertManager(ctx);
      return db.transaction((tx) => createTarget(tx, ctx, input));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${RT}/updateStatus`,
    access,
    scope: { id: 'renewalTarget' },
    unscoped: OPERATOR,
    input: statusInput,
    handler: (ctx, input) => {
      assertManager(ctx);
      return db.transaction((tx) => updateStatus(tx, ctx, input));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${RT}/updateRenewalTargetDetailed`,
    access,
    scope: { id: 'renewalTargetDetail' },
    input: updateDetailInput,
    handler: (ctx, input) => {
      assertManager(ctx);
      return db.transaction((tx) => updateDetail(tx, ctx, input));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${RT}/importRenewalTargetDetailed`,
    access,
    scope: { tRenewalTargetId: 'renewalTarget' },
    unscoped: OPERATOR,
    input: importInput,
    handler: async (ctx, input) => {
      assertManager(ctx);
      const rows = input.rows ?? (input.fileKey ? await readSheetRows(deps.files, input.fileKey, SHEET_TITLES, MAX_ROWS) : undefined);
      if (!rows)
        throw new AppError('BAD_REQUEST', '参数错误：rows 不能为空（或上传文件 fileKey）', 'Bad parameter: rows (or fileKey) is required');
      return importTargetDetail(db, ctx, input, rows);
    },
  });
  defineCall(app, {
    method: ['POST', 'GET'],
    url: `${RT}/export`,
    access,
    scope: { id: 'renewalTarget' },
    input: targetExportInput,
    handler: async (ctx, input, { request, reply }) => {
      assertAccess(ctx, { area: 'exports' }, 'renewalTarget/export');
      return exportTarget(db, ctx, input.id, request, reply);
    },
  });

  const FOLLOW = '/api/toss/v1/toss-api/renewal/follow/log';
  defineCall(app, {
    method: 'POST',
    url: `${FOLLOW}/addLog`,
    access,
    scope: { userId: 'student' },
    input: addLogInput,
    handler: (ctx, input) => db.transaction((tx) => addLog(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'GET',
    url: `${FOLLOW}/getLogs`,
    access,
    scope: { userId: 'student' },
    input: getLogsInput,
    handler: (ctx, input) => getLogs(db, ctx, input),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/cc/v1/userPath/queryUserPathDictionary',
    access,
    input: z.object({}).passthrough(),
    handler: async () => USER_PATH_DICTIONARY,
  });
}
