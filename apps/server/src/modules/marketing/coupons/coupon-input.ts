import { z } from 'zod';
import { zVersion } from '../../../platform/versioning';
import {
  blankToUndefined,
  flagField,
  idField,
  idList,
  inputOf,
  intField,
  msField,
  requiredText,
  textField,
} from '../../../platform/http/fields';

/** Boundary schemas of the coupon calls (zh-CN messages; the 400 names the field). */

/** Yuan with at most 2 decimals (number or numeric string). */
export const yuanField = z.preprocess(
  (v) => {
    const g = blankToUndefined(v);
    return typeof g === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(g) ? Number(g) : g;
  },
  z
    .number({ error: (iss) => (iss.input === undefined ? '不能为空' : '必须是金额') })
    .min(0, '不能小于0')
    .max(1_000_000, '不能大于1000000')
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), '最多两位小数'),
);

const intList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim()) : typeof v === 'number' ? [v] : blankToUndefined(v)),
  z.array(z.coerce.number('必须是数字').int('必须是整数').min(0, '不能小于0').max(32767, '过大')).max(100, '最多100个'),
);

const couponShape = {
  name: requiredText(50),
  type: intField(0, 4).default(0),
  rule: z.preprocess(blankToUndefined, z.enum(['MONEYOFF', 'DISCOUNT'], '必须是 MONEYOFF 或 DISCOUNT').default('MONEYOFF')),
  amount: yuanField.default(0),
  thresholdAmount: yuanField.default(0),
  discount: z.preprocess(
    (v) => (typeof blankToUndefined(v) === 'string' ? Number(v) : blankToUndefined(v)),
    z.number('必须是数字').gt(0, '必须大于0').max(10, '不能大于10').optional(),
  ),
  stack: flagField.default(0),
  status: flagField.default(1),
  validType: intField(1, 2).default(1),
  startDate: msField.optional(),
  endDate: msField.optional(),
  validDays: intField(1, 3650).optional(),
  totalNum: intField(0, 100_000_000).optional(),
  perUserLimit: intField(1, 1000).optional(),
  dutyIds: intList.optional(),
  packageIds: idList(0).optional(),
  description: textField(200).optional(),
};

type CouponShape = z.infer<z.ZodObject<typeof couponShape>>;

/** Rules between fields: a money-off coupon has an amount, a discount coupon a discount, a window or days. */
function checkCoupon(c: CouponShape, add: (path: string, message: string) => void): void {
  if (c.rule === 'MONEYOFF' && !(c.amount > 0)) add('amount', '满减券的面额必须大于0');
  if (c.rule === 'DISCOUNT' && c.discount === undefined) add('discount', '折扣券必须填写折扣');
  if (c.rule === 'MONEYOFF' && c.thresholdAmount > 0 && c.amount > c.thresholdAmount) add('amount', '面额不能大于使用门槛');
  if (c.validType === 1) {
    if (c.startDate === undefined) add('startDate', '固定有效期必须填写开始时间');
    if (c.endDate === undefined) add('endDate', '固定有效期必须填写结束时间');
    if (c.startDate !== undefined && c.endDate !== undefined && c.endDate <= c.startDate) add('endDate', '结束时间必须晚于开始时间');
  }
  if (c.validType === 2 && c.validDays === undefined) add('validDays', '领取后有效必须填写天数');
}

const refined = <T extends z.ZodRawShape>(shape: T) =>
  inputOf(shape).superRefine((v, ctx) =>
    checkCoupon(v as unknown as CouponShape, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
  );

export const createCouponInput = refined(couponShape);
export const updateCouponInput = refined({ ...couponShape, id: idField, version: zVersion });
export type CouponInput = z.infer<typeof createCouponInput>;
export type UpdateCouponInput = z.infer<typeof updateCouponInput>;
