import type { Database } from '../../../platform/db';
import { assertAccess, type Access } from '../../../platform/http/access';
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
  /**
   * A rule beyond the areas that the synchronous call's use case also checks (e.g. clue managers);
   * throws a 420. Checked before queueing and again when the job runs.
   */
  check?: (ctx: AuthedContext) => void;
  /** Column title → field, as the sheet is read (and the report written back). */
  titles: Record<string, string>;
  maxRows: number;
  run(db: Database, ctx: AuthedContext, rows: unknown[], dryRun: boolean, fileName: string, opts: ImportOptions): Promise<ImportOutcome>;
}

/**
 * The sheet import kinds, filled by their owning families at start (`registerImportKind` from each
 * family's index.ts): orders.completed (trading), express (logistics), classes.change and
 * classes.boxes (teaching), coupons.send (marketing), targets.import, clues.grabTreasure and
 * renewal.targetDetail (sales) — the console's import job runs them.
 */
export const importKinds = new NamedRegistry<string, ImportKind>('import kind');
export const registerImportKind = (name: string, kind: ImportKind): void => importKinds.register(name, kind);

/** The caller may run this import now: the kind's areas, then its extra rule (as the synchronous call). */
export function assertImportAccess(ctx: AuthedContext, kind: ImportKind, what: string): void {
  for (const a of kind.access) assertAccess(ctx, a, what);
  kind.check?.(ctx);
}
