import type { Queryable } from '../../../platform/db';
import type { RequestContext } from '../../../platform/http/context';
import { AppError, errors } from '../../../platform/http/errors';
import { verifyPassword } from '../../../platform/auth/password';
import { createSession } from '../../../platform/auth/sessions';
import { findStaffBy, staffDto, toPrincipal, type StaffRow } from '../../../platform/auth/staff-record';
import { assertNotLocked, clearFailures, recordFailure } from '../../../platform/auth/throttle';
import { recordOperation } from '../../../platform/oplog';
import { issueCode, STAFF_LOGIN_PURPOSE, verifyCode, type SmsProvider } from '../../../platform/sms';
import { checkCaptcha } from './captcha';

const WRONG_CREDENTIALS = () => new AppError('BAD_REQUEST', '用户名或密码错误', 'Wrong user name or password');

export interface LoginResult {
  accessToken: string;
  staff: ReturnType<typeof staffDto>;
}

async function startSession(db: Queryable, ctx: RequestContext, staff: StaffRow, userAgent: string, how: string): Promise<LoginResult> {
  if (staff.status !== 0 || staff.is_login !== 1) throw new AppError('FORBIDDEN', '账号已停用，请联系管理员', 'The account is disabled');
  const accessToken = await createSession(db, staff.id, ctx.ip, userAgent);
  const principal = toPrincipal(staff);
  await recordOperation(
    db,
    { ...ctx, staff: principal },
    { action: 'login', entity: 'staff', entityId: staff.id, detail: { how, device: userAgent.slice(0, 200) } },
  );
  return { accessToken, staff: staffDto(principal, staff.role_id) };
}

/** A failure counts against the account and the IP; the one that reaches a limit answers 429. */
async function failLogin(db: Queryable, ctx: RequestContext, account: string, reason: string, error: AppError, ua = ''): Promise<never> {
  await recordOperation(db, ctx, {
    action: 'login.failed',
    entity: 'staff',
    detail: { account, reason, device: ua.slice(0, 200) },
    staff: { id: null, name: account },
  });
  const lockAccount = await recordFailure(db, 'account', account);
  const lockIp = await recordFailure(db, 'ip', ctx.ip);
  const lock = lockAccount ?? lockIp;
  if (lock) throw errors.tooMany(lock);
  throw error;
}

export async function passwordLogin(db: Queryable, ctx: RequestContext, userName: string, password: string, ua: string) {
  await assertNotLocked(db, 'account', userName);
  await assertNotLocked(db, 'ip', ctx.ip);
  const staff = await findStaffBy(db, 'user_name', userName);
  if (!staff || !(await verifyPassword(password, staff.password_hash))) {
    return failLogin(db, ctx, userName, staff ? 'password' : 'unknown-user', WRONG_CREDENTIALS(), ua);
  }
  await clearFailures(db, 'account', userName);
  return startSession(db, ctx, staff, ua, 'password');
}

export async function mobileLogin(db: Queryable, ctx: RequestContext, mobile: string, code: string, ua: string) {
  await assertNotLocked(db, 'account', mobile);
  await assertNotLocked(db, 'ip', ctx.ip);
  const staff = await findStaffBy(db, 'mobile', mobile);
  if (!staff) return failLogin(db, ctx, mobile, 'unknown-mobile', new AppError('BAD_REQUEST', '验证码错误', 'Wrong code'), ua);
  try {
    await verifyCode(db, mobile, STAFF_LOGIN_PURPOSE, code);
  } catch (err) {
    if (err instanceof AppError) return failLogin(db, ctx, mobile, 'code', err, ua);
    throw err;
  }
  await clearFailures(db, 'account', mobile);
  return startSession(db, ctx, staff, ua, 'sms');
}

/**
 * The original client's password login: the captcha is checked (and used up) after the lock checks and
 * before the password, so a locked account or address still answers 429 and a guess needs a fresh image.
 * A wrong captcha is not a password failure: it does not count towards the lock.
 */
export async function captchaPasswordLogin(
  db: Queryable,
  ctx: RequestContext,
  input: { userName: string; password: string; captchaId: string | undefined; captcha: string },
  ua: string,
) {
  await assertNotLocked(db, 'account', input.userName);
  await assertNotLocked(db, 'ip', ctx.ip);
  await checkCaptcha(db, input.captchaId, input.captcha);
  return passwordLogin(db, ctx, input.userName, input.password, ua);
}

/**
 * Sends a staff login code. Same answer whether or not the mobile belongs to an enabled staff member,
 * so the call cannot list staff numbers; a code is issued only for one who could log in with it.
 */
export async function sendStaffLoginCode(db: Queryable, sms: SmsProvider, ctx: RequestContext, mobile: string): Promise<void> {
  const staff = await findStaffBy(db, 'mobile', mobile);
  const enabled = staff !== null && staff.status === 0 && staff.is_login === 1;
  if (enabled) await issueCode(db, sms, mobile, STAFF_LOGIN_PURPOSE, 'staff');
  await recordOperation(db, ctx, { action: 'sms.send', detail: { purpose: STAFF_LOGIN_PURPOSE, known: Boolean(staff), enabled } });
}
