/** World tables of the catalogue, periods, lessons, classes and coupons. */
import { csvLine, json, money, pgArray, ts } from './csv';
import type { WorldTable } from './emit-types';
import { unlockMs } from './learning';
import { convertPrice, packagePrices } from './world-catalog';
import type { World } from './world-types';

const DAY = 86_400_000;

export const channelClassTable: WorldTable = {
  table: 'channel_class',
  columns: ['id', 'subject', 'pid', 'name', 'level', 'sort', 'status', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 300 * DAY);
    for (const c of world.channelClasses) out(csvLine([c.id, c.subject, c.pid, c.name, c.level, c.sort, 0, t, t]));
  },
};

export const channelTable: WorldTable = {
  table: 'channel',
  columns: ['id', 'subject', 'channel_class_id', 'name', 'inner_name', 'code', 'status', 'remark', 'staff_id', 'ctime', 'utime'],
  rows(world, out) {
    for (const c of world.channels) out(csvLine([c.id, c.subject, c.classId, c.name, c.name.split('-').pop(), c.code, c.status, c.status ? '合作结束' : null, world.demo.ops ?? null, ts(c.ctimeMs), ts(c.ctimeMs)]));
  },
};

export const topicTable: WorldTable = {
  table: 'topic',
  columns: ['id', 'subject', 'name', 'status', 'detail', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 200 * DAY);
    for (const sw of world.subjects) out(csvLine([sw.topicId, sw.content.code, `${sw.content.brand}专题课`, 0, json({ banner: `/static/topic/${sw.content.slug}.png` }), t, t]));
  },
};

export const productTable: WorldTable = {
  table: 'product',
  columns: ['id', 'subject', 'name', 'title', 'status', 'type', 'unit', 'price', 'center_product_code', 'course_difficulty', 'count', 'course_week', 'is_gifts', 'images', 'country_codes', 'ctime', 'utime'],
  rows(world, out) {
    for (const p of world.products) {
      const actual = p.type === 'ACTUAL_GOODS';
      out(csvLine([p.id, p.subject, p.name, p.name, 0, p.type, actual ? '套' : '课', money(p.fen), p.code, p.sup, 1, p.courseWeek, p.name.includes('好礼') ? 1 : 0, json([`/static/product/${p.id}.jpg`]), pgArray(['CN']), ts(p.ctimeMs), ts(p.ctimeMs)]));
    }
  },
};

export const productPriceTable: WorldTable = {
  table: 'product_price',
  columns: ['product_id', 'currencies_code', 'currencies_price', 'achievement_price'],
  rows(world, out) {
    for (const p of world.products) {
      out(csvLine([p.id, 'CNY', money(p.fen), money(Math.round(p.fen * 0.8))]));
      if (p.fen > 0) out(csvLine([p.id, 'USD', money(convertPrice(p.fen, 'USD')), null]));
    }
  },
};

export const packageTable: WorldTable = {
  table: 'package',
  columns: [
    'id', 'subject', 'name', 'sub_title', 'label', 'type', 'status', 'regtype', 'sup', 'category', 'course_length', 'cost_price', 'price', 'original',
    'effective_days', 'delivery_type', 'course_week', 'course_day', 'payment', 'system_course_version', 'sub_order_size', 'topic_id', 'country_codes', 'staff_id', 'ctime', 'utime',
  ],
  rows(world, out) {
    const topicOf = new Map(world.subjects.map((sw) => [sw.content.code, sw.topicId]));
    for (const p of world.packages) {
      const system = p.regtype === 2 || p.regtype === 3;
      out(csvLine([
        p.id, p.subject, p.name, system ? '含全部课程与随材盒子' : null, p.regtype === 1 ? '体验' : system ? '系统课' : null, p.regtype, p.status, p.regtype, p.sup, p.category,
        p.courseLength, money(Math.round(p.fen * 0.35)), money(p.fen), money(p.originalFen), p.courseWeek ? p.courseWeek * 7 + 30 : 365, p.expressType === null ? 0 : 1,
        p.courseWeek, p.courseDay, p.fen > 0 ? 'ONLINE' : 'FREE', system ? 'V3' : null, p.productIds.length > 1 ? p.productIds.length : 0,
        p.regtype === 7 ? topicOf.get(p.subject) : null, pgArray(p.currencies.length > 1 ? ['CN', 'US', 'HK', 'TW', 'SG'] : ['CN']), world.demo.ops ?? null, ts(p.ctimeMs), ts(p.ctimeMs),
      ]));
    }
  },
};

