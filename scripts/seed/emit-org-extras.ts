/**
 * Organisation extras (issue 16): navy accounts, enterprise-chat staff, sales targets. No handover
 * records: the teachers who left still hold their WeChat and enterprise-chat accounts, which is the
 * work the handover page shows; records come from real handovers.
 */
import { csvLine, money, ts } from './csv';
import type { WorldTable } from './emit-types';

const DAY = 86_400_000;

/** Two navy accounts per generated department (every fifth offline), in the department's subject. */
export const navyTable: WorldTable = {
  table: 'navy_account',
  columns: ['subject', 'weixin_no', 'nickname', 'type', 'zq_status', 'department_id', 'remark', 'ctime', 'utime'],
  rows(world, out) {
    let n = 0;
    for (const d of world.departments) {
      for (let i = 0; i < 2; i++) {
        n++;
        const t = ts(world.asOf - (n % 300) * DAY);
        out(csvLine([d.subject, `navy_${d.id}_${i + 1}`, `水军${n}号`, n % 3 === 0 ? 1 : 0, n % 5 === 0 ? 1 : 0, d.id, null, t, t]));
      }
    }
  },
};

/** One enterprise-chat account per teacher (qw_<teacher id>, as teacher.qw_user_ids says), bound to it. */
export const qwStaffTable: WorldTable = {
  table: 'qw_staff',
  columns: [
    'subject',
    'qw_user_id',
    'name',
    'mobile',
    'department_id',
    'teacher_id',
    'status',
    'last_login_time',
    'last_login_ip',
    'last_login_device',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    for (const t of world.teachers) {
      const left = t.status === 1;
      const last = left ? (t.leaveMs ?? t.joinMs) : world.asOf - (t.id % 7) * DAY - (t.id % 600) * 60_000;
      out(
        csvLine([
          t.subject,
          `qw_${t.id}`,
          t.realname,
          t.phone,
          t.departmentId,
          t.id,
          left ? 1 : 0,
          ts(last),
          `10.${t.id % 250}.${(t.id * 7) % 250}.${(t.id * 13) % 250}`,
          t.id % 2 ? 'WXWork/4.1 (Windows)' : 'WXWork/4.1 (iPhone)',
          ts(t.joinMs),
          ts(t.joinMs),
        ]),
      );
    }
  },
};

/** Targets of the active system-course teachers for their subject's latest three system terms (the orders' term). */
export const targetTable: WorldTable = {
  table: 'teacher_target',
  columns: ['subject', 'teacher_id', 'department_id', 'type', 'term', 'sup', 'gmv_num', 'gmv', 'ctime', 'utime'],
  rows(world, out) {
    const terms = new Map<number, number[]>();
    for (const term of world.terms.filter((x) => x.courseType === 1 && x.enrollStart <= world.asOf).sort((a, b) => b.period - a.period)) {
      const list = terms.get(term.subject) ?? [];
      if (list.length < 3) list.push(term.period);
      terms.set(term.subject, list);
    }
    const t0 = ts(world.asOf - 60 * DAY);
    for (const t of world.teachers.filter((x) => x.dutyId === 2 && x.status === 0)) {
      for (const period of terms.get(t.subject) ?? []) {
        const num = 5 + ((t.id + period) % 16);
        out(csvLine([t.subject, t.id, t.departmentId, 0, period, null, num, money(num * 3_600_00), t0, t0]));
      }
    }
  },
};
