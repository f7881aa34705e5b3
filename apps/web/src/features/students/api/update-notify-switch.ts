import { http } from '../../../platform/http/client';
import type { NotifySwitch } from './notify-switch';

/** updateUserNotifySwitchV2: ON / OFF for one type. */
export function updateNotifySwitch(userId: string, type: string, status: 'ON' | 'OFF'): Promise<NotifySwitch> {
  return http.post<NotifySwitch>('/api/u/v2/user/updateUserNotifySwitchV2', { userId, type, status });
}
