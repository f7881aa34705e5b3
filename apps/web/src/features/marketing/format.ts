import dayjs from 'dayjs';

export const yuan = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : Number(v).toFixed(2));
export const time = (v: number | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
export const text = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));
export const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
/** One line per entry: newlines, commas, spaces. */
export const splitList = (v: string | undefined): string[] => [
  ...new Set(
    (v ?? '')
      .split(/[\s,，]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
