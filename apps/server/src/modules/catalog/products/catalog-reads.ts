/**
 * The shop's REST reads (spec 02 §7 "Products and packages"): package detail, products by type,
 * topic detail, course materials (the material box and loose parts of a course level), countries,
 * sale areas, product labels and the data dictionary. Money is rendered as yuan numbers, times as ms.
 */
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { epochMs, yuan } from '../../../platform/sql/columns';

const PRODUCT_COLUMNS = `p.id::text AS id, p.name, p.title, p.sub_title, p.status, p.type, p.unit, p.course_unit, p.payment,
  ${yuan('p.price')} AS price, p.center_product_code, p.is_new, p.course_difficulty, p.count, p.course_week, p.course_day,
  p.course_level, p.is_gifts, p.pro_version, p.images, p.delivery_cycle, p.delivery_type, p.delivery_num, p.labid, p.keywords,
  p.country_codes, p.materials, p.version, ${epochMs('p.ctime')} AS ctime, ${epochMs('p.utime')} AS utime,
  COALESCE((SELECT json_agg(json_build_object('currencies_code', pp.currencies_code, 'currencies_price', pp.currencies_price::float8,
      'achievement_price', pp.achievement_price::float8) ORDER BY c.sort)
    FROM product_price pp JOIN currency c ON c.code = pp.currencies_code WHERE pp.product_id = p.id), '[]'::json) AS prices`;

export async function productDetail(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query(`SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.id = $1::bigint AND p.subject = $2 AND p.deleted = 0`, [
    id,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('商品');
  return r.rows[0];
}

export async function productsByTypes(q: Queryable, ctx: AuthedContext, types: string[]) {
  const r = await q.query(
    `SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.subject = $1 AND p.deleted = 0 AND p.status = 0 AND p.type = ANY($2::text[])
      ORDER BY p.type, p.id LIMIT 2000`,
    [ctx.subject, types],
  );
  return r.rows;
}

/** A package with its products, prices (per currency, with atome_price), topic and split orders. */
export async function packageDetail(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query(
    `SELECT k.id::text AS id, k.name, k.sub_title, k.label, k.type, k.status, k.regtype, k.sup, k.category, k.course_length,
       ${yuan('k.cost_price')} AS cost_price, ${yuan('k.price')} AS price, ${yuan('k.original')} AS original, k.apple_product_id,
       k.effective_days, k.delivery_type, k.groupon, ${yuan('k.groupon_price')} AS groupon_price, k.groupon_total, k.groupon_number,
       k.course_week, k.course_day, k.sales, k.payment, k.group_type, k.third_switch, ${yuan('k.third_price')} AS third_price,
       k.is_period, k.area, k.payment_channel, k.system_course_version, k.sub_order_size, k.package_group, k.is_split, k.is_combine,
       k.topic_id::text AS topic, t.name AS topic_name, k.country_codes, k.split_orders, k.subject, k.version,
       ${epochMs('k.ctime')} AS ctime, ${epochMs('k.utime')} AS utime,
       COALESCE((SELECT json_agg(json_build_object('currencies_code', pp.currencies_code, 'price', pp.price::float8,
           'original', pp.original::float8, 'atome_price', pp.atome_price::float8) ORDER BY c.sort)
         FROM package_price pp JOIN currency c ON c.code = pp.currencies_code WHERE pp.package_id = k.id), '[]'::json) AS prices,
       COALESCE((SELECT json_agg(json_build_object('product_id', pr.id::text, 'name', pr.name, 'type', pr.type, 'quantity', x.quantity,
           'price', pr.price::float8) ORDER BY x.sort)
         FROM package_product x JOIN product pr ON pr.id = x.product_id WHERE x.package_id = k.id), '[]'::json) AS products
     FROM package k LEFT JOIN topic t ON t.id = k.topic_id
     WHERE k.id = $1::bigint AND k.subject = $2 AND k.deleted = 0`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('套餐');
  return r.rows[0];
}

export async function topicDetail(q: Queryable, ctx: AuthedContext, topicId: string) {
  const t = await q.query<Record<string, unknown>>(
    `SELECT id::text AS id, name, status, detail, ${epochMs('ctime')} AS ctime FROM topic WHERE id = $1::bigint AND subject = $2`,
    [topicId, ctx.subject],
  );
  if (!t.rows[0]) throw errors.notFound('主题');
  const products = await q.query(
    `SELECT k.id::text AS id, k.name, ${yuan('k.price')} AS price, k.status, k.sup, k.course_week
       FROM package k WHERE k.topic_id = $1::bigint AND k.deleted = 0 ORDER BY k.id`,
    [topicId],
  );
  return { ...t.rows[0], productList: products.rows };
}

/**
 * Course materials of a course level: the material box (a physical product whose difficulty, level
 * and version match; `getCourseMaterials`), the loose parts (the other physical products of that
 * difficulty and level, `getCourseMaterialsParts`) and every material product (`getCourseMaterialsList`).
 */
export interface MaterialFilter {
  courseDifficulty?: string;
  courseLevel?: string;
  proVersion?: string;
}
async function materials(q: Queryable, ctx: AuthedContext, f: MaterialFilter, kind: 'box' | 'parts' | 'all') {
  const params: unknown[] = [ctx.subject];
  const where = [`p.subject = $1`, `p.deleted = 0`, `p.type = 'ACTUAL_GOODS'`];
  if (f.courseDifficulty) where.push(`p.course_difficulty = $${params.push(f.courseDifficulty)}`);
  if (f.courseLevel) where.push(`p.course_level = $${params.push(f.courseLevel)}`);
  if (f.proVersion && kind === 'box') where.push(`p.pro_version = $${params.push(f.proVersion)}`);
  if (kind === 'box') where.push(`jsonb_array_length(p.materials) > 0`);
  if (kind === 'parts') where.push(`jsonb_array_length(p.materials) = 0`);
  const r = await q.query(`SELECT ${PRODUCT_COLUMNS} FROM product p WHERE ${where.join(' AND ')} ORDER BY p.id LIMIT 500`, params);
  return r.rows;
}
export const courseMaterialBox = async (q: Queryable, ctx: AuthedContext, f: MaterialFilter) =>
  (await materials(q, ctx, f, 'box'))[0] ?? null;
export const courseMaterialParts = (q: Queryable, ctx: AuthedContext, f: MaterialFilter) => materials(q, ctx, f, 'parts');
export const courseMaterialList = (q: Queryable, ctx: AuthedContext, f: MaterialFilter) => materials(q, ctx, f, 'all');

export async function countries(q: Queryable) {
  const r = await q.query(
    `SELECT country_code AS "countryCode", country_name AS "countryName", country_name_en AS "countryNameEn",
       tel_area_code AS "telAreaCode" FROM oversea_country WHERE status = 0 ORDER BY sort, country_code`,
  );
  return r.rows;
}

export async function dictionaryByType(q: Queryable, type: string) {
  const r = await q.query(
    `SELECT id::text AS id, type, code, name, name_en AS "nameEn", sort FROM data_dictionary WHERE type = $1 AND status = 0 ORDER BY sort, code`,
    [type],
  );
  return r.rows;
}

export async function productLabels(q: Queryable) {
  const r = await q.query('SELECT id::text AS id, name, sort FROM product_label ORDER BY sort, id');
  return r.rows;
}
