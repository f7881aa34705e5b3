import { consoleUrl, landingRoute, parseSubject, subjectByCode, subjectFromPathname, type Subject } from '@console/domain';
import type { Staff } from '../auth/staff';

/** The subject of the page the browser shows (first path segment; unknown keys fall back to art). */
export function pageSubject(): Subject {
  return subjectFromPathname(typeof window === 'undefined' ? '/' : window.location.pathname);
}

/** The subjects a staff member may switch to, in their list order, unknown codes dropped. */
export function staffSubjects(staff: Pick<Staff, 'subjectList'>): Subject[] {
  return staff.subjectList.map((c) => subjectByCode(c)).filter((s): s is Subject => Boolean(s));
}

/** The landing page of a subject for this staff member (spec 00 §2 landing rules). */
export function landingUrl(subject: Subject, staff: Pick<Staff, 'roleIds'>): string {
  return consoleUrl(subject, landingRoute(subject.code, staff.roleIds));
}

/**
 * Where to go after logging in: back to the page that sent the staff to the login page when its subject
 * is one they hold; otherwise the landing page of their first subject.
 */
export function afterLoginUrl(staff: Staff, redirect?: string): string {
  if (redirect && /^\/[a-z_]+\/#\//i.test(redirect)) {
    const subject = parseSubject(redirect.split('/')[1]);
    if (subject && staff.subjectList.includes(subject.code)) return redirect;
  }
  const first = staffSubjects(staff)[0] ?? subjectByCode(0)!;
  return landingUrl(first, staff);
}
