import { DICTIONARIES, labelOf } from '@console/domain';
import { errors } from '../../../platform/http/errors';

/**
 * Order status and regtype as the REST lookups take them: numbers (CONTRACT §9) or the names the
 * original client sends (spec 01 §4). Status names → codes (docs/decisions/trading.md):
 * PAYMENT 已支付 [2], COMPLETED 已完成 [3], WAIT_COMPLETED / WAIT_COMPLETED_MULTI 未完成 [0, 1].
 */
export const ORDER_STATUS_NAMES: Readonly<Record<string, number[]>> = {
  PAYMENT: [2],
  COMPLETED: [3],
  WAIT_COMPLETED: [0, 1],
  WAIT_COMPLETED_MULTI: [0, 1],
};

export const ORDER_STATUS = {
  UNACTIVATED: 0,
  ACTIVATED: 1,
  PAID: 2,
  COMPLETED: 3,
  REFUND_REQUESTED: 4,
  REFUNDING: 5,
  PARTLY_REFUNDED: 6,
  REFUNDED: 7,
  CLOSED: 8,
} as const;

/** Statuses of an order whose money was received (and not all returned). */
export const PAID_STATUSES = [2, 3, 4, 5, 6];

/** Constant names (FIRST_ORDER …) and the Chinese labels (续费 …, as spreadsheets carry them). */
const REGTYPE_BY_NAME: Record<string, number> = Object.fromEntries(
  Object.entries(DICTIONARIES.orderRegtype).flatMap(([code, e]) => [[e.zh, Number(code)], ...(e.name ? [[e.name, Number(code)]] : [])]),
);

/**
 * Regtype names the original client sends (refundApproval: `regtypes=DEFAULT,EXPERIENCE,…,TICKET500,…`)
 * that name kinds of order we never record (our regtype is 1..11, CONTRACT §9): accepted, matching no
 * order, so the rest of the list still works.
 */
const REGTYPE_NAMES_WITHOUT_ORDERS = new Set(['DEFAULT', 'TICKET500']);

function codesOf(
  field: string,
  values: (string | number)[] | undefined,
  byName: (name: string) => number[] | undefined,
  max: number,
): number[] | undefined {
  if (!values?.length) return undefined;
  const out: number[] = [];
  // an empty result (only names without orders) is kept empty: it matches nothing
  for (const raw of values) {
    const text = String(raw).trim().toUpperCase();
    if (REGTYPE_NAMES_WITHOUT_ORDERS.has(text) && field.toLowerCase().startsWith('regtype')) continue;
    const codes = /^\d+$/.test(text) ? [Number(text)] : byName(text);
    if (!codes || codes.some((c) => c < 0 || c > max))
      throw errors.invalidField(field, `包含未知的值：${raw}`, `has an unknown value: ${raw}`);
    for (const c of codes) if (!out.includes(c)) out.push(c);
  }
  return out;
}

export const statusCodes = (field: string, values: (string | number)[] | undefined) =>
  codesOf(field, values, (n) => ORDER_STATUS_NAMES[n], 8);
export const regtypeCodes = (field: string, values: (string | number)[] | undefined) =>
  codesOf(field, values, (n) => (REGTYPE_BY_NAME[n] ? [REGTYPE_BY_NAME[n]] : undefined), 11);

export const statusText = (code: unknown) => labelOf('orderStatus', code) ?? null;
export const regtypeText = (code: unknown) => labelOf('orderRegtype', code) ?? null;
