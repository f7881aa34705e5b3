export { hasUnsavedChanges } from './guard';
export { useConfirmCloseTabs, useDiscardConfirm, useUnsavedChanges } from './use-unsaved-changes';
