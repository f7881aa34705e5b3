import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Checkbox } from 'antd';
import type { ListColumn } from '../../../components/list-page';
import { i18n } from '../../../platform/i18n/i18n';
import type { Row } from '../api/gql';
import type { RowKind } from './query';

export interface Selection {
  selected: ReadonlySet<string>;
  pageUids: string[];
  setPageRows: (rows: Row[]) => void;
  toggle: (uid: string, on: boolean) => void;
  togglePage: (on: boolean) => void;
  clear: () => void;
  uidOf: (row: Row) => string;
}

/** The students picked for a bulk action (by student id; class rows of one student count once). */
export function useSelection(kind: RowKind): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pageUids, setPageUids] = useState<string[]>([]);
  const uidOf = useCallback((r: Row) => String(kind === 'stat' ? r.uid : r.id), [kind]);
  const setPageRows = useCallback((rows: Row[]) => setPageUids(rows.map(uidOf)), [uidOf]);
  const change = (uids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const u of uids)
        if (on) next.add(u);
        else next.delete(u);
      return next;
    });
  return {
    selected,
    pageUids,
    setPageRows,
    uidOf,
    toggle: (uid, on) => change([uid], on),
    togglePage: (on) => change(pageUids, on),
    clear: () => setSelected(new Set()),
  };
}

/**
 * The header checkbox. Ant Design copies column titles into a hidden measuring row (aria-hidden) of
 * tables that scroll sideways; the copy must not be reachable by Tab (axe aria-hidden-focus).
 */
function HeaderCheckbox(props: ComponentProps<typeof Checkbox>) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (input && ref.current?.closest('[aria-hidden="true"]')) input.tabIndex = -1;
  });
  return (
    <span ref={ref}>
      <Checkbox {...props} />
    </span>
  );
}

/** A checkbox column (the header box picks or drops every student of the page). */
export function selectionColumn(s: Selection): ListColumn<Row> {
  const onPage = s.pageUids.filter((u) => s.selected.has(u)).length;
  return {
    key: 'select',
    width: 48,
    fixed: 'left',
    title: (
      <HeaderCheckbox
        checked={s.pageUids.length > 0 && onPage === s.pageUids.length}
        indeterminate={onPage > 0 && onPage < s.pageUids.length}
        onChange={(e) => s.togglePage(e.target.checked)}
        data-testid="select-page"
        aria-label={i18n.t('students:list.selectPage')}
      />
    ),
    render: (_v, r) => {
      const uid = s.uidOf(r);
      return (
        <Checkbox
          checked={s.selected.has(uid)}
          onChange={(e) => s.toggle(uid, e.target.checked)}
          data-testid="select-row"
          data-uid={uid}
          aria-label={i18n.t('students:list.selectRow', { id: uid })}
        />
      );
    },
  };
}
