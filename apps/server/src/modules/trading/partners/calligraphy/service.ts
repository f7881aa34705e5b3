import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../../platform/db';
import type { AuthedContext } from '../../../../platform/http/context';
import { AppError, errors } from '../../../../platform/http/errors';
import { recordOperation } from '../../../../platform/oplog';
import { ORDER_COLUMNS, presentOrder, userSummary, type OrderView } from '../../orders/order-view';
import { fenToNumeric, fenToYuan, numericToFen } from '../../../../platform/money';
import { yuan } from '../../../../platform/sql/columns';
import { countOf } from '../../../../platform/sql/page';

export interface Who {
  uid?: string;
  mobile?: string;
}

async function personOf(q: Queryable, who: Who): Promise<string | null> {
  if (!who.uid && !who.mobile) throw errors.invalidField('mobile', '不能为空', 'is required');
  const r = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM student WHERE is_logoff = 0 AND (($1::bigint IS NOT NULL AND id = $1::bigint) OR ($2::text IS NOT NULL AND mobile = $2)) ORDER BY student.id LIMIT 1`,
    [who.uid ?? null, who.mobile ?? null],
  );
  return r.rows[0]?.id ?? null;
}

/** getCalligraphyPackageByMobile: the packages on sale in the subject, the person (masked) and what they bought. */
export async function packagesByMobile(q: Queryable, ctx: AuthedContext, mobile: string) {
  const uid = await personOf(q, { mobile });
  const packages = await q.query(
    `SELECT id::text AS id, name, sub_title AS "subTitle", ${yuan('price')} AS price, ${yuan('original')} AS original, regtype, course_week AS "courseWeek", course_day AS "courseDay"
       FROM package WHERE subject = $1 AND status = 0 AND deleted = 0 ORDER BY package.id`,
    [ctx.subject],
  );
  const bought = uid
    ? await q.query<{ id: string }>(
        `SELECT DISTINCT packages_id::text AS id FROM orders WHERE subject = $1 AND uid = $2::bigint AND packages_id IS NOT NULL AND status IN (2, 3, 4, 5, 6)`,
        [ctx.subject, uid],
      )
    : { rows: [] };
  return { user: uid ? await userSummary(q, uid) : null, packages: packages.rows, boughtPackageIds: bought.rows.map((r) => r.id) };
}

/** getCalligraphyOrder: one order (orderId) or the person's orders in the subject, newest first. */
export async function calligraphyOrders(q: Queryable, ctx: AuthedContext, by: Who & { orderId?: string }): Promise<OrderView[]> {
  if (by.orderId) {
    const r = await q.query<OrderView>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1::bigint AND o.subject = $2`, [
      by.orderId,
      ctx.subject,
    ]);
    if (!r.rows[0]) throw errors.notFound('订单');
    return r.rows.map(presentOrder);
  }
  const uid = await personOf(q, by);
  if (!uid) throw errors.notFound('学员');
  const r = await q.query<OrderView>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.subject = $1 AND o.uid = $2::bigint ORDER BY o.ctime DESC, o.id DESC LIMIT 200`,
    [ctx.subject, uid],
  );
  return r.rows.map(presentOrder);
}

export interface CreateInput extends Who {
  packageId: string;
  remark?: string;
  /** V2: the amount received (yuan → fen), ≤ the package price. */
  paidFen?: number;
  tradeType?: string;
  payTime?: Date;
}

/**
 * createCalligraphyOrder: an unpaid order (0 未激活) of an on-sale package at its price.
 * createCalligraphyOrderV2: an order paid offline (2 已支付) for the amount received, with its PAYMENT
 * ledger entry. Both in one transaction with the op log; the route runs them once per Idempotency-Key.
 */
export async function createCalligraphyOrder(tx: Queryable, ctx: AuthedContext, input: CreateInput, paid: boolean) {
  const uid = await personOf(tx, input);
  if (!uid) throw errors.notFound('学员');
  const p = await tx.query<{
    id: string;
    name: string;
    price: string;
    regtype: number | null;
    course_week: number | null;
    course_day: number | null;
  }>(
    `SELECT id::text AS id, name, price::text AS price, regtype, course_week, course_day FROM package WHERE id = $1::bigint AND subject = $2 AND status = 0 AND deleted = 0`,
    [input.packageId, ctx.subject],
  );
  const pkg = p.rows[0];
  if (!pkg) throw errors.notFound('套餐');
  const priceFen = numericToFen(pkg.price);
  const amountFen = paid ? (input.paidFen ?? priceFen) : priceFen;
  if (amountFen > priceFen)
    throw new AppError('BAD_REQUEST', `实收金额不能高于套餐价格 ¥${fenToNumeric(priceFen)}`, 'The amount exceeds the package price');
  const before = await countOf(tx, 'FROM orders WHERE subject = $1 AND uid = $2::bigint AND status IN (2, 3, 4, 5, 6)', [ctx.subject, uid]);
  const regtype = pkg.regtype ?? (before > 0 ? 3 : 2);
  const outTradeNo = `SF${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`;
  const buytime = paid ? (input.payTime ?? new Date()) : null;
  const o = await tx.query<{ id: string }>(
    `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, packages_id, packages_name, packages_course_week, packages_course_day, amount, total_amount,
                         discount_amount, trade_type, client_from, buytime, salesman_id, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'CALLIGRAPHY', $14, $15, $16) RETURNING id::text AS id`,
    [
      ctx.subject,
      uid,
      outTradeNo,
      paid ? 2 : 0,
      regtype,
      pkg.id,
      pkg.name,
      pkg.course_week,
      pkg.course_day,
      fenToNumeric(amountFen),
      fenToNumeric(priceFen),
      fenToNumeric(priceFen - amountFen),
      paid ? (input.tradeType ?? 'OFFLINE') : null,
      buytime,
      ctx.staff.id,
      input.remark ?? null,
    ],
  );
  const orderId = o.rows[0].id;
  if (paid && amountFen > 0) {
    await tx.query(
      `INSERT INTO money_ledger (subject, order_id, uid, entry_type, amount, balance_after, trade_type, staff_id, memo) VALUES ($1, $2, $3, 'PAYMENT', $4, $4, $5, $6, 'calligraphy offline payment')`,
      [ctx.subject, orderId, uid, fenToNumeric(amountFen), input.tradeType ?? 'OFFLINE', ctx.staff.id],
    );
  }
  await recordOperation(tx, ctx, {
    action: paid ? 'order.createCalligraphyPaid' : 'order.createCalligraphy',
    entity: 'order',
    entityId: orderId,
    detail: { outTradeNo, packageId: pkg.id, amount: fenToNumeric(amountFen) },
  });
  return {
    orderId,
    outTradeNo,
    uid,
    status: paid ? 2 : 0,
    amount: fenToYuan(amountFen),
    totalAmount: fenToYuan(priceFen),
    discountAmount: fenToYuan(priceFen - amountFen),
    regtype,
  };
}
