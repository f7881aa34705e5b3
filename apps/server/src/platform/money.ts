import { errors } from './http/errors';

/** Money travels as integer fen inside the server; yuan numbers (≤ 2 decimals) at the edges. */
export function yuanToFen(value: unknown, field: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) throw errors.invalidField(field, '必须是最多两位小数的正数金额', 'must be a positive amount with at most 2 decimals');
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** numeric(12,2) text from PostgreSQL → fen, exactly. */
export function numericToFen(value: string | number): number {
  return yuanToFen(typeof value === 'number' ? value.toFixed(2) : value.replace(/^-/, ''), 'amount') * (String(value).startsWith('-') ? -1 : 1);
}

export const fenToYuan = (fen: number): number => Number((fen / 100).toFixed(2));
export const fenToNumeric = (fen: number): string => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
