import dayjs from 'dayjs';

/** Yuan with 2 decimals (CONTRACT §8). */
export const yuan = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : Number(v).toFixed(2));
export const time = (v: number | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');
export const text = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));
