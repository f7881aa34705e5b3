/**
 * Input schemas of the shop's writes (operationProduct, operationPackage). Field names are the spec's
 * (02 §3 Product / Package, snake_case); a present `id` edits, an absent one creates. Money is a yuan
 * amount with at most two decimals (checked again by yuanToFen); currencies must exist (checked in
 * the use case against the currency table). On an edit, a field that is absent keeps its value, while
 * null or blank clears the optional ones: a product's texts and delivery numbers, a package's texts,
 * regtype, sup, course week, validity and topic (the forms send null for an emptied field, e.g. a
 * cleared select).
 */
import { z } from 'zod';
import { zVersion } from '../../../platform/versioning';
import {
  blankOptional,
  idFieldAs,
  intField,
  listField,
  moneyField,
  optIdField,
  optIntField,
  optTextField,
  requiredText,
} from '../../../platform/http/fields';

/** For fields an edit may clear: absent = keep the stored value; null or blank = clear (stored NULL). */
const clearable = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'number' ? String(v) : v);
const zClearText = (max: number) =>
  z.preprocess(clearable, z.string('必须是文本').trim().max(max, `最多${max}个字符`).nullable().optional());
const zClearInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? null : v),
    z.coerce.number('必须是整数').int('必须是整数').min(min, `不能小于${min}`).max(max, `不能大于${max}`).nullable().optional(),
  );
const zOptMoney = blankOptional(moneyField);
const zFlag = blankOptional(z.coerce.number().int().min(0, '必须是0或1').max(1, '必须是0或1'));
const zCurrency = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string('必须是币种代码').regex(/^[A-Z]{3}$/, '必须是三位币种代码'),
);
const zCountries = listField(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, '必须是国家代码'),
  300,
);

const productPrice = z.object({
  currencies_code: zCurrency,
  currencies_price: moneyField,
  achievement_price: zOptMoney,
});

const material = z.object({
  product_id: optIdField('coerce'),
  name: requiredText(100, 'coerce', '随材名称'),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 10000, 'coerce')),
});

export const productInput = z.object({
  id: optIdField('coerce'),
  version: zVersion,
  name: requiredText(100, 'coerce', '商品名称'),
  title: zClearText(100),
  sub_title: zClearText(200),
  status: zFlag,
  type: blankOptional(z.enum(['ACTUAL_GOODS', 'VIRTUAL_GOODS'], { error: '必须是 ACTUAL_GOODS 或 VIRTUAL_GOODS' })),
  unit: zClearText(20),
  course_unit: zClearText(20),
  payment: zClearText(50),
  price: zOptMoney,
  center_product_code: zClearText(50),
  is_new: zFlag,
  course_difficulty: z.preprocess(
    clearable,
    z
      .string()
      .regex(/^S[1-9]$/, '必须是 S1-S9')
      .nullable()
      .optional(),
  ),
  count: optIntField(1, 100000, 'coerce'),
  course_week: optIntField(0, 1000, 'coerce'),
  course_day: optIntField(0, 10000, 'coerce'),
  course_level: zClearText(20),
  is_gifts: zFlag,
  pro_version: zClearText(20),
  images: z.array(z.string().trim().min(1).max(500, '最多500个字符')).max(20, '最多20张图片').optional(),
  delivery_cycle: zClearInt(0, 3650),
  delivery_type: zClearInt(0, 9),
  delivery_num: zClearInt(0, 1000),
  labid: zClearText(50),
  keywords: zClearText(200),
  country_codes: zCountries,
  materials: z.array(material).max(100, '最多100个随材').optional(),
  prices: z.array(productPrice).max(20, '最多20个币种').optional(),
});
export type ProductInput = z.infer<typeof productInput>;

const packagePrice = z.object({
  currencies_code: zCurrency,
  price: moneyField,
  original: zOptMoney,
  atome_price: zOptMoney,
});
const packageProduct = z.object({
  product_id: idFieldAs('coerce'),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 10000, 'coerce')),
});
const splitOrder = z.object({
  product_id: optIdField('coerce'),
  name: requiredText(100, 'coerce', '拆单名称'),
  amount: moneyField,
});

export const packageInput = z.object({
  id: optIdField('coerce'),
  version: zVersion,
  name: requiredText(100, 'coerce', '套餐名称'),
  sub_title: zClearText(200),
  label: zClearText(50),
  type: optIntField(0, 99, 'coerce'),
  status: zFlag,
  regtype: zClearInt(1, 11),
  sup: z.preprocess(
    clearable,
    z
      .string()
      .regex(/^S[1-9]$/, '必须是 S1-S9')
      .nullable()
      .optional(),
  ),
  category: optIntField(0, 9999, 'coerce'),
  course_length: optIntField(1, 5, 'coerce'),
  cost_price: zOptMoney,
  price: zOptMoney,
  original: zOptMoney,
  apple_product_id: zClearText(100),
  effective_days: zClearInt(0, 3650),
  delivery_type: optIntField(0, 9, 'coerce'),
  groupon: zFlag,
  groupon_price: zOptMoney,
  groupon_total: optIntField(0, 1000000, 'coerce'),
  groupon_number: optIntField(0, 1000, 'coerce'),
  course_week: zClearInt(0, 1000),
  course_day: optIntField(0, 10000, 'coerce'),
  payment: zClearText(50),
  group_type: optIntField(0, 99, 'coerce'),
  third_switch: zFlag,
  third_price: zOptMoney,
  is_period: zFlag,
  area: zClearText(50),
  payment_channel: optTextField(200, 'coerce'),
  system_course_version: optTextField(20, 'coerce'),
  package_group: optTextField(50, 'coerce'),
  is_split: zFlag,
  is_combine: zFlag,
  topic: z.preprocess((v) => (v === null || v === '' ? null : v), idFieldAs('coerce').nullable().optional()),
  country_codes: zCountries,
  products: z.array(packageProduct).max(50, '最多50个商品').optional(),
  split_orders: z.array(splitOrder).max(20, '最多20个拆单').optional(),
  prices: z.array(packagePrice).max(20, '最多20个币种').optional(),
});
export type PackageInput = z.infer<typeof packageInput>;
