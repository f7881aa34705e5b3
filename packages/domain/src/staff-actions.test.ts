import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from './roles';
import { checkStaffAction, mayActOnStaff, mayGrantRole, rankOf, ROLE_RANK } from './staff-actions';

describe('role rank', () => {
  it('orders 7 > 1 > 24 > every other role', () => {
    expect(ROLE_IDS.filter((r) => ROLE_RANK[r] > 0).sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a])).toEqual(['7', '1', '24']);
    expect(rankOf(['5', '24'])).toBe(1);
    expect(rankOf([])).toBe(0);
  });
});

describe('who may grant which role', () => {
  it('only 7 grants 7; 1 grants 1 and below; 24 grants 24 and the rest, never 1', () => {
    const grantable = (actor: string[]) => ROLE_IDS.filter((r) => mayGrantRole(actor, r));
    expect(grantable(['7'])).toEqual(ROLE_IDS);
    expect(grantable(['1'])).toEqual(ROLE_IDS.filter((r) => r !== '7'));
    expect(grantable(['24'])).toEqual(ROLE_IDS.filter((r) => r !== '7' && r !== '1'));
    expect(grantable(['5'])).toEqual(['5']);
    expect(mayGrantRole(['1'], '99')).toBe(false);
  });

  it('nobody acts on a member who outranks them', () => {
    expect(mayActOnStaff(['1'], ['7'])).toBe(false);
    expect(mayActOnStaff(['1'], ['5', '7'])).toBe(false);
    expect(mayActOnStaff(['24'], ['1'])).toBe(false);
    expect(mayActOnStaff(['1'], ['1'])).toBe(true);
    expect(mayActOnStaff(['7'], ['7'])).toBe(true);
  });
});

describe('checkStaffAction', () => {
  const manager = { id: '2', roleIds: ['1'] };
  it('refuses role 1 giving itself role 7, and resetting the password of role 7', () => {
    expect(checkStaffAction('staff.update', { actor: manager, target: manager, newRoleIds: ['1', '7'] })?.rule).toBe('grant');
    expect(checkStaffAction('staff.password', { actor: manager, target: { id: '1', roleIds: ['7'] } })?.rule).toBe('outranked');
  });

  it('counts removing a role like granting it, and allows edits that change no role', () => {
    const sys = { id: '9', roleIds: ['24'] };
    const twoRoles = { id: '10', roleIds: ['24', '3'] };
    expect(checkStaffAction('staff.update', { actor: sys, target: twoRoles, newRoleIds: ['3'] })).toBeNull();
    expect(checkStaffAction('staff.update', { actor: sys, target: { id: '11', roleIds: ['3'] }, newRoleIds: ['3', '1'] })?.rule).toBe(
      'grant',
    );
    expect(checkStaffAction('staff.update', { actor: manager, target: { id: '12', roleIds: ['5'] }, newRoleIds: ['5'] })).toBeNull();
  });

  it("lets anyone change their own password, and only 1, 7, 24 another's", () => {
    const sales = { id: '6', roleIds: ['5'] };
    expect(checkStaffAction('staff.password', { actor: sales, target: sales })).toBeNull();
    expect(checkStaffAction('staff.password', { actor: sales, target: { id: '7', roleIds: ['5'] } })?.rule).toBe('password-others');
  });
});
