import type { VisibleMenuGroup } from '@console/domain';
import { pinyin } from 'pinyin-pro';

/**
 * The command palette's pages, the pure part (unit tested): every menu item the staff may open in the
 * subject, findable by its title (either language), the pinyin initials of the Chinese title
 * (订单列表 → ddlb) and its path. Initials are computed here with pinyin-pro, in the palette's own
 * chunk, so the menu data stays as the spec gives it (docs/decisions/console-power.md).
 */
export interface PageEntry {
  path: string;
  title: string;
  group: string;
  titleZh: string;
  titleEn: string;
  initials: string;
}

export function initialsOf(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
}

export function pageEntries(groups: readonly VisibleMenuGroup[], lang: 'zh' | 'en'): PageEntry[] {
  const seen = new Set<string>();
  const out: PageEntry[] = [];
  for (const g of groups) {
    for (const i of g.items) {
      if (seen.has(i.path)) continue;
      seen.add(i.path);
      out.push({
        path: i.path,
        title: lang === 'en' ? i.titleEn : i.titleZh,
        group: lang === 'en' ? g.titleEn : g.titleZh,
        titleZh: i.titleZh,
        titleEn: i.titleEn,
        initials: initialsOf(i.titleZh),
      });
    }
  }
  return out;
}

/** Higher is better; 0 means no match. */
export function scorePage(e: PageEntry, query: string): number {
  const q = query.trim().toLowerCase();
  if (!q) return 1;
  const zh = e.titleZh.toLowerCase();
  const en = e.titleEn.toLowerCase();
  const path = e.path.toLowerCase();
  if (zh === q || en === q || e.initials === q || path === q || path === `/${q}`) return 100;
  if (zh.startsWith(q) || e.initials.startsWith(q)) return 80;
  if (en.startsWith(q)) return 70;
  if (zh.includes(q)) return 60;
  if (e.initials.includes(q)) return 50;
  if (en.includes(q)) return 40;
  if (path.includes(q)) return 30;
  return 0;
}

export function matchPages(entries: readonly PageEntry[], query: string, limit = 8): PageEntry[] {
  return entries
    .map((e, i) => ({ e, i, s: scorePage(e, query) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.e);
}

/** What a typed text searches students by: a number (mobile digits or user number) or a name. */
export type StudentQuery = { kind: 'digits'; value: string } | { kind: 'name'; value: string } | null;

export function studentQuery(input: string): StudentQuery {
  const v = input.trim();
  if (/^\d{4,11}$/.test(v)) return { kind: 'digits', value: v };
  // A name: at least one Chinese character, or two letters (not a path or an initials-only page search).
  if (/[\u4e00-\u9fa5]/.test(v) && v.length <= 20 && !/[*?/]/.test(v)) return { kind: 'name', value: v };
  return null;
}
