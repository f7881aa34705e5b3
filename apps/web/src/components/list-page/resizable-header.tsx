import { useRef, type KeyboardEvent, type PointerEvent, type ThHTMLAttributes } from 'react';

export interface ResizableHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResize?: (width: number) => void;
  resizeLabel?: string;
}

/**
 * A table header cell whose right edge can be dragged (or moved with ←/→ when focused) to change the
 * column's width. The width is committed when the drag ends, so a drag is one save.
 */
export function ResizableHeader({ width, onResize, resizeLabel, children, ...rest }: ResizableHeaderProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  if (!onResize) return <th {...rest}>{children}</th>;

  const start = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const startX = e.clientX;
    const startW = cell.current?.getBoundingClientRect().width ?? width ?? 100;
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    let w = startW;
    const move = (ev: globalThis.PointerEvent) => {
      w = startW + ev.clientX - startX;
      if (cell.current) cell.current.style.width = `${Math.max(40, w)}px`;
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      onResize(w);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  const key = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    e.stopPropagation();
    const current = cell.current?.getBoundingClientRect().width ?? width ?? 100;
    onResize(current + (e.key === 'ArrowRight' ? 16 : -16));
  };

  return (
    <th {...rest} ref={cell} style={{ ...rest.style, position: 'relative' }}>
      {children}
      <span
        className="list-col-resizer"
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={start}
        onKeyDown={key}
        onClick={(e) => e.stopPropagation()}
      />
    </th>
  );
}
