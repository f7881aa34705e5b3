/**
 * CSV encoding for COPY ... WITH (FORMAT csv). NULL is an empty unquoted field, so an empty string
 * must be quoted. Money is carried as integer fen and printed exactly (never through a float).
 */

export type Cell = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\n\r]/;

function cell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v === '') return '""';
  return NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** One CSV line, newline included. */
export function csvLine(cells: readonly Cell[]): string {
  let out = cell(cells[0]);
  for (let i = 1; i < cells.length; i++) out += ',' + cell(cells[i]);
  return out + '\n';
}

/** Integer fen -> "123.45" (exact). */
export function money(fen: number): string {
  const neg = fen < 0;
  const abs = Math.abs(Math.round(fen));
  const s = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;
const P2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const P3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** "YYYY-MM-DD" per day number: Date#toISOString costs microseconds and runs ~10 times per row. */
const dayCache = new Map<number, string>();
function dayText(dayNumber: number): string {
  let text = dayCache.get(dayNumber);
  if (text === undefined) {
    text = new Date(dayNumber * DAY).toISOString().slice(0, 10);
    dayCache.set(dayNumber, text);
  }
  return text;
}

/** Epoch ms -> timestamptz literal (UTC, ms precision). */
export function ts(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null;
  const d = Math.floor(ms / DAY);
  let r = ms - d * DAY;
  const h = Math.floor(r / 3_600_000);
  r -= h * 3_600_000;
  const m = Math.floor(r / 60_000);
  r -= m * 60_000;
  const sec = Math.floor(r / 1000);
  return `${dayText(d)}T${P2[h]}:${P2[m]}:${P2[sec]}.${P3[r - sec * 1000]}Z`;
}

/** Epoch ms -> calendar date in China (birthdays, join dates). */
export function day(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : dayText(Math.floor((ms + SHANGHAI) / DAY));
}

/** yyyyMMddHHmmss in China time (order and refund numbers). */
export function stamp(ms: number): string {
  const local = ms + SHANGHAI;
  const d = Math.floor(local / DAY);
  let r = local - d * DAY;
  const h = Math.floor(r / 3_600_000);
  r -= h * 3_600_000;
  const m = Math.floor(r / 60_000);
  const sec = Math.floor((r - m * 60_000) / 1000);
  return `${dayText(d).replace(/-/g, '')}${P2[h]}${P2[m]}${P2[sec]}`;
}

/** Postgres array literal (text[] / int[]), elements quoted. */
export function pgArray(items: readonly (string | number)[]): string {
  return `{${items.map((x) => (typeof x === 'number' ? String(x) : `"${x.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

export function json(value: unknown): string {
  return JSON.stringify(value);
}
