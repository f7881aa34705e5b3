import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { staffId } from '../../../test/fixtures/people';

/** The original client's approver checks (issue 28), sent as the approval drawer sends them. */
let t: TestApp;
let ops: string;
let cs: string;
const B = '/api/b/v1/backend';

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
  cs = await t.login('cs');
});
afterAll(async () => t.close());

describe('checkpriviles', () => {
  it('?type=PROMOTIONS: true for a role of the type’s chain (the operations manager), false for customer service', async () => {
    const yes = await t.call({ method: 'GET', url: `${B}/checkpriviles?subject=MUSIC_APP&type=PROMOTIONS`, token: ops });
    expect(yes.body).toMatchObject({ code: 0, status: 'OK', payload: true });
    const no = await t.call({ method: 'GET', url: `${B}/checkpriviles?subject=MUSIC_APP&type=PROMOTIONS`, token: cs });
    expect(no.body).toMatchObject({ status: 'OK', payload: false });
  });
  it('the client’s type spellings, and no type or an unknown one is false', async () => {
    const trial = await t.call({ method: 'GET', url: `${B}/checkpriviles?subject=MUSIC_APP&type=ADJUSTMENT_SUP_TRIAL`, token: ops });
    expect(trial.body.payload).toBe(true);
    const none = await t.call({ method: 'GET', url: `${B}/checkpriviles?subject=MUSIC_APP`, token: ops });
    expect(none.body.payload).toBe(false);
    const unknown = await t.call({ method: 'GET', url: `${B}/checkpriviles?subject=MUSIC_APP&type=HARDWARE`, token: ops });
    expect(unknown.body.payload).toBe(false);
  });
  it('promotions/checkpriviles: the gift check without a type', async () => {
    const r = await t.call({ method: 'GET', url: `${B}/promotions/checkpriviles?subject=MUSIC_APP`, token: ops });
    expect(r.body.payload).toBe(true);
  });
});

describe('approval/staffIds/get', () => {
  it('?redisKey=approval:uncreditedApprovalIds with {}: the id sets the drawer compares, of the subject’s staff', async () => {
    const r = await t.call({
      method: 'POST',
      url: `${B}/approval/staffIds/get?redisKey=approval:uncreditedApprovalIds&subject=MUSIC_APP`,
      token: cs,
      payload: {},
    });
    const p = r.body.payload;
    expect(Object.keys(p).sort()).toEqual(['approvalIdSet', 'hardwareApprovalIdSet', 'systemCourseIdSet', 'testCourseIdSet']);
    const [opsId, financeId, csId] = await Promise.all(['ops', 'finance', 'cs'].map((u) => staffId(t.db, u)));
    expect(p.approvalIdSet).toContain(opsId);
    expect(p.testCourseIdSet).toEqual(expect.arrayContaining([opsId, financeId]));
    expect(p.approvalIdSet).not.toContain(csId);
    expect(p.hardwareApprovalIdSet).toEqual([]);
  });
});
