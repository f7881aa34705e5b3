import { http } from '../../platform/http/client';
import type { Page } from '../../components/list-page';
import { NOTIFY_PAGE_SIZE, type Notification } from './types';

/** Spec 00 §7: another API version is used when the page address contains write_app. */
export function notifyPrefix(href: string = typeof window === 'undefined' ? '' : window.location.href): string {
  return `/api/tm/${href.includes('write_app') ? 'v2' : 'v1'}/teacher/manager/notify`;
}

export const notifyKeys = {
  all: ['notify'] as const,
  unread: (staffId: string) => ['notify', 'unread', staffId] as const,
  drawer: (staffId: string) => ['notify', 'drawer', staffId] as const,
};

export function fetchNotifications(
  staffId: string,
  pageNumber: number,
  typeId?: number,
  pageSize = NOTIFY_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return http.get<Page<Notification>>(`${notifyPrefix()}/getAllNotifyByStaffId`, { staffId, pageNumber, pageSize, typeId }, { signal });
}

export function fetchUnreadCount(staffId: string, signal?: AbortSignal) {
  return http.get<number>(`${notifyPrefix()}/getUnreadCountByStaffId`, { staffId }, { signal, silent: true });
}

export function markNotificationsRead(staffId: string, notifyIds: string[]) {
  return http.post<unknown>(`${notifyPrefix()}/updateNotifyIsReadByStaffId`, { staffId, notifyIds });
}

export function markAllNotificationsRead(staffId: string) {
  return http.post<unknown>(`${notifyPrefix()}/updateNotifyIsReadByStaffId`, { staffId, isAllRead: 1 });
}
