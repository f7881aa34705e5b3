import { describe, expect, it } from 'vitest';
import { isValidSearchInput, resolveSearch, searchFilter, type StudentHit } from './resolve';

const hit = (id: string, user_num: string): StudentHit => ({ id, user_num, mobile: '138****0000', username: `u${id}` });

describe('global student search (spec 00 §2)', () => {
  it('accepts 4 to 11 characters', () => {
    expect(isValidSearchInput('123')).toBe(false);
    expect(isValidSearchInput('1234')).toBe(true);
    expect(isValidSearchInput('12345678901')).toBe(true);
    expect(isValidSearchInput('123456789012')).toBe(false);
  });

  it('builds a wildcard on the mobile digits or an exact id', () => {
    expect(searchFilter('mobile', ' 1234 ')).toEqual({ mobile: '*1234*' });
    expect(searchFilter('id', '88')).toEqual({ id: '88' });
  });

  it('one match opens it, none is 暂无此学员', () => {
    expect(resolveSearch([hit('5', '100')], '1234')).toEqual({ kind: 'one', id: '5' });
    expect(resolveSearch([], '1234')).toEqual({ kind: 'none' });
  });

  it('several matches with a short input resolve by exact user number', () => {
    expect(resolveSearch([hit('5', '12345'), hit('6', '1234')], '1234')).toEqual({ kind: 'one', id: '6' });
    expect(resolveSearch([hit('5', '12345'), hit('6', '91234')], '1234').kind).toBe('many');
    expect(resolveSearch([hit('5', '13800000001'), hit('6', '13800000001')], '13800000001').kind).toBe('many');
  });
});
