import { http } from '../../platform/http/client';
import { normaliseStaff, type LoginResult, type Staff } from '../../platform/auth/staff';

const P = '/api/b/v1/staff';

interface RawLogin {
  accessToken: string;
  staff: Record<string, unknown>;
}

const toResult = (r: RawLogin): LoginResult => ({ accessToken: r.accessToken, staff: normaliseStaff(r.staff) });

export async function passwordLogin(userName: string, password: string): Promise<LoginResult> {
  return toResult(await http.post<RawLogin>(`${P}/login`, { userName, password }));
}

export async function sendLoginCode(mobile: string): Promise<void> {
  await http.post<null>(`${P}/sendCode`, undefined, { query: { mobile } });
}

export async function mobileLogin(mobile: string, code: string): Promise<LoginResult> {
  return toResult(await http.post<RawLogin>(`${P}/mobileLogin`, { mobile, code }));
}

export async function fetchCurrentStaff(): Promise<Staff> {
  return normaliseStaff(await http.get<Record<string, unknown>>(`${P}/detail/info`));
}

export async function logout(): Promise<void> {
  await http.post<null>(`${P}/logout`, undefined, { silent: true });
}

export async function resetPassword(staffId: string, pwd: string): Promise<void> {
  await http.post<null>(`${P}/resetPwd`, undefined, { query: { staffId, pwd } });
}

export interface AppSettings {
  preRelease: boolean;
  demo: boolean;
}

/** Public deployment settings (the pre-release flag of the login page). */
export async function fetchAppSettings(): Promise<AppSettings> {
  return http.get<AppSettings>('/api/b/v1/app/settings', undefined, { silent: true });
}
