import { dateRangeToMs, type ListQueryState } from '../../../components/list-page';

export type RowKind = 'stat' | 'user';
type Filters = ListQueryState['filters'];

const one = (v: Filters[string] | undefined): string | undefined => (Array.isArray(v) ? v.join(',') : v)?.trim() || undefined;
const many = (v: Filters[string] | undefined): string[] | undefined => {
  const list = (Array.isArray(v) ? v : v?.split(','))?.filter(Boolean);
  return list && list.length ? list : undefined;
};
const wildcard = (s: string) => (s.includes('*') ? s : `*${s}*`);

/** The clickable system-list tabs, as filters over the same rows (server: students/menu.ts). */
export function tabFilter(tab: string | undefined): Record<string, unknown> {
  switch (tab) {
    case 'started':
      return { life_cycle: 1 };
    case 'un_started':
      return { life_cycle: 0 };
    case 'finished':
      return { life_cycle: 2 };
    case 'refund':
      return { life_cycle: 91 };
    default:
      return {};
  }
}

/** A department and every department under it (the tree is given as id → pid). */
export function withDescendants(ids: string[], parents: ReadonlyMap<string, string>): string[] {
  const out = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, pid] of parents)
      if (!out.has(id) && out.has(pid)) {
        out.add(id);
        grew = true;
      }
  }
  return [...out];
}

export interface FilterContext {
  /** Department id → parent id, to include the departments under a chosen one. */
  departments?: ReadonlyMap<string, string>;
}

/** The query-language filter (shorthand JSON) of the list's URL filters. */
export function buildFilter(kind: RowKind, f: Filters, opts: { withTab?: boolean } & FilterContext = {}): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  const must: unknown[] = [];
  const mustNot: unknown[] = [];
  const person = (field: string) => (kind === 'stat' ? `user.${field}` : field);
  const key = one(f.key);
  if (key) {
    const p = wildcard(key);
    must.push({ bool: { should: [{ [person('mobile')]: p }, { [person('user_num')]: p }] } });
  }
  const labels = many(f.label);
  if (labels) q[person('labelRecords.label_id')] = labels;
  const intention = one(f.intention);
  if (intention === 'track') q[person('intentions.is_track')] = 1;
  if (intention === 'none') mustNot.push({ term: { [person('intentions.is_track')]: 1 } });
  const departments = many(f.department);
  if (departments) q['teacher.department_id'] = withDescendants(departments, opts.departments ?? new Map());
  if (must.length || mustNot.length) q.bool = { ...(must.length ? { must } : {}), ...(mustNot.length ? { must_not: mustNot } : {}) };
  const ints: Array<[string, string]> = [
    ['term', 'term'],
    ['user_status', 'user_status'],
    ['life_cycle', 'life_cycle'],
    ['added_wechat', 'added_wechat'],
    ['added_group', 'added_group'],
    ['express_status', 'express_status'],
  ];
  for (const [name, field] of ints) {
    const v = many(f[name]);
    if (v) q[kind === 'stat' && name === 'user_status' ? 'user.user_status' : field] = v.map(Number);
  }
  const sup = one(f.sup);
  if (sup) q.sup = sup;
  // teacher and channel: an id, or a name (wildcard through the batch-loaded relation)
  const teacher = one(f.teacher);
  if (teacher) q[/^\d+$/.test(teacher) ? 'teacher_id' : 'teacher.realname'] = /^\d+$/.test(teacher) ? teacher : wildcard(teacher);
  const team = one(f.team);
  if (team) q.team_id = team;
  const channel = one(f.channel);
  if (channel && /^\d+$/.test(channel)) q[kind === 'stat' ? 'user.userExtends.channel_id' : 'channel_id'] = channel;
  else if (channel) q[person('channelInfo.name')] = wildcard(channel);
  const range = dateRangeToMs(f.date);
  if (range) q[kind === 'stat' ? 'ctime' : 'join_date'] = range;
  if (opts.withTab) Object.assign(q, tabFilter(one(f.tab)));
  return q;
}
