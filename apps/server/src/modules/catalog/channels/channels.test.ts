import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeStudent } from '../../../test/fixtures/orders';
import { gql, insert, lit } from '../../../test/fixtures/query';

let t: TestApp;
let admin: string;
let top: string;
let mid: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  top = (
    await get(
      `/api/c/v1/channel/createChannelClassV2?channelClassName=${encodeURIComponent('线上投放')}&channelClassParentId=0&channelLevel=1`,
    )
  ).body.payload.id;
  mid = (await get(`/api/c/v1/channel/createChannelClassV2?channelClassName=${encodeURIComponent('抖音')}&channelClassParentId=${top}`))
    .body.payload.id;
});
afterAll(async () => t.close());

function get(url: string, token = admin) {
  return t.call({ method: 'GET', url, token });
}
const post = (url: string, payload: Record<string, unknown>, token = admin) => t.call({ method: 'POST', url, token, payload });

/** Decodes a PNG with jsQR (a maintained QR decoder), as a phone camera would read it. */
function decodeQr(png: Buffer): { text: string; width: number; height: number } {
  const img = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  if (!code) throw new Error('no QR code found');
  return { text: code.data, width: img.width, height: img.height };
}

describe('channel classes and channels', () => {
  it('builds a three-level class tree; a fourth level and an unknown parent are refused', async () => {
    const leaf = await get(
      `/api/c/v1/channel/createChannelClassV2?channelClassName=${encodeURIComponent('达人')}&channelClassParentId=${mid}`,
    );
    expect(leaf.status).toBe(200);
    const fourth = await get(`/api/c/v1/channel/createChannelClassV2?channelClassName=x&channelClassParentId=${leaf.body.payload.id}`);
    expect(fourth.body.errors).toContain('最多三级分类');
    expect((await get('/api/c/v1/channel/createChannelClassV2?channelClassName=x&channelClassParentId=999999')).status).toBe(400);
    const page = await gql(
      t,
      admin,
      `{ ChannelClassPage(query: ${lit({ channel_class_parent_id: top })}, page: 1, size: 20) { totalElements content { channel_class_name channel_level channel_class_parent_id channelClassParent { channel_class_name id } } } }`,
    );
    expect(page.data.ChannelClassPage.content).toEqual([
      {
        channel_class_name: '抖音',
        channel_level: 2,
        channel_class_parent_id: top,
        channelClassParent: { channel_class_name: '线上投放', id: top },
      },
    ]);
    const tree = await get(`/api/c/v1/channel/getChannelAndClass?channelClassParentId=0`);
    expect(tree.body.payload.channelClassList.map((c: { channelClassName: string }) => c.channelClassName)).toContain('线上投放');
  });

  it('creates a channel with a short link; its QR decodes to the short link, which redirects to the landing page and counts the visit', async () => {
    const r = await post('/api/c/v1/channel/createChannel', {
      channelClassId: mid,
      channelOuterName: '抖音-春季投放',
      channelInnerName: '抖音春投',
      channelLink: 'https://landing.example.com/spring?utm=dy',
      channelLevel: 'A',
      channelSort: 3,
      remarks: '春季',
    });
    expect(r.status).toBe(200);
    const ch = r.body.payload;
    expect(ch).toMatchObject({ channelOuterName: '抖音-春季投放', channelLevel: 'A', status: 0, visits: 0 });
    expect(ch.channelLinkShort).toMatch(/\/s\/[A-Za-z0-9]{8}$/);

    const qr = await t.app.inject({ method: 'GET', url: new URL(ch.shortErCode).pathname + '?size=240' });
    expect(qr.headers['content-type']).toBe('image/png');
    const decoded = decodeQr(qr.rawPayload);
    expect(decoded).toEqual({ text: ch.channelLinkShort, width: 240, height: 240 });

    const visit = await t.app.inject({ method: 'GET', url: new URL(decoded.text).pathname });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://landing.example.com/spring?utm=dy');
    await t.app.inject({ method: 'GET', url: new URL(decoded.text).pathname });
    const list = await gql(
      t,
      admin,
      `{ ChannelDetailStatisticsPage(query: ${lit({ id: ch.id })}, page: 1, size: 20) { content { channel_inner_name channel_link visits channel_class_name p_channel_class_name channel_link_short short_er_code } } }`,
    );
    expect(list.data.ChannelDetailStatisticsPage.content[0]).toMatchObject({
      channel_inner_name: '抖音春投',
      channel_link: 'https://landing.example.com/spring?utm=dy',
      visits: 2,
      channel_class_name: '抖音',
      p_channel_class_name: '线上投放',
      channel_link_short: new URL(ch.channelLinkShort).pathname,
    });

    // a new landing page moves the short link: the printed QR code keeps working
    const moved = await post('/api/c/v1/channel/updateChannel', {
      id: ch.id,
      version: ch.version,
      channelClassId: mid,
      channelOuterName: '抖音-春季投放',
      channelLink: 'https://landing.example.com/v2',
    });
    expect(moved.body.payload).toMatchObject({ channelLinkShort: ch.channelLinkShort, version: ch.version + 1 });
    expect((await t.app.inject({ method: 'GET', url: new URL(decoded.text).pathname })).headers.location).toBe(
      'https://landing.example.com/v2',
    );
    const stale = await post('/api/c/v1/channel/updateChannel', {
      id: ch.id,
      version: ch.version,
      channelClassId: mid,
      channelOuterName: 'x',
    });
    expect(stale.status).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/s/NoSuchCode' })).statusCode).toBe(404);
  });

  it('refuses bad channel input: unknown class, a non-web link', async () => {
    expect((await post('/api/c/v1/channel/createChannel', { channelClassId: '999999', channelOuterName: 'x' })).body.errors).toContain(
      'channelClassId',
    );
    expect(
      (await post('/api/c/v1/channel/createChannel', { channelClassId: mid, channelOuterName: 'x', channelLink: 'javascript:alert(1)' }))
        .body.errors,
    ).toContain('channelLink');
    expect((await post('/api/c/v1/channel/createChannel', { channelClassId: mid })).body.errors).toContain('channelOuterName');
  });
});

