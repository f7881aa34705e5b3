import { describe, expect, it } from 'vitest';
import { allMenuItems, canOpenRoute, menuFor, routesFor, SUBJECT_MENUS } from './menus';
import type { MenuOptions } from './menu-types';
import { SUBJECT_CODES } from './subjects';

const staff = (roleIds: string[], extra: { id?: string; mobile?: string } = {}) => ({
  id: extra.id ?? '100',
  roleIds,
  mobile: extra.mobile,
});
const paths = (code: number, roleIds: string[], extra: { id?: string; mobile?: string } = {}, options?: MenuOptions) =>
  menuFor(code, staff(roleIds, extra), options).flatMap((g) => g.items.map((i) => i.path));
const groupsOf = (code: number, roleIds: string[]) => menuFor(code, staff(roleIds)).map((g) => g.key);

describe('menu data', () => {
  it('has a menu for every subject code and valid items', () => {
    for (const code of SUBJECT_CODES) {
      const menu = SUBJECT_MENUS[code];
      expect(menu.subject).toBe(code);
      for (const i of allMenuItems(code)) {
        expect(i.path).toMatch(/^\/[A-Za-z-]+(\/[A-Za-z]+)?$/);
        expect(i.titleZh).toMatch(/[\u4e00-\u9fff]/);
        expect(i.titleEn.length).toBeGreaterThan(0);
        expect(i.specRef).toMatch(/^00 §2/);
        if (i.condition) expect(i.roles).toBeNull();
        else expect(i.roles?.length).toBeGreaterThan(0);
      }
      const keys = menu.groups.map((g) => g.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('menus of the demo accounts (CONTRACT §6)', () => {
  it('admin (7) sees every non-hidden, non-conditional item of every subject', () => {
    for (const code of SUBJECT_CODES) {
      const seen = paths(code, ['7']);
      const expected = SUBJECT_MENUS[code].groups.flatMap((g) => g.items).filter((i) => !i.hidden && !i.condition);
      for (const i of expected) expect(seen, `${code} ${i.path}`).toContain(i.path);
      expect(seen).not.toContain('/clueLibrary');
      expect(seen).not.toContain('/review');
    }
    expect(paths(0, ['7'])).toEqual(expect.arrayContaining(['/shopManger', '/ivrManagement', '/loginRecord', '/changelog']));
    expect(paths(1, ['7'])).toEqual(expect.arrayContaining(['/teacherManagement', '/systemAccount', '/majorCourse']));
  });

  it('manager (1) sees settings but not the role-7-only pages', () => {
    const art = paths(0, ['1']);
    expect(art).toEqual(expect.arrayContaining(['/organizationalStructure', '/systemAccount', '/coupon', '/record', '/CallCenter']));
    for (const p of ['/shopManger', '/meal', '/ivrManagement', '/dataBanks', '/loginRecord', '/changelog']) expect(art).not.toContain(p);
    const write = paths(1, ['1']);
    expect(write).toContain('/organizationalStructure');
    expect(write).not.toContain('/teacherManagement');
    expect(write).not.toContain('/activityManagement');
  });

  it('ops (2): no coupons, trial class change by role 2 (music needs a mobile)', () => {
    for (const code of [0, 1, 3]) expect(paths(code, ['2'])).not.toContain('/coupon');
    expect(paths(0, ['2'])).not.toContain('/sendcoupon');
    expect(paths(0, ['2'])).toEqual(expect.arrayContaining(['/marketing', '/manageChangeClass', '/teacherGoalSetting']));
    expect(paths(3, ['2'])).not.toContain('/manageChangeClass');
    expect(paths(3, ['2'], { mobile: '13800000003' })).toContain('/manageChangeClass');
    expect(paths(1, ['2'])).toEqual(expect.arrayContaining(['/activityManagement', '/operatingSchedule', '/majorCourse']));
    expect(paths(3, ['2'])).toEqual(expect.arrayContaining(['/redeemCode', '/operatingSchedule', '/wechatWaterArmy']));
  });

  it('cs (3) in art and music', () => {
    const art = paths(0, ['3']);
    expect(art).toEqual(expect.arrayContaining(['/getVerCode', '/changePhoneNumber', '/coupon', '/exchangeSearch', '/reply']));
    for (const p of ['/record', '/statistics', '/organizationalStructure', '/operatingSchedule']) expect(art).not.toContain(p);
    expect(groupsOf(0, ['3'])).not.toContain('settings');
    expect(paths(3, ['3'])).toEqual(expect.arrayContaining(['/exchangeSearch', '/getVerCode', '/musicalRecruit', '/behavior']));
  });

  it('finance (4) sees refunds, coupons and the call center, not phone replacement', () => {
    for (const code of [0, 1, 3, 5, 6, 9, 11]) expect(paths(code, ['4'])).toContain('/financeRefound');
    const art = paths(0, ['4']);
    expect(art).toEqual(expect.arrayContaining(['/order', '/invoiceManage', '/coupon', '/record', '/CallCenter', '/exportRecord']));
    expect(art).not.toContain('/changePhoneNumber');
    expect(paths(10, ['4'])).toEqual(['/systemTeam', '/systemUsers', '/order', '/express', '/coupon', '/systemSchedule']);
  });

  it('sales (5) in art: no settings, no marketing, no data center', () => {
    const art = paths(0, ['5']);
    expect(art).toEqual(expect.arrayContaining(['/trial', '/order', '/financeRefound', '/threadManage', '/reply', '/classManage']));
    for (const p of [
      '/organizationalStructure',
      '/teacherManagement',
      '/coupon',
      '/marketing',
      '/getVerCode',
      '/salesIndicators',
      '/record',
      '/taskComment',
    ])
      expect(art).not.toContain(p);
    for (const g of ['settings', 'marketing', 'data', 'call', 'review', 'shop']) expect(groupsOf(0, ['5'])).not.toContain(g);
  });

  it('teacher (19): the reduced writing menu, the teaching pages in art', () => {
    const write = menuFor(1, staff(['19']));
    expect(write.map((g) => [g.key, g.items.map((i) => i.path)])).toEqual([
      ['review', ['/reviewManagement']],
      ['settings', ['/organizationalStructure', '/teacherManagement']],
    ]);
    expect(routesFor(1, staff(['19']))).toEqual(['/reviewManagement', '/organizationalStructure', '/teacherManagement']);
    const art = paths(0, ['19']);
    expect(art).toEqual(
      expect.arrayContaining(['/taskComment', '/exportRecord', '/salesIndicators', '/recommendActivity', '/classManage']),
    );
    for (const p of ['/voice-library', '/organizationalStructure', '/teacherManagement', '/coupon']) expect(art).not.toContain(p);
  });

  it('role 19 with another role keeps that role menu in writing and adds the reduced items', () => {
    const both = paths(1, ['1', '19']);
    expect(both).toEqual(expect.arrayContaining(['/order', '/reviewManagement', '/organizationalStructure', '/teacherManagement']));
    expect(both.filter((p) => p === '/reviewManagement')).toHaveLength(1);
  });

  it('classteacher (21) in art', () => {
    const art = paths(0, ['21']);
    expect(art).toEqual(expect.arrayContaining(['/record', '/statistics', '/changePhoneNumber', '/taskComment', '/recommendActivity']));
    for (const p of ['/CallCenter', '/voice-library', '/salesIndicators', '/coupon']) expect(art).not.toContain(p);
  });

  it('reviewer (38) sees only the review pages', () => {
    expect(paths(0, ['38'])).toEqual([
      '/taskComment',
      '/voice-library',
      '/labelManage',
      '/schedule',
      '/parttimeHandover',
      '/realReviewSchedule',
      '/testingLabelManage',
      '/labelContent',
      '/labelManage',
    ]);
    expect(paths(1, ['38'])).toEqual(['/voice-library', '/reviewManagement']);
    expect(paths(3, ['38'])).toEqual([]);
  });

  it('a staff member without roles sees nothing', () => {
    for (const code of SUBJECT_CODES) expect(menuFor(code, staff([]))).toEqual([]);
  });
});

describe('hidden and conditional items', () => {
  it('hidden items are routable but not shown', () => {
    expect(paths(3, ['7'])).not.toContain('/review');
    expect(routesFor(3, staff(['7']))).toContain('/review');
    expect(canOpenRoute(3, staff(['38']), '#/review?id=1')).toBe(true);
    expect(routesFor(0, staff(['5']))).toContain('/clueLibrary');
    expect(paths(0, ['5'])).not.toContain('/clueLibrary');
    expect(canOpenRoute(0, staff(['5']), '/organizationalStructure')).toBe(false);
  });

  it('allow-lists are configuration, empty by default', () => {
    const lists = {
      manageChangeClass: ['42'],
      classCreation: ['42'],
      clueCapacity: ['42'],
      grabTreasure: ['42'],
      materialUploadMobiles: ['13900000000'],
    };
    const cond = ['/manageChangeClass', '/addClassOpt', '/capacityAllocation', '/robAllocation', '/uploadFile'];
    const none = paths(0, ['7'], { id: '42', mobile: '13900000000' });
    for (const p of cond) expect(none).not.toContain(p);
    const all = paths(0, ['5'], { id: '42', mobile: '13900000000' }, { allowLists: lists });
    for (const p of cond) expect(all).toContain(p);
    expect(paths(0, ['5'], { id: '42', mobile: '13900000001' }, { allowLists: lists })).not.toContain('/uploadFile');
    // music: the allow-list needs a mobile too
    expect(paths(3, ['5'], { id: '42' }, { allowLists: lists })).not.toContain('/manageChangeClass');
    expect(paths(3, ['5'], { id: '42', mobile: '13900000000' }, { allowLists: lists })).toContain('/manageChangeClass');
  });

  it('unknown subject codes use the art menu; calligraphy (code 1) the writing menu', () => {
    expect(paths(4, ['7'])).toEqual(paths(0, ['7']));
    expect(paths(1, ['7'])).toContain('/majorCourse');
  });
});
