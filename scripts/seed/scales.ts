/**
 * Data-set sizes. Everything else is a per-student ratio, so the three scales tell the same story at
 * different volumes (the benchmark set has ~200x the students of the demo set, same mix).
 */
export type ScaleName = 'tiny' | 'small' | 'medium' | 'large';

export interface Scale {
  name: ScaleName;
  students: number;
  /** Days of history before the as-of date (weekly trial terms and 4-weekly system terms fill it). */
  historyDays: number;
  /** Students per class when the planner cuts a (subject, term, category) group into teams. */
  trialClassSize: number;
  systemClassSize: number;
  /** Teachers per subject = students of the subject / this, at least minTeachers. */
  studentsPerTeacher: number;
  minTeachers: number;
  /**
   * Extra closed approvals per student line, so the approval centre's benchmark has its volume
   * (≥ 500,000 flows on the large set; the story alone gives about 0.09 per student). 0 / absent on
   * the demo scales, which then draw exactly the same data as before.
   */
  approvalHistoryPerLine?: number;
}

export const DAY = 86_400_000;

export const SCALES: Readonly<Record<ScaleName, Scale>> = {
  // the integration test: every table has rows, loads in a few seconds on in-memory PGlite
  tiny: { name: 'tiny', students: 300, historyDays: 120, trialClassSize: 12, systemClassSize: 10, studentsPerTeacher: 40, minTeachers: 3 },
  // `npm start` on the embedded database: a console that looks lived-in, loads in seconds
  small: {
    name: 'small',
    students: 5_000,
    historyDays: 240,
    trialClassSize: 14,
    systemClassSize: 12,
    studentsPerTeacher: 120,
    minTeachers: 4,
  },
  // a tenth of the benchmark set, same path (PostgreSQL, parallel COPY): quick benchmark rehearsals
  medium: {
    name: 'medium',
    students: 100_000,
    historyDays: 730,
    trialClassSize: 14,
    systemClassSize: 12,
    studentsPerTeacher: 450,
    minTeachers: 6,
    approvalHistoryPerLine: 0.5,
  },
  // the benchmark set (PostgreSQL only): >= 1M students, 2M orders, 100k teams, 5M learning records
  large: {
    name: 'large',
    students: 1_000_000,
    historyDays: 730,
    trialClassSize: 14,
    systemClassSize: 12,
    studentsPerTeacher: 450,
    minTeachers: 6,
    approvalHistoryPerLine: 0.5,
  },
};

export function isScaleName(value: string): value is ScaleName {
  return value in SCALES;
}

/** Midnight in China of the day holding `ms` (the business runs on Beijing time). */
export function chinaMidnight(ms: number): number {
  const offset = 8 * 3_600_000;
  return Math.floor((ms + offset) / DAY) * DAY - offset;
}

/** Parses --as-of YYYY-MM-DD (China midnight); defaults to today. */
export function parseAsOf(text: string | undefined, now = Date.now()): number {
  if (!text) return chinaMidnight(now);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw new Error(`--as-of 需要 YYYY-MM-DD 格式 / --as-of must be YYYY-MM-DD (got ${text})`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - 8 * 3_600_000;
}
