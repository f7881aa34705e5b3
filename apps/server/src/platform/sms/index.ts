import { randomInt } from 'node:crypto';
import type { Queryable } from '../db';
import { AppError, errors } from '../http/errors';

/**
 * Who a message is for. The verification-code lookup shows only `customer` messages (parents and
 * students); a `staff` message is a staff login code and is never shown (issue 25: reading one was a
 * login as that staff member). Every sender says which, so a new kind of message is not shown by accident.
 */
export type SmsAudience = 'staff' | 'customer' | 'teacher';

/** The purpose of staff login codes: issued only by POST /api/b/v1/staff/sendCode, to a known, enabled staff mobile. */
export const STAFF_LOGIN_PURPOSE = 'login';

export interface SmsMessage {
  mobile: string;
  content: string;
  audience: SmsAudience;
  code?: string;
  purpose?: string;
}

/** Where SMS go. The built-in provider (the simulator) writes to the outbox table and to the server log. */
export interface SmsProvider {
  send(q: Queryable, msg: SmsMessage): Promise<void>;
}

export const outboxProvider = (log: (msg: string) => void): SmsProvider => ({
  async send(q, msg) {
    await q.query('INSERT INTO sms_outbox (mobile, content, code, purpose, audience) VALUES ($1, $2, $3, $4, $5)', [
      msg.mobile,
      msg.content,
      msg.code ?? null,
      msg.purpose ?? null,
      msg.audience,
    ]);
    log(`SMS to ${msg.mobile.slice(0, 3)}****${msg.mobile.slice(-4)}: ${msg.content}`);
  },
});

export const SMS_RULES = { validMinutes: 5, resendSeconds: 60, maxTries: 5 } as const;

/** Issues a 6-digit code; refuses a resend within 60 s (429 with Retry-After). */
export async function issueCode(q: Queryable, sms: SmsProvider, mobile: string, purpose: string, audience: SmsAudience): Promise<void> {
  // A login code goes to staff only, and only staff login codes are staff messages (the outbox checks it too).
  if ((purpose === STAFF_LOGIN_PURPOSE) !== (audience === 'staff')) throw new Error(`SMS purpose ${purpose} cannot go to ${audience}`);
  const last = await q.query<{ wait: number }>(
    `SELECT CEIL(${SMS_RULES.resendSeconds} - EXTRACT(EPOCH FROM (now() - sent_at)))::int AS wait
       FROM sms_code WHERE mobile = $1 AND purpose = $2 AND sent_at > now() - interval '${SMS_RULES.resendSeconds} seconds'
      ORDER BY sent_at DESC LIMIT 1`,
    [mobile, purpose],
  );
  if (last.rows[0]) throw errors.tooMany(Math.max(1, last.rows[0].wait));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q.query(
    `INSERT INTO sms_code (mobile, purpose, code, expires_at) VALUES ($1, $2, $3, now() + interval '${SMS_RULES.validMinutes} minutes')`,
    [mobile, purpose, code],
  );
  await sms.send(q, {
    mobile,
    purpose,
    audience,
    code,
    content: `【兴趣课堂】验证码 ${code}，${SMS_RULES.validMinutes}分钟内有效，请勿泄露给他人。`,
  });
}

/** Checks the latest live code; at most 5 tries per code; a used code cannot be reused. */
export async function verifyCode(q: Queryable, mobile: string, purpose: string, code: string): Promise<void> {
  const r = await q.query<{ id: string; code: string; tries: number }>(
    `SELECT id::text AS id, code, tries FROM sms_code
      WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY sent_at DESC LIMIT 1`,
    [mobile, purpose],
  );
  const row = r.rows[0];
  if (!row) throw new AppError('BAD_REQUEST', '验证码已失效，请重新获取', 'The code has expired, request a new one');
  if (row.tries >= SMS_RULES.maxTries)
    throw new AppError('TOO_MANY', '验证码错误次数过多，请重新获取', 'Too many wrong codes, request a new one');
  if (row.code !== code) {
    await q.query('UPDATE sms_code SET tries = tries + 1 WHERE id = $1', [row.id]);
    const left = SMS_RULES.maxTries - row.tries - 1;
    throw left > 0
      ? new AppError('BAD_REQUEST', `验证码错误，还可尝试${left}次`, `Wrong code, ${left} tries left`)
      : new AppError('TOO_MANY', '验证码错误次数过多，请重新获取', 'Too many wrong codes, request a new one');
  }
  await q.query('UPDATE sms_code SET used_at = now() WHERE id = $1', [row.id]);
}
