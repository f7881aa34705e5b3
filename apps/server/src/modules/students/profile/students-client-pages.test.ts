import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { documents as studentDocs } from '../../../test/client-contract/students';
import { clientDoc, data, S2, seedStudents } from '../../../test/fixtures/student-documents';

/**
 * The trial-student list, the assets tab and the login log as the original client sends them (the
 * selection of its documents, client-contract/students.ts) answer our data in the shape its pages read
 * (docs/decisions/client-compatibility.md, "Students").
 */

let t: TestApp;
let admin: string;
let trialOrder: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await seedStudents(t.db);
  const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: string }>(sql, params)).rows[0]?.id;
  const cls = await one(`INSERT INTO channel_class (subject, name) VALUES (0, '抖音投放') RETURNING id::text AS id`);
  const channel = await one(
    `INSERT INTO channel (subject, channel_class_id, name, inner_name) VALUES (0, $1, '抖音信息流', 'dy-feed') RETURNING id::text AS id`,
    [cls],
  );
  const pkg = await one(`INSERT INTO package (subject, name, type) VALUES (0, '体验课礼包', 3) RETURNING id::text AS id`);
  trialOrder = (await one(
    `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, amount, total_amount, channel_id, packages_id, packages_name, ctime)
     VALUES (0, 9002, 'QT-TRIAL-9002', 3, 1, 9.90, 9.90, $1, $2, '体验课礼包', '2026-03-01T02:00:00Z') RETURNING id::text AS id`,
    [channel, pkg],
  ))!;
  // 9002's trial line: the trial class row holds the trial order, the subject line points at the trial class.
  await t.db.query(`UPDATE student_team SET order_id = $1, order_no = 'QT-TRIAL-9002', category = 3 WHERE id = 9402`, [trialOrder]);
  await t.db.query(`UPDATE student_subject SET trial_team_id = 9201 WHERE student_id = 9002 AND subject = 0`);
  const coupon = await one(
    `INSERT INTO coupon (subject, name, type, amount) VALUES (0, '体验课专享满100减20', 1, 20) RETURNING id::text AS id`,
  );
  await t.db.query(
    `INSERT INTO user_coupon (subject, coupon_id, uid, status, end_date, order_id) VALUES (0, $1, 9002, 1, now() + interval '30 days', $2)`,
    [coupon, trialOrder],
  );
  await t.db.query(`INSERT INTO login_data (subject, uid, device_type, device_model, device_id, appversion, login_time, ostype, user_agent,
      appname, buildcode, system_version, channel, market, carrier, headers) VALUES
    (0, 9002, 'iOS', 'iPhone 15', 'dev-9002', '5.9.0', now() - interval '1 hour', 'iOS', 'iPhone 15/iOS 17.5/iOS', '小熊美术', '590',
     '17.5', 'App Store', 'App Store', '中国移动', '{"user-agent": "XiaoXiong/5.9.0", "app-version": "5.9.0"}'),
    (0, 9002, 'web', NULL, NULL, NULL, now() - interval '2 days', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
});
afterAll(() => t?.close());

describe('trial-student list (StudentTrialV2StatisticsPage)', () => {
  it('answers the order source (channel class) and the trial order number of the trial class row', async () => {
    const d = await data(
      t,
      admin,
      clientDoc(studentDocs, 'StudentTrialV2StatisticsPage', 'trial-student list', { u_id: S2, team_id: 9201 }),
    );
    const rows = d.StudentTrialV2StatisticsPage.content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: '9402',
      team_id: '9201',
      orderInfo: { id: trialOrder, user_source_text: '抖音投放', trial_course: { order_no: 'QT-TRIAL-9002' } },
      teamInfo: { team_name: '体验课一班' },
    });
  });

  it('the class prepare tab reads the same fields with the address block', async () => {
    const d = await data(t, admin, clientDoc(studentDocs, 'StudentTrialV2StatisticsPage', 'prepare tab', { team_id: 9201 }));
    const byId = Object.fromEntries(d.StudentTrialV2StatisticsPage.content.map((r: { id: string }) => [r.id, r]));
    expect(Object.keys(byId).sort()).toEqual(['9401', '9402']);
    expect(byId['9402'].orderInfo.trial_course).toEqual({ order_no: 'QT-TRIAL-9002' });
    // 9401 has no order: the client falls back to the row's own order_no
    expect(byId['9401'].orderInfo).toBeNull();
  });
});

describe('trial class detail, learning tab (StudentTrialLearnListStatisticsPage)', () => {
  it('first join / completion of the enrollment and whether a lesson was made up on a later day', async () => {
    // 李小红 was sent the trial lesson three days ago and joined it yesterday (a make-up), completing it today.
    await t.db
      .query(`INSERT INTO learning_record (student_id, team_id, course_id, subject, lesson_type, state, ctime, join_time, complete_time)
      VALUES (9002, 9201, 9303, 0, 0, 3, now() - interval '3 days', now() - interval '1 day', now())`);
    const d = await data(t, admin, clientDoc(studentDocs, 'StudentTrialLearnListStatisticsPage', 'learning tab', { team_id: 9201 }));
    const byId = Object.fromEntries(d.StudentTrialLearnListStatisticsPage.content.map((r: { id: string }) => [r.id, r]));
    expect(Object.keys(byId).sort()).toEqual(['9401', '9402']);
    expect(byId['9402']).toMatchObject({ bu_join_state: 1, bu_complete_state: 1, userInfo: { id: S2 } });
    expect(byId['9402'].first_join_course_time).toBeLessThan(byId['9402'].first_complete_course_time);
    // 张小明 joined his trial lesson before the record's unlock day in the fixture: not a make-up
    expect(byId['9401']).toMatchObject({ bu_join_state: 0, bu_complete_state: 0, first_complete_course_time: null });
  });
});

describe('student detail, assets tab (UserExtends)', () => {
  it("a coupon's order reads the package type of the order", async () => {
    const d = await data(t, admin, clientDoc(studentDocs, 'UserExtends', 'assets tab', { u_id: S2 }));
    const used = d.UserExtends.couponUserList.filter((c: { order: unknown }) => c.order !== null);
    expect(used).toEqual([
      expect.objectContaining({
        status: 1,
        coupon: { name: '体验课专享满100减20', type: 1, amount: 20 },
        order: expect.objectContaining({ packages_type: 3 }),
      }),
    ]);
    expect(used[0].order.packages_name).toBe('体验课礼包');
  });
});

describe('login log (UserLoginDataPage)', () => {
  it('answers the app fields and never a session token; device_id {gt: 1} keeps app logins', async () => {
    const doc = clientDoc(studentDocs, 'UserLoginDataPage', 'user result', { uid: S2, device_id: { gt: 1 } });
    const rows = (await data(t, admin, doc)).UserLoginDataPage.content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      device_id: 'dev-9002',
      ostype: 'iOS',
      user_agent: 'iPhone 15/iOS 17.5/iOS',
      appname: '小熊美术',
      appversion: '5.9.0',
      buildcode: '590',
      system_version: '17.5',
      channel: 'App Store',
      market: 'App Store',
      carrier: '中国移动',
      old_token: null,
      new_token: null,
    });
    // the client splits the headers on commas to show one per line
    expect(rows[0].headers.split(',')).toEqual(['app-version:5.9.0', 'user-agent:XiaoXiong/5.9.0']);
    const all = (await data(t, admin, clientDoc(studentDocs, 'UserLoginDataPage', 'user result', { uid: S2 }))).UserLoginDataPage;
    expect(all.totalElements).toBe(2);
    expect(all.content[1]).toMatchObject({ ostype: null, headers: null });
  });
});
