import { maskMobile, MOBILE_PATTERN } from '@console/domain';
import { z } from 'zod';
import { blankToUndefined, optTextField, requiredText } from '../../../platform/http/fields';

/** The receipt fields of an address (address book row or a shipment's snapshot). */
export const addressFields = {
  receiptName: requiredText(30, 'coerce', '收货人'),
  receiptTel: requiredText(20, 'coerce', '收货电话').pipe(z.string().regex(/^\d{5,20}$/, '必须是数字电话号码')),
  telAreaCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, '必须是1-4位数字')
      .default('86'),
  ),
  province: optTextField(30, 'coerce'),
  city: optTextField(30, 'coerce'),
  area: optTextField(30, 'coerce'),
  street: optTextField(60, 'coerce'),
  addressDetail: requiredText(200, 'coerce', '详细地址'),
  provinceCode: optTextField(20, 'coerce'),
  cityCode: optTextField(20, 'coerce'),
  areaCode: optTextField(20, 'coerce'),
  streetCode: optTextField(20, 'coerce'),
  countryCode: optTextField(10, 'coerce'),
  countryName: optTextField(50, 'coerce'),
  zipCode: optTextField(20, 'coerce'),
  idCode: optTextField(30, 'coerce'),
};

export const addressSchema = z.object(addressFields).superRefine((a, c) => {
  // A mainland number must be a mobile; overseas numbers only need digits.
  if (a.telAreaCode === '86' && !MOBILE_PATTERN.test(a.receiptTel))
    c.addIssue({ code: 'custom', path: ['receiptTel'], message: '请输入正确的手机号' });
  if (a.telAreaCode === '86' && !a.countryCode && !a.province) c.addIssue({ code: 'custom', path: ['province'], message: '请选择省份' });
});
export type AddressInput = z.infer<typeof addressSchema>;

/** Column values of an address input (address and express share the names). */
export function addressColumns(a: AddressInput): Record<string, string | null> {
  return {
    receipt_name: a.receiptName,
    receipt_tel: a.receiptTel,
    tel_area_code: a.telAreaCode,
    province: a.province ?? null,
    city: a.city ?? null,
    area: a.area ?? null,
    street: a.street ?? null,
    address_detail: a.addressDetail,
    country_code: a.countryCode ?? null,
    country_name: a.countryName ?? null,
    zip_code: a.zipCode ?? null,
    id_code: a.idCode ?? null,
  };
}

/** Region codes exist on the address book only. */
export function regionCodeColumns(a: AddressInput): Record<string, string | null> {
  return {
    province_code: a.provinceCode ?? null,
    city_code: a.cityCode ?? null,
    area_code: a.areaCode ?? null,
    street_code: a.streetCode ?? null,
  };
}

/** A snapshot (address_log before/after) as answers show it: the phone masked. */
export function maskSnapshot(s: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!s) return s;
  return 'receipt_tel' in s ? { ...s, receipt_tel: maskMobile(s.receipt_tel as string | null) } : s;
}
