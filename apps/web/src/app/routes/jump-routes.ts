import { routesFor, type MenuOptions, type MenuStaff } from '@console/domain';
import type { JumpRoutes } from '../../features/notifications/jump';

/** Notification targets (spec 00 §2) as routes of the active subject's menu. */
export function jumpRoutesFor(subjectCode: number, staff: MenuStaff, landing: string, options?: MenuOptions): JumpRoutes {
  const routes = routesFor(subjectCode, staff, options);
  const first = (candidates: string[]): string => candidates.find((c) => routes.includes(c)) ?? candidates[0];
  return {
    trialUsers: first(['/trial', '/trialUsers', landing]),
    orders: '/order',
    approvals: first(['/approval', '/approvalCenter']),
    noticeHome: '/noticeHome',
  };
}
