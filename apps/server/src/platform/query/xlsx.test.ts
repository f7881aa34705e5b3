import { describe, expect, it } from 'vitest';
import { formatTime } from './xlsx';

const formats = new Map<string, Intl.DateTimeFormat>();
/** What formatTime always returned: Intl's parts, every call. */
function viaIntl(ms: number, timeZone: string): string {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

describe('formatTime', () => {
  it('formats in China time', () => {
    expect(formatTime(Date.UTC(2024, 0, 5, 16, 0, 0), 'Asia/Shanghai')).toBe('2024-01-06 00:00:00');
    expect(formatTime(Date.UTC(2024, 1, 29, 3, 4, 5, 999), 'Asia/Shanghai')).toBe('2024-02-29 11:04:05');
  });

  it('matches Intl for a spread of instants, across DST switches and historical offsets', () => {
    const zones = ['Asia/Shanghai', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    const instants: number[] = [];
    // Every 1 h 7 min 13.001 s through 2024, minute by minute around DST switches (New York's two in
    // 2024, Lord Howe's half-hour one, Shanghai's last in 1991), and a pseudo-random spread from 1890
    // to 2100 (Shanghai's LMT of +08:05:43, its 1940s and 1986-91 DST).
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 4_033_001) instants.push(t);
    for (const at of [Date.UTC(2024, 2, 10, 7), Date.UTC(2024, 10, 3, 6), Date.UTC(2024, 9, 5, 15, 30), Date.UTC(1991, 8, 14, 17)]) {
      for (let t = at - 3 * 3_600_000; t < at + 3 * 3_600_000; t += 59_999) instants.push(t);
    }
    let x = 12345;
    for (let i = 0; i < 5_000; i++) {
      x = (x * 48271) % 2147483647;
      instants.push(Date.UTC(1890, 0, 1) + Math.floor((x / 2147483647) * (Date.UTC(2100, 0, 1) - Date.UTC(1890, 0, 1))));
    }
    instants.push(-1, 0, 1, Date.UTC(1901, 0, 1) - 1, Date.UTC(9999, 0, 1), -62_135_596_800_000);
    for (const zone of zones) {
      const bad = instants.filter((t) => formatTime(t, zone) !== viaIntl(t, zone));
      expect(bad.map((t) => `${zone} ${new Date(t).toISOString()} ${formatTime(t, zone)} != ${viaIntl(t, zone)}`)).toEqual([]);
    }
  });
});
