/**
 * Every route of the spec inventory (`routes`) is in the menu data of its subject, with the same
 * role list where the inventory has one (documented exceptions below), the same hidden/conditional
 * flags, and nothing in the menu data that the inventory lacks (documented additions below).
 */
import { describe, expect, it } from 'vitest';
import { INVENTORY_SUBJECT_CODES, loadInventory } from './inventory.test-support';
import { allMenuItems, menuDataFor } from './menus';

const inventory = await loadInventory();

/** Inventory role lists we deliberately replace (docs/decisions/menus-and-permissions.md). */
const ROLE_EXCEPTIONS: Record<string, string> = {
  // coupon row (1,3,4,7) applied by function instead of the group-level marketing list
  'art /sendcoupon': '1,3,4,7',
  // conditional pages: the condition carries "role 2 or allow-list"; roles null
  'art /manageChangeClass': 'condition',
  'music /manageChangeClass': 'condition',
};

/** Routes the menu data has beyond the inventory (the spec names the group, not the routes). */
const ADDITIONS: Record<string, string[]> = { focus: ['/trialTeam', '/systemTeam', '/trialUsers'] };

const sorted = (roles: readonly string[] | null) => (roles ? [...roles].sort((a, b) => Number(a) - Number(b)).join(',') : 'null');

describe('inventory routes are in the menu data', () => {
  it('covers all 266 inventory routes, skipping none', () => {
    expect(inventory.routes.length).toBe(266);
    for (const r of inventory.routes) expect(INVENTORY_SUBJECT_CODES[r.subject], r.subject).toBeDefined();
  });

  for (const r of inventory.routes) {
    const code = INVENTORY_SUBJECT_CODES[r.subject];
    const name = `${r.subject} ${r.group ?? '-'} ${r.path ?? '(no path)'}`;
    it(name, () => {
      if (r.path === null) {
        // focus "class and student groups": the class group exists with routes (ours)
        expect(r.category).toBe('class');
        const group = menuDataFor(code).groups.find((g) => g.key === 'class');
        expect(group?.items.length).toBeGreaterThan(0);
        expect(sorted(group?.roles ?? null)).toBe(sorted(r.roles));
        return;
      }
      const isTeacherMenu = r.group === 'role-19 reduced menu';
      const menu = menuDataFor(code);
      const groups = isTeacherMenu ? (menu.teacherGroups ?? []) : menu.groups;
      const items = groups.flatMap((g) => g.items).filter((i) => i.path === r.path);
      expect(items.length, 'route missing from the menu data').toBeGreaterThan(0);

      if (r.hidden) expect(items.every((i) => i.hidden)).toBe(true);
      else expect(items.some((i) => !i.hidden)).toBe(true);
      if (r.conditional) expect(items.some((i) => i.condition)).toBe(true);

      const exception = ROLE_EXCEPTIONS[`${r.subject} ${r.path}`];
      if (exception === 'condition') {
        expect(items.every((i) => i.condition && i.roles === null)).toBe(true);
      } else if (exception) {
        expect(items.map((i) => sorted(i.roles))).toContain(exception);
      } else if (r.roles) {
        expect(items.map((i) => sorted(i.roles))).toContain(sorted(r.roles));
      } else {
        // no list in the spec: the usual list, a list the spec gives the same page, or a condition
        expect(items.every((i) => i.roles !== null || i.condition)).toBe(true);
      }
    });
  }

  it('the menu data has no route the inventory lacks (except documented additions)', () => {
    for (const [subject, code] of Object.entries(INVENTORY_SUBJECT_CODES)) {
      const known = new Set(inventory.routes.filter((r) => r.subject === subject).map((r) => r.path));
      for (const p of ADDITIONS[subject] ?? []) known.add(p);
      for (const item of allMenuItems(code)) expect(known.has(item.path), `${subject} ${item.path}`).toBe(true);
    }
  });
});
