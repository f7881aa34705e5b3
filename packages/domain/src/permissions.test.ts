import { describe, expect, it } from 'vitest';
import { API_AREA_KEYS, type ApiArea } from './api-areas';
import { loadInventory } from './inventory.test-support';
import { SUBJECT_MENUS } from './menus';
import { API_AREAS, accessibleAreas, apiAreaDef, areasForRoute, canAccessArea, deriveAreaRolesFromMenus } from './permissions';
import { ROLE_IDS } from './roles';

const inventory = await loadInventory();
const ANY_STAFF: ApiArea[] = ['auth', 'currency', 'notifications', 'upload', 'staff-self'];
/** Areas no menu page uses; their roles are set by hand. */
const NOT_FROM_MENUS: Partial<Record<ApiArea, string[]>> = { 'notice-admin': ['1', '7'], 'refund-payment': ['1', '4', '7'] };

describe('API areas', () => {
  it('registers every inventory area plus operation-log, staff-self, sms-outbox (and notice-admin)', () => {
    const areas = new Set([...inventory.rest.map((r) => r.area), ...inventory.graphql.map((g) => g.area)]);
    for (const a of areas) expect(apiAreaDef(a), a).toBeDefined();
    expect(Object.keys(API_AREAS).sort()).toEqual(
      [...areas, 'operation-log', 'staff-self', 'sms-outbox', 'notice-admin', 'refund-payment'].sort(),
    );
    expect(Object.keys(API_AREAS).sort()).toEqual([...API_AREA_KEYS].sort());
  });

  it('has titles, a source and known role ids (role 7 everywhere)', () => {
    for (const [area, def] of Object.entries(API_AREAS)) {
      expect(def.titleZh, area).toMatch(/[\u4e00-\u9fff]|SOP/);
      expect(def.titleEn.length).toBeGreaterThan(0);
      expect(def.source.length).toBeGreaterThan(0);
      if (def.roles !== 'any-staff') {
        expect(def.roles, area).toContain('7');
        for (const r of def.roles) expect(ROLE_IDS).toContain(r);
      }
    }
  });

  it('equals the roles derived from the menus that use each area', () => {
    const derived = deriveAreaRolesFromMenus();
    for (const area of API_AREA_KEYS) {
      const manual = NOT_FROM_MENUS[area];
      if (manual) {
        expect(API_AREAS[area].roles, area).toEqual(manual);
        expect(derived[area], area).toBeUndefined();
      } else if (ANY_STAFF.includes(area)) {
        expect(API_AREAS[area].roles, area).toBe('any-staff');
        expect(derived[area], area).toBeUndefined();
      } else {
        expect(API_AREAS[area].roles, area).toEqual(derived[area]);
      }
    }
  });

  it('allows every role that sees a menu item the areas of that item', () => {
    for (const menu of Object.values(SUBJECT_MENUS))
      for (const g of [...menu.groups, ...(menu.teacherGroups ?? [])])
        for (const item of g.items) {
          if (item.condition || !item.roles) continue;
          for (const role of item.roles.filter((r) => !g.roles || g.roles.includes(r)))
            for (const area of [item.area, ...(item.uses ?? [])])
              expect(canAccessArea([role], area), `${menu.subject} ${item.path} ${role} ${area}`).toBe(true);
        }
  });
});

describe('canAccessArea', () => {
  it('denies by default', () => {
    expect(canAccessArea(['7'], 'no-such-area')).toBe(false);
    expect(canAccessArea(['7'], 'toString')).toBe(false);
    expect(canAccessArea([], 'orders')).toBe(false);
    expect(canAccessArea(['99'], 'orders')).toBe(false);
  });

  it('lets role 7 in everywhere and any staff into any-staff areas', () => {
    for (const area of API_AREA_KEYS) expect(canAccessArea(['7'], area)).toBe(true);
    for (const area of ANY_STAFF) expect(canAccessArea([], area)).toBe(true);
    expect(accessibleAreas('7')).toHaveLength(API_AREA_KEYS.length);
  });

  it('follows the spec role table', () => {
    expect(canAccessArea(['5'], 'operation-log')).toBe(false); // CONTRACT: sales -> 420
    expect(canAccessArea(['1'], 'operation-log')).toBe(false);
    expect(canAccessArea(['2'], 'coupons')).toBe(false);
    for (const r of ['1', '3', '4', '7']) expect(canAccessArea([r], 'coupons')).toBe(true);
    expect(['1', '2', '3', '4', '5', '7', '19', '21', '24', '25', '38'].filter((r) => canAccessArea([r], 'call-center'))).toEqual([
      '1',
      '2',
      '4',
      '7',
      '21',
    ]);
    expect(ROLE_IDS.filter((r) => canAccessArea([r], 'sms-outbox'))).toEqual(['1', '2', '3', '4', '7']);
    expect(ROLE_IDS.filter((r) => canAccessArea([r], 'navy'))).toEqual(['1', '2', '7', '24', '25']);
    expect(ROLE_IDS.filter((r) => canAccessArea([r], 'staff'))).toEqual(['1', '7', '24']);
    expect(ROLE_IDS.filter((r) => canAccessArea([r], 'products'))).toEqual(['7']);
    expect(ROLE_IDS.filter((r) => canAccessArea([r], 'review-voice'))).toEqual(['1', '2', '7', '38']);
    expect(canAccessArea(['4'], 'refunds')).toBe(true);
    expect(canAccessArea(['4'], 'orders')).toBe(true);
    expect(canAccessArea(['38'], 'students')).toBe(false);
    expect(canAccessArea(['38'], 'review')).toBe(true);
    expect(canAccessArea(['19'], 'teachers')).toBe(true);
    expect(canAccessArea('5,38', 'review')).toBe(true);
  });

  it('maps menu routes to areas', () => {
    expect(areasForRoute('/order', 0)).toEqual(['orders', 'one-to-one', 'calligraphy', 'exports']);
    expect(areasForRoute('#/coupon')).toEqual(['coupons']);
    expect(areasForRoute('/getVerCode', 1)).toEqual(['sms-outbox']);
    expect(areasForRoute('/loginRecord', 0)).toEqual(['operation-log']);
    expect(areasForRoute('/nope')).toEqual([]);
  });
});

describe('who can reach what (review changes here as permission changes)', () => {
  it('demo roles', () => {
    const map = Object.fromEntries(
      ['1', '2', '3', '4', '5', '19', '21', '38'].map((r) => [r, API_AREA_KEYS.filter((a) => !canAccessArea([r], a))]),
    );
    expect(map['1']).toEqual(['ivr', 'products', 'operation-log']);
    expect(map['2']).toContain('notice-admin');
    expect(map['4']).toEqual([
      'enterprise-chat',
      'handover',
      'ivr',
      'navy',
      'products',
      'review',
      'review-voice',
      'sales-targets',
      'staff',
      'teachers',
      'operation-log',
      'notice-admin',
    ]);
    expect(map['5']).toEqual([
      'call-center',
      'coupons',
      'data',
      'enterprise-chat',
      'friend-messaging',
      'handover',
      'ivr',
      'live',
      'navy',
      'products',
      'redeem-codes',
      'review',
      'review-voice',
      'sales-targets',
      'staff',
      'teachers',
      'operation-log',
      'sms-outbox',
      'notice-admin',
      'refund-payment',
    ]);
    expect(accessibleAreas(['38'])).toEqual([
      'auth',
      'courseware',
      'currency',
      'notifications',
      'review',
      'review-voice',
      'upload',
      'staff-self',
    ]);
  });
});
