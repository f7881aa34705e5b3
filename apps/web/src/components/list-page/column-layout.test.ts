import { describe, expect, it } from 'vitest';
import { arrange, defaultLayout, moveColumn, resizeColumn, sameListState, toggleColumn } from './column-layout';

const cols = [{ key: 'a' }, { key: 'b' }, { key: 'c', defaultHidden: true }, { key: 'd' }];

describe('column layout', () => {
  it('starts from the declared order with the default-hidden columns hidden', () => {
    const l = defaultLayout(cols);
    expect(l).toEqual({ order: ['a', 'b', 'c', 'd'], hidden: ['c'], widths: {} });
    expect(arrange(cols, l).map((c) => c.key)).toEqual(['a', 'b', 'd']);
  });

  it('applies a saved order, ignoring keys the page dropped and appending new ones', () => {
    const l = { order: ['d', 'gone', 'a'], hidden: [], widths: {} };
    expect(arrange(cols, l).map((c) => c.key)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves, shows/hides and resizes within bounds', () => {
    let l = defaultLayout(cols);
    l = moveColumn(cols, l, 'd', -1);
    expect(l.order).toEqual(['a', 'b', 'd', 'c']);
    expect(moveColumn(cols, l, 'a', -1)).toBe(l);
    l = toggleColumn(l, 'c', true);
    l = toggleColumn(l, 'a', false);
    expect(arrange(cols, l).map((c) => c.key)).toEqual(['b', 'd', 'c']);
    expect(resizeColumn(l, 'b', 10).widths.b).toBe(40);
    expect(resizeColumn(l, 'b', 123.4).widths.b).toBe(123);
  });

  it('compares list states regardless of filter key order, ignoring the page', () => {
    const s = { filters: { x: '1', y: ['2'] }, sort: { field: 'ctime', order: 'desc' as const }, size: 20 };
    expect(sameListState(s, { ...s, filters: { y: ['2'], x: '1' } })).toBe(true);
    expect(sameListState(s, { ...s, size: 50 })).toBe(false);
    expect(sameListState(s, { ...s, sort: undefined })).toBe(false);
  });
});
