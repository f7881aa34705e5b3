import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, AppError, errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertFreshVersion } from '../../../platform/versioning';
import { studentInSubject, studentInSubjectSql } from '../../../platform/scope';
import { restPage, springPage, countOf } from '../../../platform/sql/page';
import { addressColumns, maskSnapshot, regionCodeColumns, type AddressInput } from './address-fields';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

/** Addresses a student may keep in the book. */
export const MAX_ADDRESSES = 20;

const COLUMNS = `a.id::text AS id, a.uid::text AS uid, a.receipt_name AS "receiptName", a.receipt_tel AS "receiptTel", a.tel_area_code AS "telAreaCode",
  a.province, a.city, a.area, a.street, a.address_detail AS "addressDetail", a.province_code AS "provinceCode", a.city_code AS "cityCode",
  a.area_code AS "areaCode", a.street_code AS "streetCode", a.country_code AS "countryCode", a.country_name AS "countryName",
  a.zip_code AS "zipCode", a.id_code AS "idCode", a.is_default AS "isDefault", a.version, ${epochMs('a.ctime')} AS ctime, ${epochMs('a.utime')} AS utime`;

type AddressRow = Record<string, unknown> & { id: string; uid: string; receiptTel: string };
const present = (r: AddressRow) => ({ ...r, receiptTel: maskMobile(r.receiptTel) });

/** A student's address book (default first), masked. The student must be visible in the subject. */
export async function addressList(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  const r = await q.query<AddressRow>(
    `SELECT ${COLUMNS} FROM address a WHERE a.uid = $1::bigint AND a.deleted = 0 ORDER BY a.is_default DESC, a.id DESC`,
    [uid],
  );
  return r.rows.map(present);
}

/**
 * One address, masked. getAddressById checks the owner when `uid` is given; getAddressByIdUnsafe
 * reads by id alone. Both need the owner to be visible in the subject, and both mask the phone.
 */
