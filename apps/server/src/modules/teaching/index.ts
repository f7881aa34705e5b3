import type { Family } from '../../platform/family';
import { registerImportKind, type ImportKind } from '../console';
import { registerClassStudentRoutes } from './class-students/routes';
import { registerClassApprovalEffects } from './classes/approval-effects';
import { changeMany, CHANGE_SHEET_TITLES, MAX_CHANGE_ROWS } from './classes/change-batch';
import { registerClassesQueries } from './classes/models';
import { BOX_SHEET_TITLES, changeExpressBoxes, MAX_BOX_ROWS } from './classes/put-course';
import { registerClassesRoutes } from './classes/routes';

/** A sheet of class moves, run by the console's import job (a dry run reports every row first). */
const classChangeImport: ImportKind = {
  access: [{ area: 'teaching' }],
  titles: CHANGE_SHEET_TITLES,
  maxRows: MAX_CHANGE_ROWS,
  run: (db, ctx, rows, dryRun, _fileName, opts) =>
    changeMany(db, ctx, rows, { dryRun, importType: 2, allOrNothing: opts.allOrNothing, guard: opts.guard, onRow: opts.onRow }),
};

/** The /putTheCourse box sheet (订单号, 盒子版本): expressBoxChange/file as a job. */
const boxChangeImport: ImportKind = {
  access: [{ area: 'teaching' }],
  titles: BOX_SHEET_TITLES,
  maxRows: MAX_BOX_ROWS,
  run: (db, ctx, rows, dryRun, _fileName, opts) => changeExpressBoxes(db, ctx, rows, dryRun, opts),
};

/**
 * The teaching family: classes, class changes and stop batches (more to come: enrollment schedules and
 * quotas, recruitment, homework review, courseware).
 */
export const teachingFamily: Family = {
  name: 'teaching',
  queries: registerClassesQueries,
  register(app, deps) {
    registerClassesRoutes(app, deps);
    registerClassStudentRoutes(app, deps);
    registerClassApprovalEffects();
    registerImportKind('classes.change', classChangeImport);
    registerImportKind('classes.boxes', boxChangeImport);
  },
};
