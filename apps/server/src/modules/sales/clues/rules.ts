/**
 * The clue rules the spec leaves open (docs/decisions/clues-and-renewal.md), in one place so the
 * use cases, the job, the models and the pages read the same numbers.
 */
const d = (zh: string, en: string) => ({ zh, en });

/** Library codes (clue_status). */
export const LIBRARY = {
  NEW: 1001,
  HISTORY: 1002,
  PAST: 1003,
  OPEN_SEA: 2000,
  GRAB_TREASURE: 3000,
  DND_STAGED: 4001,
  DND_PERMANENT: 4002,
} as const;
export const LIBRARY_CODES = [1001, 1002, 1003, 2000, 3000, 4001, 4002] as const;
/** The sub-libraries of a teacher's private library: a clue there always has a teacher. */
export const HELD_LIBRARIES: readonly number[] = [1001, 1002, 1003];

export const LIBRARY_LABEL = {
  1001: d('新分子库', 'New sub-library'),
  1002: d('历史库', 'History'),
  1003: d('往期线索', 'Past clues'),
  2000: d('公海', 'Open sea'),
  3000: d('夺宝库', 'Grab treasure'),
  4001: d('阶段免打扰', 'Staged do-not-disturb'),
  4002: d('永久免打扰', 'Permanent do-not-disturb'),
};

export const FLOW_TYPE_LABEL = { 0: d('流转', 'Circulation'), 1: d('变更', 'Change') };

/** A held clue not worked within this many days flows back to the open sea. */
export const FLOW_DAYS = 7;
/** After flowing back, the teacher who lost it may not claim it again for this many days. */
export const FROZEN_DAYS = 3;
export const DAY_MS = 86_400_000;

/** Flow reasons written by the server itself. */
export const REASON = {
  claim: '公海认领',
  allot: '分配给销售',
  change: '批量变更',
  timeout: '超时未跟进，流回公海',
  grab: '流入夺宝库',
  toPrivate: '流回私有库',
  judgment: '线索判定',
} as const;
