import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let a: TestApp;
let b: TestApp;
let adminId: string;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp(a.db); // a second server instance on the same database
  const r = await a.db.query<{ id: string }>("SELECT id::text AS id FROM staff WHERE user_name = 'admin'");
  adminId = r.rows[0].id;
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

const P = '/api/tm/v1/teacher/manager/notify';

/** Reads SSE events from a real HTTP connection until `until` says stop or the time runs out. */
async function readEvents(
  url: string,
  headers: Record<string, string>,
  until: (events: { event: string; id?: string; data: unknown }[]) => boolean,
  ms: number,
) {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), ms);
  const events: { event: string; id?: string; data: unknown }[] = [];
  try {
    const res = await fetch(url, { headers, signal: ctl.signal });
    const reader = res.body!.getReader();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += new TextDecoder().decode(value);
      let i;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const chunk = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const get = (k: string) =>
          chunk
            .split('\n')
            .find((l) => l.startsWith(`${k}: `))
            ?.slice(k.length + 2);
        const data = get('data');
        if (data) events.push({ event: get('event') ?? 'message', id: get('id'), data: JSON.parse(data) });
      }
      if (until(events)) break;
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  } finally {
    clearTimeout(timer);
    ctl.abort();
  }
  return events;
}

describe('notifications', () => {
  it('lists 20 per page, counts unread, marks one and then all read', async () => {
    const token = await a.login('manager');
    const me = (await a.call({ method: 'GET', url: '/api/b/v1/staff/detail/info', token })).body.payload.id as string;
    const admin = await a.login('admin');
    for (let i = 0; i < 23; i++) {
      await a.call({
        method: 'POST',
        url: `${P}/send`,
        token: admin,
        payload: { staffId: me, title: `通知${i}`, content: '内容', typeId: 4 },
      });
    }
    const page1 = await a.call({ method: 'GET', url: `${P}/getAllNotifyByStaffId?staffId=${me}&pageNumber=1&pageSize=20`, token });
    expect(page1.body.payload.content).toHaveLength(20);
    expect(page1.body.payload).toMatchObject({ totalElements: 23, totalPages: 2, number: 1, size: 20 });
    const count = await a.call({ method: 'GET', url: `${P}/getUnreadCountByStaffId?staffId=${me}`, token });
    expect(count.body.payload).toBe(23);
    const one = page1.body.payload.content[0].id;
    await a.call({ method: 'POST', url: `${P}/updateNotifyIsReadByStaffId`, token, payload: { staffId: me, notifyIds: [one] } });
    expect((await a.call({ method: 'GET', url: `${P}/getUnreadCountByStaffId`, token })).body.payload).toBe(22);
    await a.call({
      method: 'POST',
      url: `/api/tm/v2/teacher/manager/notify/updateNotifyIsReadByStaffId`,
      token,
      payload: { staffId: me, isAllRead: 1 },
    });
    expect((await a.call({ method: 'GET', url: `${P}/getUnreadCountByStaffId`, token })).body.payload).toBe(0);
  });

  it("does not let a staff member read someone else's notifications", async () => {
    const token = await a.login('sales');
    const r = await a.call({ method: 'GET', url: `${P}/getAllNotifyByStaffId?staffId=${adminId}`, token });
    expect(r.status).toBe(420);
  });

  it('reaches an SSE client of another server instance within 2 seconds, and replays after Last-Event-ID', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.app.server.address() as AddressInfo).port;
    const adminToken = await a.login('admin');
    const listening = readEvents(
      `http://127.0.0.1:${port}${P}/stream?access_token=${adminToken}`,
      {},
      (ev) => ev.some((e) => e.event === 'notify'),
      2000 + 1500,
    );
    await new Promise((r) => setTimeout(r, 300)); // the client is connected
    const sentAt = Date.now();
    await a.call({ method: 'POST', url: `${P}/send`, token: adminToken, payload: { staffId: adminId, title: '跨实例通知', typeId: 5 } });
    const events = await listening;
    const notify = events.find((e) => e.event === 'notify');
    expect(notify?.data).toMatchObject({ title: '跨实例通知', typeId: 5 });
    expect(Date.now() - sentAt).toBeLessThan(2000);

    // Missed while disconnected: replayed on reconnect with Last-Event-ID.
    await a.call({ method: 'POST', url: `${P}/send`, token: adminToken, payload: { staffId: adminId, title: '离线期间的通知' } });
    const replay = await readEvents(
      `http://127.0.0.1:${port}${P}/stream?access_token=${adminToken}`,
      { 'last-event-id': notify!.id! },
      (ev) => ev.some((e) => e.event === 'unread'),
      3000,
    );
    expect(replay.filter((e) => e.event === 'notify').map((e) => (e.data as { title: string }).title)).toEqual(['离线期间的通知']);
  });
});
