import { describe, expect, it } from 'vitest';
import { buildUrl, gqlString, wantsSubjectParam } from './client';

describe('request URLs (spec 00 §7)', () => {
  it('appends the subject on /api paths only', () => {
    expect(buildUrl('/api/b/v1/staff/detail/info', undefined, 3)).toBe('/api/b/v1/staff/detail/info?subject=3');
    expect(buildUrl('/graphql/v1/toss', undefined, 3)).toBe('/graphql/v1/toss');
    expect(buildUrl('/1v1api/user/check', undefined, 3)).toBe('/1v1api/user/check');
  });

  it('keeps an explicit subject and merges the query', () => {
    expect(buildUrl('/api/x?subject=5', { a: 1 }, 3)).toBe('/api/x?subject=5&a=1');
  });

  it('joins multi-value filters with commas and drops empty values', () => {
    expect(buildUrl('/api/x', { ids: [1, 2, 3], none: undefined, empty: '', n: null, ok: false }, 0)).toBe(
      '/api/x?ids=1%2C2%2C3&ok=false&subject=0',
    );
  });

  it('skips the exceptions (user check, order create, pay link)', () => {
    expect(wantsSubjectParam('/api/o/v1/order/create')).toBe(false);
    expect(wantsSubjectParam('/api/u/v1/user-check')).toBe(false);
    expect(wantsSubjectParam('/api/o/v1/payLink')).toBe(false);
    expect(wantsSubjectParam('/api/o/v1/order/list')).toBe(true);
  });

  it('stringifies GraphQL filters twice', () => {
    expect(gqlString({ mobile: '*1234*' })).toBe('"{\\"mobile\\":\\"*1234*\\"}"');
    expect(gqlString('{}')).toBe('"{}"');
  });
});
