import type { ZodType } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess, type Access } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { parseInput } from '../../../platform/http/validate';
import { NamedRegistry } from '../../../platform/registry';
import { countSheetRows, writeSheetRows, type SheetExport } from '../../../platform/xlsx/stream';
import { registerExportJob, type ExportSource } from './export-job';

export const REST_EXPORT_JOB = 'export.rest';

/**
 * A REST export (its own filter shape, not a query root) that can also run as a job. The record's
 * `api_name` is the synchronous call's path, `query` the filter as sent; the job parses it with the
 * same schema and writes the same sheet, so the file has the rows the call would have answered.
 */
export interface RestExport<F> {
  /** Every access the synchronous call checks (the exports area and the area of the rows). */
  access: Access[];
  input: ZodType<F>;
  /**
   * What the synchronous call refuses before its first row, beyond the filter's shape (e.g. a 404
   * for a target that is not the subject's); checked before queueing and again when the job runs.
   */
  check?: (q: Queryable, ctx: AuthedContext, f: F) => Promise<void>;
  fileName: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows differ per export
  sheet: (ctx: AuthedContext, f: F) => SheetExport<any>;
}

/** Types one export's filter against its sheet, then stores it beside the others. */
export const defineRestExport = <F>(e: RestExport<F>): RestExport<unknown> => e as RestExport<unknown>;

/**
 * The REST exports that also run as jobs, filled by their owning families at start
 * (`registerRestExport(apiName, defineRestExport({...}))` from each family's index.ts).
 */
const restExports = new NamedRegistry<string, RestExport<unknown>>('REST export');
export const registerRestExport = (apiName: string, e: RestExport<unknown>): void => restExports.register(apiName, e);

export const restExportOf = (apiName: string): RestExport<unknown> | undefined => restExports.get(apiName);

/** The caller may run this REST export now (the same checks as the synchronous call). */
export function assertRestAccess(ctx: AuthedContext, apiName: string, e: RestExport<unknown>): void {
  for (const a of e.access) assertAccess(ctx, a, apiName);
}

/** The filter as the synchronous call would read it (a clear 400 naming the field otherwise). */
export const parseRestFilter = (e: RestExport<unknown>, filter: unknown): unknown => parseInput(e.input, filter ?? {}, 'body');

/** `export.rest`: the rows of a REST export's filter into the record's file. */
export function registerRestExportJob(deps: AppDeps, opts: { batchSize?: number } = {}): void {
  registerExportJob(deps, REST_EXPORT_JOB, async (rec, ctx): Promise<ExportSource> => {
    const e = restExportOf(rec.apiName);
    if (!e) throw new AppError('BAD_REQUEST', `未知的导出：${rec.apiName}`, `Unknown export ${rec.apiName}`);
    assertRestAccess(ctx, rec.apiName, e);
    const filter = parseRestFilter(e, rec.query);
    await e.check?.(deps.db, ctx, filter);
    const spec = e.sheet(ctx, filter);
    return {
      header: spec.columns.map((c) => c.title),
      total: await countSheetRows(deps.db, spec),
      write: (xlsx, counter, afterBatch) => writeSheetRows(deps.db, xlsx, spec, counter, afterBatch, opts.batchSize),
    };
  });
}
