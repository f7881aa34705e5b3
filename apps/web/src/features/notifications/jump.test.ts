import { describe, expect, it } from 'vitest';
import { jumpTarget, userIdOf } from './jump';
import { notifyPrefix } from './api';

const routes = { trialUsers: '/trial', orders: '/order', approvals: '/approval', noticeHome: '/noticeHome' };

describe('notification jump targets (spec 00 §2)', () => {
  it('goes by type', () => {
    expect(jumpTarget({ typeId: 3, jumpLink: '' }, routes)).toBe('/trial');
    expect(jumpTarget({ typeId: 4, jumpLink: '' }, routes)).toBe('/order');
    expect(jumpTarget({ typeId: 5, jumpLink: '' }, routes)).toBe('/approval');
    expect(jumpTarget({ typeId: 10, jumpLink: '123' }, routes)).toBe('/details/123');
    expect(jumpTarget({ typeId: 10, jumpLink: '' }, routes)).toBe('/noticeHome');
    expect(jumpTarget({ typeId: 1, jumpLink: '/x' }, routes)).toBe('/noticeHome');
  });

  it('finds the user id in a link', () => {
    expect(userIdOf('/art_app/#/details/77')).toBe('77');
    expect(userIdOf('https://x/?id=9')).toBe('9');
    expect(userIdOf('abc')).toBeUndefined();
  });

  it('uses v2 on write_app pages', () => {
    expect(notifyPrefix('http://h/write_app/#/x')).toBe('/api/tm/v2/teacher/manager/notify');
    expect(notifyPrefix('http://h/art_app/#/x')).toBe('/api/tm/v1/teacher/manager/notify');
  });
});
