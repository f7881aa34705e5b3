import { useMemo } from 'react';
import { WATERMARK, watermarkLines } from './watermark-text';

interface Props {
  staff: { realName?: string | null; userName?: string | null; id: string };
  brand: string;
  dark: boolean;
}

function render(lines: [string, string], dark: boolean): string {
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = WATERMARK.width * ratio;
  canvas.height = WATERMARK.height * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.scale(ratio, ratio);
  ctx.translate(WATERMARK.width / 2, WATERMARK.height / 2);
  ctx.rotate((WATERMARK.rotateDeg * Math.PI) / 180);
  ctx.font = `${WATERMARK.fontPx}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = dark ? `rgba(255,255,255,${WATERMARK.alpha})` : `rgba(0,0,0,${WATERMARK.alpha})`;
  ctx.fillText(lines[0], 0, -WATERMARK.fontPx * 0.75);
  ctx.fillText(lines[1], 0, WATERMARK.fontPx * 0.75);
  return canvas.toDataURL('image/png');
}

/** The fixed watermark over the whole page; it never takes clicks. */
export function Watermark({ staff, brand, dark }: Props) {
  const lines = useMemo(() => watermarkLines(staff, brand), [staff, brand]);
  const url = useMemo(() => render(lines, dark), [lines, dark]);
  return (
    <div
      className="watermark"
      data-testid="watermark"
      data-text={lines.join(' | ')}
      aria-hidden
      style={{ backgroundImage: url ? `url(${url})` : undefined, backgroundSize: `${WATERMARK.width}px ${WATERMARK.height}px` }}
    />
  );
}
