import { dateRangeToMs } from '../../components/list-page';

type FilterValue = string | string[];

/** The list filters of a class list as the query-language filter (shorthand: equality, lists, wildcards, ranges). */
export function teamFilter(f: Record<string, FilterValue | undefined>, withState = true): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const one = (v: FilterValue | undefined) => (Array.isArray(v) ? v.join(',') : v)?.trim() || undefined;
  const many = (v: FilterValue | undefined) => (Array.isArray(v) ? v : (v?.split(',') ?? [])).filter(Boolean);
  const name = one(f.team_name);
  if (name) out.team_name = `*${name}*`;
  const term = one(f.term);
  if (term && /^\d+$/.test(term)) out.term = Number(term);
  if (withState && many(f.team_state).length) out.team_state = many(f.team_state).map(Number);
  if (many(f.sup).length) out.sup = many(f.sup);
  if (many(f.enroll_state).length) out.enroll_state = many(f.enroll_state).map(Number);
  if (many(f.category).length) out.category = many(f.category).map(Number);
  const teacher = one(f.teacher);
  if (teacher) out['teacher.realname'] = `*${teacher}*`;
  const dept = one(f.department);
  if (dept) out['department.name'] = `*${dept}*`;
  const start = dateRangeToMs(f.class_start);
  if (start) out.class_start = start;
  return out;
}
