import { z } from 'zod';

/**
 * What the columns can hold, and the zod fields that keep input inside it (issue 25 finding 10: a
 * value the column cannot hold answered 500, a day that does not exist was saved as another day).
 * The two module kits (modules/orders/kit.ts, modules/student-misc/scope.ts) and the forms build on
 * these; the database still refuses what slips through (platform/http/db-errors.ts), as a 400.
 */
export const COLUMN_MAX = {
  smallint: 32_767,
  int: 2_147_483_647,
  /** numeric(12,2), in fen (hundredths): 9,999,999,999.99. */
  numeric12_2Hundredths: 999_999_999_999,
} as const;

/** Dates a person types (birthdays, join dates, contract terms): 1900-01-01 … 2099-12-31. */
export const DAY_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;
/** Moments (ms timestamps): 1970-01-01 … 2100-01-01 UTC, the range every timestamp of the console falls in. */
export const TIME_RANGE_MS = { min: 0, max: Date.UTC(2100, 0, 1) } as const;

const CHINA_OFFSET_MS = 8 * 3600_000;

/** 'YYYY-MM-DD' when it names a day of the calendar (2026-02-30 does not: no rolling over into March). */
export function calendarDay(text: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC rolls 02-30 over to 03-02: a real day survives the round trip unchanged.
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return undefined;
  return text;
}

/** The China calendar day of a moment (the console's days are China days). */
export const chinaDayOf = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A date or date-time text read in China time, strictly: `2026-03-01`, `2026-03-01 08:30`,
 * `2026-03-01T08:30:00`; ISO texts with a zone (`…Z`, `…+08:00`) are read as given. A day or hour that
 * does not exist is undefined, never rolled over.
 */
export function parseChinaTime(text: string): Date | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!local) return undefined;
  const [, day, hh = '00', mi = '00', ss = '00', frac = '', zone] = local;
  if (!calendarDay(day) || Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 59) return undefined;
  const d = new Date(`${day}T${hh}:${mi}:${ss}${frac}${zone ?? '+08:00'}`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** A ms timestamp inside TIME_RANGE_MS, or a reason. */
export function checkTime(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return '不是有效的时间';
  if (ms < TIME_RANGE_MS.min || ms > TIME_RANGE_MS.max) return '时间超出范围';
  return undefined;
}

/** A day inside DAY_RANGE, or a reason. */
export function checkDay(day: string): string | undefined {
  return day < DAY_RANGE.min || day > DAY_RANGE.max ? '日期超出范围' : undefined;
}

const absent = (v: unknown) => v === '' || v === null || v === undefined;

/** A day ('YYYY-MM-DD', a date-time text, or a ms timestamp read as its China day), or a reason. */
export function toDay(v: string | number): { day: string } | { reason: string } {
  const text = String(v).trim();
  if (typeof v === 'number' || /^-?\d{9,}$/.test(text)) {
    const ms = Number(text);
    if (checkTime(ms)) return { reason: Number.isFinite(ms) ? '日期超出范围' : '不是有效的日期' };
    return { day: chinaDayOf(ms) };
  }
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? undefined : parseChinaTime(text);
  const day = time ? chinaDayOf(time.getTime()) : calendarDay(text);
  if (!day) return { reason: '不是有效的日期' };
  const out = checkDay(day);
  return out ? { reason: out } : { day };
}

/**
 * A calendar day for a date column (join date, contract start): 'YYYY-MM-DD' naming a real day, or a
 * ms timestamp / date-time text (its China day) → 'YYYY-MM-DD'; '', null and absent → null.
 */
export const dayField = z
  .union([z.string(), z.number(), z.null()], { error: '必须是日期' })
  .optional()
  .transform((v, c): string | null => {
    if (absent(v)) return null;
    const r = toDay(v as string | number);
    if ('reason' in r) {
      c.addIssue({ code: 'custom', message: r.reason });
      return z.NEVER;
    }
    return r.day;
  });
