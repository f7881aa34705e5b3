import { addTextBundle } from '../../platform/i18n/i18n';

/** Strings of the spreadsheet import dialog (namespace `sheetImport`); the caller passes title and texts. */
export const SHEET_IMPORT_NS = 'sheetImport';

const zh = {
  hint: '上传 .xlsx，首行为标题：{{titles}}。先试导入逐行校验（不写入），全部通过后再导入：全部成功或全部不导入。',
  choose: '选择文件并试导入',
  dryRunSummary: '试导入：共 {{total}} 行，可导入 {{success}} 行，有误 {{failed}} 行（未写入）',
  summary: '导入完成：共 {{total}} 行，已导入 {{success}} 行，未导入 {{failed}} 行',
  rowOk: '可导入',
  rowImported: '已导入',
  run: '导入 {{count}} 行',
  confirmTitle: '确认导入',
  allOrNothing: '导入为全部成功或全部不导入：请按校验报告修正有误的行后重新上传。',
  downloadReport: '下载校验报告',
  confirm: '确认导入',
  close: '完成',
  cancel: '取消',
  line: '行',
  state: '校验结果',
  outTradeNo: '订单号',
};

const en: typeof zh = {
  hint: 'Upload an .xlsx whose first row holds the titles: {{titles}}. A dry run checks every row (nothing is written); when all pass, import them: all rows or none.',
  choose: 'Choose a file (dry run)',
  dryRunSummary: 'Dry run: {{total}} rows, {{success}} can be imported, {{failed}} with errors (nothing written)',
  summary: 'Imported: {{total}} rows, {{success}} imported, {{failed}} not imported',
  rowOk: 'OK',
  rowImported: 'Imported',
  run: 'Import {{count}} rows',
  confirmTitle: 'Confirm import',
  allOrNothing: 'An import writes all rows or none: fix the rows with errors (see the report) and upload again.',
  downloadReport: 'Download the report',
  confirm: 'Import',
  close: 'Done',
  cancel: 'Cancel',
  line: 'Line',
  state: 'Check',
  outTradeNo: 'Order no.',
};

export const SHEET_IMPORT_BUNDLES = { zh, en };
addTextBundle(SHEET_IMPORT_NS, zh, en);
