import { useCallback, useEffect, useState } from 'react';
import { App, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
// the import also registers the `records` texts
import { NS } from '../record-history/i18n';
import { hasUnsavedChanges, markClean, markDirty } from './guard';

/** Asks "discard unsaved changes?"; resolves true when the staff chooses to leave. */
export function useDiscardConfirm(): () => Promise<boolean> {
  const { modal } = App.useApp();
  const { t: tr } = useTranslation(NS);
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: tr('unsaved.title'),
          content: tr('unsaved.body'),
          okText: tr('unsaved.leave'),
          cancelText: tr('unsaved.stay'),
          okButtonProps: { danger: true, 'data-testid': 'unsaved-leave' } as ButtonProps,
          cancelButtonProps: { 'data-testid': 'unsaved-stay' } as ButtonProps,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, tr],
  );
}

/**
 * The unsaved-changes guard of one form: while `dirty`, closing its workspace tab or the browser tab
 * asks first. `confirmLeave` is for the form's own way out (closing its drawer or dialog): it resolves
 * true at once when clean, otherwise after asking.
 */
export function useUnsavedChanges(dirty: boolean): { confirmLeave: () => Promise<boolean> } {
  // Inside a workspace tab the location is the tab's own (WorkspaceHost renders each tab at its path).
  const tabKey = useLocation().pathname;
  const [id] = useState(() => Symbol('form'));
  const ask = useDiscardConfirm();
  useEffect(() => {
    if (dirty) markDirty(id, tabKey);
    else markClean(id);
    return () => markClean(id);
  }, [dirty, id, tabKey]);
  const confirmLeave = useCallback(async () => (dirty ? ask() : true), [dirty, ask]);
  return { confirmLeave };
}

/** For the workspace: asks before closing tabs that hold unsaved input; true = go ahead. */
export function useConfirmCloseTabs(): (tabKeys: readonly string[]) => Promise<boolean> {
  const ask = useDiscardConfirm();
  return useCallback(async (tabKeys) => (hasUnsavedChanges(tabKeys) ? ask() : true), [ask]);
}
