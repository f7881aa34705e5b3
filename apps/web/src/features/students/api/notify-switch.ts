import { http } from '../../../platform/http/client';

export interface NotifySwitch {
  userId: string;
  type: string;
  status: 'ON' | 'OFF';
  utime: number | null;
}

/** Notification types the switch covers (COMMENT is the default type). */
export const NOTIFY_TYPES = ['COMMENT', 'COURSE', 'ACTIVITY', 'ORDER'] as const;

/** getUserNotifySwitchV2: one type's switch (never set = OFF). */
export function fetchNotifySwitch(userId: string, type: string, signal?: AbortSignal): Promise<NotifySwitch> {
  return http.get<NotifySwitch>('/api/u/v2/user/getUserNotifySwitchV2', { userId, type }, { signal });
}
