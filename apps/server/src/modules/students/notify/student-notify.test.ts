import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { countRows, insertStudent } from '../../../test/fixtures/people';

let t: TestApp;
let cs: string;

beforeAll(async () => {
  t = await createTestApp();
  cs = await t.login('cs');
});
afterAll(async () => t.close());

describe('notification switches', () => {
  it('defaults to COMMENT / OFF, turns ON then OFF (v2) and reads it back, per type', async () => {
    const s = await insertStudent(t.db);
    const get = (q = '') => t.call({ method: 'GET', url: `/api/u/v2/user/getUserNotifySwitchV2?userId=${s.id}${q}`, token: cs });
    expect((await get()).body.payload).toEqual({ userId: s.id, type: 'COMMENT', status: 'OFF', utime: null });
    const on = await t.call({ method: 'GET', url: `/api/u/v2/user/updateUserNotifySwitchV2?userId=${s.id}&status=ON`, token: cs });
    expect(on.body.payload).toMatchObject({ type: 'COMMENT', status: 'ON' });
    expect((await get('&type=COMMENT')).body.payload.status).toBe('ON');
    const off = await t.call({ method: 'GET', url: `/api/u/v2/user/updateUserNotifySwitchV2?userId=${s.id}`, token: cs });
    expect(off.body.payload.status).toBe('OFF');
    expect((await get()).body.payload.status).toBe('OFF');
    await t.call({ method: 'GET', url: `/api/u/v2/user/updateUserNotifySwitchV2?userId=${s.id}&type=live&status=on`, token: cs });
    expect((await get('&type=LIVE')).body.payload.status).toBe('ON');
    expect((await get()).body.payload.status).toBe('OFF');
    const log = await t.db.query<{ changes: Record<string, unknown> }>(
      "SELECT changes FROM operation_log WHERE action = 'student.notifySwitch.update' AND entity_id = $1 ORDER BY id",
      [s.id],
    );
    expect(log.rows.map((r) => r.changes)).toEqual([
      { 'notify_switch.COMMENT': ['OFF', 'ON'] },
      { 'notify_switch.COMMENT': ['ON', 'OFF'] },
      { 'notify_switch.LIVE': ['OFF', 'ON'] },
    ]);
  });

  it('v1: COMMENT switch, status required; bad status and missing userId are 400 without a write; other subject 404', async () => {
    const s = await insertStudent(t.db);
    const v1 = await t.call({ method: 'GET', url: `/api/u/v1/user/updateUserNotifySwitch?userId=${s.id}&status=ON`, token: cs });
    expect(v1.body.payload).toMatchObject({ type: 'COMMENT', status: 'ON' });
    expect((await t.call({ method: 'GET', url: `/api/u/v1/user/getUserNotifySwitch?userId=${s.id}`, token: cs })).body.payload.status).toBe(
      'ON',
    );
    const before = await countRows(t.db, 'notify_switch');
    expect((await t.call({ method: 'GET', url: `/api/u/v1/user/updateUserNotifySwitch?userId=${s.id}`, token: cs })).body.errors).toBe(
      '参数错误：status 不能为空',
    );
    expect(
      (await t.call({ method: 'GET', url: `/api/u/v1/user/updateUserNotifySwitch?userId=${s.id}&status=MAYBE`, token: cs })).body.errors,
    ).toBe('参数错误：status 必须是 ON 或 OFF');
    expect((await t.call({ method: 'GET', url: '/api/u/v2/user/getUserNotifySwitchV2', token: cs })).body.errors).toBe(
      '参数错误：userId 不能为空',
    );
    const music = await insertStudent(t.db, [3]);
    expect(
      (await t.call({ method: 'GET', url: `/api/u/v2/user/updateUserNotifySwitchV2?userId=${music.id}&status=ON`, token: cs })).status,
    ).toBe(404);
    expect(await countRows(t.db, 'notify_switch')).toBe(before);
  });
});

