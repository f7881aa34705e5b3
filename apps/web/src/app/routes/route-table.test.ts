import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SUBJECT_CODES, allMenuItems, landingRoute, menuFor } from '@console/domain';
import { resolveRoute } from './route-table';

const staff = (roleIds: string[]) => ({ id: '9', roleIds, mobile: '13800000009' });

describe('route resolution', () => {
  it('every menu route of every demo account resolves to a page (built or 建设中)', () => {
    for (const a of DEMO_ACCOUNTS) {
      for (const code of a.subjects ?? SUBJECT_CODES) {
        for (const g of menuFor(code, staff([...a.roleIds]))) {
          for (const i of g.items)
            expect(resolveRoute(code, staff([...a.roleIds]), i.path).kind, `${a.userName} ${code} ${i.path}`).toBe('menu');
        }
      }
    }
  });

  it('the landing route of every account is a page it may open', () => {
    for (const a of DEMO_ACCOUNTS) {
      for (const code of a.subjects ?? SUBJECT_CODES) {
        expect(resolveRoute(code, staff([...a.roleIds]), landingRoute(code, a.roleIds)).kind).toBe('menu');
      }
    }
  });

  it('a menu route of the subject the roles do not allow is 420, an unknown one 404', () => {
    const item = allMenuItems(0).find((i) => i.roles && !i.roles.includes('5') && !i.condition);
    expect(item).toBeDefined();
    expect(resolveRoute(0, staff(['5']), item!.path).kind).toBe('forbidden');
    expect(resolveRoute(0, staff(['7']), '/no-such-page').kind).toBe('notFound');
  });

  it('student details and the notice center are open to everybody', () => {
    expect(resolveRoute(3, staff(['5']), '/details/123').kind).toBe('special');
    expect(resolveRoute(3, staff(['5']), '/noticeHome').kind).toBe('special');
  });

  it('the complaints link resolves in every complaint subject', () => {
    expect(resolveRoute(1, staff(['7']), '/complaint').kind).toBe('special');
    expect(resolveRoute(0, staff(['7']), '/complaint').kind).toBe('menu');
  });
});