describe('deleting a channel class', () => {
  it('is refused (409, nothing changed) while the class has child classes or channels; an empty class is deleted', async () => {
    const cls = (await get(`/api/c/v1/channel/createChannelClassV2?channelClassName=${encodeURIComponent('地推')}&channelClassParentId=0`))
      .body.payload.id;
    const child = (
      await get(`/api/c/v1/channel/createChannelClassV2?channelClassName=${encodeURIComponent('校园')}&channelClassParentId=${cls}`)
    ).body.payload.id;
    const withKids = await post('/api/c/v1/channel/deleteChannelClass', { channelClassId: cls });
    expect(withKids.status).toBe(409);
    expect(withKids.body.errors).toContain('1个下级分类');

    const ch = (await post('/api/c/v1/channel/createChannel', { channelClassId: child, channelOuterName: '校园地推' })).body.payload;
    const withChannel = await post('/api/c/v1/channel/deleteChannelClass', { channelClassId: child });
    expect(withChannel.status).toBe(409);
    expect(withChannel.body.errors).toContain('1个渠道');
    const names = async () =>
      (
        await gql(t, admin, `{ ChannelClassList(query: ${lit({ deleted: 0 })}, size: 500) { channel_class_name } }`)
      ).data.ChannelClassList.map((c: { channel_class_name: string }) => c.channel_class_name);
    expect(await names()).toEqual(expect.arrayContaining(['地推', '校园']));

    // the channel moves away: the child can go, then the parent
    await post('/api/c/v1/channel/updateChannel', { id: ch.id, channelClassId: mid, channelOuterName: '校园地推' });
    expect((await post('/api/c/v1/channel/deleteChannelClass', { channelClassId: child })).status).toBe(200);
    expect((await post('/api/c/v1/channel/deleteChannelClass', { channelClassId: cls })).status).toBe(200);
    expect(await names()).not.toContain('地推');
    expect(await names()).not.toContain('校园');
    expect((await post('/api/c/v1/channel/deleteChannelClass', { channelClassId: cls })).status).toBe(404);
    // and it cannot become a parent again
    expect((await get(`/api/c/v1/channel/createChannelClassV2?channelClassName=x&channelClassParentId=${cls}`)).status).toBe(400);
  });

  it('renames a class through updateChannelClassV2', async () => {
    const cls = (await get(`/api/c/v1/channel/createChannelClassV2?channelClassName=${encodeURIComponent('旧名')}&channelClassParentId=0`))
      .body.payload.id;
    const r = await get(`/api/c/v1/channel/updateChannelClassV2?channelClassId=${cls}&channelClassName=${encodeURIComponent('新名')}`);
    expect(r.status).toBe(200);
    const one = await gql(t, admin, `{ ChannelClassList(query: ${lit({ id: cls })}) { channel_class_name channel_level } }`);
    expect(one.data.ChannelClassList).toEqual([{ channel_class_name: '新名', channel_level: 1 }]);
  });

  it('a reviewer (role 38) may not delete a class', async () => {
    const reviewer = await t.login('reviewer');
    expect((await post('/api/c/v1/channel/deleteChannelClass', { channelClassId: top }, reviewer)).status).toBe(420);
  });
});

