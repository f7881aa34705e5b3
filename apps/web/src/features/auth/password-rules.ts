import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordComplexityOk, sanitizePasswordInput as stripAndCut } from '@console/domain';

/**
 * Spec 00 §5, the new-password rules as the dialog applies them while typing and on submit (the same
 * rules as the domain's `newPasswordSchema`, which the server applies).
 * Input: Chinese characters stripped while typing, at most 16 characters, trimmed.
 * Checks in order: required (请输入新密码), length ≥ 8 (长度在8个字符以上), then at least 3 of the 4
 * classes upper/lower/digit/special and no whitespace (密码至少包含大小写字母、数字、特殊字符大于8个字符!).
 */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX_INPUT = PASSWORD_MAX_LENGTH;

export function sanitizePasswordInput(value: string): string {
  return stripAndCut(value).trim();
}

export type PasswordProblem = 'required' | 'minLength' | 'pattern';

export function passwordProblem(value: string): PasswordProblem | null {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length < PASSWORD_MIN) return 'minLength';
  return passwordComplexityOk(v) ? null : 'pattern';
}
