import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { readSheetRows } from '../../../platform/xlsx/sheet';
import { defineCall } from '../../../platform/http/route';
import {
  batchInsertCapacity,
  batchInsertInput,
  deleteCapacity,
  deleteInput,
  pageCapacity,
  pageInput,
  phoneInput,
  teacherByPhone,
  updateCapacity,
  updateInput,
} from './capacity';
import { registerFlowBackJob } from './flow-back';
import {
  allotSaleBatch,
  assertManager,
  batchInput,
  batchSetLock,
  changeBatch,
  claimInput,
  getTeacherInfo,
  lockInput,
  manualClaim,
  studentClueInfo,
  studentClueInput,
  teacherInfoInput,
} from './operations';
import {
  CLUE_SHEET_TITLES,
  clueIdsFromRows,
  flowToGrabTreasure,
  flowToPrivate,
  grabSaveInput,
  listGrabConfig,
  MAX_CLUE_SHEET_ROWS,
  reasonByCodeInput,
  reasonsByCode,
  saveGrabConfig,
  toGrabInput,
  toPrivateInput,
} from './pools';

const access = { area: 'clues' } as const;
const CI = '/api/ci/v1/clue';

/** Clue REST calls (spec 02 §7 "Clues and renewal"); the lists themselves are query models (models.ts). */
export function registerClueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerFlowBackJob(deps.jobs, db);

  // Capacity (/capacityAllocation): managers write, every clue user may read.
  defineCall(app, {
    method: 'POST',
    url: `${CI}/capacity/config/batchInsert`,
    access,
    input: batchInsertInput,
    arrayBodyAs: 'body', // a JSON array body is read as `body`
    handler: (ctx, input) => {
      assertManager(ctx);
      return db.transaction((tx) => batchInsertCapacity(tx, ctx, input));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: `${CI}/capacity/config/getPageCapacityConfig`,
    access,
    scope: { teacherId: 'teacher' },
    unscoped: { departmentIds: 'departments: the org tree is shared by the subject lines' },
    input: pageInput,
    handler: (ctx, input) => pageCapacity(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/capacity/config/batchDelete`,
    access,
    scope: { ids: 'clueCapacity' },
    input: deleteInput,
    handler: (ctx, input) => {
      assertManager(ctx);
      return db.transaction((tx) => deleteCapacity(tx, ctx, input));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/capacity/config/update`,
    access,
    scope: { id: 'clueCapacity' },
    input: updateInput,
    handler: (ctx, input) => {
      assertManager(ctx);
      return db.transaction((tx) => updateCapacity(tx, ctx, input));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: `${CI}/capacity/config/getTeacherInfoByPhoneAndSubject`,
    access,
    input: phoneInput,
    handler: (ctx, input) => teacherByPhone(db, ctx, input),
  });

  // Grab-treasure allow-list (/robAllocation).
  defineCall(app, {
    method: 'GET',
    url: `${CI}/grab/treasure/config/list`,
    access,
    input: reasonByCodeInput,
    handler: (ctx) => listGrabConfig(db, ctx),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/grab/treasure/config/addOrUpdateOrDelete`,
    access,
    input: grabSaveInput,
    arrayBodyAs: 'body', // a JSON array body is read as `body`
    handler: (ctx, input) => db.transaction((tx) => saveGrabConfig(tx, ctx, input)),
  });

  // Operations on clues.
  defineCall(app, {
    method: ['POST', 'GET'],
    url: `${CI}/high/seas/manualClaim`,
    access,
    scope: { teacherId: 'teacher', clueBaseId: 'clue' },
    input: claimInput,
    handler: (ctx, input) => db.transaction((tx) => manualClaim(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/operation/changeBatch`,
    access,
    scope: { clueIds: 'clue', teacherId: 'teacher' },
    input: batchInput,
    handler: (ctx, input) => db.transaction((tx) => changeBatch(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/operation/allotSaleBatch`,
    access,
    scope: { clueIds: 'clue', teacherId: 'teacher' },
    input: batchInput,
    handler: (ctx, input) => db.transaction((tx) => allotSaleBatch(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/operation/batchsetLock`,
    access,
    scope: { clueIds: 'clue' },
    input: lockInput,
    handler: (ctx, input) => db.transaction((tx) => batchSetLock(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'GET',
    url: `${CI}/operation/getTeacherInfo`,
    access,
    scope: { teacherId: 'teacher' },
    input: teacherInfoInput,
    handler: (ctx, input) => getTeacherInfo(db, ctx, input),
  });
  defineCall(app, {
    method: 'GET',
    url: `${CI}/common/getReasonByCode`,
    access,
    input: reasonByCodeInput,
    handler: (ctx, input) => reasonsByCode(db, ctx, input),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/grab/treasure/updateClueFlowReasonToGrabTreasure`,
    access,
    scope: { clueIds: 'clue' },
    input: toGrabInput,
    handler: async (ctx, input) => {
      assertManager(ctx);
      const rows =
        input.rows ?? (input.fileKey ? await readSheetRows(deps.files, input.fileKey, CLUE_SHEET_TITLES, MAX_CLUE_SHEET_ROWS) : null);
      return db.transaction(async (tx) => {
        const ids = [...(input.clueIds ?? []), ...(rows ? await clueIdsFromRows(tx, ctx, rows) : [])];
        return flowToGrabTreasure(tx, ctx, [...new Set(ids)], input);
      });
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${CI}/grab/treasure/updateClueFlowReasonToPrivate`,
    access,
    scope: { clueIds: 'clue' },
    input: toPrivateInput,
    handler: (ctx, input) => db.transaction((tx) => flowToPrivate(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'GET',
    url: `${CI}/toss/studentClueInfo`,
    access,
    scope: { userId: 'student' },
    input: studentClueInput,
    handler: (ctx, input) => studentClueInfo(db, ctx, input),
  });
}
