import './i18n';

export { historyKey, type HistoryEntity, type HistoryEntry } from './api';
export { RecordHistoryButton } from './record-history-button';
export { RecordHistoryDrawer } from './record-history-drawer';
