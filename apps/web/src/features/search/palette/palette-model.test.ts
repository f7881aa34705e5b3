import { describe, expect, it } from 'vitest';
import { menuFor } from '@console/domain';
import { initialsOf, matchPages, pageEntries, studentQuery } from './palette-model';

describe('command palette pages', () => {
  it('computes pinyin initials of Chinese titles, keeping letters and digits', () => {
    expect(initialsOf('订单列表')).toBe('ddlb');
    expect(initialsOf('学员列表')).toBe('xylb');
    expect(initialsOf('1对1订单')).toBe('1d1dd');
  });

  it('lists every menu page the staff may open once, and finds them by name, initials and path', () => {
    const entries = pageEntries(menuFor(0, { id: '1', roleIds: ['7'] }), 'zh');
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    const order = entries.find((e) => e.path === '/order')!;
    expect(order).toBeDefined();
    expect(matchPages(entries, order.titleZh)[0].path).toBe('/order');
    expect(matchPages(entries, order.initials).map((e) => e.path)).toContain('/order');
    expect(matchPages(entries, '/order')[0].path).toBe('/order');
    expect(matchPages(entries, order.titleEn.toLowerCase()).map((e) => e.path)).toContain('/order');
    expect(matchPages(entries, 'zzzzqqq')).toEqual([]);
  });

  it('offers only what the roles allow (sales sees no operation log page)', () => {
    const admin = pageEntries(menuFor(0, { id: '1', roleIds: ['7'] }), 'zh').map((e) => e.path);
    const sales = pageEntries(menuFor(0, { id: '6', roleIds: ['5'] }), 'zh').map((e) => e.path);
    expect(sales.length).toBeLessThan(admin.length);
    for (const p of sales) expect(admin).toContain(p);
  });

  it('searches students by digits (mobile or number, 4–11) or by a Chinese name', () => {
    expect(studentQuery(' 13900001234 ')).toEqual({ kind: 'digits', value: '13900001234' });
    expect(studentQuery('123')).toBeNull();
    expect(studentQuery('王小明')).toEqual({ kind: 'name', value: '王小明' });
    expect(studentQuery('ddlb')).toBeNull();
  });
});
