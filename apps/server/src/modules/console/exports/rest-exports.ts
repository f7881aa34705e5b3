import type { ZodType } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { assertAccess, type Access } from '../../../platform/http/access';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { parseInput } from '../../../platform/http/validate';
import { orderOutSheet, type OrderOutExportFilter } from '../../trading/transfers/order-out';
import { orderOutExportInput } from '../../trading/transfers/routes';
import { exportFilter, paymentSheet, renewOrderSheet, type ExportFilter } from '../../trading/orders/exports';
import { teacherExportInput, teacherSheet, type TeacherExportFilter } from '../../org/teachers/teacher-export';
import { countSheetRows, writeSheetRows, type SheetExport } from '../../../platform/xlsx/stream';
import { registerExportJob, type ExportSource } from './export-job';

export const REST_EXPORT_JOB = 'export.rest';

/**
 * A REST export (its own filter shape, not a query root) that can also run as a job. The record's
 * `api_name` is the synchronous call's path, `query` the filter as sent; the job parses it with the
 * same schema and writes the same sheet, so the file has the rows the call would have answered.
 */
interface RestExport<F> {
  /** Every access the synchronous call checks (the exports area and the area of the rows). */
  access: Access[];
  input: ZodType<F>;
  fileName: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows differ per export
  sheet: (ctx: AuthedContext, f: F) => SheetExport<any>;
}

const define = <F>(e: RestExport<F>): RestExport<unknown> => e as RestExport<unknown>;
const exportsAndOrders: Access[] = [{ area: 'exports' }, { area: 'orders' }];

export const REST_EXPORTS: Record<string, RestExport<unknown>> = {
  '/api/o/v1/order/exportRenewOrder': define<ExportFilter>({
    access: exportsAndOrders,
    input: exportFilter,
    fileName: '续费订单',
    sheet: renewOrderSheet,
  }),
  '/api/o/v1/order/exportPayment': define<ExportFilter>({
    access: exportsAndOrders,
    input: exportFilter,
    fileName: '支付流水',
    sheet: paymentSheet,
  }),
  '/api/o/v1/orderOut/export': define<OrderOutExportFilter>({
    access: exportsAndOrders,
    input: orderOutExportInput,
    fileName: '转出订单',
    sheet: orderOutSheet,
  }),
  '/api/t/v1/export/teacherInfo': define<TeacherExportFilter>({
    access: [{ area: 'exports' }, { area: 'teachers' }],
    input: teacherExportInput,
    fileName: '部门老师',
    sheet: teacherSheet,
  }),
};

export const restExportOf = (apiName: string): RestExport<unknown> | undefined =>
  Object.prototype.hasOwnProperty.call(REST_EXPORTS, apiName) ? REST_EXPORTS[apiName] : undefined;

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
    const spec = e.sheet(ctx, parseRestFilter(e, rec.query));
    return {
      header: spec.columns.map((c) => c.title),
      total: await countSheetRows(deps.db, spec),
      write: (xlsx, counter, afterBatch) => writeSheetRows(deps.db, xlsx, spec, counter, afterBatch, opts.batchSize),
    };
  });
}
