import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { gql, insert, team } from '../../../test/fixtures/query';

/** ManagementForTeacherList as the trial and system student pages send it (results.md #5). */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

/** User.ManagementForTeacherList of the original client: its filter, its selection. */
const doc = (filter: unknown) =>
  `{ ManagementForTeacherList(query: ${JSON.stringify(JSON.stringify(filter))}) { management { period_name period status subject } } }`;
const periods = async (filter: unknown) => {
  const r = await gql(t, admin, doc(filter));
  expect(r.errors).toBeUndefined();
  return (r.data.ManagementForTeacherList as Array<{ management: { period: number } }>).map((x) => x.management.period);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const period = (p: number, courseType: number, category: number | null = null) =>
    insert(t, 'management', { subject: 0, course_type: courseType, period: p, period_name: `第${p}期`, status: 2, category });
  ids.trial = await period(70, 0, 503);
  ids.trial28 = await period(71, 2, 506);
  ids.system = await period(72, 1);
  ids.empty = await period(73, 0, 503);
  await team(t, { term_id: ids.trial, team_type: 0, team_state: 1 });
  await team(t, { term_id: ids.trial28, team_type: 0, team_state: 0 });
  await team(t, { term_id: ids.system, team_type: 2, team_state: 2 });
});
afterAll(async () => t.close());

describe('ManagementForTeacherList', () => {
  it('answers the period under `management`, filtered by its classes’ type and state', async () => {
    const r = await gql(t, admin, doc({ team_state: [0, 1], team_type: 0, subject: 0, category: [], trial_management_type: 0 }));
    expect(r.errors).toBeUndefined();
    expect(r.data.ManagementForTeacherList).toEqual([{ management: { period_name: '第70期', period: 70, status: 2, subject: 0 } }]);
  });

  it('system pages: team_type {"gt": 0}; trial_management_type 0 keeps system periods', async () => {
    expect(await periods({ team_state: [0, 1, 2], team_type: { gt: 0 }, subject: 0, category: [], trial_management_type: 0 })).toEqual([
      72,
    ]);
  });

  it('the 28-day trial tab: trial_management_type 2 and its categories; team_state as text', async () => {
    expect(await periods({ team_state: '0', team_type: 0, subject: 0, category: [3, 506, 507], trial_management_type: 2 })).toEqual([71]);
    expect(
      await periods({ team_state: [1, 2], team_type: '0', subject: 0, category: [0, 503, 505, 508], trial_management_type: 0 }),
    ).toEqual([70]);
  });
});