export const packagePriceTable: WorldTable = {
  table: 'package_price',
  columns: ['package_id', 'currencies_code', 'price', 'original', 'atome_price'],
  rows(world, out) {
    for (const p of world.packages) {
      for (const pr of packagePrices(p)) out(csvLine([p.id, pr.code, money(pr.fen), money(pr.originalFen), pr.code === 'SGD' || pr.code === 'MYR' ? money(pr.fen) : null]));
    }
  },
};

export const packageProductTable: WorldTable = {
  table: 'package_product',
  columns: ['package_id', 'product_id', 'quantity', 'sort'],
  rows(world, out) {
    for (const p of world.packages) p.productIds.forEach((id, k) => out(csvLine([p.id, id, 1, k])));
  },
};

export const managementTable: WorldTable = {
  table: 'management',
  columns: ['id', 'subject', 'course_type', 'period', 'period_name', 'status', 'enroll_start', 'enroll_end', 'class_start', 'class_end', 'course_week', 'sell_config', 'config_switch', 'staff_id', 'ctime', 'utime'],
  rows(world, out) {
    for (const t of world.terms) {
      const created = ts(Math.min(t.enrollStart - 7 * DAY, world.asOf - DAY));
      const sell = t.courseType === 0 ? { channels: 'ALL', price: '9.9' } : { channels: 'ALL', renew: true };
      out(csvLine([t.id, t.subject, t.courseType, t.period, t.name, t.status, ts(t.enrollStart), ts(t.enrollEnd), ts(t.classStart), ts(t.classEnd), t.courseWeek, json(sell), 1, world.demo.ops ?? null, created, created]));
    }
  },
};

export const courseTable: WorldTable = {
  table: 'course',
  columns: ['id', 'subject', 'course_type', 'lesson_type', 'sup', 'level', 'unit', 'lesson', 'title', 'sort', 'status', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 300 * DAY);
    for (const c of world.courses) out(csvLine([c.id, c.subject, c.lessonType, c.lessonType, c.sup, c.sup.replace('S', 'L'), c.unit, c.lesson, c.title, c.sort, 0, t, t]));
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
    'id', 'subject', 'team_name', 'team_type', 'team_kind', 'team_state', 'term', 'term_id', 'teacher_id', 'teacher_wechat_id', 'department_id', 'sup', 'category',
    'enroll_state', 'current_lesson', 'progress', 'class_start', 'class_end', 'course_day', 'course_day_kind', 'qr_code', 'stats_time', 'ctime', 'utime',
  ],
  rows(world, out) {
    for (const t of world.teams) {
      const state = world.asOf < t.classStart ? 0 : world.asOf <= t.classEnd ? 1 : 2;
      const p = teamProgress(world, t);
      out(csvLine([
        t.id, t.subject, t.name, t.teamType, 0, state, t.term.period, t.term.id, t.teacher.id, t.teacher.mainWechatId, t.teacher.departmentId, t.sup, t.category,
        t.term.status <= 1 ? 0 : 1, p.lesson, p.progress, ts(t.classStart), ts(t.classEnd), t.teamType === 0 ? t.lessons : 1, t.teamType === 0 ? 1 : 2,
        `/static/qrcode/team/${t.id}.png`, ts(world.asOf), ts(t.ctimeMs), ts(t.ctimeMs),
      ]));
    }
  },
};

export const couponTable: WorldTable = {
  table: 'coupon',
  columns: ['id', 'subject', 'name', 'type', 'rule', 'status', 'threshold_amount', 'amount', 'discount', 'stack', 'start_date', 'end_date', 'valid_type', 'valid_days', 'per_user_limit', 'duty_ids', 'description', 'staff_id', 'ctime', 'utime'],
  rows(world, out) {
    for (const c of world.coupons) {
      const desc = c.rule === 'DISCOUNT' ? `续费享${(c.discount ?? 1000) / 100}折` : `满${money(c.thresholdFen)}元减${money(c.amountFen)}元`;
      out(csvLine([
        c.id, c.subject, c.name, c.type, c.rule, c.status, money(c.thresholdFen), money(c.amountFen), c.discount === null ? null : money(c.discount), 0,
        ts(c.ctimeMs), ts(world.asOf + 365 * DAY), 2, c.validDays, c.type === 2 ? 1 : null, pgArray(c.type === 1 ? [1] : [1, 2]), desc, world.demo.ops ?? null, ts(c.ctimeMs), ts(c.ctimeMs),
      ]));
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
