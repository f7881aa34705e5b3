import type { Database } from '../../../platform/db';
import type { Access } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { EXPRESS_SHEET_TITLES, importExpress, MAX_EXPRESS_IMPORT_ROWS } from '../../logistics/express/express-import';
import { changeMany, CHANGE_SHEET_TITLES, MAX_CHANGE_ROWS } from '../../teaching/classes/change-batch';
import { COUPON_SHEET_TITLES, importCouponSends, MAX_COUPON_IMPORT_ROWS } from '../../marketing/coupons/coupon-import';
import { importCompletedOrders, MAX_IMPORT_ROWS, SHEET_TITLES } from '../../trading/orders/import';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { importTargets, MAX_TARGET_ROWS, TARGET_SHEET_TITLES } from '../../sales/targets/targets';

export interface ImportOutcome {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string }[];
}

/** A spreadsheet import the console offers; a later area adds its own here (one entry). */
export interface ImportKind {
  /** Every rule the caller must pass (the same as the synchronous call's). */
  access: Access[];
  /** Column title → field, as the sheet is read (and the report written back). */
  titles: Record<string, string>;
  maxRows: number;
  run(db: Database, ctx: AuthedContext, rows: unknown[], dryRun: boolean, fileName: string, opts: ImportOptions): Promise<ImportOutcome>;
}

export const IMPORT_KINDS: Readonly<Record<string, ImportKind>> = {
  'orders.completed': {
    access: [{ area: 'exports' }, { area: 'orders' }],
    titles: SHEET_TITLES,
    maxRows: MAX_IMPORT_ROWS,
    run: (db, ctx, rows, dryRun, fileName, opts) => importCompletedOrders(db, ctx, rows, dryRun, fileName, opts),
  },
  express: {
    access: [{ area: 'express' }],
    titles: EXPRESS_SHEET_TITLES,
    maxRows: MAX_EXPRESS_IMPORT_ROWS,
    run: (db, ctx, rows, dryRun, fileName, opts) => importExpress(db, ctx, rows, dryRun, fileName, opts),
  },
  'classes.change': {
    access: [{ area: 'teaching' }],
    titles: CHANGE_SHEET_TITLES,
    maxRows: MAX_CHANGE_ROWS,
    run: (db, ctx, rows, dryRun, _fileName, opts) =>
      changeMany(db, ctx, rows, { dryRun, importType: 2, allOrNothing: opts.allOrNothing, guard: opts.guard, onRow: opts.onRow }),
  },
  'coupons.send': {
    access: [{ area: 'coupons' }],
    titles: COUPON_SHEET_TITLES,
    maxRows: MAX_COUPON_IMPORT_ROWS,
    run: (db, ctx, rows, dryRun, fileName, opts) => importCouponSends(db, ctx, rows, dryRun, fileName, opts),
  },
  // /teacherGoalSetting: always all-or-nothing (a sheet of goals is one plan).
  'targets.import': {
    access: [{ area: 'sales-targets' }],
    titles: TARGET_SHEET_TITLES,
    maxRows: MAX_TARGET_ROWS,
    run: (db, ctx, rows, dryRun, _fileName, opts) => importTargets(db, ctx, rows, dryRun, opts),
  },
};
