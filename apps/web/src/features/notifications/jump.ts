import type { Notification } from './types';

/** Routes of the active subject a notification can lead to (they differ per subject's menu). */
export interface JumpRoutes {
  trialUsers: string;
  orders: string;
  approvals: string;
  noticeHome: string;
}

/**
 * Spec 00 §2: type 3 goes to the trial users page, 4 to orders, 5 to the approval centre, 10 to the
 * user details page with the id, anything else to the notice home.
 */
export function jumpTarget(n: Pick<Notification, 'typeId' | 'jumpLink'>, routes: JumpRoutes): string {
  switch (Number(n.typeId)) {
    case 3:
      return routes.trialUsers;
    case 4:
      return routes.orders;
    case 5:
      return routes.approvals;
    case 10: {
      const id = userIdOf(n.jumpLink);
      return id ? `/details/${id}` : routes.noticeHome;
    }
    default:
      return routes.noticeHome;
  }
}

/** The user id a type-10 notification carries: the jump link is the id, `...details/{id}` or `?id=`. */
export function userIdOf(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  const s = link.trim();
  if (/^\d+$/.test(s)) return s;
  const m = /details\/(\d+)/.exec(s) ?? /[?&](?:id|userId|uid|u_id)=(\d+)/.exec(s);
  return m?.[1];
}

export const isUnread = (n: Pick<Notification, 'isRead'>): boolean => !n.isRead;
