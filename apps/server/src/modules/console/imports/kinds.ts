import type { Database } from '../../../platform/db';
import type { Access } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { NamedRegistry } from '../../../platform/registry';
import type { ImportOptions } from '../../../platform/xlsx/sheet';

export interface ImportOutcome {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string }[];
}

/** A spreadsheet import the console offers; the owning family registers it (registerImportKind). */
export interface ImportKind {
  /** Every rule the caller must pass (the same as the synchronous call's). */
  access: Access[];
  /** Column title → field, as the sheet is read (and the report written back). */
  titles: Record<string, string>;
  maxRows: number;
  run(db: Database, ctx: AuthedContext, rows: unknown[], dryRun: boolean, fileName: string, opts: ImportOptions): Promise<ImportOutcome>;
}

/**
 * The sheet import kinds, filled by their owning families at start (`registerImportKind` from each
 * family's index.ts): orders.completed (trading), express (logistics), classes.change (teaching),
 * coupons.send (marketing), targets.import (sales), ... — the console's import job runs them.
 */
export const importKinds = new NamedRegistry<string, ImportKind>('import kind');
export const registerImportKind = (name: string, kind: ImportKind): void => importKinds.register(name, kind);
