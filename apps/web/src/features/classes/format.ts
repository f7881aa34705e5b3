import dayjs from 'dayjs';

export const text = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));
export const time = (v: number | string | null | undefined): string => (v ? dayjs(Number(v)).format('YYYY-MM-DD HH:mm') : '-');
export const day = (v: number | string | null | undefined): string => (v ? dayjs(Number(v)).format('YYYY-MM-DD') : '-');
/** A 0..1 rate as a percentage with one decimal. */
export const pct = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : `${(v * 100).toFixed(1)}%`);
/** A follow-up's content is stored as `{user_content}` JSON text: its text (or the raw value). */
export function followText(v: string | null | undefined): string {
  if (!v) return '-';
  try {
    const o = JSON.parse(v) as { user_content?: unknown };
    return typeof o?.user_content === 'string' ? o.user_content : v;
  } catch {
    return v;
  }
}
