import type { Family } from '../../platform/family';
import { registerImportKind, type ImportKind } from '../console';
import { registerClueJudgment } from './clues/approval-effects';
import { registerClueQueries } from './clues/models';
import { registerClueRoutes } from './clues/routes';
import { registerRenewalQueries } from './renewal/models';
import { registerRenewalRoutes } from './renewal/routes';
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
  },
};
