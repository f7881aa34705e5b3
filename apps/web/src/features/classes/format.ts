import dayjs from 'dayjs';

export const text = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));
export const time = (v: number | string | null | undefined): string => (v ? dayjs(Number(v)).format('YYYY-MM-DD HH:mm') : '-');
export const day = (v: number | string | null | undefined): string => (v ? dayjs(Number(v)).format('YYYY-MM-DD') : '-');
/** A 0..1 rate as a percentage with one decimal. */
export const pct = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : `${(v * 100).toFixed(1)}%`);
