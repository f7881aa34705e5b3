import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db';
import { hashToken } from '../../../platform/auth/tokens';
import { AppError } from '../../../platform/http/errors';

/** A question shown as a picture and the answer the login must send. */
export interface CaptchaChallenge {
  question: string;
  answer: string;
}

/** Where captcha questions come from (like SmsProvider: the simulator is swapped in by configuration). */
export interface CaptchaProvider {
  next(): CaptchaChallenge;
}

/** Production: a random sum, difference or product of small numbers (the original's 请计算验证码). */
export const arithmeticCaptcha: CaptchaProvider = {
  next() {
    const kind = randomInt(0, 3);
    if (kind === 0) {
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      return { question: `${a}+${b}=?`, answer: String(a + b) };
    }
    if (kind === 1) {
      const a = randomInt(5, 20);
      const b = randomInt(1, a);
      return { question: `${a}-${b}=?`, answer: String(a - b) };
    }
    const a = randomInt(2, 10);
    const b = randomInt(2, 10);
    return { question: `${a}×${b}=?`, answer: String(a * b) };
  },
};

/**
 * The simulator (dev, demo and tests): every question still differs and is still checked, but it
 * always evaluates to the configured answer, so an automated walk can answer it. Never in production
 * (config refuses CAPTCHA_ANSWER there).
 */
export const fixedAnswerCaptcha = (answer: number): CaptchaProvider => ({
  next() {
    const b = randomInt(1, 10);
    return { question: `${answer + b}-${b}=?`, answer: String(answer) };
  },
});

export const captchaProviderFor = (answer: string | null): CaptchaProvider =>
  answer === null ? arithmeticCaptcha : fixedAnswerCaptcha(Number(answer));

/** The cookie that carries the challenge id from the image to the login (the client sends no id). */
export const CAPTCHA_COOKIE = 'boss_kaptcha';
export const CAPTCHA_RULES = { validSeconds: 120 } as const;

/** Stores a new challenge; returns its id (for the cookie) and its question (for the picture). */
export async function issueCaptcha(db: Queryable, provider: CaptchaProvider): Promise<{ id: string; question: string }> {
  const { question, answer } = provider.next();
  const id = randomBytes(18).toString('base64url');
  // Expired challenges go as new ones come: the table stays as small as the images shown lately.
  await db.query('DELETE FROM login_captcha WHERE expires_at < now()');
  await db.query(
    `INSERT INTO login_captcha (id_hash, answer, expires_at) VALUES ($1, $2, now() + interval '${CAPTCHA_RULES.validSeconds} seconds')`,
    [hashToken(id), answer],
  );
  return { id, question };
}

const expired = () => new AppError('BAD_REQUEST', '验证码已失效，请点击图片刷新', 'The captcha has expired, click the image for a new one');

/** Checks and uses up the challenge (one try, right or wrong). */
export async function checkCaptcha(db: Queryable, id: string | undefined, answer: string): Promise<void> {
  if (!id) throw expired();
  const r = await db.query<{ answer: string; live: boolean }>(
    'DELETE FROM login_captcha WHERE id_hash = $1 RETURNING answer, expires_at > now() AS live',
    [hashToken(id)],
  );
  const row = r.rows[0];
  if (!row || !row.live) throw expired();
  if (row.answer !== answer.trim())
    throw new AppError('BAD_REQUEST', '验证码错误，请点击图片刷新', 'Wrong captcha, click the image for a new one');
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      return /^[\w-]{1,64}$/.test(raw) ? raw : undefined;
    }
  }
  return undefined;
}
