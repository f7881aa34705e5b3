import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@console/domain';
import { passwordProblem, sanitizePasswordInput } from './password-rules';

describe('new password (spec 00 §5)', () => {
  it('strips Chinese while typing, trims, keeps at most 16', () => {
    expect(sanitizePasswordInput('密码Abc123!')).toBe('Abc123!');
    expect(sanitizePasswordInput('  Abc123!  ')).toBe('Abc123!');
    expect(sanitizePasswordInput('Abcdefgh12345678XYZ')).toBe('Abcdefgh12345678');
  });

  it('reports the first failing rule', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('Ab1!')).toBe('minLength');
    expect(passwordProblem('abcdefgh')).toBe('pattern');
    expect(passwordProblem('abcdefg1')).toBe('pattern');
    expect(passwordProblem('Abcdefg1')).toBeNull();
    expect(passwordProblem('abcdef1!')).toBeNull();
    expect(passwordProblem('Abc def1!')).toBe('pattern');
  });

  it('agrees with the domain schema the server applies', () => {
    for (const p of ['', 'Ab1!', 'abcdefgh', 'Abcdefg1', 'abcdef1!', 'Demo@2026', 'ABCDEFGH', '12345678!', 'Abc def1!']) {
      expect(passwordProblem(p) === null, p).toBe(newPasswordSchema.safeParse(p).success);
    }
  });
});
