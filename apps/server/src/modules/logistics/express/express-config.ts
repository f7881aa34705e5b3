import { labelOf } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { epochMs } from '../../../platform/sql/columns';

/** Region children of a code (provinces without one): getCenterAddressList. Towns of an area: getCenterAddressTownList. */
export async function centerAddressList(q: Queryable, code: string | undefined, towns: boolean) {
  const r = towns
    ? await q.query(
        `SELECT code, name, level, parent_code AS "parentCode" FROM center_address WHERE parent_code = $1 AND level = 4 ORDER BY sort, code`,
        [code ?? ''],
      )
    : code
      ? await q.query(
          `SELECT code, name, level, parent_code AS "parentCode" FROM center_address WHERE parent_code = $1 AND level < 4 ORDER BY sort, code`,
          [code],
        )
      : await q.query(`SELECT code, name, level, parent_code AS "parentCode" FROM center_address WHERE level = 1 ORDER BY sort, code`);
  return r.rows;
}

/** Oversea countries that can be shipped to (status 0 = enabled). */
export async function overseaCountries(q: Queryable) {
  const r = await q.query(
    `SELECT id::text AS id, country_code AS "countryCode", country_name AS "countryName", country_name_en AS "countryNameEn",
            tel_area_code AS "telAreaCode", zip_required AS "zipRequired" FROM oversea_country WHERE status = 0 ORDER BY sort, country_name`,
  );
  return r.rows;
}

/** Versions: product versions in use (products' pro_version and shipments' product_version), optionally of one product type. */
export async function expressVersions(q: Queryable, ctx: AuthedContext, productType?: number) {
  const r = await q.query<{ version: string; n: string }>(
    `SELECT version, sum(n)::text AS n FROM (
       SELECT product_version AS version, count(*) AS n FROM express WHERE subject = $1 AND product_version IS NOT NULL AND ($2::int IS NULL OR product_type = $2) GROUP BY product_version
       UNION ALL
       SELECT pro_version, 0 FROM product WHERE subject = $1 AND pro_version IS NOT NULL AND type = 'ACTUAL_GOODS' AND $2::int IS NULL GROUP BY pro_version
     ) v GROUP BY version ORDER BY version`,
    [ctx.subject, productType ?? null],
  );
  return r.rows.map((x) => ({ version: x.version, expressCount: Number(x.n) }));
}

/** Express box types: the versions of system-course boxes (product_type 1) and of physical products. */
export async function expressBoxTypes(q: Queryable, ctx: AuthedContext) {
  const versions = await expressVersions(q, ctx, 1);
  const products = await expressVersions(q, ctx);
  const all = new Map<string, number>();
  for (const v of [...products, ...versions]) all.set(v.version, Math.max(all.get(v.version) ?? 0, v.expressCount));
  return [...all.entries()].map(([boxType, expressCount]) => ({ boxType, label: boxType, expressCount }));
}

// ---- delivery strategies ----

const STRATEGY_COLUMNS = `d.id::text AS id, d.product_type AS "productType", d.name, d.status, d.warehouse_name AS "warehouseName",
  d.express_company AS "expressCompany", d.delay_days AS "delayDays", d.rule, d.staff_id::text AS "staffId", ${epochMs('d.ctime')} AS ctime, ${epochMs('d.utime')} AS utime`;

export interface StrategyInput {
  productType: number;
  name: string;
  status?: number;
  warehouseName?: string;
  expressCompany?: string;
  delayDays?: number;
  rule?: Record<string, unknown>;
}

const presentStrategy = (r: Record<string, unknown>) => ({ ...r, productTypeText: labelOf('expressProductType', r.productType) ?? null });

export async function strategiesByProductType(q: Queryable, ctx: AuthedContext, productType?: number, status?: number) {
  const r = await q.query(
    `SELECT ${STRATEGY_COLUMNS} FROM delivery_strategy d WHERE d.subject = $1 AND ($2::int IS NULL OR d.product_type = $2) AND ($3::int IS NULL OR d.status = $3)
      ORDER BY d.product_type, d.id`,
    [ctx.subject, productType ?? null, status ?? null],
  );
  return r.rows.map(presentStrategy);
}

