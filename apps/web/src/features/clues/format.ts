import dayjs from 'dayjs';

export const time = (v: number | null | undefined): string => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
export const text = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));
