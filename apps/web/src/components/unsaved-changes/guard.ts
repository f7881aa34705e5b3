/**
 * Which forms hold unsaved input, by the workspace tab they live in. The workspace asks before it
 * closes a tab with such a form, and the browser asks before the page unloads (beforeunload) while
 * any form anywhere is dirty. Switching tabs or routes keeps forms mounted (keep-alive), so nothing
 * is lost there and nothing asks.
 */
const dirtyForms = new Map<symbol, string>();

function onBeforeUnload(e: BeforeUnloadEvent): void {
  if (dirtyForms.size === 0) return;
  e.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  e.returnValue = '';
}

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  window.addEventListener('beforeunload', onBeforeUnload);
  listening = true;
}

export function markDirty(id: symbol, tabKey: string): void {
  dirtyForms.set(id, tabKey);
  listen();
}

export function markClean(id: symbol): void {
  dirtyForms.delete(id);
}

/** Whether a form in one of these workspace tabs (all tabs when none given) has unsaved input. */
export function hasUnsavedChanges(tabKeys?: readonly string[]): boolean {
  if (!tabKeys) return dirtyForms.size > 0;
  for (const key of dirtyForms.values()) if (tabKeys.includes(key)) return true;
  return false;
}
