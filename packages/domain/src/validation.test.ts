import { describe, expect, it } from 'vitest';
import {
  globalSearchSchema,
  isMobile,
  maskMobile,
  mobileSchema,
  newPasswordSchema,
  passwordComplexityOk,
  sanitizePasswordInput,
  stripChinese,
} from './validation';

const firstError = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error!.issues[0].message;
};

describe('new password (00 §5)', () => {
  it('requires a value', () => {
    expect(firstError(newPasswordSchema, '')).toBe('请输入新密码');
    expect(firstError(newPasswordSchema, '   ')).toBe('请输入新密码');
    expect(firstError(newPasswordSchema, undefined)).toBe('请输入新密码');
  });

  it('needs at least 8 characters', () => {
    expect(firstError(newPasswordSchema, 'Ab1!')).toBe('长度在8个字符以上');
    expect(firstError(newPasswordSchema, 'Abc1234')).toBe('长度在8个字符以上');
  });

  it('needs 3 of 4 classes and no whitespace', () => {
    const msg = '密码至少包含大小写字母、数字、特殊字符大于8个字符!';
    expect(firstError(newPasswordSchema, 'abcdefgh')).toBe(msg);
    expect(firstError(newPasswordSchema, 'abcd1234')).toBe(msg);
    expect(firstError(newPasswordSchema, 'ABCDEFG!')).toBe(msg);
    expect(firstError(newPasswordSchema, 'Abc 1234')).toBe(msg);
    expect(firstError(newPasswordSchema, 'Abcd1234')).toBeNull();
    expect(firstError(newPasswordSchema, 'abcd123!')).toBeNull();
    expect(firstError(newPasswordSchema, 'ABCD123!')).toBeNull();
    expect(firstError(newPasswordSchema, 'Abcdefg!')).toBeNull();
    expect(firstError(newPasswordSchema, 'Demo@2026')).toBeNull();
    expect(passwordComplexityOk('Demo@2026')).toBe(true);
  });

  it('allows at most 16 characters and trims', () => {
    expect(firstError(newPasswordSchema, 'Abcd1234Abcd1234')).toBeNull();
    expect(firstError(newPasswordSchema, 'Abcd1234Abcd12345')).toBe('长度不能超过16个字符');
    expect(newPasswordSchema.parse('  Abcd1234  ')).toBe('Abcd1234');
  });

  it('strips Chinese while typing', () => {
    expect(stripChinese('Ab密码cd1234！')).toBe('Abcd1234');
    expect(stripChinese('abc')).toBe('abc');
    expect(sanitizePasswordInput('中Abcd1234Abcd1234xyz')).toBe('Abcd1234Abcd1234');
  });
});

describe('search and mobile', () => {
  it('global search takes 4 to 11 characters', () => {
    expect(globalSearchSchema.safeParse('123').success).toBe(false);
    expect(globalSearchSchema.safeParse('1234').success).toBe(true);
    expect(globalSearchSchema.safeParse('13800001234').success).toBe(true);
    expect(globalSearchSchema.safeParse('138000012345').success).toBe(false);
    expect(firstError(globalSearchSchema, '12')).toBe('请输入4到11个字符');
  });

  it('mainland mobiles', () => {
    expect(mobileSchema.safeParse('13800001234').success).toBe(true);
    expect(mobileSchema.safeParse('19912345678').success).toBe(true);
    expect(mobileSchema.safeParse('12800001234').success).toBe(false);
    expect(mobileSchema.safeParse('1380000123').success).toBe(false);
    expect(firstError(mobileSchema, '')).toBe('请输入手机号');
    expect(firstError(mobileSchema, '123')).toBe('请输入正确的手机号');
    expect(isMobile(' 13800001234 ')).toBe(true);
    expect(isMobile(13800001234)).toBe(false);
  });

  it('masks mobiles', () => {
    expect(maskMobile('13800001234')).toBe('138****1234');
    expect(maskMobile('138****1234')).toBe('138****1234');
    expect(maskMobile('123')).toBe('123');
    expect(maskMobile(null)).toBeNull();
    expect(maskMobile(undefined)).toBeUndefined();
  });
});
