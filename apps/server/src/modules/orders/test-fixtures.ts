/** Fixture rows for the trading and logistics integration tests (plain SQL on the test database). */
import type { Queryable } from '../../platform/db';

let seq = 0;
const next = () => {
  seq += 1;
  return `${process.pid % 1000}${String(seq).padStart(4, '0')}`;
};

export interface StudentFixture {
  id: string;
  mobile: string;
  userNum: string;
}

/** A student with a line in each given subject. */
export async function makeStudent(db: Queryable, subjects: number[] = [0]): Promise<StudentFixture> {
  const n = next();
  const mobile = `139${n.padStart(8, '0').slice(-8)}`;
  const userNum = `8${n}`;
  const r = await db.query<{ id: string }>(
    `INSERT INTO student (user_num, mobile, username) VALUES ($1, $2, '测试学员') RETURNING id::text AS id`,
    [userNum, mobile],
  );
  for (const subject of subjects)
    await db.query('INSERT INTO student_subject (student_id, subject) VALUES ($1, $2)', [r.rows[0].id, subject]);
  return { id: r.rows[0].id, mobile, userNum };
}

export interface OrderFixture {
  id: string;
  outTradeNo: string;
  uid: string;
}

export async function makeOrder(
  db: Queryable,
  o: {
    uid: string;
    subject?: number;
    status?: number;
    regtype?: number;
    amount?: string;
    merge?: string;
    teacherId?: string;
    packagesName?: string;
    refunded?: string;
  },
): Promise<OrderFixture> {
  const outTradeNo = `T${Date.now()}${next()}`;
  const r = await db.query<{ id: string }>(
    `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, amount, total_amount, refunded_amount, buytime, merge_out_trade_no, teacher_id, packages_name)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, now(), $8, $9, $10) RETURNING id::text AS id`,
    [
      o.subject ?? 0,
      o.uid,
      outTradeNo,
      o.status ?? 3,
      o.regtype ?? 2,
      o.amount ?? '100.00',
      o.refunded ?? '0',
      o.merge ?? null,
      o.teacherId ?? null,
      o.packagesName ?? '美术系统课',
    ],
  );
  return { id: r.rows[0].id, outTradeNo, uid: o.uid };
}

export async function makeExpress(
  db: Queryable,
  e: {
    uid: string;
    orderId?: string;
    subject?: number;
    status?: number;
    productType?: number;
    tel?: string;
    sourceType?: number;
    productVersion?: string;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `INSERT INTO express (subject, order_id, uid, express_status, product_type, source_type, receipt_name, receipt_tel, tel_area_code, province, city, area, address_detail, product_name, product_version)
     VALUES ($1, $2, $3, $4, $5, $6, '张三', $7, '86', '北京市', '北京市', '朝阳区', '望京街道1号', '美术盒子', $8) RETURNING id::text AS id`,
    [
      e.subject ?? 0,
      e.orderId ?? null,
      e.uid,
      e.status ?? 1,
      e.productType ?? 1,
      e.sourceType ?? 0,
      e.tel ?? '13712345678',
      e.productVersion ?? null,
    ],
  );
  return r.rows[0].id;
}

export async function opLog(db: Queryable, action: string, entityId?: string) {
  const r = await db.query<{
    staff_name: string;
    changes: Record<string, [unknown, unknown]> | null;
    detail: Record<string, unknown> | null;
    entity_id: string | null;
  }>(
    `SELECT staff_name, changes, detail, entity_id FROM operation_log WHERE action = $1 AND ($2::text IS NULL OR entity_id = $2) ORDER BY id`,
    [action, entityId ?? null],
  );
  return r.rows;
}
