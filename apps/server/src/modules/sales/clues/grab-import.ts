import type { Database } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import type { ImportOptions } from '../../../platform/xlsx/sheet';
import { clueRefOf, cluesOfUserNums, flowToGrabTreasure, lockForGrabTreasure, missingUserNums } from './pools';

export interface GrabImportReport {
  written: boolean;
  total: number;
  success: number;
  failed: number;
  rows: { row: number; ok: boolean; error?: string; clueId?: string }[];
}

/** Clue ids in numeric order: the one lock order of clues (moves.ts lockClues). */
const byNumber = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

const messageOf = (err: unknown): string => {
  if (err instanceof AppError) return err.message;
  throw err;
};

/**
 * The import kind `clues.grabTreasure`: a sheet of clues (线索ID or 学员编号) into grab treasure, row
 * by row. Each row is resolved and checked by the steps of the synchronous call
 * (updateClueFlowReasonToGrabTreasure: clueRefOf, lockForGrabTreasure, in id order like every clue
 * lock), and a failing row is reported instead of refusing the sheet; the write is that call's
 * flowToGrabTreasure over the good rows' clues (the default reason). A dry run writes nothing.
 */
export async function importGrabTreasure(
  db: Database,
  ctx: AuthedContext,
  rows: Record<string, unknown>[],
  dryRun: boolean,
  opts: ImportOptions = {},
): Promise<GrabImportReport> {
  return db.transaction(async (tx) => {
    const report: GrabImportReport['rows'] = rows.map((_, i) => ({ row: i + 1, ok: true }));
    const fail = (i: number, error: string) => {
      report[i] = { row: i + 1, ok: false, error };
    };
    // 1. What each row names.
    const refs = rows.map((row, i) => {
      try {
        return clueRefOf(row, i);
      } catch (err) {
        fail(i, messageOf(err));
        return null;
      }
    });
    const userNums = [...new Set(refs.flatMap((r) => (r && 'userNum' in r ? [r.userNum] : [])))];
    const byNum = new Map((await cluesOfUserNums(tx, ctx, userNums)).map((x) => [x.user_num, x.id]));
    const clueOf = refs.map((ref, i) => {
      if (!ref) return null;
      if ('clueId' in ref) return ref.clueId;
      const id = byNum.get(ref.userNum);
      if (!id) fail(i, missingUserNums([ref.userNum]).message);
      return id ?? null;
    });
    // 2. Each clue checked (and locked) alone, in id order, so one bad clue fails only its rows.
    const ids = [...new Set(clueOf.filter((id): id is string => id !== null))].sort(byNumber);
    const refused = new Map<string, string>();
    for (const [n, id] of ids.entries()) {
      await lockForGrabTreasure(tx, ctx, [id]).catch((err: unknown) => refused.set(id, messageOf(err)));
      opts.onRow?.(Math.floor(((n + 1) * rows.length) / ids.length));
    }
    for (const [i, id] of clueOf.entries()) {
      const error = id === null ? undefined : refused.get(id);
      if (error) fail(i, error);
      else if (id !== null) report[i].clueId = id;
    }
    opts.onRow?.(rows.length);
    const failed = report.filter((r) => !r.ok).length;
    const good = ids.filter((id) => !refused.has(id));
    const write = !dryRun && good.length > 0 && !(opts.allOrNothing && failed > 0);
    if (write) {
      await opts.guard?.(tx);
      await flowToGrabTreasure(tx, ctx, good, {});
    }
    return { written: write, total: rows.length, success: rows.length - failed, failed, rows: report };
  });
}
