/**
 * Days and moments as clients type them, read in China time (the console's days are China days), and
 * the ranges every stored day and timestamp falls in (issue 25 finding 10: a day that does not exist
 * was saved as another day, a value the column cannot hold answered 500). The zod fields built on
 * these are in fields.ts.
 */

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

/** The China calendar day of a moment. */
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
 * ms (or s) timestamp, or a date text read in China time (`2026-03-01`, `2026-03-01 08:30:00`, ISO with
 * a zone) → Date. A day or hour that does not exist (2026-02-30, 25:00) and any other text give an
 * invalid Date, never a rolled-over one (issue 25 finding 10). '', null and absent → undefined.
 */
export function toDate(v: unknown): Date | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  if (v instanceof Date) return v;
  const text = String(v).trim();
  if (/^\d{9,13}$/.test(text)) {
    const n = Number(text);
    return new Date(n < 1e11 ? n * 1000 : n);
  }
  return parseChinaTime(text) ?? new Date(NaN);
}
