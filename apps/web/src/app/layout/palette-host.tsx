import { lazy, Suspense, useEffect, useState } from 'react';
import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../../components/power/i18n';
import { useConsole } from '../console-context';

const CommandPalette = lazy(() => import('../../features/search/palette/command-palette').then((m) => ({ default: m.CommandPalette })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Opens the command palette with Ctrl+K / ⌘K anywhere in the console, also while an input has focus
 * (the key is caught before the input sees it), or with the top-bar button. The palette is its own
 * chunk (with the pinyin dictionary), loaded on first use.
 */
export function PaletteHost({ iconOnly }: { iconOnly?: boolean }) {
  const { t: tp } = useTranslation('power');
  const navigate = useNavigate();
  const { menu } = useConsole();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        e.stopPropagation();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Tooltip title={`${tp('palette.open')} (${shortcut})`}>
        <Button
          type="text"
          icon={<ThunderboltOutlined />}
          onClick={() => setOpen(true)}
          aria-label={`${tp('palette.open')}: ${shortcut}`}
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="palette-button"
        >
          {iconOnly ? null : shortcut}
        </Button>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette menu={menu} onClose={() => setOpen(false)} onNavigate={(route) => navigate(route)} />
        </Suspense>
      ) : null}
    </>
  );
}
