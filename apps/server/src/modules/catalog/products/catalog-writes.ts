/**
 * operationProduct / operationPackage: create (no id) or edit (id) a product or a package with its
 * per-currency prices, in one transaction with the operation log. An edit locks the row and checks
 * the version the form read (409 with who changed it otherwise). Prices, bound products and
 * countries are replaced as a whole: the form always sends the full lists it shows.
 */
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertInSubjects } from '../../../platform/scope';
import { assertFreshVersion } from '../../../platform/versioning';
import { fenToNumeric, yuanToFen } from '../../../platform/money';
import type { PackageInput, ProductInput } from './inputs';

const money = (v: unknown, field: string) => (v === undefined ? undefined : fenToNumeric(yuanToFen(v, field)));

async function assertCurrencies(q: Queryable, codes: string[], field: string): Promise<void> {
  if (new Set(codes).size !== codes.length) throw errors.invalidField(field, '币种重复', 'has a currency twice');
  if (!codes.length) return;
  const r = await q.query<{ code: string }>('SELECT code FROM currency WHERE code = ANY($1::text[])', [codes]);
  const known = new Set(r.rows.map((x) => x.code));
  const unknown = codes.find((c) => !known.has(c));
  if (unknown) throw errors.invalidField(field, `未知币种 ${unknown}`, `has an unknown currency ${unknown}`);
}

/** Writes the given columns (undefined = keep); returns the row id. */
async function upsertRow(
  tx: Queryable,
  ctx: AuthedContext,
  table: 'product' | 'package',
  id: string | undefined,
  version: number | undefined,
  columns: Record<string, unknown>,
): Promise<{ id: string; changes: Record<string, [unknown, unknown]> }> {
  const set = Object.entries(columns).filter(([, v]) => v !== undefined);
  if (!id) {
    const names = ['subject', 'staff_id', ...set.map(([k]) => k)];
    const values = [ctx.subject, ctx.staff.id, ...set.map(([, v]) => v)];
    const r = await tx.query<{ id: string }>(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id`,
      values,
    );
    return { id: r.rows[0].id, changes: {} };
  }
  const cur = await tx.query<Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE id = $1::bigint AND subject = $2 AND deleted = 0 FOR UPDATE`,
    [id, ctx.subject],
  );
  const before = cur.rows[0];
  if (!before) throw errors.notFound(table === 'product' ? '商品' : '套餐');
  const current = Object.fromEntries(set.map(([k]) => [k, before[k]]));
  await assertFreshVersion(tx, {
    entity: table,
    entityId: id,
    expected: version,
    version: Number(before.version),
    utime: before.utime as Date,
    current,
  });
  if (set.length) {
    await tx.query(`UPDATE ${table} SET ${set.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, utime = now() WHERE id = $1::bigint`, [
      id,
      ...set.map(([, v]) => v),
    ]);
  }
  const normalize = (v: unknown) =>
    v instanceof Date ? v.getTime() : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? '');
  const changes = diff(
    Object.fromEntries(Object.entries(current).map(([k, v]) => [k, normalize(v)])),
    Object.fromEntries(set.map(([k, v]) => [k, normalize(v)])),
  );
  return { id, changes };
}

/** Products named inside the lists of a form (materials, split orders): of the subject the row is saved in. */
async function assertProductsInSubject(tx: Queryable, ctx: AuthedContext, lines: readonly { product_id?: string }[] | undefined) {
  const ids = (lines ?? []).flatMap((l) => (l.product_id ? [l.product_id] : []));
  await assertInSubjects(tx, 'product', ids, [ctx.subject]);
}

export async function saveProduct(tx: Queryable, ctx: AuthedContext, i: ProductInput): Promise<string> {
  await assertProductsInSubject(tx, ctx, i.materials);
  if (i.prices)
    await assertCurrencies(
      tx,
      i.prices.map((p) => p.currencies_code),
      'prices',
    );
  // amounts are checked before anything is derived from them, so the 400 names the field given
  i.prices?.forEach((p, n) => [
    money(p.currencies_price, `prices.${n}.currencies_price`),
    money(p.achievement_price, `prices.${n}.achievement_price`),
  ]);
  const cny = i.prices?.find((p) => p.currencies_code === 'CNY');
  const { id, changes } = await upsertRow(tx, ctx, 'product', i.id, i.version, {
    name: i.name,
    title: i.title,
    sub_title: i.sub_title,
    status: i.status,
    type: i.type,
    unit: i.unit,
    course_unit: i.course_unit,
    payment: i.payment,
    // the base price is the CNY price when the form gives one and no explicit price
    price: money(i.price ?? cny?.currencies_price, 'price'),
    center_product_code: i.center_product_code,
    is_new: i.is_new,
    course_difficulty: i.course_difficulty,
    count: i.count,
    course_week: i.course_week,
    course_day: i.course_day,
    course_level: i.course_level,
    is_gifts: i.is_gifts,
    pro_version: i.pro_version,
    images: i.images && JSON.stringify(i.images),
    delivery_cycle: i.delivery_cycle,
    delivery_type: i.delivery_type,
    delivery_num: i.delivery_num,
    labid: i.labid,
    keywords: i.keywords,
    country_codes: i.country_codes?.map((c) => c.toUpperCase()),
    materials: i.materials && JSON.stringify(i.materials),
  });
  if (i.prices) {
    await tx.query('DELETE FROM product_price WHERE product_id = $1::bigint', [id]);
    for (const [n, p] of i.prices.entries()) {
      await tx.query(
        'INSERT INTO product_price (product_id, currencies_code, currencies_price, achievement_price) VALUES ($1::bigint, $2, $3, $4)',
        [
          id,
          p.currencies_code,
          money(p.currencies_price, `prices.${n}.currencies_price`),
          money(p.achievement_price, `prices.${n}.achievement_price`) ?? null,
        ],
      );
    }
  }
  await recordOperation(tx, ctx, {
    action: i.id ? 'product.update' : 'product.create',
    entity: 'product',
    entityId: id,
    changes: i.id ? changes : undefined,
    detail: { name: i.name, prices: i.prices?.map((p) => p.currencies_code) },
  });
  return id;
}

