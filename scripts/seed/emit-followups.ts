/** Student history tables: logoff processes, follow-up logs, intentions. */
import { csvLine, ts } from './csv';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';

const DAY = 86_400_000;

export const logoffTable: StudentTable = {
  table: 'logoff_process',
  columns: [
    'id',
    'subject',
    'user_id',
    'status',
    'source',
    'reason',
    'notes',
    'apply_time',
    'approval_time',
    'logoff_time',
    'staff_id',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    if (!s.logoff || s.logoffMs === null) return;
    const apply = s.logoffMs - 3 * DAY;
    const done = s.logoff === 1;
    const staff = world.backOffice.cs[s.id % world.backOffice.cs.length]?.id ?? null;
    out(
      csvLine([
        base.logoff_process + 1,
        s.lines[0].code,
        s.id,
        done ? 2 : 1,
        1,
        '不再使用该账号',
        done ? '已核实身份，注销完成' : null,
        ts(apply),
        done ? ts(s.logoffMs) : null,
        done ? ts(s.logoffMs) : null,
        done ? staff : null,
        ts(apply),
        ts(done ? s.logoffMs : apply),
      ]),
    );
  },
};

export const followLogTable: StudentTable = {
  table: 'follow_log',
  columns: [
    'id',
    'subject',
    'uid',
    'teacher_id',
    'staff_id',
    'source',
    'label_text',
    'contact_type',
    'point_type',
    'finish_type',
    'content',
    'ctime',
  ],
  rows(world, { s, base }, out) {
    let id = base.follow_log;
    for (const line of s.lines) {
      for (const f of line.follows) {
        const t = teamOf(world, f.enrollment).teacher;
        out(
          csvLine([
            ++id,
            line.code,
            s.id,
            t.id,
            t.staffId,
            f.enrollment.kind === 'trial' ? 1 : 2,
            f.label,
            f.contact,
            f.enrollment.kind === 'trial' ? 1 : 2,
            id % 3 === 0 ? 2 : 1,
            f.content,
            ts(f.ms),
          ]),
        );
      }
    }
  },
};

export const intentionTable: StudentTable = {
  table: 'user_intention',
  columns: ['id', 'subject', 'uid', 'teacher_id', 'type', 'describe', 'is_track', 'today', 'tomorrow', 'ctime', 'utime'],
  rows(world, { s, base }, out) {
    let id = base.user_intention;
    for (const line of s.lines) {
      if (!line.intention || !line.trial) continue;
      const t = teamOf(world, line.trial).teacher;
      const strong = line.trial.engagement > 0.5;
      const ms = line.trial.enterMs + 3 * DAY;
      out(
        csvLine([
          ++id,
          line.code,
          s.id,
          t.id,
          1,
          strong ? '意向较强，关注系统课价格和上课时间' : '意向一般，家长还在比较',
          strong ? 1 : 0,
          strong ? '已发送课程介绍' : '已加微信',
          strong ? '跟进优惠方案' : '周末再联系',
          ts(Math.min(ms, world.asOf - DAY)),
          ts(Math.min(ms, world.asOf - DAY)),
        ]),
      );
    }
  },
};
