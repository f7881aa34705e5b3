import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_CODES } from '@console/domain';
import { seedDemoData } from '../../../../../scripts/seed/generate';
import { parseAsOf } from '../../../../../scripts/seed/scales';
import type { Database } from '../db';
import { createTestDatabase } from '../../test/db';
import { ensureDemoAccounts } from './accounts';

/**
 * The demo generator at the `tiny` scale (300 students), loaded with every foreign key checked:
 * what a user would notice if the data did not hang together. One load serves every check here,
 * the extras derived after the load (scripts/seed/emit-*-extras.ts) included.
 */
const AS_OF = parseAsOf('2026-03-02');
let db: Database;
let firstRows: Record<string, number>;

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT (${sql})::text AS n`, params)).rows[0].n);

/** Fingerprint of the rows people look at (excluding nothing random: the generator has no randomness left). */
async function fingerprint(): Promise<Record<string, string>> {
  const parts: Record<string, string> = {
    student: 'SELECT id, user_num, mobile, username, birthday, join_date FROM student',
    orders: 'SELECT id, uid, out_trade_no, status, regtype, amount, refunded_amount, ctime, buytime FROM orders',
    team: 'SELECT id, team_name, teacher_id, student_count, term FROM team',
    learning_record: 'SELECT id, student_id, team_id, course_id, state, join_time FROM learning_record',
    express: 'SELECT id, order_id, express_status, express_nu FROM express',
    staff: 'SELECT id, user_name, mobile, password_hash FROM staff',
    account_record: 'SELECT id, account_id, amount, balance_after FROM account_record',
    redeem_code: 'SELECT id, config_id, code, status, user_id, converted_date FROM redeem_code',
  };
  const out: Record<string, string> = {};
  for (const [name, sql] of Object.entries(parts)) {
    const r = await db.query<{ h: string }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) AS h FROM (${sql}) x`);
    out[name] = r.rows[0].h;
  }
  return out;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await ensureDemoAccounts(db);
  firstRows = (await seedDemoData(db, { scale: 'tiny', seed: 42, asOf: AS_OF })).record.rows;
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('demo data (tiny scale, foreign keys checked while loading)', () => {
  it('every order belongs to a student, and refunds never exceed what was paid', async () => {
    expect(await count('SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM student s WHERE s.id = o.uid)')).toBe(0);
    expect(await count('SELECT count(*) FROM orders WHERE refunded_amount > amount')).toBe(0);
    // refunded_amount is exactly the completed refunds, and status / isrefund say the same thing
    expect(
      await count(
        `SELECT count(*) FROM orders o WHERE refunded_amount <> coalesce((SELECT sum(refund_amount) FROM refund r WHERE r.order_id = o.id AND r.status = 2), 0)`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM orders WHERE status = 7 AND (refunded_amount <> amount OR isrefund <> 1)')).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM orders WHERE status = 6 AND NOT (refunded_amount > 0 AND refunded_amount < amount AND isrefund = 1)',
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM orders WHERE refunded_amount > 0 AND status NOT IN (6, 7)')).toBe(0);
    expect(await count('SELECT count(*) FROM orders WHERE status IN (6, 7)')).toBeGreaterThan(0);
  });

  it('the money ledger adds up to what each order still holds', async () => {
    expect(
      await count(
        `SELECT count(*) FROM orders o JOIN (SELECT order_id, sum(amount) AS s FROM money_ledger GROUP BY order_id) l ON l.order_id = o.id WHERE l.s <> o.amount - o.refunded_amount`,
      ),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM orders o WHERE buytime IS NOT NULL AND amount > 0 AND trade_type IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM money_ledger m WHERE m.order_id = o.id AND m.entry_type = 'PAYMENT' AND m.amount = o.amount)`),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM orders o WHERE o.amount - o.refunded_amount <> (SELECT balance_after FROM money_ledger m WHERE m.order_id = o.id ORDER BY id DESC LIMIT 1)`,
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM (SELECT o.id FROM orders o JOIN order_sub s ON s.order_id = o.id GROUP BY o.id, o.amount HAVING sum(s.amount) <> o.amount) x',
      ),
    ).toBe(0);
  });

  it('account balances are the last balance_after and the sum of their records', async () => {
    expect(
      await count('SELECT count(*) FROM account a WHERE balance <> (SELECT sum(amount) FROM account_record r WHERE r.account_id = a.id)'),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM account a WHERE balance <> (SELECT balance_after FROM account_record r WHERE r.account_id = a.id ORDER BY id DESC LIMIT 1)',
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM account_record WHERE balance_after < 0')).toBe(0);
  });

  it('every subject has students, orders, classes, shipments and learning records', async () => {
    for (const code of SUBJECT_CODES) {
      expect(await count('SELECT count(*) FROM student_subject WHERE subject = $1', [code]), `students in ${code}`).toBeGreaterThan(0);
      expect(await count('SELECT count(*) FROM orders WHERE subject = $1', [code]), `orders in ${code}`).toBeGreaterThan(0);
      expect(
        await count('SELECT count(*) FROM team WHERE subject = $1 AND team_type = 0', [code]),
        `trial classes in ${code}`,
      ).toBeGreaterThan(0);
      expect(
        await count('SELECT count(*) FROM team WHERE subject = $1 AND team_type > 0', [code]),
        `system classes in ${code}`,
      ).toBeGreaterThan(0);
      expect(await count('SELECT count(*) FROM express WHERE subject = $1', [code]), `express in ${code}`).toBeGreaterThan(0);
      expect(await count('SELECT count(*) FROM learning_record WHERE subject = $1', [code]), `learning in ${code}`).toBeGreaterThan(0);
    }
    expect(await count('SELECT count(DISTINCT status) FROM management')).toBe(5);
  });

  it('class statistics match their members, and members carry their class', async () => {
    expect(
      await count(
        'SELECT count(*) FROM team t WHERE student_count <> (SELECT count(*) FROM student_team st WHERE st.team_id = t.id AND del = 0)',
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM student_team st JOIN team t ON t.id = st.team_id WHERE st.teacher_id <> t.teacher_id OR st.term <> t.term OR st.team_type <> t.team_type',
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*) FROM student_team st WHERE join_count <> (SELECT count(*) FROM learning_record l WHERE l.student_id = st.student_id AND l.team_id = st.team_id AND l.join_time IS NOT NULL)',
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM student WHERE mobile !~ '^1[3-9][0-9]{9}$'`)).toBe(0);
  });

  it('keeps the demo accounts and lets the demo teachers teach', async () => {
    expect(
      await count(
        `SELECT count(*) FROM staff WHERE user_name IN ('admin','manager','ops','cs','finance','sales','teacher','classteacher','reviewer')`,
      ),
    ).toBe(9);
    expect(
      await count(
        `SELECT count(*) FROM teacher t JOIN staff s ON s.mobile = t.phone WHERE s.user_name = 'teacher' AND t.subject IN (0, 1)`,
      ),
    ).toBe(2);
    expect(
      await count(
        `SELECT count(*) FROM team t JOIN teacher te ON te.id = t.teacher_id JOIN staff s ON s.id = te.staff_id WHERE s.user_name = 'classteacher'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM notification n JOIN staff s ON s.id = n.staff_id WHERE s.user_name = 'admin'`),
    ).toBeGreaterThan(0);
  });

  it('has the anchor student with orders, shipments, coupons and learning records', async () => {
    const r = await db.query<{ id: string }>(`SELECT id::text AS id FROM student WHERE mobile = '13900001234' AND user_num = '10001234'`);
    expect(r.rows).toHaveLength(1);
    const id = r.rows[0].id;
    expect(await count('SELECT count(*) FROM orders WHERE uid = $1 AND subject = 0 AND regtype = 2 AND status = 2', [id])).toBe(1);
    expect(await count('SELECT count(*) FROM express WHERE uid = $1 AND subject = 0', [id])).toBeGreaterThanOrEqual(2);
    expect(await count('SELECT count(*) FROM user_coupon WHERE uid = $1 AND status = 1', [id])).toBe(1);
    expect(await count('SELECT count(*) FROM user_coupon WHERE uid = $1 AND status = 0', [id])).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT count(*) FROM learning_record WHERE student_id = $1', [id])).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM orders o JOIN student s ON s.id = o.uid WHERE s.mobile = '13900002345' AND o.status IN (6, 7)`),
    ).toBe(2);
    expect(
      await count(
        `SELECT count(*) FROM flow_approval f JOIN student s ON s.id = f.uid WHERE s.mobile = '13900003456' AND f.type = 0 AND f.status = 0`,
      ),
    ).toBe(1);
  });

  it('every subject line has redeem-code batches; redeemed codes name their student, are logged and counted', async () => {
    const withPackages = await count('SELECT count(DISTINCT subject) FROM package');
    expect(await count('SELECT count(DISTINCT subject) FROM redeem_code_config')).toBe(withPackages);
    expect(await count('SELECT count(*) FROM redeem_code WHERE status = 2')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM redeem_code WHERE status = 1')).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*) FROM redeem_code r WHERE r.status = 2 AND NOT EXISTS
           (SELECT 1 FROM student_subject ss WHERE ss.student_id = r.user_id AND ss.subject = r.subject)`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM redeem_code WHERE status = 2')).toBe(await count('SELECT count(*) FROM redeem_code_log'));
    expect(
      await count(
        'SELECT count(*) FROM redeem_code_config c WHERE converted_num <> (SELECT count(*) FROM redeem_code r WHERE r.config_id = c.id AND r.status = 2)',
      ),
    ).toBe(0);
  });

  it('list totals from the count rollups equal the rows after a load', async () => {
    expect(await count('SELECT coalesce(sum(n), 0) FROM orders_count WHERE subject = 0 AND status = 3')).toBe(
      await count('SELECT count(*) FROM orders WHERE subject = 0 AND status = 3'),
    );
    expect(await count('SELECT coalesce(sum(n), 0) FROM student_subject_count')).toBe(await count('SELECT count(*) FROM student_subject'));
  });

  it('keeps the money and limit rules of the database: one pending refund per order, coupon holdings within limits and counted', async () => {
    // the unique index of migration 0450 and the limit trigger of 0451 would have refused the load; the counts say so too
    expect(
      await count(
        'SELECT count(*) FROM (SELECT order_id FROM flow_approval WHERE status = 0 AND type IN (0, 14) GROUP BY order_id HAVING count(*) > 1) x',
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM flow_approval WHERE status = 0 AND type = 0')).toBeGreaterThan(0);
    const recount = 'SELECT coupon_id, uid, count(*)::int AS held FROM user_coupon WHERE status <> 3 GROUP BY 1, 2';
    expect(await count(`SELECT count(*) FROM (${recount} EXCEPT SELECT coupon_id, uid, held FROM coupon_holding WHERE held > 0) x`)).toBe(
      0,
    );
    expect(await count(`SELECT count(*) FROM (SELECT coupon_id, uid, held FROM coupon_holding WHERE held > 0 EXCEPT ${recount}) x`)).toBe(
      0,
    );
    expect(
      await count(
        'SELECT count(*) FROM coupon_holding h JOIN coupon c ON c.id = h.coupon_id WHERE c.per_user_limit IS NOT NULL AND h.held > c.per_user_limit',
      ),
    ).toBe(0);
  });

  it('new rows get ids after the loaded ones', async () => {
    expect(await count(`SELECT nextval(pg_get_serial_sequence('orders', 'id')) - (SELECT max(id) FROM orders)`)).toBe(1);
    expect(await count(`SELECT nextval(pg_get_serial_sequence('staff', 'id')) - (SELECT max(id) FROM staff)`)).toBe(1);
  });

  it('loads the same data again (deterministic, reload wipes first)', async () => {
    const before = await fingerprint();
    const again = await seedDemoData(db, { scale: 'tiny', seed: 42, asOf: AS_OF });
    expect(again.record.rows).toEqual(firstRows);
    expect(await fingerprint()).toEqual(before);
  }, 120_000);
});

describe('demo student extras', () => {
  it('anchor 1 (art) has labels, to-do tasks, weekly reports, logins, behaviour, SMS, calls, agreements and commented homework', async () => {
    const per = async (table: string, col: string) => count(`SELECT count(*) FROM ${table} WHERE ${col} = 1 AND subject = 0`);
    expect(await per('student_label', 'student_id')).toBeGreaterThan(0);
    expect(await per('todo_task', 'student_id')).toBe(3);
    expect(await per('weekly_report', 'student_id')).toBeGreaterThan(0);
    expect(await per('login_data', 'uid')).toBe(3);
    expect(await per('behavior_log', 'uid')).toBe(3);
    expect(await per('sms_record', 'uid')).toBe(2);
    expect(await per('call_record', 'uid')).toBe(2);
    expect(await per('user_agreement', 'uid')).toBe(2);
    expect(await per('student_task', 'student_id')).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*) FROM task_comment c JOIN student_task t ON t.id = c.task_id WHERE t.student_id = 1'),
    ).toBeGreaterThan(0);
  });

  it('labels exist in every subject line, carried by about a third of the students, in their own subject', async () => {
    expect(await count('SELECT count(DISTINCT subject) FROM label WHERE type = 0')).toBe(
      await count('SELECT count(DISTINCT subject) FROM student_subject'),
    );
    const carried = await count('SELECT count(DISTINCT student_id) FROM student_label');
    const students = await count('SELECT count(*) FROM student');
    expect(carried / students).toBeGreaterThan(0.25);
    expect(await count('SELECT count(*) FROM student_label sl JOIN label l ON l.id = sl.label_id WHERE l.subject <> sl.subject')).toBe(0);
  });

  it('homework belongs to the class rows of its learning record; comments only on reviewed homework', async () => {
    expect(
      await count(
        `SELECT count(*) FROM student_task t WHERE NOT EXISTS (SELECT 1 FROM learning_record lr
           WHERE lr.student_id = t.student_id AND lr.team_id = t.team_id AND lr.course_id = t.course_id AND lr.task_time IS NOT NULL)`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM task_comment c JOIN student_task t ON t.id = c.task_id WHERE t.comment_status <> 1')).toBe(0);
    expect(await count('SELECT count(*) FROM todo_task WHERE status = 1 AND finish_time IS NULL')).toBe(0);
  });
});

describe('demo trading extras', () => {
  it('has contracts in several statuses whose price lines sum to their amount', async () => {
    expect(await count('SELECT count(*) FROM contract WHERE subject = 0')).toBeGreaterThan(5);
    expect(await count('SELECT count(DISTINCT status) FROM contract')).toBeGreaterThanOrEqual(3);
    expect(await count('SELECT count(*) FROM contract WHERE uid = 1')).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*) FROM contract c WHERE c.amount <> (SELECT sum(amount) FROM contract_price_detail d WHERE d.contract_id = c.id)`,
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) FROM contract WHERE contract_no !~ '^HT[0-9]{8}[0-9A-F]{8}$'")).toBe(0);
    expect(await count('SELECT count(*) FROM contract WHERE status = 2 AND stop_reason IS NULL')).toBe(0);
  });

  it('has pending and failed order-out rows that moved no money (orders unchanged, at most one live row per order)', async () => {
    expect(await count('SELECT count(*) FROM order_out WHERE status = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM order_out WHERE status = 2')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM order_out WHERE status = 1')).toBe(0);
    expect(await count('SELECT count(*) FROM order_out oo JOIN orders o ON o.id = oo.order_id WHERE o.status = 8')).toBe(0);
    expect(
      await count("SELECT count(*) FROM order_out oo JOIN money_ledger m ON m.order_id = oo.order_id WHERE m.entry_type = 'ADJUSTMENT'"),
    ).toBe(0);
    expect(await count('SELECT count(*) FROM order_out WHERE uid <= 11')).toBe(0);
  });

  it('has delivery strategies per subject line, one paused', async () => {
    expect(await count('SELECT count(*) FROM delivery_strategy WHERE subject = 0')).toBe(4);
    expect(await count('SELECT count(*) FROM delivery_strategy WHERE subject = 0 AND status = 1')).toBe(1);
  });
});

describe('demo shop and channel extras', () => {
  it('keeps the dictionary and labels the migration seeds (the reset truncates them); departments have introductions with downloads', async () => {
    expect(await count("SELECT count(*) FROM data_dictionary WHERE type = 'saleArea'")).toBe(5);
    expect(await count("SELECT count(*) FROM data_dictionary WHERE type = 'paymentChannel'")).toBe(5);
    expect(await count('SELECT count(*) FROM product_label')).toBe(5);
    expect(await count('SELECT count(*) FROM introduction')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM introduction_download_log')).toBe(3 * (await count('SELECT count(*) FROM introduction')));
  });
});
