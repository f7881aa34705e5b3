import type { Family } from '../../platform/family';
import { defineRestExport, registerImportKind, registerRestExport, type ImportKind } from '../console';
import { registerClueJudgment } from './clues/approval-effects';
import { importGrabTreasure } from './clues/grab-import';
import { registerClueQueries } from './clues/models';
import { assertManager } from './clues/operations';
import { CLUE_SHEET_TITLES, MAX_CLUE_SHEET_ROWS } from './clues/pools';
import { registerClueRoutes } from './clues/routes';
import { findExportTarget, targetExportInput, targetSheet, type TargetExportFilter } from './renewal/export';
import { registerRenewalQueries } from './renewal/models';
import { registerRenewalRoutes } from './renewal/routes';
import { importTargetDetailSheet, JOB_SHEET_TITLES, MAX_ROWS as MAX_RENEWAL_ROWS } from './renewal/target-import';
import { registerTargetRoutes } from './targets/routes';
import { importTargets, MAX_TARGET_ROWS, TARGET_SHEET_TITLES } from './targets/targets';
import { registerTodoTaskRoutes } from './todo-tasks/tasks';

/** /teacherGoalSetting: always all-or-nothing (a sheet of goals is one plan). */
const targetsImport: ImportKind = {
  access: [{ area: 'sales-targets' }],
  titles: TARGET_SHEET_TITLES,
  maxRows: MAX_TARGET_ROWS,
  run: (db, ctx, rows, dryRun, _fileName, opts) => importTargets(db, ctx, rows, dryRun, opts),
};

/** updateClueFlowReasonToGrabTreasure's sheet (线索ID or 学员编号), managers only, as that call. */
const grabTreasureImport: ImportKind = {
  access: [{ area: 'clues' }],
  check: assertManager,
  titles: CLUE_SHEET_TITLES,
  maxRows: MAX_CLUE_SHEET_ROWS,
  run: (db, ctx, rows, dryRun, _fileName, opts) => importGrabTreasure(db, ctx, rows as Record<string, unknown>[], dryRun, opts),
};

/** importRenewalTargetDetailed's sheet, the target in its 续费目标ID column; managers only, as that call. */
const renewalDetailImport: ImportKind = {
  access: [{ area: 'renewal' }],
  check: assertManager,
  titles: JOB_SHEET_TITLES,
  maxRows: MAX_RENEWAL_ROWS,
  run: (db, ctx, rows, dryRun, fileName, opts) =>
    importTargetDetailSheet(db, ctx, rows as Record<string, unknown>[], dryRun, fileName, opts),
};

/** renewalTarget/export?id: one target's detail against achieved (the exports area too, as the call). */
const renewalTargetExport = defineRestExport<TargetExportFilter>({
  access: [{ area: 'exports' }, { area: 'renewal' }],
  input: targetExportInput,
  check: async (q, ctx, f) => {
    await findExportTarget(q, ctx, f.id);
  },
  fileName: '续费目标明细',
  sheet: targetSheet,
});

/** The sales family: clues (leads) and their pools, renewal, sales targets, to-do tasks. */
export const salesFamily: Family = {
  name: 'sales',
  queries(registry) {
    registerClueQueries(registry);
    registerRenewalQueries(registry);
  },
  register(app, deps) {
    registerTargetRoutes(app, deps);
    registerClueRoutes(app, deps);
    registerRenewalRoutes(app, deps);
    registerTodoTaskRoutes(app, deps);
    registerClueJudgment();
    registerImportKind('targets.import', targetsImport);
    registerImportKind('clues.grabTreasure', grabTreasureImport);
    registerImportKind('renewal.targetDetail', renewalDetailImport);
    registerRestExport('/api/t/v1/renewalTarget/export', renewalTargetExport);
  },
};