async function strategyOf(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query(`SELECT ${STRATEGY_COLUMNS} FROM delivery_strategy d WHERE d.id = $1::bigint AND d.subject = $2`, [
    id,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('发货策略');
  return presentStrategy(r.rows[0]);
}

export async function createStrategy(tx: Queryable, ctx: AuthedContext, s: StrategyInput) {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO delivery_strategy (subject, product_type, name, status, warehouse_name, express_company, delay_days, rule, staff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
    [
      ctx.subject,
      s.productType,
      s.name,
      s.status ?? 0,
      s.warehouseName ?? null,
      s.expressCompany ?? null,
      s.delayDays ?? 0,
      JSON.stringify(s.rule ?? {}),
      ctx.staff.id,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'deliveryStrategy.create',
    entity: 'delivery_strategy',
    entityId: r.rows[0].id,
    detail: { productType: s.productType, name: s.name },
  });
  return strategyOf(tx, ctx, r.rows[0].id);
}

export async function updateStrategy(tx: Queryable, ctx: AuthedContext, id: string, s: StrategyInput) {
  const old = await tx.query<Record<string, unknown>>(
    `SELECT product_type, name, status, warehouse_name, express_company, delay_days, rule FROM delivery_strategy WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [id, ctx.subject],
  );
  if (!old.rows[0]) throw errors.notFound('发货策略');
  const row = {
    product_type: s.productType,
    name: s.name,
    status: s.status ?? old.rows[0].status,
    warehouse_name: s.warehouseName ?? null,
    express_company: s.expressCompany ?? null,
    delay_days: s.delayDays ?? 0,
    rule: s.rule ?? old.rows[0].rule,
  };
  await tx.query(
    `UPDATE delivery_strategy SET product_type = $2, name = $3, status = $4, warehouse_name = $5, express_company = $6, delay_days = $7, rule = $8, staff_id = $9, utime = now()
      WHERE id = $1::bigint`,
    [
      id,
      row.product_type,
      row.name,
      row.status,
      row.warehouse_name,
      row.express_company,
      row.delay_days,
      JSON.stringify(row.rule),
      ctx.staff.id,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'deliveryStrategy.update',
    entity: 'delivery_strategy',
    entityId: id,
    changes: diff(old.rows[0], row),
  });
  return strategyOf(tx, ctx, id);
}

/** Status on (1) / off (0), conditionally: the same status again is 409 已处理. */
export async function setStrategyStatus(tx: Queryable, ctx: AuthedContext, id: string, status: number) {
  const cur = await tx.query<{ status: number }>('SELECT status FROM delivery_strategy WHERE id = $1::bigint AND subject = $2 FOR UPDATE', [
    id,
    ctx.subject,
  ]);
  if (!cur.rows[0]) throw errors.notFound('发货策略');
  const r = await tx.query(
    'UPDATE delivery_strategy SET status = $2, staff_id = $3, utime = now() WHERE id = $1::bigint AND status <> $2',
    [id, status, ctx.staff.id],
  );
  if ((r.affectedRows ?? 0) === 0) throw alreadyHandled();
  await recordOperation(tx, ctx, {
    action: 'deliveryStrategy.status',
    entity: 'delivery_strategy',
    entityId: id,
    changes: { status: [cur.rows[0].status, status] },
  });
  return { id, status };
}

// ---- switches ----

export async function expressSwitches(q: Queryable, ctx: AuthedContext) {
  const r = await q.query(
    `SELECT s.switch_key AS "switchKey", s.is_open AS "isOpen", s.remark, s.staff_id::text AS "staffId", st.real_name AS "staffName", ${epochMs('s.utime')} AS utime
       FROM express_switch s LEFT JOIN staff st ON st.id = s.staff_id WHERE s.subject = $1 ORDER BY s.switch_key`,
    [ctx.subject],
  );
  return r.rows;
}

/** Turns a switch of the subject on or off (created on first use); the same value again is 409 已处理. */
export async function setExpressSwitch(tx: Queryable, ctx: AuthedContext, key: string, isOpen: number, remark?: string) {
  const cur = await tx.query<{ is_open: number }>('SELECT is_open FROM express_switch WHERE subject = $1 AND switch_key = $2 FOR UPDATE', [
    ctx.subject,
    key,
  ]);
  const before = cur.rows[0]?.is_open ?? 0;
  if (cur.rows[0] && before === isOpen) throw alreadyHandled();
  await tx.query(
    `INSERT INTO express_switch (subject, switch_key, is_open, remark, staff_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (subject, switch_key) DO UPDATE SET is_open = EXCLUDED.is_open, remark = COALESCE(EXCLUDED.remark, express_switch.remark), staff_id = EXCLUDED.staff_id, utime = now()`,
    [ctx.subject, key, isOpen, remark ?? null, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'express.switch',
    entity: 'express_switch',
    entityId: key,
    changes: { is_open: [cur.rows[0] ? before : null, isOpen] },
  });
  return { switchKey: key, isOpen };
}
