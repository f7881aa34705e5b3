import './i18n';

export { SheetImportDialog, type SheetImportProps } from './sheet-import-dialog';
export { downloadImportReport, runImportJob, type ImportKind } from './import-job';
export { uploadSheet, type ImportReport, type ImportReportRow } from './upload';
export { SHEET_IMPORT_NS } from './i18n';
