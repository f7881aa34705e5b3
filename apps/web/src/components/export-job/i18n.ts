import { addTextBundle } from '../../platform/i18n/i18n';

/** Strings of the export jobs and the export centre (namespace `exports`). */
const zh = {
  button: '导出当前筛选',
  queued: '已加入导出队列：{{name}}',
  progressTitle: '正在导出：{{name}}',
  rows: '{{done}} / {{total}} 行',
  rowsNoTotal: '{{done}} 行',
  doneTitle: '导出完成：{{name}}',
  failedTitle: '导出失败：{{name}}',
  cancelledTitle: '已取消导出：{{name}}',
  download: '下载',
  openCentre: '导出记录',
  cancel: '取消',
  delete: '删除',
  confirmDelete: '删除这条导出记录和文件？',
  confirmCancel: '取消这次导出？',
  title: '导出记录',
  colRequester: '导出人',
  colWhat: '导出内容',
  colFilter: '筛选条件',
  colRows: '行数',
  colSize: '文件大小',
  colStatus: '状态',
  colStarted: '开始时间',
  colFinished: '完成时间',
  colActions: '操作',
  filterStatus: '状态',
  status: { queued: '排队中', running: '导出中', done: '已完成', failed: '失败', cancelled: '已取消' },
  expired: '已过期',
  expiredHint: '文件已超过保留期限，已删除（{{time}}）',
};

const en: typeof zh = {
  button: 'Export current filter',
  queued: 'Export queued: {{name}}',
  progressTitle: 'Exporting: {{name}}',
  rows: '{{done}} / {{total}} rows',
  rowsNoTotal: '{{done}} rows',
  doneTitle: 'Export finished: {{name}}',
  failedTitle: 'Export failed: {{name}}',
  cancelledTitle: 'Export cancelled: {{name}}',
  download: 'Download',
  openCentre: 'Export records',
  cancel: 'Cancel',
  delete: 'Delete',
  confirmDelete: 'Delete this export record and its file?',
  confirmCancel: 'Cancel this export?',
  title: 'Export records',
  colRequester: 'Requested by',
  colWhat: 'Export',
  colFilter: 'Filter',
  colRows: 'Rows',
  colSize: 'File size',
  colStatus: 'Status',
  colStarted: 'Started',
  colFinished: 'Finished',
  colActions: 'Actions',
  filterStatus: 'Status',
  status: { queued: 'Queued', running: 'Exporting', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' },
  expired: 'Expired',
  expiredHint: 'The file passed its retention period and was deleted ({{time}})',
};

export const EXPORTS_BUNDLES = { zh, en };
export const EXPORTS_NS = 'exports';

addTextBundle(EXPORTS_NS, zh, en);
