import { http } from '../../../platform/http/client';

/** userintention/create: one row per student and type; a second create updates today / tomorrow. */
export function createIntention(input: { uid: string; today?: string; tomorrow?: string }): Promise<unknown> {
  return http.post('/api/u/v2/user/userintention/create', { uid: input.uid, type: 0, today: input.today, tomorrow: input.tomorrow });
}
