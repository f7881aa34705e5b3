/**
 * Subject lines (spec 00 §1, CONTRACT §2). The active subject scopes almost every query.
 *
 * Decision (docs/decisions/subjects.md): the extra key `calligraphy_app` (calligraphy academy) has no
 * code of its own in the spec. We treat it as an ALIAS of the writing subject, code 1: it parses to
 * code 1, scopes queries like `write_app` and shows the writing menu, but keeps its own URL key so
 * `/calligraphy_app/#/order` stays on that key. `SUBJECTS` holds exactly one entry per code (the
 * canonical keys); the alias lives in `SUBJECT_ALIASES`, and `subjectByCode(1)` returns `write_app`.
 */

export const SUBJECT_CODES = [0, 1, 3, 5, 6, 9, 10, 11] as const;
export type SubjectCode = (typeof SUBJECT_CODES)[number];

export type SubjectKey =
  'art_app' | 'write_app' | 'music_app' | 'dance_app' | 'handwork_app' | 'picture_book' | 'music_kind' | 'focus_app' | 'calligraphy_app';

/** Short name used by the spec inventory (`routes[].subject`) and by logo file names. */
export type SubjectSlug = 'art' | 'write' | 'music' | 'dance' | 'handwork' | 'picture_book' | 'music_kind' | 'focus' | 'calligraphy';

export interface Subject {
  code: SubjectCode;
  key: SubjectKey;
  slug: SubjectSlug;
  nameZh: string;
  nameEn: string;
  /** Path of the logo image served by the web app (one per code; the alias uses its code's logo). */
  logo: string;
  /** Set on alias entries: the canonical key of the same code. */
  aliasOf?: SubjectKey;
}

export const DEFAULT_SUBJECT_CODE = 0 as const satisfies SubjectCode;

/** One entry per subject code, in code order. */
export const SUBJECTS: readonly Subject[] = [
  { code: 0, key: 'art_app', slug: 'art', nameZh: '美术', nameEn: 'Art', logo: '/logos/art.svg' },
  { code: 1, key: 'write_app', slug: 'write', nameZh: '书法写字', nameEn: 'Writing', logo: '/logos/write.svg' },
  { code: 3, key: 'music_app', slug: 'music', nameZh: '音乐', nameEn: 'Music', logo: '/logos/music.svg' },
  { code: 5, key: 'dance_app', slug: 'dance', nameZh: '舞蹈', nameEn: 'Dance', logo: '/logos/dance.svg' },
  {
    code: 6,
    key: 'handwork_app',
    slug: 'handwork',
    nameZh: '文化手工',
    nameEn: 'Handwork',
    logo: '/logos/handwork.svg',
  },
  {
    code: 9,
    key: 'picture_book',
    slug: 'picture_book',
    nameZh: '绘本创作',
    nameEn: 'Picture book',
    logo: '/logos/picture-book.svg',
  },
  {
    code: 10,
    key: 'music_kind',
    slug: 'music_kind',
    nameZh: '音乐启蒙',
    nameEn: 'Music enlightenment',
    logo: '/logos/music-kind.svg',
  },
  { code: 11, key: 'focus_app', slug: 'focus', nameZh: '专注力', nameEn: 'Focus training', logo: '/logos/focus.svg' },
];

/** Extra URL keys that map onto an existing code (see the decision above). */
export const CALLIGRAPHY_SUBJECT: Subject = {
  code: 1,
  key: 'calligraphy_app',
  slug: 'calligraphy',
  nameZh: '书法学院',
  nameEn: 'Calligraphy academy',
  logo: '/logos/write.svg',
  aliasOf: 'write_app',
};
export const SUBJECT_ALIASES: readonly Subject[] = [CALLIGRAPHY_SUBJECT];

/** Every key accepted in URLs and in the `subject` header / query parameter. */
export const ALL_SUBJECT_KEYS: readonly SubjectKey[] = [...SUBJECTS, ...SUBJECT_ALIASES].map((s) => s.key);

const BY_CODE = new Map<number, Subject>(SUBJECTS.map((s) => [s.code, s]));
const BY_KEY = new Map<string, Subject>([...SUBJECTS, ...SUBJECT_ALIASES].map((s) => [s.key, s]));

export function isSubjectCode(value: unknown): value is SubjectCode {
  return typeof value === 'number' && BY_CODE.has(value);
}

/** The canonical subject of a code (1 gives write_app); undefined for unknown codes. */
export function subjectByCode(code: number | string | null | undefined): Subject | undefined {
  if (code === null || code === undefined) return undefined;
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return undefined;
  return BY_CODE.get(Number(text));
}

/** A subject by URL key, case-insensitive (`MUSIC_APP` works); aliases included. */
export function subjectByKey(key: string | null | undefined): Subject | undefined {
  if (typeof key !== 'string') return undefined;
  return BY_KEY.get(key.trim().toLowerCase());
}

/**
 * Parses what clients send as a subject: a code (`3`, `"3"`) or a key in any case (`music_app`,
 * `MUSIC_APP`, `calligraphy_app`). Unknown or empty values give undefined (the caller decides the
 * fallback: the staff's first subject on the server, art in the URL).
 */
export function parseSubject(value: string | number | undefined | null): Subject | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? BY_CODE.get(value) : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? BY_CODE.get(Number(text)) : subjectByKey(text);
}

/**
 * The subject of a console URL path: the first path segment (`/music_app/` gives music). On dev and
 * test deployments the app sits under one extra prefix segment, so the second segment is tried when
 * the first is not a key. Anything else falls back to art (spec 00 §1).
 */
export function subjectFromPathname(pathname: string | null | undefined): Subject {
  const segments = (pathname ?? '').split(/[?#]/)[0].split('/').filter(Boolean);
  return subjectByKey(segments[0]) ?? subjectByKey(segments[1]) ?? (BY_CODE.get(DEFAULT_SUBJECT_CODE) as Subject);
}

/** Special subject filter values (spec 00 §1): 555 means 0, 5555 means 999999; others unchanged. */
export function mapSubjectFilterValue(value: number): number;
export function mapSubjectFilterValue(value: string): string;
export function mapSubjectFilterValue(value: number | string): number | string;
export function mapSubjectFilterValue(value: number | string): number | string {
  if (typeof value === 'number') return value === 555 ? 0 : value === 5555 ? 999999 : value;
  const text = value.trim();
  return text === '555' ? '0' : text === '5555' ? '999999' : value;
}

/** Console URL of a route: `/{subjectKey}/#/{route}` (CONTRACT §2). */
export function consoleUrl(subject: Subject | SubjectKey, route: string): string {
  const key = typeof subject === 'string' ? subject : subject.key;
  return `/${key}/#/${route.replace(/^[#/]+/, '')}`;
}
