import { addTextBundle } from '../../platform/i18n/i18n';

const zh = {
  title: '后台任务',
  counts: '按状态统计',
  colId: '编号',
  colKind: '类型',
  colState: '状态',
  colAttempts: '尝试次数',
  colProgress: '进度',
  colError: '错误',
  colCreated: '创建时间',
  colFinished: '结束时间',
  colActions: '操作',
  retry: '重试',
  retried: '已重新排队',
  payload: '参数',
  state: { queued: '排队中', running: '运行中', done: '已完成', failed: '失败', cancelled: '已取消' },
};
const en: typeof zh = {
  title: 'Background jobs',
  counts: 'By state',
  colId: 'ID',
  colKind: 'Kind',
  colState: 'State',
  colAttempts: 'Attempts',
  colProgress: 'Progress',
  colError: 'Error',
  colCreated: 'Created',
  colFinished: 'Finished',
  colActions: 'Actions',
  retry: 'Retry',
  retried: 'Queued again',
  payload: 'Payload',
  state: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' },
};

export const JOBS_ADMIN_BUNDLES = { zh, en };
export const JOBS_ADMIN_NS = 'jobsAdmin';
addTextBundle(JOBS_ADMIN_NS, zh, en);