export async function addressById(q: Queryable, ctx: AuthedContext, id: string, uid?: string) {
  const r = await q.query<AddressRow>(
    `SELECT ${COLUMNS} FROM address a WHERE a.id = $1::bigint AND a.deleted = 0 AND ($2::bigint IS NULL OR a.uid = $2::bigint)`,
    [id, uid ?? null],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('地址');
  await studentInSubject(q, ctx, row.uid).catch(() => {
    throw errors.notFound('地址');
  });
  return present(row);
}

async function writeLog(
  tx: Queryable,
  ctx: AuthedContext,
  e: { uid: string; addressId?: string; expressId?: string; action: string; before: unknown; after: unknown },
) {
  await tx.query(
    `INSERT INTO address_log (uid, address_id, express_id, subject, action, before, after, staff_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.uid,
      e.addressId ?? null,
      e.expressId ?? null,
      ctx.subject,
      e.action,
      e.before === null ? null : JSON.stringify(e.before),
      e.after === null ? null : JSON.stringify(e.after),
      ctx.staff.id,
    ],
  );
}

const maskChanges = (c: Record<string, [unknown, unknown]>) => {
  if (c.receipt_tel) c.receipt_tel = [maskMobile(c.receipt_tel[0] as string), maskMobile(c.receipt_tel[1] as string)];
  return c;
};

/** background/createAddressNew: adds an address (default when asked, or when it is the first). */
export async function createAddress(tx: Queryable, ctx: AuthedContext, uid: string, a: AddressInput, isDefault: boolean) {
  await studentInSubject(tx, ctx, uid);
  await tx.query('SELECT id FROM student WHERE id = $1::bigint FOR UPDATE', [uid]);
  const n = await countOf(tx, 'FROM address WHERE uid = $1::bigint AND deleted = 0', [uid]);
  if (n >= MAX_ADDRESSES)
    throw new AppError('BAD_REQUEST', `每个学员最多保存${MAX_ADDRESSES}个地址`, `At most ${MAX_ADDRESSES} addresses per student`);
  const makeDefault = isDefault || n === 0;
  if (makeDefault)
    await tx.query('UPDATE address SET is_default = 0, utime = now() WHERE uid = $1::bigint AND is_default = 1 AND deleted = 0', [uid]);
  const cols = { ...addressColumns(a), ...regionCodeColumns(a) };
  const names = Object.keys(cols);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO address (uid, is_default, ${names.join(', ')}) VALUES ($1, $2, ${names.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id::text AS id`,
    [uid, makeDefault ? 1 : 0, ...Object.values(cols)],
  );
  const id = r.rows[0].id;
  await writeLog(tx, ctx, { uid, addressId: id, action: 'CREATE', before: null, after: { ...cols, is_default: makeDefault ? 1 : 0 } });
  await recordOperation(tx, ctx, {
    action: 'address.create',
    entity: 'address',
    entityId: id,
    detail: { uid, receiptTel: maskMobile(a.receiptTel) },
  });
  return id;
}

async function lockAddress(tx: Queryable, ctx: AuthedContext, id: string, uid?: string) {
  const r = await tx.query<Record<string, unknown> & { uid: string; is_default: number; version: number; utime: Date }>(
    `SELECT uid::text AS uid, receipt_name, receipt_tel, tel_area_code, province, city, area, street, address_detail, country_code, country_name,
            zip_code, id_code, province_code, city_code, area_code, street_code, is_default, version, utime
       FROM address WHERE id = $1::bigint AND deleted = 0 AND ($2::bigint IS NULL OR uid = $2::bigint) FOR UPDATE`,
    [id, uid ?? null],
  );
  const old = r.rows[0];
  if (!old) throw errors.notFound('地址');
  await studentInSubject(tx, ctx, old.uid).catch(() => {
    throw errors.notFound('地址');
  });
  return old;
}

/** What a stale address form is shown as "theirs" (phone masked, as the form reads it). */
export const addressFormValues = (r: Record<string, unknown>) => ({
  receiptName: r.receipt_name ?? null,
  receiptTel: maskMobile((r.receipt_tel as string | null) ?? ''),
  province: r.province ?? null,
  city: r.city ?? null,
  area: r.area ?? null,
  street: r.street ?? null,
  addressDetail: r.address_detail ?? null,
});

/**
 * background/updateAddressNew: changes an address; the log keeps before and after, the op log the
 * changed fields. `version` (what the form read) makes it conflict-safe; absent = old client, accepted.
 */
export async function updateAddress(tx: Queryable, ctx: AuthedContext, id: string, a: AddressInput, uid?: string, version?: number) {
  const old = await lockAddress(tx, ctx, id, uid);
  await assertFreshVersion(tx, {
    entity: 'address',
    entityId: id,
    expected: version,
    version: old.version,
    utime: old.utime,
    current: addressFormValues(old),
  });
  const cols = { ...addressColumns(a), ...regionCodeColumns(a) };
  const changes = diff(old, cols);
  if (Object.keys(changes).length === 0) return id;
  const names = Object.keys(cols);
  await tx.query(`UPDATE address SET ${names.map((c, i) => `${c} = $${i + 2}`).join(', ')}, utime = now() WHERE id = $1::bigint`, [
    id,
    ...Object.values(cols),
  ]);
  const before = Object.fromEntries(names.map((k) => [k, old[k] ?? null]));
  await writeLog(tx, ctx, { uid: old.uid, addressId: id, action: 'UPDATE', before, after: cols });
  await recordOperation(tx, ctx, {
    action: 'address.update',
    entity: 'address',
    entityId: id,
    changes: maskChanges(changes),
    detail: { uid: old.uid },
  });
  return id;
}

/** updateDefaultAddress: makes an address the student's default; already default is 409 已处理. */
export async function setDefaultAddress(tx: Queryable, ctx: AuthedContext, id: string, uid?: string) {
  const old = await lockAddress(tx, ctx, id, uid);
  if (old.is_default === 1) throw alreadyHandled();
  const prev = await tx.query<{ id: string }>(
    'UPDATE address SET is_default = 0, utime = now() WHERE uid = $1::bigint AND is_default = 1 AND deleted = 0 RETURNING id::text AS id',
    [old.uid],
  );
  await tx.query('UPDATE address SET is_default = 1, utime = now() WHERE id = $1::bigint', [id]);
  await writeLog(tx, ctx, {
    uid: old.uid,
    addressId: id,
    action: 'DEFAULT',
    before: { is_default: 0, previous_default: prev.rows[0]?.id ?? null },
    after: { is_default: 1 },
  });
  await recordOperation(tx, ctx, {
    action: 'address.default',
    entity: 'address',
    entityId: id,
    changes: { is_default: [0, 1] },
    detail: { uid: old.uid },
  });
  return { id, isDefault: 1, previousDefault: prev.rows[0]?.id ?? null };
}

/** getAddressLog: the change log of a student, an address or a shipment (newest first, phones masked). */
export async function addressLog(
  q: Queryable,
  ctx: AuthedContext,
  by: { uid?: string; addressId?: string; expressId?: string },
  page: number,
  size: number,
) {
  if (!by.uid && !by.addressId && !by.expressId) throw errors.invalidField('uid', '不能为空', 'is required');
  const w = new Where();
  if (by.uid) w.and(`l.uid = ${w.p(by.uid)}::bigint`);
  if (by.addressId) w.and(`l.address_id = ${w.p(by.addressId)}::bigint`);
  if (by.expressId) w.and(`l.express_id = ${w.p(by.expressId)}::bigint`);
  // The student must be visible in the subject; shipment entries only of this subject's shipments.
  w.and(studentInSubjectSql('l.uid', `= ${w.p(ctx.subject)}`));
  w.and(`(l.express_id IS NULL OR l.subject = ${w.p(ctx.subject)})`);
  const p = await restPage(q, {
    select: `l.id::text AS id, l.uid::text AS uid, l.address_id::text AS "addressId", l.express_id::text AS "expressId", l.action, l.before, l.after,
            l.staff_id::text AS "staffId", st.real_name AS "staffName", ${epochMs('l.ctime')} AS ctime`,
    from: 'address_log l',
    joins: 'LEFT JOIN staff st ON st.id = l.staff_id',
    where: w,
    orderBy: 'l.ctime DESC, l.id DESC',
    page,
    size,
    base: 1,
    present: (x: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) => ({
      ...x,
      before: maskSnapshot(x.before),
      after: maskSnapshot(x.after),
    }),
  });
  return springPage(p);
}

/** /api/ex/v1/cms/address/getAddressList: addresses of the subject's students, by student, real phone or name. */
export async function cmsAddressList(
  q: Queryable,
  ctx: AuthedContext,
  f: { uid?: string; receiptTel?: string; receiptName?: string; page: number; size: number },
) {
  const w = new Where();
  w.and('a.deleted = 0');
  w.and(studentInSubjectSql('a.uid', `= ${w.p(ctx.subject)}`));
  if (f.uid) w.and(`a.uid = ${w.p(f.uid)}::bigint`);
  if (f.receiptTel) w.and(`a.receipt_tel = ${w.p(f.receiptTel)}`);
  if (f.receiptName) w.and(`a.receipt_name ILIKE ${w.p(`%${f.receiptName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'address a',
    where: w,
    orderBy: 'a.id DESC',
    page: f.page,
    size: f.size,
    base: 1,
    present,
  });
  return springPage(p);
}

export { writeLog as writeAddressLog };