describe('blacklists', () => {
  it('adds many, checks, lists (masked, phone search on the real number), deletes', async () => {
    const [a, b] = [await insertStudent(t.db), await insertStudent(t.db)];
    const add = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/notifySwitch/addBlacklists',
      token: cs,
      payload: { studentIds: [a.id, b.id], reason: '投诉骚扰' },
    });
    expect(add.body.payload).toEqual({ type: 'MSG', added: [a.id, b.id], skipped: [] });
    const again = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/notifySwitch/addBlacklists',
      token: cs,
      payload: { studentIds: `${a.id}` },
    });
    expect(again.body.payload.skipped).toEqual([a.id]);
    const check = await t.call({ method: 'GET', url: `/api/u/v1/user/notifySwitch/checkBlacklists?studentId=${a.id}`, token: cs });
    expect(check.body.payload).toMatchObject({ studentId: a.id, isBlack: true, types: ['MSG'] });
    const page = await t.call({ method: 'GET', url: `/api/b/ig/v1/blacklists/getBlack?mobile=${a.mobile}`, token: cs });
    expect(page.body.payload.totalElements).toBe(1);
    expect(page.body.payload.content[0]).toMatchObject({ studentId: a.id, mobile: `${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}` });
    const del = await t.call({
      method: 'POST',
      url: '/api/u/v1/user/notifySwitch/deleteBlacklist',
      token: cs,
      payload: { studentId: a.id },
    });
    expect(del.body.payload.deleted).toBe(true);
    expect(
      (await t.call({ method: 'POST', url: '/api/u/v1/user/notifySwitch/deleteBlacklist', token: cs, payload: { studentId: a.id } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/u/v1/user/notifySwitch/checkBlacklists?studentId=${a.id}`, token: cs })).body.payload
        .isBlack,
    ).toBe(false);
  });

  it('single add by mobile (409 the second time), business-line on/off, refusals', async () => {
    const s = await insertStudent(t.db);
    const one = await t.call({ method: 'POST', url: '/api/b/ig/v1/blacklists/singleAdd', token: cs, payload: { mobile: s.mobile } });
    expect(one.body.payload).toMatchObject({ studentId: s.id, type: 'MSG' });
    expect(
      (await t.call({ method: 'POST', url: '/api/b/ig/v1/blacklists/singleAdd', token: cs, payload: { studentId: s.id } })).status,
    ).toBe(409);
    const none = await t.call({ method: 'POST', url: '/api/b/ig/v1/blacklists/singleAdd', token: cs, payload: {} });
    expect(none.body.errors).toBe('参数错误：studentId 或 mobile 必须填写一个');
    const on = await t.call({
      method: 'POST',
      url: '/api/b/ig/v1/blacklists/updateBusinessLineMsgBlacklist',
      token: cs,
      payload: { studentId: s.id, type: 'MARKETING', isBlack: 1 },
    });
    expect(on.body.payload).toMatchObject({ isBlack: 1, changed: true });
    const check = await t.call({ method: 'GET', url: `/api/u/v1/user/notifySwitch/checkBlacklists?studentId=${s.id}`, token: cs });
    expect(check.body.payload.types).toEqual(['MSG', 'MARKETING']);
    const off = await t.call({
      method: 'POST',
      url: '/api/b/ig/v1/blacklists/updateBusinessLineMsgBlacklist',
      token: cs,
      payload: { studentId: s.id, type: 'MARKETING', isBlack: 0 },
    });
    expect(off.body.payload.changed).toBe(true);
    const msg = await t.call({
      method: 'POST',
      url: '/api/b/ig/v1/blacklists/updateBusinessLineMsgBlacklist',
      token: cs,
      payload: { studentId: s.id, type: 'MSG', isBlack: 1 },
    });
    expect(msg.status).toBe(400);
    const music = await insertStudent(t.db, [3]);
    expect(
      (await t.call({ method: 'GET', url: `/api/u/v1/user/notifySwitch/checkBlacklists?studentId=${music.id}`, token: cs })).status,
    ).toBe(404);
    const reviewer = await t.login('reviewer');
    expect((await t.call({ method: 'GET', url: '/api/b/ig/v1/blacklists/getBlack', token: reviewer })).status).toBe(420);
  });
});
