import { describe, expect, it } from 'vitest';
import {
  ALL_SUBJECT_KEYS,
  CALLIGRAPHY_SUBJECT,
  DEFAULT_SUBJECT_CODE,
  SUBJECTS,
  consoleUrl,
  mapSubjectFilterValue,
  parseSubject,
  subjectByCode,
  subjectFromPathname,
} from './subjects';

describe('subjects', () => {
  it('has one entry per code with the contract keys and a logo', () => {
    expect(SUBJECTS.map((s) => [s.code, s.key])).toEqual([
      [0, 'art_app'],
      [1, 'write_app'],
      [3, 'music_app'],
      [5, 'dance_app'],
      [6, 'handwork_app'],
      [9, 'picture_book'],
      [10, 'music_kind'],
      [11, 'focus_app'],
    ]);
    for (const s of SUBJECTS) expect(s.logo).toMatch(/^\/logos\/[a-z-]+\.svg$/);
    expect(DEFAULT_SUBJECT_CODE).toBe(0);
    expect(ALL_SUBJECT_KEYS).toContain('calligraphy_app');
  });

  it('parses codes as numbers or strings', () => {
    expect(parseSubject(3)?.key).toBe('music_app');
    expect(parseSubject('3')?.key).toBe('music_app');
    expect(parseSubject(' 11 ')?.key).toBe('focus_app');
    expect(parseSubject(0)?.key).toBe('art_app');
  });

  it('parses keys in any case', () => {
    expect(parseSubject('music_app')?.code).toBe(3);
    expect(parseSubject('MUSIC_APP')?.code).toBe(3);
    expect(parseSubject('Picture_Book')?.code).toBe(9);
  });

  it('treats calligraphy_app as an alias of write (code 1)', () => {
    const s = parseSubject('calligraphy_app');
    expect(s?.code).toBe(1);
    expect(s?.key).toBe('calligraphy_app');
    expect(s?.aliasOf).toBe('write_app');
    expect(subjectByCode(1)?.key).toBe('write_app');
    expect(CALLIGRAPHY_SUBJECT.code).toBe(1);
  });

  it('refuses unknown or empty values', () => {
    for (const v of [undefined, null, '', '  ', 2, '2', 3.5, 'music', 'unknown_app', '555', -1])
      expect(parseSubject(v as string | number | null | undefined)).toBeUndefined();
    expect(subjectByCode('x')).toBeUndefined();
    expect(subjectByCode(4)).toBeUndefined();
  });

  it('takes the subject from the first path segment, falling back to art', () => {
    expect(subjectFromPathname('/music_app/').key).toBe('music_app');
    expect(subjectFromPathname('/dance_app/index.html').key).toBe('dance_app');
    expect(subjectFromPathname('/calligraphy_app/').key).toBe('calligraphy_app');
    expect(subjectFromPathname('/nope/').key).toBe('art_app');
    expect(subjectFromPathname('/').key).toBe('art_app');
    expect(subjectFromPathname('').key).toBe('art_app');
    expect(subjectFromPathname(undefined).key).toBe('art_app');
    // dev/test deployments: one prefix segment before the subject
    expect(subjectFromPathname('/test/write_app/').key).toBe('write_app');
  });

  it('maps the special subject filter values', () => {
    expect(mapSubjectFilterValue(555)).toBe(0);
    expect(mapSubjectFilterValue(5555)).toBe(999999);
    expect(mapSubjectFilterValue(3)).toBe(3);
    expect(mapSubjectFilterValue('555')).toBe('0');
    expect(mapSubjectFilterValue('5555')).toBe('999999');
    expect(mapSubjectFilterValue('music_app')).toBe('music_app');
  });

  it('builds console URLs', () => {
    expect(consoleUrl('art_app', '/order')).toBe('/art_app/#/order');
    expect(consoleUrl(SUBJECTS[2], 'trial')).toBe('/music_app/#/trial');
  });
});
