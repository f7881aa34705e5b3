import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { AppError } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { inputOf, intField, textField } from '../../../platform/http/fields';
import {
  ACCOUNT_CHANGE_MAX,
  ACCOUNT_TYPE_ZH,
  changeBalance,
  DEDUCTION_TRANS_TYPES,
  hundredthsToNumber,
  parseAmount,
  type AccountType,
} from './balance';
import { studentInSubjectSql } from '../../../platform/scope';

const rowsField = z
  .array(z.record(z.string(), z.unknown(), { error: '每一行必须是对象' }), {
    error: (iss) => (iss.input === undefined ? '不能为空' : '必须是数组'),
  })
  .min(1, '不能为空')
  .max(5000, '一次最多5000行')
  // An amount beyond what one change may move refuses the whole batch (400 naming the row), before
  // anything is written: a slip of extra digits in a sheet is a mistake in the sheet, not one row's.
  // A malformed amount stays a failure of its row (parseAmount).
  .superRefine((rows, c) => {
    for (const [i, row] of rows.entries()) {
      const n = typeof row.amount === 'number' ? row.amount : typeof row.amount === 'string' ? Number(row.amount.trim()) : NaN;
      if (Math.abs(n) > ACCOUNT_CHANGE_MAX)
        c.addIssue({ code: 'custom', path: [i, 'amount'], message: `绝对值不能大于${ACCOUNT_CHANGE_MAX}` });
    }
  });

/**
 * batchUpdateAccount: `rows` (or `list`, or a JSON array body) of `{uid | userNum, amount, transType?,
 * desc?, note?}`; `accountType` and a default `transType` for the batch. amount is signed
 * (yuan for cash, whole numbers for coins and gems).
 */
export const batchInput = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    return { ...o, rows: o.rows ?? o.list ?? o.body };
  },
  inputOf({
    accountType: intField(1, 3),
    transType: intField(0, 14).optional(),
    fileName: textField(200).optional(),
    desc: textField(200).optional(),
    rows: rowsField,
  }),
);
export type BatchInput = z.infer<typeof batchInput>;

interface Failure {
  row: number;
  uid: string | null;
  userNum: string | null;
  reason: string;
}
interface Success {
  row: number;
  uid: string;
  amount: number;
  balanceAfter: number;
  recordId: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/** Finds the student of a row in the current subject by uid or user number. */
async function resolveStudent(tx: Queryable, ctx: AuthedContext, uid: string | null, userNum: string | null): Promise<string | string[]> {
  if (!uid && !userNum) return ['缺少学员ID(uid)或学员编号(userNum)'];
  if ((uid && !/^\d{1,18}$/.test(uid)) || (userNum && !/^\d{1,20}$/.test(userNum))) return ['学员ID或编号格式不正确'];
  const r = await tx.query<{ id: string }>(
    `SELECT s.id::text AS id FROM student s
      WHERE ($1::bigint IS NULL OR s.id = $1::bigint) AND ($2::text IS NULL OR s.user_num = $2::text)
        AND ${studentInSubjectSql('s.id', '= $3')}`,
    [uid, userNum, ctx.subject],
  );
  return r.rows[0]?.id ?? ['学员不存在'];
}

/**
 * Applies a batch of account changes in one transaction with per-row validation: each row is checked
 * (student in this subject, amount format for the account type, trans_type, deductions negative,
 * balance never below 0) and either applied with its ledger row or reported with its reason. The
 * import log keeps the totals and the failures; the operation log records the batch with each
 * applied row's balance old → new.
 */
export async function batchUpdateAccount(tx: Queryable, ctx: AuthedContext, input: BatchInput) {
  const accountType = input.accountType as AccountType;
  const log = await tx.query<{ id: string }>(
    `INSERT INTO account_import_log (subject, file_name, account_type, total, status, staff_id) VALUES ($1, $2, $3, $4, 0, $5::bigint) RETURNING id::text AS id`,
    [ctx.subject, input.fileName ?? null, accountType, input.rows.length, ctx.staff.id],
  );
  const importLogId = log.rows[0].id;
  const failures: Failure[] = [];
  const successes: Success[] = [];
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [i, raw] of input.rows.entries()) {
    const row = i + 1;
    const uidText = str(raw.uid ?? raw.userId ?? raw.user_id);
    const userNum = str(raw.userNum ?? raw.user_num);
    const fail = (reason: string) => failures.push({ row, uid: uidText, userNum, reason });
    const found = await resolveStudent(tx, ctx, uidText, userNum);
    if (Array.isArray(found)) {
      fail(found[0]);
      continue;
    }
    const amount = parseAmount(raw.amount, accountType);
    if (typeof amount === 'string') {
      fail(amount);
      continue;
    }
    const rawTrans = raw.transType ?? raw.trans_type ?? input.transType;
    const transType = typeof rawTrans === 'number' || (typeof rawTrans === 'string' && /^\d+$/.test(rawTrans)) ? Number(rawTrans) : NaN;
    if (!Number.isInteger(transType) || transType < 0 || transType > 14) {
      fail('交易类型(transType)必须是0到14');
      continue;
    }
    if (DEDUCTION_TRANS_TYPES.includes(transType) && amount > 0) {
      fail('扣减类交易的数量必须为负数');
      continue;
    }
    const desc = str(raw.desc ?? raw.description) ?? input.desc ?? null;
    const note = str(raw.note);
    if ((desc?.length ?? 0) > 200 || (note?.length ?? 0) > 500) {
      fail('说明或备注过长');
      continue;
    }
    try {
      const done = await changeBalance(tx, ctx, { uid: found, accountType, transType, amount, description: desc, note, importLogId });
      successes.push({
        row,
        uid: found,
        amount: hundredthsToNumber(amount),
        balanceAfter: hundredthsToNumber(done.after),
        recordId: done.recordId,
      });
      const key = `${found}.${ACCOUNT_TYPE_ZH[accountType]}`;
      changes[key] = [changes[key]?.[0] ?? hundredthsToNumber(done.before), hundredthsToNumber(done.after)];
    } catch (err) {
      if (err instanceof AppError && err.kind === 'BAD_REQUEST') fail(err.message);
      else throw err;
    }
  }
  await tx.query(
    `UPDATE account_import_log SET success_num = $2, fail_num = $3, status = 1, detail = $4, utime = now() WHERE id = $1::bigint`,
    [importLogId, successes.length, failures.length, JSON.stringify({ failures })],
  );
  await recordOperation(tx, ctx, {
    action: 'account.batchUpdate',
    entity: 'account_import_log',
    entityId: importLogId,
    changes,
    detail: {
      accountType,
      transType: input.transType,
      fileName: input.fileName,
      total: input.rows.length,
      successNum: successes.length,
      failNum: failures.length,
    },
  });
  return {
    importLogId,
    accountType,
    total: input.rows.length,
    successNum: successes.length,
    failNum: failures.length,
    failures,
    results: successes,
  };
}
