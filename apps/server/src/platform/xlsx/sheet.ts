import ExcelJS from 'exceljs';
import type { Queryable } from '../db';
import type { FileStorage } from '../files';
import { AppError, errors } from '../http/errors';

/** How an import job runs a spreadsheet import (the synchronous calls use none of it). */
export interface ImportOptions {
  /** Write only when every row passes; otherwise nothing is written and the report says why. */
  allOrNothing?: boolean;
  /** Called after each row is checked (progress). */
  onRow?: (done: number) => void;
  /** Runs first in the writing transaction (an import job marks itself committed there, so a re-run cannot write twice). */
  guard?: (tx: Queryable) => Promise<void>;
}

/** Uploaded file keys look like `20260301/<uuid>.xlsx` (platform/files grantUpload). */
const FILE_KEY = /^\d{8}\/[0-9a-f-]{36}\.xlsx$/i;

/**
 * Reads the first sheet of an uploaded .xlsx (upload credential first, then this key) into rows keyed
 * by field name: a header cell is mapped through `titles` (Chinese column titles) or used as is.
 */
export async function readSheetRows(
  files: FileStorage,
  fileKey: string,
  titles: Record<string, string>,
  maxRows: number,
): Promise<Record<string, unknown>[]> {
  if (!FILE_KEY.test(fileKey)) throw errors.invalidField('fileKey', '不是有效的上传文件', 'is not an uploaded file key');
  const file = (await files.open('private', fileKey)) ?? (await files.open('public', fileKey));
  if (!file) throw errors.notFound('上传文件');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.read(file.stream);
  } catch {
    throw new AppError('BAD_REQUEST', '文件不是有效的 xlsx 表格', 'The file is not a valid xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const header: (string | null)[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const title = cellText(cell.value).trim();
    header[col] = title ? (titles[title] ?? title) : null;
  });
  const rows: Record<string, unknown>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    if (rows.length >= maxRows) throw new AppError('BAD_REQUEST', `一次最多导入${maxRows}行`, `At most ${maxRows} rows per import`);
    const out: Record<string, unknown> = {};
    row.eachCell((cell, col) => {
      const key = header[col];
      if (!key) return;
      const v = cell.value;
      // A spreadsheet time has no zone: its wall-clock text is read in China time by the row check.
      out[key] = v instanceof Date ? v.toISOString().slice(0, 19).replace('T', ' ') : typeof v === 'number' ? v : cellText(v);
    });
    rows.push(out);
  }
  return rows;
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if (v instanceof Date) return v.toISOString();
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return String(v.result ?? '');
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
  }
  return String(v);
}
