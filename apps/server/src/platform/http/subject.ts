import { mapSubjectFilterValue, parseSubject } from '@console/domain';
import type { StaffPrincipal } from './context';
import { AppError, errors } from './errors';

/**
 * The request's subject: the `subject` query parameter wins over the header; a code (3) or a key
 * (music_app / MUSIC_APP); missing means the staff's first subject. It must be one the staff holds.
 */
export function resolveSubject(staff: StaffPrincipal, queryValue: unknown, headerValue: unknown): number {
  const raw = firstString(queryValue) ?? firstString(headerValue);
  if (raw === undefined || raw === '') return staff.subjectList[0] ?? 0;
  const mapped = /^\d+$/.test(raw) ? String(mapSubjectFilterValue(Number(raw))) : raw;
  const subject = parseSubject(mapped);
  if (!subject) throw errors.invalidField('subject', '不是有效的学科', 'is not a known subject');
  if (!staff.subjectList.includes(subject.code)) {
    throw new AppError('FORBIDDEN', `没有该学科的权限：${subject.nameZh}`, `No permission for subject ${subject.key}`);
  }
  return subject.code;
}

function firstString(v: unknown): string | undefined {
  if (Array.isArray(v)) return firstString(v[0]);
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' ? v.trim() : undefined;
}
