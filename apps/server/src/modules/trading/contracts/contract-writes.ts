import { randomBytes } from 'node:crypto';
import { maskMobile } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { alreadyHandled, AppError, errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { studentInSubject } from '../../../platform/scope';
import { fenToNumeric, yuanToFen } from '../../../platform/money';
import { CONTRACT_STATUS_TEXT } from './contract-queries';
import { assertPriceData, linesTotal, priceLines, type PriceLineInput } from './price';

export interface ContractInput {
  title: string;
  contractType?: number;
  uid?: string;
  orderId?: string;
  partyName?: string;
  partyMobile?: string;
  companyName?: string;
  amount?: number | string;
  startDate?: string;
  endDate?: string;
  fileUrl?: string;
  remark?: string;
  priceDetails?: PriceLineInput[];
}

interface Prepared {
  row: Record<string, unknown>;
  lines: ReturnType<typeof priceLines>;
}

/** Checks references (student, order, packages in the subject), dates and the price data. */
async function prepare(tx: Queryable, ctx: AuthedContext, input: ContractInput): Promise<Prepared> {
  let uid = input.uid ?? null;
  if (input.orderId) {
    const o = await tx.query<{ uid: string }>('SELECT uid::text AS uid FROM orders WHERE id = $1::bigint AND subject = $2', [
      input.orderId,
      ctx.subject,
    ]);
    if (!o.rows[0]) throw errors.notFound('订单');
    if (uid && uid !== o.rows[0].uid) throw errors.invalidField('uid', '与订单的学员不一致', 'differs from the order’s student');
    uid = o.rows[0].uid;
  } else if (uid) await studentInSubject(tx, ctx, uid);
  if (input.startDate && input.endDate && input.startDate > input.endDate)
    throw errors.invalidField('endDate', '不能早于开始日期', 'is before startDate');
  const lines = priceLines(input.priceDetails);
  for (const [i, l] of lines.entries()) {
    if (!l.packageId) continue;
    const p = await tx.query('SELECT 1 FROM package WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [l.packageId, ctx.subject]);
    if (!p.rows[0]) throw errors.invalidField(`priceDetails.${i}.packageId`, '套餐不存在', 'no such package');
  }
  const amountFen = assertPriceData(input.amount === undefined ? undefined : yuanToFen(input.amount, 'amount'), lines);
  const row = {
    title: input.title,
    contract_type: input.contractType ?? 0,
    uid,
    order_id: input.orderId ?? null,
    party_name: input.partyName ?? null,
    party_mobile: input.partyMobile ?? null,
    company_name: input.companyName ?? null,
    amount: fenToNumeric(amountFen),
    start_date: input.startDate ?? null,
    end_date: input.endDate ?? null,
    file_url: input.fileUrl ?? null,
    remark: input.remark ?? null,
  };
  return { row, lines };
}

async function writeLines(tx: Queryable, contractId: string, lines: Prepared['lines']) {
  await tx.query('DELETE FROM contract_price_detail WHERE contract_id = $1::bigint', [contractId]);
  for (const [i, l] of lines.entries()) {
    await tx.query(
      'INSERT INTO contract_price_detail (contract_id, package_id, item_name, quantity, unit_price, amount, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [contractId, l.packageId, l.itemName, l.quantity, fenToNumeric(l.unitPriceFen), fenToNumeric(l.amountFen), i],
    );
  }
}

const COLS = [
  'title',
  'contract_type',
  'uid',
  'order_id',
  'party_name',
  'party_mobile',
  'company_name',
  'amount',
  'start_date',
  'end_date',
  'file_url',
  'remark',
];
const masked = (changes: Record<string, [unknown, unknown]>) => {
  if (changes.party_mobile) changes.party_mobile = changes.party_mobile.map((m) => maskMobile(m as string | null)) as [unknown, unknown];
  return changes;
};

/** Creates a contract (待签署) with its price lines, in one transaction. */
export async function createContract(tx: Queryable, ctx: AuthedContext, input: ContractInput) {
  const { row, lines } = await prepare(tx, ctx, input);
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const contractNo = `HT${day}${randomBytes(4).toString('hex').toUpperCase()}`;
  const r = await tx.query<{ id: string }>(
    `INSERT INTO contract (subject, contract_no, staff_id, ${COLS.join(', ')}) VALUES ($1, $2, $3, ${COLS.map((_, i) => `$${i + 4}`).join(', ')}) RETURNING id::text AS id`,
    [ctx.subject, contractNo, ctx.staff.id, ...COLS.map((c) => row[c])],
  );
  const id = r.rows[0].id;
  await writeLines(tx, id, lines);
  await recordOperation(tx, ctx, {
    action: 'contract.create',
    entity: 'contract',
    entityId: id,
    detail: { contractNo, amount: row.amount, lines: lines.length },
  });
  return id;
}

interface Locked {
  id: string;
  status: number;
  deleted: number;
  version: number;
  [k: string]: unknown;
}

async function lock(tx: Queryable, ctx: AuthedContext, id: string): Promise<Locked> {
  const r = await tx.query<Locked>(
    `SELECT id::text AS id, status, deleted, version, title, contract_type, uid::text AS uid, order_id::text AS order_id, party_name, party_mobile,
            company_name, amount::text AS amount, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, file_url, remark
       FROM contract WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [id, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('合同');
  return r.rows[0];
}

/** modify: a 待签署 contract's fields and (when given) its price lines; `version` guards against a stale edit. */
export async function modifyContract(tx: Queryable, ctx: AuthedContext, id: string, input: ContractInput & { version?: number }) {
  const old = await lock(tx, ctx, id);
  if (old.deleted) throw errors.notFound('合同');
  if (input.version !== undefined && input.version !== old.version)
    throw new AppError('CONFLICT', '合同已被他人修改，请刷新后重试', 'The contract changed meanwhile');
  if (old.status !== 0)
    throw new AppError('CONFLICT', `合同${CONTRACT_STATUS_TEXT[old.status]}，不能修改`, 'Only a contract to be signed can be modified');
  const keepLines = input.priceDetails === undefined;
  const existing = keepLines
    ? (
        await tx.query<{ item_name: string; package_id: string | null; quantity: number; unit_price: string }>(
          'SELECT item_name, package_id::text AS package_id, quantity, unit_price::text AS unit_price FROM contract_price_detail WHERE contract_id = $1::bigint ORDER BY sort, id',
          [id],
        )
      ).rows.map((l) => ({ itemName: l.item_name, packageId: l.package_id ?? undefined, quantity: l.quantity, unitPrice: l.unit_price }))
    : input.priceDetails;
  // The console only ever sees the masked mobile, so an absent partyMobile keeps the stored one.
  const partyMobile = input.partyMobile ?? (typeof old.party_mobile === 'string' ? old.party_mobile : undefined);
  const { row, lines } = await prepare(tx, ctx, { ...input, partyMobile, priceDetails: existing });
  const r = await tx.query(
    `UPDATE contract SET ${COLS.map((c, i) => `${c} = $${i + 3}`).join(', ')}, version = version + 1, utime = now() WHERE id = $1::bigint AND version = $2`,
    [id, old.version, ...COLS.map((c) => row[c])],
  );
  if ((r.affectedRows ?? 0) === 0) throw new AppError('CONFLICT', '合同已被他人修改，请刷新后重试', 'The contract changed meanwhile');
  if (!keepLines) await writeLines(tx, id, lines);
  const changes = masked(diff(old, row));
  await recordOperation(tx, ctx, {
    action: 'contract.modify',
    entity: 'contract',
    entityId: id,
    changes,
    detail: keepLines ? undefined : { lines: lines.length, detailTotal: fenToNumeric(linesTotal(lines)) },
  });
  return id;
}

/** A conditional status change: from → to; the same change twice is 409 已处理. */
async function changeStatus(
  tx: Queryable,
  ctx: AuthedContext,
  id: string,
  action: string,
  from: number[],
  to: number,
  set: string,
  params: unknown[],
  verb: string,
) {
  const old = await lock(tx, ctx, id);
  if (old.deleted) throw errors.notFound('合同');
  const r = await tx.query(
    `UPDATE contract SET status = ${to}, ${set}, version = version + 1, utime = now() WHERE id = $1::bigint AND status = ANY($2::smallint[])`,
    [id, from, ...params],
  );
  if ((r.affectedRows ?? 0) === 0) {
    if (old.status === to) throw alreadyHandled();
    throw new AppError('CONFLICT', `合同${CONTRACT_STATUS_TEXT[old.status]}，不能${verb}`, `The contract is in status ${old.status}`);
  }
  await recordOperation(tx, ctx, {
    action,
    entity: 'contract',
    entityId: id,
    changes: { status: [old.status, to] },
    detail: params.length ? { reason: params[0] } : undefined,
  });
  return { id, fromStatus: old.status, status: to, statusText: CONTRACT_STATUS_TEXT[to] };
}

export const signContract = (tx: Queryable, ctx: AuthedContext, id: string) =>
  changeStatus(tx, ctx, id, 'contract.sign', [0], 1, 'sign_time = now()', [], '签署');
export const stopContract = (tx: Queryable, ctx: AuthedContext, id: string, reason: string) =>
  changeStatus(tx, ctx, id, 'contract.stop', [0, 1], 2, 'stop_time = now(), stop_reason = $3', [reason], '终止');

/** delete: soft delete (deleted 0 → 1); a contract in force must be stopped first. */
export async function deleteContract(tx: Queryable, ctx: AuthedContext, id: string) {
  const old = await lock(tx, ctx, id);
  if (old.deleted) throw alreadyHandled();
  if (old.status === 1) throw new AppError('CONFLICT', '合同已生效，请先终止再删除', 'Stop a contract in force before deleting it');
  await tx.query('UPDATE contract SET deleted = 1, version = version + 1, utime = now() WHERE id = $1::bigint AND deleted = 0', [id]);
  await recordOperation(tx, ctx, { action: 'contract.delete', entity: 'contract', entityId: id, changes: { deleted: [0, 1] } });
  return { id, deleted: 1 };
}
