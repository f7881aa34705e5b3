import { describe, expect, it } from 'vitest';
import { dateRangeToMs, parseListQuery, serializeListQuery, sortJson, withFilters, type ListQueryDefaults } from './list-query';

const defaults: ListQueryDefaults = {
  size: 20,
  sort: { field: 'ctime', order: 'desc' },
  filters: [{ name: 'mobile' }, { name: 'status', multiple: true }, { name: 'range' }],
};

describe('list state in the URL hash query', () => {
  it('parses page, size, sort and declared filters', () => {
    const s = parseListQuery('?page=3&size=50&sort=id.asc&mobile=138&status=1,2&junk=1', defaults);
    expect(s).toEqual({ page: 3, size: 50, sort: { field: 'id', order: 'asc' }, filters: { mobile: '138', status: ['1', '2'] } });
  });

  it('falls back to defaults for missing or bad values', () => {
    const s = parseListQuery('page=-1&size=abc&sort=bad', defaults);
    expect(s).toEqual({ page: 1, size: 20, sort: { field: 'ctime', order: 'desc' }, filters: {} });
    expect(parseListQuery('?size=5000', defaults).size).toBe(20);
  });

  it('leaves defaults out and round-trips', () => {
    expect(serializeListQuery({ page: 1, size: 20, sort: defaults.sort, filters: {} }, defaults)).toBe('');
    const state = { page: 2, size: 50, sort: { field: 'id', order: 'asc' as const }, filters: { mobile: '138', status: ['1', '2'] } };
    const qs = serializeListQuery(state, defaults);
    expect(qs).toBe('?mobile=138&status=1%2C2&page=2&size=50&sort=id.asc');
    expect(parseListQuery(qs, defaults)).toEqual(state);
  });

  it("keeps the page's tab of the current query, and nothing else it does not own", () => {
    const state = { page: 2, size: 20, sort: defaults.sort, filters: { mobile: '138' } };
    expect(serializeListQuery(state, defaults, '?tab=stats&mobile=1&other=x')).toBe('?tab=stats&mobile=138&page=2');
    expect(serializeListQuery({ ...state, page: 1, filters: {} }, defaults, '?tab=stats')).toBe('?tab=stats');
    // a list that declares `tab` as its own filter (the student lists) writes it itself
    const withTab = { ...defaults, filters: [...defaults.filters, { name: 'tab' }] };
    expect(serializeListQuery({ ...state, filters: {} }, withTab, '?tab=old')).toBe('?page=2');
  });

  it('new filters go back to page 1 and drop empty values', () => {
    const s = withFilters({ page: 4, size: 20, filters: { mobile: '1' } }, { mobile: ' ', status: [], range: '2026-01-01,2026-01-31' });
    expect(s).toEqual({ page: 1, size: 20, filters: { range: '2026-01-01,2026-01-31' } });
  });

  it('gives the sort JSON and date ranges in ms', () => {
    expect(sortJson({ field: 'ctime', order: 'desc' })).toBe('{"ctime":"desc"}');
    const r = dateRangeToMs('2026-01-01,2026-01-02');
    expect(r && r.lte - r.gte).toBe(2 * 24 * 3600 * 1000 - 1);
    expect(dateRangeToMs('x,y')).toBeUndefined();
  });
});
