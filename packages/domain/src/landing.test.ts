import { describe, expect, it } from 'vitest';
import { INVENTORY_SUBJECT_CODES, loadInventory } from './inventory.test-support';
import { landingRoute } from './landing';
import { menuFor, routesFor } from './menus';
import { DEMO_ACCOUNTS } from './roles';
import { SUBJECT_CODES } from './subjects';

const inventory = await loadInventory();
const visible = (code: number, roleIds: readonly string[]) =>
  menuFor(code, { id: '1', roleIds }).flatMap((g) => g.items.map((i) => i.path));

describe('landing routes', () => {
  it('lands every demo account, in each of its subjects, on a route its menu shows', () => {
    for (const account of DEMO_ACCOUNTS)
      for (const code of account.subjects ?? SUBJECT_CODES) {
        const route = landingRoute(code, account.roleIds);
        expect(visible(code, account.roleIds), `${code} ${account.userName} -> ${route}`).toContain(route);
      }
  });

  it('lands every demo role, in every subject, on a route it may open (or has none)', () => {
    const empty: string[] = [];
    for (const code of SUBJECT_CODES)
      for (const account of DEMO_ACCOUNTS) {
        const route = landingRoute(code, account.roleIds);
        const routes = routesFor(code, { id: '1', roleIds: account.roleIds });
        if (routes.length === 0) empty.push(`${code}:${account.userName}`);
        else expect(routes, `${code} ${account.userName} -> ${route}`).toContain(route);
        if (visible(code, account.roleIds).length > 0) expect(visible(code, account.roleIds)).toContain(route);
      }
    // a review teacher has nothing in subjects without review pages
    expect(empty).toEqual(['5:reviewer', '6:reviewer', '9:reviewer', '10:reviewer', '11:reviewer']);
    expect(landingRoute(3, ['38'])).toBe('/review');
  });

  it('follows spec 00 §2 for staff who see the default', () => {
    expect(landingRoute(0, ['5'])).toBe('/trial');
    expect(landingRoute(1, ['1'])).toBe('/trialUsers');
    expect(landingRoute(3, ['3'])).toBe('/trialTeam');
    expect(landingRoute(5, ['7'])).toBe('/trialTeam');
    expect(landingRoute(6, ['4'])).toBe('/users');
    expect(landingRoute(9, ['1'])).toBe('/trialUsers');
    expect(landingRoute(10, ['1'])).toBe('/systemUsers');
    expect(landingRoute(11, ['2'])).toBe('/systemUsers');
  });

  it('matches the inventory defaults where they are in the subject menu', () => {
    for (const [subject, rule] of Object.entries(inventory.landing.bySubject)) {
      const code = INVENTORY_SUBJECT_CODES[subject];
      const expected = rule.default.replace(/^users\/#/, '');
      const menuPaths = visible(code, ['7']);
      if (menuPaths.includes(expected)) expect(landingRoute(code, ['7']), subject).toBe(expected);
      else expect(subject).toBe('music_kind'); // documented: /trialUsers is not in the music-kind menu
    }
  });

  it('sends role 19 to teacher pages', () => {
    expect(landingRoute(1, ['19'])).toBe('/teacherManagement');
    expect(landingRoute(0, ['19'])).toBe('/taskComment');
    expect(landingRoute(3, ['19'])).toBe('/trialTeam');
    expect(landingRoute(10, ['19'])).toBe('/systemTeam');
    expect(landingRoute(6, ['19'])).toBe('/users');
    expect(landingRoute(0, ['19', '1'])).toBe('/teacherManagement');
  });

  it('sends reviewers to the review work list', () => {
    expect(landingRoute(0, ['38'])).toBe('/taskComment');
    expect(landingRoute(1, ['38'])).toBe('/reviewManagement');
  });

  it('falls back to the default when nothing is visible', () => {
    expect(landingRoute(3, [])).toBe('/trialTeam');
    expect(landingRoute(99, ['5'])).toBe('/trial');
  });
});
