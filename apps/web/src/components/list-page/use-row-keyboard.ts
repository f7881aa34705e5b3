import { useCallback, type KeyboardEvent } from 'react';

const ROW = 'tr.ant-table-row';

/**
 * Keyboard use of a table's rows (roving focus): ↑/↓ move between rows, Home/End to the first/last,
 * Enter opens the focused row. Keys pressed on a control inside a row (a link, a checkbox) are left
 * to that control. The focus ring is the CSS :focus-visible of `.list-page tr.ant-table-row`.
 */
export function useRowKeyboard<T>(onOpen: ((row: T) => void) | undefined) {
  return useCallback(
    (row: T, index?: number) => ({
      tabIndex: index === 0 ? 0 : -1,
      'data-row-index': index,
      onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => {
        if (e.target !== e.currentTarget) return;
        const rows = [...(e.currentTarget.closest('tbody')?.querySelectorAll<HTMLTableRowElement>(ROW) ?? [])];
        const i = rows.indexOf(e.currentTarget);
        const go = (j: number) => {
          const target = rows[Math.max(0, Math.min(rows.length - 1, j))];
          if (!target) return;
          e.preventDefault();
          rows.forEach((r) => (r.tabIndex = r === target ? 0 : -1));
          target.focus();
        };
        if (e.key === 'ArrowDown') go(i + 1);
        else if (e.key === 'ArrowUp') go(i - 1);
        else if (e.key === 'Home') go(0);
        else if (e.key === 'End') go(rows.length - 1);
        else if (e.key === 'Enter' && onOpen) {
          e.preventDefault();
          onOpen(row);
        }
      },
    }),
    [onOpen],
  );
}
