import dayjs from 'dayjs';

/** Yuan (or another currency's unit) with 2 decimals. */
export const moneyText = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : Number(v).toFixed(2));
export const timeText = (v: number | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');
/** Lines of a textarea, trimmed, without empty ones. */
export const linesOf = (v: string | undefined): string[] =>
  (v ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
