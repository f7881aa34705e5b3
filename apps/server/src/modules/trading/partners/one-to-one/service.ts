import { createHmac, randomBytes } from 'node:crypto';
import { dictionaryOptions, maskMobile } from '@console/domain';
import type { Database, Queryable } from '../../../../platform/db';
import { AppError, errors } from '../../../../platform/http/errors';
import { recordOperation } from '../../../../platform/oplog';
import { ORDER_COLUMNS, presentOrder } from '../../orders/order-view';
import { fenToNumeric, fenToYuan, numericToFen } from '../../../../platform/money';
import { restPage, springPage, countOf } from '../../../../platform/sql/page';
import { actorOf, type OneToOneContext } from './access';
import { epochMs, yuan } from '../../../../platform/sql/columns';
import { Where } from '../../../../platform/sql/where';

/** client_from of orders the one-to-one service creates when the caller names no source. */
export const DEFAULT_SOURCE = '1v1';
const PAY_LINK_MINUTES = 30;

export interface UserRef {
  uid?: string;
  mobile?: string;
}

/**
 * The registered person of a uid or a real mobile (404 otherwise). Not limited to the subject's
 * students: buying a one-to-one package is how a person starts in a subject.
 */
async function studentOf(q: Queryable, ref: UserRef): Promise<string> {
  if (!ref.uid && !ref.mobile) throw errors.invalidField('mobile', '不能为空', 'is required');
  const r = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM student WHERE is_logoff = 0 AND (($1::bigint IS NOT NULL AND id = $1::bigint) OR ($2::text IS NOT NULL AND mobile = $2)) ORDER BY student.id LIMIT 1`,
    [ref.uid ?? null, ref.mobile ?? null],
  );
  if (!r.rows[0]) throw errors.notFound('学员');
  return r.rows[0].id;
}

/** checkUserInfoBear: whether the person exists, their (masked) profile and the subjects they study. */
export async function checkUserInfo(q: Queryable, ctx: OneToOneContext, ref: UserRef) {
  const r = await q.query<{
    id: string;
    user_num: string;
    mobile: string;
    nickname: string | null;
    username: string | null;
    head: string | null;
    subjects: number[];
  }>(
    `SELECT s.id::text AS id, s.user_num, s.mobile, s.nickname, s.username, s.head,
            COALESCE((SELECT array_agg(ss.subject ORDER BY ss.subject) FROM student_subject ss WHERE ss.student_id = s.id), '{}') AS subjects
       FROM student s WHERE s.is_logoff = 0 AND (($1::bigint IS NOT NULL AND s.id = $1::bigint) OR ($2::text IS NOT NULL AND s.mobile = $2)) ORDER BY s.id LIMIT 1`,
    [ref.uid ?? null, ref.mobile ?? null],
  );
  const s = r.rows[0];
  if (!s) return { exists: false, user: null, subjects: [], inSubject: false };
  const subjects = s.subjects.map(Number);
  return {
    exists: true,
    user: { uid: s.id, userNum: s.user_num, mobile: maskMobile(s.mobile), nickname: s.nickname, username: s.username, head: s.head },
    subjects,
    inSubject: subjects.includes(ctx.subject),
  };
}

/** checkIsRegister: whether a mobile belongs to a registered (not logged-off) student. */
export async function checkIsRegister(q: Queryable, mobile: string) {
  const r = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM student WHERE mobile = $1 AND is_logoff = 0 ORDER BY student.id LIMIT 1',
    [mobile],
  );
  return { isRegister: Boolean(r.rows[0]), uid: r.rows[0]?.id ?? null };
}

/** checkIsPay: whether the student has a paid order in the subject (of a package, when given). */
export async function checkIsPay(q: Queryable, ctx: OneToOneContext, ref: UserRef, packageId?: string) {
  const uid = await studentOf(q, ref);
  const r = await q.query<{ n: string; last: number | null }>(
    `SELECT count(*)::text AS n, ${epochMs('max(buytime)')} AS last FROM orders
      WHERE subject = $1 AND uid = $2::bigint AND status IN (2, 3, 4, 5, 6) AND ($3::bigint IS NULL OR packages_id = $3::bigint)`,
    [ctx.subject, uid, packageId ?? null],
  );
  return { uid, isPay: Number(r.rows[0].n) > 0, paidOrderCount: Number(r.rows[0].n), lastPayTime: r.rows[0].last };
}

/**
 * buy/create: an unpaid order (0 未激活) of an on-sale package of the subject at its price; regtype
 * 首单 (2) for a student without paid orders in the subject, else 续费 (3). Recorded in the op log.
 */
export async function createOrder(
  db: Database,
  ctx: OneToOneContext,
  input: UserRef & { packageId: string; source?: string; channelId?: string; remark?: string },
) {
  return db.transaction(async (tx) => {
    const uid = await studentOf(tx, input);
    const p = await tx.query<{
      id: string;
      name: string;
      price: string;
      original: string | null;
      regtype: number | null;
      course_week: number | null;
      course_day: number | null;
    }>(
      `SELECT id::text AS id, name, price::text AS price, original::text AS original, regtype, course_week, course_day FROM package
        WHERE id = $1::bigint AND subject = $2 AND status = 0 AND deleted = 0`,
      [input.packageId, ctx.subject],
    );
    const pkg = p.rows[0];
    if (!pkg) throw errors.notFound('套餐');
    const price = numericToFen(pkg.price);
    const list = pkg.original ? Math.max(numericToFen(pkg.original), price) : price;
    const paid = await countOf(tx, 'FROM orders WHERE subject = $1 AND uid = $2::bigint AND status IN (2, 3, 4, 5, 6)', [ctx.subject, uid]);
    const regtype = pkg.regtype ?? (paid > 0 ? 3 : 2);
    const outTradeNo = `OA${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`;
    const o = await tx.query<{ id: string }>(
      `INSERT INTO orders (subject, uid, out_trade_no, status, regtype, packages_id, packages_name, packages_course_week, packages_course_day, amount, total_amount,
                           discount_amount, client_from, channel_id, remark)
       VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id::text AS id`,
      [
        ctx.subject,
        uid,
        outTradeNo,
        regtype,
        pkg.id,
        pkg.name,
        pkg.course_week,
        pkg.course_day,
        fenToNumeric(price),
        fenToNumeric(list),
        fenToNumeric(list - price),
        input.source ?? DEFAULT_SOURCE,
        input.channelId ?? null,
        input.remark ?? null,
      ],
    );
    await recordOperation(tx, ctx, {
      action: 'order.create1v1',
      entity: 'order',
      entityId: o.rows[0].id,
      detail: { outTradeNo, packageId: pkg.id, amount: fenToNumeric(price), caller: ctx.caller },
      ...actorOf(ctx),
    });
    return { orderId: o.rows[0].id, outTradeNo, uid, amount: fenToYuan(price), totalAmount: fenToYuan(list), regtype, status: 0 };
  });
}

async function payLinkSecret(db: Queryable): Promise<string> {
  await db.query("INSERT INTO app_setting (key, value) VALUES ('pay_link_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString('hex'),
  ]);
  return (await db.query<{ value: string }>("SELECT value FROM app_setting WHERE key = 'pay_link_secret'")).rows[0].value;
}

/** order/payLink: a signed, expiring pay link of an unpaid order of the subject. */
export async function payLink(
  db: Database,
  ctx: OneToOneContext,
  by: { orderId?: string; outTradeNo?: string },
  publicUrl: string | undefined,
) {
  if (!by.orderId && !by.outTradeNo) throw errors.invalidField('orderId', '不能为空', 'is required');
  const r = await db.query<{ id: string; out_trade_no: string; status: number; amount: string }>(
    `SELECT id::text AS id, out_trade_no, status, amount::text AS amount FROM orders
      WHERE subject = $1 AND ($2::bigint IS NULL OR id = $2::bigint) AND ($3::text IS NULL OR out_trade_no = $3)`,
    [ctx.subject, by.orderId ?? null, by.outTradeNo ?? null],
  );
  const o = r.rows[0];
  if (!o) throw errors.notFound('订单');
  if (o.status !== 0 && o.status !== 1)
    throw new AppError('CONFLICT', '订单已支付或已关闭，不能生成支付链接', 'The order is not awaiting payment');
  const expires = Date.now() + PAY_LINK_MINUTES * 60_000;
  const sign = createHmac('sha256', await payLinkSecret(db))
    .update(`${o.out_trade_no}\n${expires}`)
    .digest('base64url');
  const base = (publicUrl ?? '').replace(/\/$/, '');
  return {
    orderId: o.id,
    outTradeNo: o.out_trade_no,
    amount: fenToYuan(numericToFen(o.amount)),
    expireTime: expires,
    payLink: `${base}/pay/${encodeURIComponent(o.out_trade_no)}?expires=${expires}&sign=${sign}`,
  };
}

/** getPayOrderListBySource: orders of the subject created through a source (client_from), newest first. */
export async function payOrderListBySource(
  q: Queryable,
  ctx: OneToOneContext,
  f: { source?: string; uid?: string; status?: number[]; page: number; size: number },
) {
  const w = new Where();
  w.and(`o.subject = ${w.p(ctx.subject)}`).and(`o.client_from = ${w.p(f.source ?? DEFAULT_SOURCE)}`);
  if (f.uid) w.and(`o.uid = ${w.p(f.uid)}::bigint`);
  if (f.status?.length) w.and(`o.status = ANY(${w.p(f.status)}::smallint[])`);
  const p = await restPage(q, {
    select: ORDER_COLUMNS,
    from: 'orders o',
    where: w,
    orderBy: 'o.ctime DESC, o.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present: presentOrder,
  });
  return springPage(p);
}

/** dict/getConfig: what the one-to-one pages pick from (statuses, regtypes, sources, on-sale packages). */
export async function dictConfig(q: Queryable, ctx: OneToOneContext, key?: string) {
  const sources = await q.query<{ s: string }>(
    `SELECT DISTINCT client_from AS s FROM orders WHERE subject = $1 AND client_from IS NOT NULL ORDER BY 1`,
    [ctx.subject],
  );
  const packages = await q.query(
    `SELECT id::text AS id, name, ${yuan('price')} AS price, regtype FROM package WHERE subject = $1 AND status = 0 AND deleted = 0 ORDER BY package.id`,
    [ctx.subject],
  );
  const all: Record<string, unknown> = {
    orderStatus: dictionaryOptions('orderStatus'),
    orderRegtype: dictionaryOptions('orderRegtype'),
    sources: [...new Set([DEFAULT_SOURCE, ...sources.rows.map((r) => r.s)])],
    packages: packages.rows,
  };
  if (!key) return all;
  if (!(key in all)) throw errors.invalidField('key', `只能是 ${Object.keys(all).join(' / ')}`, 'is unknown');
  return { [key]: all[key] };
}
