/** World tables of the schedule: enrollment periods, lessons, classes; and coupons, complaint categories. */
import { csvLine, json, money, pgArray, ts } from './csv';
import type { WorldTable } from './emit-types';
import { unlockMs } from './learning';
import type { World } from './world-types';
import { couponPerUserLimit } from './world-coupons';

const DAY = 86_400_000;

export const managementTable: WorldTable = {
  table: 'management',
  columns: [
    'id',
    'subject',
    'course_type',
    'period',
    'period_name',
    'status',
    'enroll_start',
    'enroll_end',
    'class_start',
    'class_end',
    'course_week',
    'sell_config',
    'config_switch',
    'staff_id',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    for (const t of world.terms) {
      const created = ts(Math.min(t.enrollStart - 7 * DAY, world.asOf - DAY));
      const sell = t.courseType === 0 ? { channels: 'ALL', price: '9.9' } : { channels: 'ALL', renew: true };
      out(
        csvLine([
          t.id,
          t.subject,
          t.courseType,
          t.period,
          t.name,
          t.status,
          ts(t.enrollStart),
          ts(t.enrollEnd),
          ts(t.classStart),
          ts(t.classEnd),
          t.courseWeek,
          json(sell),
          1,
          world.demo.ops ?? null,
          created,
          created,
        ]),
      );
    }
  },
};

export const courseTable: WorldTable = {
  table: 'course',
  columns: ['id', 'subject', 'course_type', 'lesson_type', 'sup', 'level', 'unit', 'lesson', 'title', 'sort', 'status', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 300 * DAY);
    for (const c of world.courses)
      out(
        csvLine([c.id, c.subject, c.lessonType, c.lessonType, c.sup, c.sup.replace('S', 'L'), c.unit, c.lesson, c.title, c.sort, 0, t, t]),
      );
  },
};

/** Lesson code the class is on at the as-of day, and how far through it is (percent). */
export function teamProgress(world: World, team: World['teams'][number]): { lesson: string | null; progress: number } {
  let unlocked = 0;
  while (unlocked < team.lessons && unlockMs(team, unlocked) <= world.asOf) unlocked++;
  const course = unlocked ? world.courses[team.courseIds[unlocked - 1] - 1] : null;
  return { lesson: course?.lesson ?? null, progress: Math.round((unlocked / team.lessons) * 100) };
}

export const teamTable: WorldTable = {
  table: 'team',
  columns: [
    'id',
    'subject',
    'team_name',
    'team_type',
    'team_kind',
    'team_state',
    'term',
    'term_id',
    'teacher_id',
    'teacher_wechat_id',
    'department_id',
    'sup',
    'category',
    'enroll_state',
    'current_lesson',
    'progress',
    'class_start',
    'class_end',
    'course_day',
    'course_day_kind',
    'qr_code',
    'stats_time',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    for (const t of world.teams) {
      const state = world.asOf < t.classStart ? 0 : world.asOf <= t.classEnd ? 1 : 2;
      const p = teamProgress(world, t);
      out(
        csvLine([
          t.id,
          t.subject,
          t.name,
          t.teamType,
          0,
          state,
          t.term.period,
          t.term.id,
          t.teacher.id,
          t.teacher.mainWechatId,
          t.teacher.departmentId,
          t.sup,
          t.category,
          t.term.status <= 1 ? 0 : 1,
          p.lesson,
          p.progress,
          ts(t.classStart),
          ts(t.classEnd),
          t.teamType === 0 ? t.lessons : 1,
          t.teamType === 0 ? 1 : 2,
          `/static/qrcode/team/${t.id}.png`,
          ts(world.asOf),
          ts(t.ctimeMs),
          ts(t.ctimeMs),
        ]),
      );
    }
  },
};

export const couponTable: WorldTable = {
  table: 'coupon',
  columns: [
    'id',
    'subject',
    'name',
    'type',
    'rule',
    'status',
    'threshold_amount',
    'amount',
    'discount',
    'stack',
    'start_date',
    'end_date',
    'valid_type',
    'valid_days',
    'per_user_limit',
    'duty_ids',
    'description',
    'staff_id',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    for (const c of world.coupons) {
      const desc =
        c.rule === 'DISCOUNT' ? `续费享${(c.discount ?? 1000) / 100}折` : `满${money(c.thresholdFen)}元减${money(c.amountFen)}元`;
      out(
        csvLine([
          c.id,
          c.subject,
          c.name,
          c.type,
          c.rule,
          c.status,
          money(c.thresholdFen),
          money(c.amountFen),
          c.discount === null ? null : money(c.discount),
          0,
          ts(c.ctimeMs),
          ts(world.asOf + 365 * DAY),
          2,
          c.validDays,
          couponPerUserLimit(c),
          pgArray(c.type === 1 ? [1] : [1, 2]),
          desc,
          world.demo.ops ?? null,
          ts(c.ctimeMs),
          ts(c.ctimeMs),
        ]),
      );
    }
  },
};

export const couponPackageTable: WorldTable = {
  table: 'coupon_package',
  columns: ['coupon_id', 'package_id'],
  rows(world, out) {
    for (const c of world.coupons) for (const p of c.packageIds) out(csvLine([c.id, p]));
  },
};

export const complaintTypeTable: WorldTable = {
  table: 'complaint_type',
  columns: ['id', 'pid', 'name', 'sort', 'status'],
  rows(world, out) {
    for (const t of world.complaintTypes) out(csvLine([t.id, t.pid, t.name, t.id, 0]));
  },
};
