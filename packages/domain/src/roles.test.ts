import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, ROLE, ROLES, hasAnyRole, normalizeRoleIds, roleName } from './roles';

describe('roles', () => {
  it('names the contract roles', () => {
    expect(ROLES.map((r) => `${r.id} ${r.nameZh}`)).toEqual([
      '1 管理员',
      '2 运营主管',
      '3 客服',
      '4 财务',
      '5 销售',
      '7 超级管理员',
      '19 教研老师',
      '21 班主任',
      '24 系统管理员',
      '25 人事',
      '38 点评老师',
    ]);
    expect(ROLE.SUPER_ADMIN).toBe('7');
    expect(ROLE.TEACHER).toBe('19');
    expect(roleName('21')).toBe('班主任');
    expect(roleName(4, 'en')).toBe('Finance');
    expect(roleName('99')).toBeUndefined();
  });

  it('intersects role lists loosely', () => {
    expect(hasAnyRole(['5'], ['1', '5'])).toBe(true);
    expect(hasAnyRole([5], ['5'])).toBe(true);
    expect(hasAnyRole('1,7', ['7'])).toBe(true);
    expect(hasAnyRole(['5'], ['1', '2'])).toBe(false);
    expect(hasAnyRole([], ['1'])).toBe(false);
    expect(hasAnyRole(['38'], null)).toBe(true);
    expect(hasAnyRole([], 'any-staff')).toBe(true);
    expect(normalizeRoleIds([' 1', 1, '7', ''])).toEqual(['1', '7']);
  });

  it('lists the demo accounts of CONTRACT §6', () => {
    expect(DEMO_ACCOUNTS.map((a) => `${a.userName}:${a.roleIds.join(',')}`)).toEqual([
      'admin:7',
      'manager:1',
      'ops:2',
      'cs:3',
      'finance:4',
      'sales:5',
      'teacher:19',
      'classteacher:21',
      'reviewer:38',
    ]);
  });
});
