/**
 * Enrollment periods (management rows): weekly trial terms and four-weekly system terms, numbered
 * from a fixed calendar epoch so the same week has the same period number at every scale. Status
 * follows the dates relative to the as-of day, so every status 0-4 occurs.
 */
import { DAY } from './scales';
import type { TermRow, World } from './world-types';

/** Monday 2020-01-06 00:00 in China: period 1 of both cadences. */
const EPOCH = Date.UTC(2020, 0, 6) - 8 * 3_600_000;
const WEEK = 7 * DAY;
/** Trial enrolment closes a week before class (materials ship in that week): some term is always 待开课. */
export const TRIAL_ENROLL_DAYS = 21;
export const SYSTEM_WEEKS = 8;

export function termStatus(t: Pick<TermRow, 'enrollStart' | 'enrollEnd' | 'classStart' | 'classEnd'>, asOf: number): number {
  if (asOf < t.enrollStart) return 0;
  if (asOf <= t.enrollEnd) return 1;
  if (asOf < t.classStart) return 2;
  if (asOf <= t.classEnd) return 3;
  return 4;
}

const md = (ms: number) => {
  const d = new Date(ms + 8 * 3_600_000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

export function buildTerms(world: World): void {
  const firstWeek = Math.ceil((world.start - EPOCH) / WEEK);
  const lastWeek = Math.floor((world.asOf + 28 * DAY - EPOCH) / WEEK);
  // system terms start 4-weekly; start early enough that the first trial graduates have one
  const firstCycle = Math.floor((world.start - EPOCH) / (4 * WEEK));
  const lastCycle = Math.floor((world.asOf + 56 * DAY - EPOCH) / (4 * WEEK));
  for (const sw of world.subjects) {
    const brand = sw.content.brand;
    for (let w = firstWeek; w <= lastWeek; w++) {
      const classStart = EPOCH + w * WEEK;
      const t: TermRow = {
        id: world.terms.length + 1,
        subject: sw.content.code,
        courseType: 0,
        period: w + 1,
        name: '',
        enrollStart: classStart - TRIAL_ENROLL_DAYS * DAY,
        enrollEnd: classStart - 7 * DAY - 3_600_000,
        classStart,
        classEnd: classStart + 14 * DAY,
        status: 0,
        courseWeek: 2,
      };
      t.name = `${brand}体验课第${t.period}期（${md(classStart)}开课）`;
      t.status = termStatus(t, world.asOf);
      world.terms.push(t);
      sw.trialTerms.push(t);
    }
    for (let c = firstCycle; c <= lastCycle; c++) {
      const classStart = EPOCH + c * 4 * WEEK;
      const t: TermRow = {
        id: world.terms.length + 1,
        subject: sw.content.code,
        courseType: 1,
        period: c + 1,
        name: '',
        enrollStart: classStart - 32 * DAY,
        enrollEnd: classStart - 3 * DAY,
        classStart,
        classEnd: classStart + SYSTEM_WEEKS * WEEK,
        status: 0,
        courseWeek: SYSTEM_WEEKS,
      };
      t.name = `${brand}系统课第${t.period}期（${md(classStart)}开课）`;
      t.status = termStatus(t, world.asOf);
      world.terms.push(t);
      sw.systemTerms.push(t);
    }
  }
}

/** Index of the first term whose enrollment is still open at `ms` (terms are sorted), or -1. */
export function termFor(terms: readonly TermRow[], ms: number): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid].enrollEnd < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo < terms.length ? lo : -1;
}
