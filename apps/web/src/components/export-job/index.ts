import './i18n';

export { useExportJob } from './use-export-job';
export { ExportProgress, percentOf } from './export-progress';
export {
  cancelExport,
  deleteExport,
  downloadExport,
  fetchExportRecords,
  formatBytes,
  isFinal,
  type ExportRecord,
  type ExportRequest,
  type RestExportRequest,
  type ExportStatus,
} from './api';
export { EXPORTS_NS } from './i18n';
