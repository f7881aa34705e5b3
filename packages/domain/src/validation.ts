/**
 * Validation rules with the spec's zh-CN messages (00 §5, §9). Shared by the web forms and the
 * server (resetPwd, login by mobile).
 */
import { z } from 'zod';
import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const GLOBAL_SEARCH_MIN_LENGTH = 4;
export const GLOBAL_SEARCH_MAX_LENGTH = 11;

const CHINESE =
  /[\u2E80-\u2FFF\u3000-\u303F\u3040-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{2FA1F}]/gu;

/** Removes Chinese characters (ideographs, CJK punctuation, full-width forms) while typing. */
export function stripChinese(input: string): string {
  return input.replace(CHINESE, '');
}

/** What the password input keeps while typing: Chinese stripped, at most 16 characters. */
export function sanitizePasswordInput(input: string): string {
  return Array.from(stripChinese(input)).slice(0, PASSWORD_MAX_LENGTH).join('');
}

/** At least 3 of 4 classes (upper, lower, digit, special) and no whitespace. */
export function passwordComplexityOk(password: string): boolean {
  if (/\s/.test(password)) return false;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(password)).length;
  return classes >= 3;
}

/**
 * New password: trimmed; then the first failing rule reports: required (请输入新密码), min 8
 * (长度在8个字符以上), max 16, complexity (密码至少包含大小写字母、数字、特殊字符大于8个字符!).
 */
export const newPasswordSchema = z
  .string({ error: MESSAGES['password.required'].zh })
  .trim()
  .min(1, { error: MESSAGES['password.required'].zh, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES['password.minLength'].zh, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES['password.maxLength'].zh, abort: true })
  .refine(passwordComplexityOk, { error: MESSAGES['password.complexity'].zh, abort: true });

/** Top-bar global student search input: 4 to 11 characters (trimmed). */
export const globalSearchSchema = z
  .string({ error: MESSAGES['search.length'].zh })
  .trim()
  .min(GLOBAL_SEARCH_MIN_LENGTH, { error: MESSAGES['search.length'].zh, abort: true })
  .max(GLOBAL_SEARCH_MAX_LENGTH, { error: MESSAGES['search.length'].zh, abort: true });

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Mainland China mobile number: 11 digits, 1[3-9]xxxxxxxxx (trimmed). */
export const mobileSchema = z
  .string({ error: MESSAGES['mobile.required'].zh })
  .trim()
  .min(1, { error: MESSAGES['mobile.required'].zh, abort: true })
  .regex(MOBILE_PATTERN, { error: MESSAGES['mobile.invalid'].zh, abort: true });

export function isMobile(value: unknown): boolean {
  return typeof value === 'string' && MOBILE_PATTERN.test(value.trim());
}

/**
 * Masks a mobile number for responses and display: '13800001234' -> '138****1234'. Strings of 7+
 * characters keep their first 3 and last 4; shorter or already masked values come back unchanged;
 * null/undefined pass through.
 */
export function maskMobile(mobile: string): string;
export function maskMobile(mobile: string | null | undefined): string | null | undefined;
export function maskMobile(mobile: string | null | undefined): string | null | undefined {
  if (typeof mobile !== 'string') return mobile;
  const m = mobile.trim();
  if (m.length < 7 || m.includes('*')) return mobile;
  return `${m.slice(0, 3)}****${m.slice(-4)}`;
}
