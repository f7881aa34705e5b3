import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Spin, Typography } from 'antd';
import type { VisibleMenuGroup } from '@console/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { actionsFor, usePageActionsStore } from '../../../components/power/page-actions';
import { fetchRecent, RECENT_QUERY_KEY } from '../../../components/power/recent';
import '../../../components/power/i18n';
import { currentLang } from '../../../platform/i18n/i18n';
import { matchPages, pageEntries } from './palette-model';
import { usePaletteStudents } from './use-palette-students';
import './command-palette.css';

interface Props {
  menu: readonly VisibleMenuGroup[];
  onClose: () => void;
  /** Opens a hash route of the current subject ('/order', '/details/123'). */
  onNavigate: (route: string) => void;
}

interface Option {
  id: string;
  group: 'actions' | 'recent' | 'students' | 'pages';
  label: string;
  detail?: string;
  run: () => void;
}

const GROUP_ORDER: Option['group'][] = ['actions', 'recent', 'students', 'pages'];

/**
 * The command palette (Ctrl+K / ⌘K): pages of the subject's menu, students by mobile, number or name,
 * the staff's recent records and the current page's actions. A combobox with a listbox: ↑/↓ move the
 * active option (aria-activedescendant), Enter runs it, Esc closes.
 */
export function CommandPalette({ menu, onClose, onNavigate }: Props) {
  const { t: tp } = useTranslation('power');
  const lang = currentLang();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => pageEntries(menu, lang), [menu, lang]);
  const byOwner = usePageActionsStore((s) => s.byOwner);
  const recent = useQuery({ queryKey: RECENT_QUERY_KEY, queryFn: ({ signal }) => fetchRecent(signal), staleTime: 0, retry: false });
  const students = usePaletteStudents(text);

  const go = (route: string) => () => {
    onClose();
    onNavigate(route);
  };
  const q = text.trim().toLowerCase();
  const options: Option[] = [
    ...actionsFor(byOwner, pathname)
      .filter((a) => !a.disabled && (!q || a.label.toLowerCase().includes(q)))
      .map((a) => ({
        id: `a-${a.key}`,
        group: 'actions' as const,
        label: a.label,
        run: () => {
          onClose();
          a.run();
        },
      })),
    ...(recent.data ?? [])
      .filter((r) => !q || r.label.toLowerCase().includes(q) || r.id === q)
      .slice(0, q ? 5 : 8)
      .map((r) => ({
        id: `r-${r.kind}-${r.id}`,
        group: 'recent' as const,
        label: r.label,
        detail: tp(`palette.${r.kind}`),
        run: r.kind === 'student' ? go(`/details/${encodeURIComponent(r.id)}`) : go(`/order?outTradeNo=${encodeURIComponent(r.label)}`),
      })),
    ...students.hits.map((h) => ({
      id: `s-${h.id}`,
      group: 'students' as const,
      label: [h.username, h.user_num].filter(Boolean).join(' · ') || String(h.id),
      detail: h.mobile ?? undefined,
      run: go(`/details/${encodeURIComponent(String(h.id))}`),
    })),
    ...(q ? matchPages(entries, q) : entries.slice(0, 6)).map((e) => ({
      id: `p-${e.path}`,
      group: 'pages' as const,
      label: e.title,
      detail: `${e.group} · ${e.path}`,
      run: go(e.path),
    })),
  ];
  const active = Math.min(activeIndex, Math.max(0, options.length - 1));
  const optionId = (o: Option) => `palette-opt-${o.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const move = (to: number) => {
    const next = (to + options.length) % Math.max(1, options.length);
    setActiveIndex(next);
    const el = options[next] && listRef.current?.querySelector(`#${optionId(options[next])}`);
    el?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') move(active + 1);
    else if (e.key === 'ArrowUp') move(active - 1);
    else if (e.key === 'Enter') options[active]?.run();
    else return;
    e.preventDefault();
  };

  return (
    <Modal open onCancel={onClose} footer={null} closable={false} width={600} rootClassName="command-palette" destroyOnHidden>
      <Input
        autoFocus
        size="large"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={tp('palette.placeholder')}
        role="combobox"
        aria-label={tp('palette.label')}
        aria-expanded="true"
        aria-controls="palette-listbox"
        aria-autocomplete="list"
        aria-activedescendant={options[active] ? optionId(options[active]) : undefined}
        data-testid="palette-input"
        suffix={students.pending ? <Spin size="small" aria-label={tp('palette.searching')} /> : null}
      />
      <div
        id="palette-listbox"
        role="listbox"
        aria-label={tp('palette.open')}
        ref={listRef}
        className="palette-list"
        data-testid="palette-list"
      >
        {GROUP_ORDER.map((g) => {
          const items = options.filter((o) => o.group === g);
          if (!items.length) return null;
          return (
            <div key={g} role="group" aria-labelledby={`palette-group-${g}`}>
              <div id={`palette-group-${g}`} className="palette-group" role="presentation">
                {tp(`palette.${g === 'actions' ? 'actions' : g}`)}
              </div>
              {items.map((o) => {
                const i = options.indexOf(o);
                return (
                  <div
                    key={o.id}
                    id={optionId(o)}
                    role="option"
                    aria-selected={i === active}
                    className={`palette-option${i === active ? ' is-active' : ''}`}
                    data-testid="palette-option"
                    data-group={o.group}
                    onMouseMove={() => i !== active && setActiveIndex(i)}
                    onClick={o.run}
                  >
                    <span className="palette-label">{o.label}</span>
                    {o.detail ? <span className="palette-detail">{o.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
        {options.length === 0 ? (
          <Typography.Text type="secondary" className="palette-empty">
            {students.pending ? tp('palette.searching') : tp('palette.empty')}
          </Typography.Text>
        ) : null}
      </div>
      <Typography.Text type="secondary" className="palette-hint">
        {tp('palette.hint')}
      </Typography.Text>
    </Modal>
  );
}
