import { http } from '../../../platform/http/client';
import { getAuth } from '../../../platform/auth/auth-store';

/** replaceMobile/sendCode: a 6-digit code to the new mobile (one per 60 s). */
export function sendReplaceCode(newMobile: string, oldMobile?: string): Promise<unknown> {
  return http.post('/api/u/v1/user/replaceMobile/sendCode', { newMobile, oldMobile });
}

/** replaceMobile: checks the code, changes the number, writes the log. */
export function replaceMobile(input: { uid: string; oldMobile: string; newMobile: string; code: string; remark?: string }): Promise<unknown> {
  return http.post('/api/u/v1/user/replaceMobile', { ...input, staffId: getAuth().staff?.id ?? '' });
}
