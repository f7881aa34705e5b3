import { randomInt } from 'node:crypto';

/**
 * The login captcha's picture: an arithmetic question ("7+5=?", the original client asks the user to
 * 请计算验证码) drawn as jittered strokes in an SVG. The glyphs are paths, not <text>, so the answer is
 * not in the markup as characters; noise curves cross them. Made here, nothing loaded at run time.
 */

/** Stroke glyphs on a 10 × 16 box: each glyph is a list of polylines. */
const GLYPHS: Record<string, number[][]> = {
  '0': [
    [1, 1, 9, 1, 9, 15, 1, 15, 1, 1],
    [9, 1, 1, 15],
  ],
  '1': [
    [3, 4, 6, 1, 6, 15],
    [3, 15, 9, 15],
  ],
  '2': [[1, 3, 3, 1, 8, 1, 9, 3, 9, 6, 1, 15, 9, 15]],
  '3': [[1, 1, 9, 1, 5, 7, 9, 10, 9, 14, 7, 15, 1, 15]],
  '4': [[7, 15, 7, 1, 1, 11, 9, 11]],
  '5': [[9, 1, 1, 1, 1, 7, 7, 7, 9, 9, 9, 13, 7, 15, 1, 15]],
  '6': [[8, 1, 3, 1, 1, 4, 1, 15, 9, 15, 9, 8, 1, 8]],
  '7': [[1, 1, 9, 1, 4, 15]],
  '8': [
    [1, 1, 9, 1, 9, 7, 1, 7, 1, 1],
    [1, 7, 1, 15, 9, 15, 9, 7],
  ],
  '9': [[9, 8, 1, 8, 1, 1, 9, 1, 9, 12, 6, 15, 2, 15]],
  '+': [
    [5, 4, 5, 12],
    [1, 8, 9, 8],
  ],
  '-': [[1, 8, 9, 8]],
  '×': [
    [2, 5, 8, 11],
    [8, 5, 2, 11],
  ],
  '=': [
    [1, 6, 9, 6],
    [1, 10, 9, 10],
  ],
  '?': [
    [1, 4, 3, 1, 7, 1, 9, 3, 9, 6, 5, 9, 5, 11],
    [5, 14, 5, 15],
  ],
};

const jitter = (n: number) => (randomInt(0, 2 * n * 10 + 1) - n * 10) / 10;
const COLORS = ['#1f4e79', '#7a2e8c', '#2e7d32', '#b23c17', '#37474f'];

function glyphPath(ch: string, x: number, y: number, scale: number, angle: number): string {
  const strokes = GLYPHS[ch] ?? [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = (gx: number, gy: number) => {
    const dx = (gx - 5) * scale;
    const dy = (gy - 8) * scale;
    return `${(x + dx * cos - dy * sin + jitter(0.6)).toFixed(1)} ${(y + dx * sin + dy * cos + jitter(0.6)).toFixed(1)}`;
  };
  return strokes
    .map((s) => {
      const points: string[] = [];
      for (let i = 0; i < s.length; i += 2) points.push(place(s[i], s[i + 1]));
      return `M${points.join(' L')}`;
    })
    .join(' ');
}

/** An SVG of the text (digits and + - × = ?), 120 × 40, with noise. */
export function captchaSvg(text: string): string {
  const width = 120;
  const height = 40;
  const step = (width - 16) / text.length;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f6f8"/>`];
  for (let i = 0; i < 4; i++) {
    const color = COLORS[randomInt(0, COLORS.length)];
    parts.push(
      `<path d="M${randomInt(0, 20)} ${randomInt(5, 35)} Q${randomInt(30, 90)} ${randomInt(0, 40)} ${randomInt(100, 120)} ${randomInt(5, 35)}" stroke="${color}" stroke-width="1" fill="none" opacity="0.6"/>`,
    );
  }
  [...text].forEach((ch, i) => {
    const d = glyphPath(ch, 8 + step * (i + 0.5), 20 + jitter(3), 1.3 + randomInt(0, 3) / 10, jitter(0.25));
    const color = COLORS[randomInt(0, COLORS.length)];
    parts.push(`<path d="${d}" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