export async function savePackage(tx: Queryable, ctx: AuthedContext, i: PackageInput): Promise<string> {
  await assertProductsInSubject(tx, ctx, i.split_orders);
  if (i.prices)
    await assertCurrencies(
      tx,
      i.prices.map((p) => p.currencies_code),
      'prices',
    );
  if (i.products) {
    const ids = i.products.map((p) => p.product_id);
    if (new Set(ids).size !== ids.length) throw errors.invalidField('products', '商品重复', 'has a product twice');
    const r = await tx.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM product WHERE id = ANY($1::bigint[]) AND subject = $2 AND deleted = 0',
      [ids, ctx.subject],
    );
    if (Number(r.rows[0].n) !== ids.length)
      throw errors.invalidField('products', '包含不存在的商品', 'names a product that does not exist');
  }
  if (i.topic) {
    const r = await tx.query('SELECT 1 FROM topic WHERE id = $1::bigint AND subject = $2', [i.topic, ctx.subject]);
    if (!r.rows[0]) throw errors.invalidField('topic', '主题不存在', 'topic not found');
  }
  i.prices?.forEach((p, n) => [
    money(p.price, `prices.${n}.price`),
    money(p.original, `prices.${n}.original`),
    money(p.atome_price, `prices.${n}.atome_price`),
  ]);
  const cny = i.prices?.find((p) => p.currencies_code === 'CNY');
  const { id, changes } = await upsertRow(tx, ctx, 'package', i.id, i.version, {
    name: i.name,
    sub_title: i.sub_title,
    label: i.label,
    type: i.type,
    status: i.status,
    regtype: i.regtype,
    sup: i.sup,
    category: i.category,
    course_length: i.course_length,
    cost_price: money(i.cost_price, 'cost_price'),
    price: money(i.price ?? cny?.price, 'price'),
    original: money(i.original ?? cny?.original, 'original'),
    apple_product_id: i.apple_product_id,
    effective_days: i.effective_days,
    delivery_type: i.delivery_type,
    groupon: i.groupon,
    groupon_price: money(i.groupon_price, 'groupon_price'),
    groupon_total: i.groupon_total,
    groupon_number: i.groupon_number,
    course_week: i.course_week,
    course_day: i.course_day,
    payment: i.payment,
    group_type: i.group_type,
    third_switch: i.third_switch,
    third_price: money(i.third_price, 'third_price'),
    is_period: i.is_period,
    area: i.area,
    payment_channel: i.payment_channel,
    system_course_version: i.system_course_version,
    package_group: i.package_group,
    is_split: i.is_split ?? (i.split_orders ? (i.split_orders.length ? 1 : 0) : undefined),
    is_combine: i.is_combine,
    topic_id: i.topic,
    country_codes: i.country_codes?.map((c) => c.toUpperCase()),
    split_orders:
      i.split_orders &&
      JSON.stringify(i.split_orders.map((s, n) => ({ ...s, amount: Number(money(s.amount, `split_orders.${n}.amount`)) }))),
    sub_order_size: i.split_orders?.length,
  });
  if (i.prices) {
    await tx.query('DELETE FROM package_price WHERE package_id = $1::bigint', [id]);
    for (const [n, p] of i.prices.entries()) {
      await tx.query(
        'INSERT INTO package_price (package_id, currencies_code, price, original, atome_price) VALUES ($1::bigint, $2, $3, $4, $5)',
        [
          id,
          p.currencies_code,
          money(p.price, `prices.${n}.price`),
          money(p.original, `prices.${n}.original`) ?? null,
          money(p.atome_price, `prices.${n}.atome_price`) ?? null,
        ],
      );
    }
  }
  if (i.products) {
    await tx.query('DELETE FROM package_product WHERE package_id = $1::bigint', [id]);
    for (const [n, p] of i.products.entries()) {
      await tx.query('INSERT INTO package_product (package_id, product_id, quantity, sort) VALUES ($1::bigint, $2::bigint, $3, $4)', [
        id,
        p.product_id,
        p.quantity,
        n + 1,
      ]);
    }
  }
  await recordOperation(tx, ctx, {
    action: i.id ? 'package.update' : 'package.create',
    entity: 'package',
    entityId: id,
    changes: i.id ? changes : undefined,
    detail: { name: i.name, products: i.products?.map((p) => p.product_id), prices: i.prices?.map((p) => p.currencies_code) },
  });
  return id;
}
