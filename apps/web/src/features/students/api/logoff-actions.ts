import { http } from '../../../platform/http/client';

const P = '/api/u/v1/user/userLogoffProcess';

/** applyLogoff: opens a process under review (source 2: staff). */
export function applyLogoff(uid: string, reason: string, notes?: string): Promise<unknown> {
  return http.post(`${P}/applyLogoff`, { uid, reason, notes, source: 2 });
}

/** passLogoff: under review → logged off (the student's open process). */
export function passLogoff(uid: string): Promise<unknown> {
  return http.post(`${P}/passLogoff`, { uid });
}

/** cancelLogoff: draft / under review → cancelled. */
export function cancelLogoff(uid: string): Promise<unknown> {
  return http.post(`${P}/cancelLogoff`, { uid });
}
