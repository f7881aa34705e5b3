import { useEffect } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ContextTarget {
  x: number;
  y: number;
  path: string;
}

/** The right-click popup of a sidebar item: open it in a new browser tab. */
export function MenuContextPopup({
  target,
  onOpen,
  onClose,
}: {
  target: ContextTarget;
  onOpen: (path: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useEffect(() => {
    const close = (): void => onClose();
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('click', close);
    window.addEventListener('blur', close);
    window.addEventListener('resize', close);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('click', close);
      window.removeEventListener('blur', close);
      window.removeEventListener('resize', close);
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div
      role="menu"
      className="menu-context-popup"
      data-testid="menu-context-popup"
      style={{
        left: target.x,
        top: target.y,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadius,
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <button
        type="button"
        role="menuitem"
        data-testid="menu-context-open"
        style={{ color: token.colorText }}
        onClick={(e) => {
          e.stopPropagation();
          onOpen(target.path);
          onClose();
        }}
      >
        <ExportOutlined /> {t('menu.openInNewTab')}
      </button>
    </div>
  );
}
