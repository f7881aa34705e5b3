/**
 * Learning outcomes per lesson: a pure function of (enrollment seed, lesson index), so the
 * learning_record rows and the counters on student_team (printed in different passes) always agree
 * without keeping 5,000,000 records anywhere. A record exists for every lesson unlocked while the
 * student was in the class, once the student has opened the app.
 */
import { hash3 } from './rng';
import { DAY } from './scales';
import type { EnrollmentStory } from './story-types';
import type { TeamShape } from './world';

const HOUR = 3_600_000;
const UNLOCK_HOUR = 8 * HOUR;

export interface Lesson {
  k: number;
  unlockMs: number;
  state: number;
  joinMs: number | null;
  completeMs: number | null;
  taskMs: number | null;
  commentMs: number | null;
  listenMs: number | null;
  lastMs: number;
  duration: number;
  joinCount: number;
  completeCount: number;
  taskCount: number;
  commentCount: number;
  listenCount: number;
  chapters: number;
}

export function newLesson(): Lesson {
  return {
    k: 0,
    unlockMs: 0,
    state: 1,
    joinMs: null,
    completeMs: null,
    taskMs: null,
    commentMs: null,
    listenMs: null,
    lastMs: 0,
    duration: 0,
    joinCount: 0,
    completeCount: 0,
    taskCount: 0,
    commentCount: 0,
    listenCount: 0,
    chapters: 0,
  };
}

export function unlockMs(team: TeamShape, k: number): number {
  return team.classStart + k * team.lessonSpacingDays * DAY + UNLOCK_HOUR;
}

/** Lessons unlocked for this member by the as-of day (0 when the app was never opened). */
export function unlockedCount(team: TeamShape, e: EnrollmentStory, asOf: number): number {
  if (!e.opened) return 0;
  const limit = Math.min(asOf, e.leaveMs ?? asOf);
  if (limit < unlockMs(team, 0)) return 0;
  return Math.min(team.lessons, Math.floor((limit - unlockMs(team, 0)) / (team.lessonSpacingDays * DAY)) + 1);
}

/** Fills `out` with what the student did in lesson k (reused object: 5M lessons, no garbage). */
export function lessonAt(team: TeamShape, e: EnrollmentStory, k: number, asOf: number, out: Lesson): Lesson {
  const u = (j: number) => hash3(e.seed, k, j) / 4294967296;
  const eng = e.engagement;
  out.k = k;
  out.unlockMs = unlockMs(team, k);
  out.joinMs = out.completeMs = out.taskMs = out.commentMs = out.listenMs = null;
  out.joinCount = out.completeCount = out.taskCount = out.commentCount = out.listenCount = out.chapters = out.duration = 0;
  out.state = 1;
  out.lastMs = out.unlockMs;
  const cap = asOf - 60_000;
  if (u(1) < (0.35 + 0.6 * eng) * (1 - 0.03 * k)) {
    const join = out.unlockMs + Math.floor(u(2) * 48 * HOUR);
    if (join <= cap) {
      out.joinMs = join;
      out.state = 2;
      out.joinCount = u(3) < 0.25 ? 2 : 1;
      out.duration = 300 + Math.floor(u(4) * 2400);
      out.chapters = 1 + Math.floor(u(5) * 3);
      out.lastMs = join;
      const complete = join + (10 + Math.floor(u(6) * 35)) * 60_000;
      if (u(7) < 0.7 + 0.25 * eng && complete <= cap) {
        out.completeMs = complete;
        out.state = 3;
        out.completeCount = 1;
        out.chapters = 4;
        out.lastMs = complete;
        const task = complete + (5 + Math.floor(u(8) * 115)) * 60_000;
        if (u(9) < 0.3 + 0.5 * eng && task <= cap) {
          out.taskMs = task;
          out.taskCount = 1;
          out.lastMs = task;
          const comment = task + (2 + Math.floor(u(10) * 28)) * HOUR;
          if (u(11) < 0.85 && comment <= cap) {
            out.commentMs = comment;
            out.commentCount = 1;
            const listen = comment + (1 + Math.floor(u(12) * 47)) * HOUR;
            if (u(13) < 0.6 && listen <= cap) {
              out.listenMs = listen;
              out.listenCount = 1;
              out.lastMs = listen;
            }
          }
        }
      }
    }
  }
  return out;
}

export interface LessonTotals {
  unlocked: number;
  joined: number;
  completed: number;
  tasks: number;
  comments: number;
  lastJoin: number | null;
  lastComplete: number | null;
  lastTask: number | null;
}

/** The member's counters on student_team, summed over the same lessons the records show. */
export function lessonTotals(team: TeamShape, e: EnrollmentStory, asOf: number, scratch: Lesson): LessonTotals {
  const t: LessonTotals = {
    unlocked: unlockedCount(team, e, asOf),
    joined: 0,
    completed: 0,
    tasks: 0,
    comments: 0,
    lastJoin: null,
    lastComplete: null,
    lastTask: null,
  };
  for (let k = 0; k < t.unlocked; k++) {
    const l = lessonAt(team, e, k, asOf, scratch);
    if (l.joinMs !== null) {
      t.joined++;
      t.lastJoin = Math.max(t.lastJoin ?? 0, l.joinMs);
    }
    if (l.completeMs !== null) {
      t.completed++;
      t.lastComplete = Math.max(t.lastComplete ?? 0, l.completeMs);
    }
    if (l.taskMs !== null) {
      t.tasks++;
      t.lastTask = Math.max(t.lastTask ?? 0, l.taskMs);
    }
    if (l.commentMs !== null) t.comments++;
  }
  return t;
}
