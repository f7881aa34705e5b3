import { describe, expect, it } from 'vitest';
import { bearer, isSessionFresh, normaliseStaff, SESSION_TOLERANCE_MS } from './staff';

describe('staff record', () => {
  it('normalises ids, role lists and subjects', () => {
    const s = normaliseStaff({
      id: 12,
      roleId: 7,
      roleIds: '7,1',
      realName: 'A',
      userName: 'a',
      mobile: '138',
      subjectList: ['0', 3, 'x'],
    });
    expect(s).toMatchObject({ id: '12', roleId: '7', roleIds: ['7', '1'], subjectList: [0, 3] });
    expect(normaliseStaff({ id: '1', roleId: '19' }).roleIds).toEqual(['19']);
  });

  it('a session is fresh for 7 days', () => {
    const now = 1_700_000_000_000;
    expect(isSessionFresh(now - SESSION_TOLERANCE_MS + 1, now)).toBe(true);
    expect(isSessionFresh(now - SESSION_TOLERANCE_MS - 1, now)).toBe(false);
    expect(isSessionFresh(null, now)).toBe(false);
  });

  it('adds the Bearer prefix once', () => {
    expect(bearer('abc')).toBe('Bearer abc');
    expect(bearer('Bearer abc')).toBe('Bearer abc');
  });
});