describe('short links, QR codes, introductions', () => {
  it('createAndSave shortens a URL; getShortUrl lists it with visits; createErcode answers a PNG of the size asked', async () => {
    const r = await t.call({
      method: 'POST',
      url: `/api/f/v1/shorturl/createAndSave?remark=${encodeURIComponent('海报')}&url=${encodeURIComponent('https://a.example.com/x')}`,
      token: admin,
    });
    expect(r.body.payload.shortUrl).toMatch(/\/s\/[A-Za-z0-9]{8}$/);
    await t.app.inject({ method: 'GET', url: new URL(r.body.payload.shortUrl).pathname });
    const list = await get('/api/f/v1/shorturl/getShortUrl?page=1&size=5');
    expect(list.body.payload.content[0]).toMatchObject({ url: 'https://a.example.com/x', remark: '海报', visits: 1 });
    const png = await t.app.inject({
      method: 'POST',
      url: `/api/f/v1/ercode/createErcode?content=${encodeURIComponent(r.body.payload.shortUrl)}&width=300&height=300`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(decodeQr(png.rawPayload)).toEqual({ text: r.body.payload.shortUrl, width: 300, height: 300 });
    expect((await t.call({ method: 'POST', url: '/api/f/v1/shorturl/createAndSave?url=ftp://x', token: admin })).status).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/f/v1/ercode/createErcode?width=10', token: admin })).status).toBe(400);
  });

  it('introductions by department: save, read, download log', async () => {
    const dept = await insert(t, 'department', { name: '销售一部', pid: 99999, subject: 0 });
    const saved = await post('/api/s/v1/introductionControllerV1/saveIntroductionByDepartmentId', {
      departmentId: dept,
      title: '课程介绍',
      content: '国画体验课',
    });
    expect(saved.body.payload).toMatchObject({ departmentName: '销售一部', title: '课程介绍', downloads: 0 });
    const log = await post('/api/s/v1/introductionControllerV1/downloadIntroductionChannelLog', { departmentId: dept });
    expect(log.body.payload).toHaveLength(1);
    const read = await post('/api/s/v1/introductionControllerV1/selectIntroductionByDepartmentId', { departmentId: dept });
    expect(read.body.payload).toMatchObject({ content: '国画体验课', downloads: 1 });
  });

  it('an introduction keeps its uploaded file; the introduction list and the download log are query models by department', async () => {
    const dept = await insert(t, 'department', { name: '销售二部', pid: 99999, subject: 0 });
    const other = await insert(t, 'department', { name: '销售三部', pid: 99999, subject: 0 });
    const ch = (await post('/api/c/v1/channel/createChannel', { channelClassId: mid, channelOuterName: '介绍渠道' })).body.payload;
    const badFile = await post('/api/s/v1/introductionControllerV1/saveIntroductionByDepartmentId', {
      departmentId: dept,
      title: '课程介绍',
      fileUrl: 'javascript:alert(1)',
    });
    expect(badFile.status).toBe(400);
    expect(badFile.body.errors).toContain('fileUrl');
    const saved = await post('/api/s/v1/introductionControllerV1/saveIntroductionByDepartmentId', {
      departmentId: dept,
      title: '二部介绍',
      content: '书法课',
      channelId: ch.id,
      fileUrl: '/files/public/2026/intro.pdf',
      fileName: '二部介绍.pdf',
    });
    expect(saved.body.payload).toMatchObject({
      fileUrl: '/files/public/2026/intro.pdf',
      fileName: '二部介绍.pdf',
      channelName: '介绍渠道',
    });
    await post('/api/s/v1/introductionControllerV1/saveIntroductionByDepartmentId', { departmentId: other, title: '三部介绍' });
    await post('/api/s/v1/introductionControllerV1/downloadIntroductionChannelLog', { departmentId: dept });
    await post('/api/s/v1/introductionControllerV1/downloadIntroductionChannelLog', { departmentId: dept });

    const list = await gql(
      t,
      admin,
      `{ IntroductionPage(query: ${lit({ department_id: dept })}, page: 1, size: 20) { totalElements content { department_name title file_url file_name channel_name downloads } } }`,
    );
    expect(list.data.IntroductionPage).toEqual({
      totalElements: 1,
      content: [
        {
          department_name: '销售二部',
          title: '二部介绍',
          file_url: '/files/public/2026/intro.pdf',
          file_name: '二部介绍.pdf',
          channel_name: '介绍渠道',
          downloads: 2,
        },
      ],
    });
    const log = await gql(
      t,
      admin,
      `{ IntroductionDownloadLogPage(query: ${lit({ department_id: dept })}, page: 1, size: 20) { totalElements content { department_name title channel_name staff_name } } }`,
    );
    expect(log.data.IntroductionDownloadLogPage.totalElements).toBe(2);
    expect(log.data.IntroductionDownloadLogPage.content[0]).toMatchObject({
      department_name: '销售二部',
      title: '二部介绍',
      channel_name: '介绍渠道',
    });
    expect(log.data.IntroductionDownloadLogPage.content[0].staff_name).toBeTruthy();
    const none = await gql(
      t,
      admin,
      `{ IntroductionDownloadLogPage(query: ${lit({ department_id: other })}, page: 1, size: 20) { totalElements } }`,
    );
    expect(none.data.IntroductionDownloadLogPage.totalElements).toBe(0);
    // the lists follow the introduction calls' permission (area short-url): a reviewer is refused
    const reviewer = await t.login('reviewer');
    const denied = await gql(t, reviewer, `{ IntroductionPage(page: 1, size: 20) { totalElements } }`);
    expect(denied.errors?.length ?? 0).toBeGreaterThan(0);
  });

  it('reviewer (role 38) may not create links; the redirect needs no login', async () => {
    const reviewer = await t.login('reviewer');
    expect(
      (await t.call({ method: 'POST', url: '/api/f/v1/shorturl/createAndSave?url=https://a.example.com', token: reviewer })).status,
    ).toBe(420);
  });
});

describe('channel statistics from the orders', () => {
  it('counts trial users, unpaid, WeChat, system buyers and amounts per channel and in total', async () => {
    const ch = (await post('/api/c/v1/channel/createChannel', { channelClassId: mid, channelOuterName: '统计渠道' })).body.payload.id;
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    const order = (uid: string, row: Record<string, unknown>) =>
      insert(t, 'orders', { subject: 0, uid, out_trade_no: `T${Math.random().toString(36).slice(2, 12)}`, channel_id: ch, ...row });
    await order(a.id, { regtype: 1, status: 3, amount: '9.90', term: 12 });
    await order(a.id, { regtype: 2, status: 2, amount: '2999.00' });
    await order(b.id, { regtype: 1, status: 0, amount: '9.90', term: 12 });
    // c bought a system course before the trial: not a conversion of this channel
    const c = await makeStudent(t.db);
    await order(c.id, { regtype: 2, status: 2, amount: '1999.00', ctime: '2020-01-01T00:00:00Z' });
    await order(c.id, { regtype: 1, status: 2, amount: '9.90', term: 12 });
    await t.db.query(
      'INSERT INTO student_subject (student_id, subject, added_wechat) VALUES ($1, 0, 1) ON CONFLICT (student_id, subject) DO UPDATE SET added_wechat = 1',
      [a.id],
    );
    const params = JSON.stringify({ trialChannels: ch, stage: 12, termCondition: 'trialchannel', page: 1, pageSzie: 10 });
    const r = await gql(
      t,
      admin,
      `{ ChannelManagementStatisticsPage(query: ${JSON.stringify(params)}) { totalElements content { pay_channel trial_user_num order_user_no_pay_nums wet_nums complete_user_num system_user_num system_user_amounts } }
         ChannelManagementStatisticsTotal(query: ${JSON.stringify(params)}) { trial_user_num system_user_amounts } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.ChannelManagementStatisticsPage.content).toEqual([
      {
        pay_channel: ch,
        trial_user_num: 2,
        order_user_no_pay_nums: 1,
        wet_nums: 1,
        complete_user_num: 1,
        system_user_num: 1,
        system_user_amounts: 2999,
      },
    ]);
    expect(r.data.ChannelManagementStatisticsTotal).toEqual({ trial_user_num: 2, system_user_amounts: 2999 });
    const byClass = JSON.stringify({ trialChannelClassIds: [mid], termCondition: 'trialchannelclassid' });
    const cls = await gql(
      t,
      admin,
      `{ ChannelManagementStatisticsPage(query: ${JSON.stringify(byClass)}) { content { trial_channel_class_id trial_user_num } } }`,
    );
    expect(cls.data.ChannelManagementStatisticsPage.content).toEqual([{ trial_channel_class_id: mid, trial_user_num: 2 }]);
    const reviewer = await t.login('reviewer');
    expect((await gql(t, reviewer, `{ ChannelManagementStatisticsTotal(query: "{}") { trial_user_num } }`)).status).toBe(420);
  });

  it('keeps the statistics right as orders and students change: equal to a full recount, a student counted once', async () => {
    const ch = (await post('/api/c/v1/channel/createChannel', { channelClassId: mid, channelOuterName: '变动渠道' })).body.payload.id;
    const order = async (uid: string, row: Record<string, unknown>) =>
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO orders (subject, uid, out_trade_no, channel_id, regtype, status, amount, term, ctime)
           VALUES (0, $1, $2, $3, $4, $5, $6, 31, $7) RETURNING id::text AS id`,
          [uid, `V${Math.random().toString(36).slice(2, 12)}`, ch, row.regtype, row.status, row.amount, row.ctime ?? new Date()],
        )
      ).rows[0].id;
    const stats = async () => {
      const q = JSON.stringify(JSON.stringify({ trialChannels: ch, stage: 31 }));
      const r = await gql(
        t,
        admin,
        `{ ChannelManagementStatisticsPage(query: ${q}) { content { trial_user_num order_user_no_pay_nums wet_nums join_user_num complete_user_num system_user_num system_user_amounts } } }`,
      );
      return r.data.ChannelManagementStatisticsPage.content[0];
    };
    const a = (await makeStudent(t.db)).id;
    const b = (await makeStudent(t.db)).id;
    // a buys two trial orders (one unpaid, one paid later) and then a system course
    await order(a, { regtype: 1, status: 0, amount: '9.90', ctime: '2026-03-01T00:00:00Z' });
    const aTrial = await order(a, { regtype: 1, status: 1, amount: '9.90', ctime: '2026-03-02T00:00:00Z' });
    const bTrial = await order(b, { regtype: 1, status: 2, amount: '9.90' });
    expect(await stats()).toMatchObject({ trial_user_num: 1, order_user_no_pay_nums: 1, system_user_num: 0 });

    await t.db.query('UPDATE orders SET status = 3 WHERE id = $1', [aTrial]);
    const sys = await order(a, { regtype: 2, status: 2, amount: '1999.00', ctime: '2026-04-01T00:00:00Z' });
    await t.db.query(
      `INSERT INTO student_subject (student_id, subject, added_wechat) VALUES ($1, 0, 1)
       ON CONFLICT (student_id, subject) DO UPDATE SET added_wechat = 1`,
      [a],
    );
    // a's two trial orders make one trial user: paid, completed, converted once
    expect(await stats()).toEqual({
      trial_user_num: 2,
      order_user_no_pay_nums: 0,
      wet_nums: 1,
      join_user_num: 0,
      complete_user_num: 1,
      system_user_num: 1,
      system_user_amounts: 1999,
    });

    // a refund of the system course, b's order cancelled, a's WeChat lost
    await t.db.query('UPDATE orders SET status = 7 WHERE id = $1', [sys]);
    await t.db.query('UPDATE orders SET status = 0 WHERE id = $1', [bTrial]);
    await t.db.query('UPDATE student_subject SET added_wechat = 0 WHERE student_id = $1 AND subject = 0', [a]);
    const maintained = await stats();
    expect(maintained).toMatchObject({
      trial_user_num: 1,
      order_user_no_pay_nums: 1,
      wet_nums: 0,
      system_user_num: 0,
      system_user_amounts: 0,
    });
    await t.db.query('SELECT channel_trial_order_rebuild()');
    expect(await stats()).toEqual(maintained);

    await t.db.query('DELETE FROM orders WHERE uid = $1', [b]);
    expect(await stats()).toMatchObject({ trial_user_num: 1, order_user_no_pay_nums: 0 });
  });

  it('concurrent changes of the same students leave the statistics equal to a full recount', async () => {
    const ch = (await post('/api/c/v1/channel/createChannel', { channelClassId: mid, channelOuterName: '并发渠道' })).body.payload.id;
    const students = await Promise.all(Array.from({ length: 4 }, () => makeStudent(t.db)));
    const trials: string[] = [];
    for (const s of students) {
      const r = await t.db.query<{ id: string }>(
        `INSERT INTO orders (subject, uid, out_trade_no, channel_id, regtype, status, amount, term)
         VALUES (0, $1, $2, $3, 1, 1, 9.9, 32) RETURNING id::text AS id`,
        [s.id, `C${Math.random().toString(36).slice(2, 12)}`, ch],
      );
      trials.push(r.rows[0].id);
    }
    // per student, one transaction pays the trial while another records a system order and the WeChat;
    // statistics reads (which flush) run in between
    await Promise.all(
      students.flatMap((s, i) => [
        t.db.query('SELECT channel_trial_order_flush()'),
        t.db.transaction(async (tx) => {
          await tx.query('UPDATE orders SET status = 2 WHERE id = $1', [trials[i]]);
        }),
        t.db.transaction(async (tx) => {
          await tx.query(`INSERT INTO orders (subject, uid, out_trade_no, regtype, status, amount) VALUES (0, $1, $2, 2, 2, 100)`, [
            s.id,
            `S${Math.random().toString(36).slice(2, 12)}`,
          ]);
          await tx.query(
            `INSERT INTO student_subject (student_id, subject, added_wechat) VALUES ($1, 0, 1)
             ON CONFLICT (student_id, subject) DO UPDATE SET added_wechat = 1`,
            [s.id],
          );
        }),
      ]),
    );
    const read = async () =>
      (
        await t.db.query(
          `SELECT order_id::text, paid, added_wechat, system_n, system_amount::float8 AS amount FROM channel_trial_order
           WHERE channel_id = $1 ORDER BY order_id`,
          [ch],
        )
      ).rows;
    // writers only mark the students; the minute's compaction job recomputes their rows
    await t.db.query('SELECT compact_count_rollups()');
    const maintained = await read();
    expect(maintained).toHaveLength(4);
    expect(maintained.every((r) => r.paid && r.added_wechat && r.system_n === 1 && r.amount === 100)).toBe(true);
    await t.db.query('SELECT channel_trial_order_rebuild()');
    expect(await read()).toEqual(maintained);
  });

  it('the channel order template downloads as xlsx with the channel column', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/b/v1/download/channelOrderTemplate',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
