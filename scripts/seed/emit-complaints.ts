/** Complaints and their handling log. */
import { csvLine, stamp, ts } from './csv';
import { actor } from './emit-approvals';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';
import { complaintLeaf } from './world';

const HOUR = 3_600_000;

export const complaintTable: StudentTable = {
  table: 'complaint',
  columns: [
    'id',
    'subject',
    'complaint_no',
    'uid',
    'order_id',
    'teacher_id',
    'cp_status',
    'cp_status_sub',
    'system_type',
    'contact_type',
    'source',
    'title',
    'content',
    'handle_comment',
    'handler_staff_id',
    'handle_time',
    'finish_time',
    'version',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    s.complaints.forEach((c, k) => {
      const id = base.complaint + k + 1;
      const line = s.lines[c.lineIdx];
      const current = line.systems[line.systems.length - 1] ?? line.trial;
      const handler = c.deals ? actor(world, 'cs', line.code, id) : null;
      const handled = c.deals ? Math.min(c.ctimeMs + 2 * HOUR, world.asOf - 60_000) : null;
      const finished = c.status === 7 ? Math.min(c.ctimeMs + 30 * HOUR, world.asOf - 60_000) : null;
      out(
        csvLine([
          id,
          line.code,
          `TS${stamp(c.ctimeMs).slice(0, 8)}${String(id).padStart(6, '0')}`,
          s.id,
          c.orderIdx === null ? null : base.orders + c.orderIdx + 1,
          current ? teamOf(world, current).teacher.id : null,
          c.status,
          c.sub,
          complaintLeaf(world, c.typeIdx),
          c.contact,
          1,
          c.title,
          c.content,
          c.deals ? (c.status === 7 ? '已与家长沟通并解决' : '已联系家长，正在处理') : null,
          handler?.id ?? null,
          ts(handled),
          ts(finished),
          c.deals,
          ts(c.ctimeMs),
          ts(finished ?? handled ?? c.ctimeMs),
        ]),
      );
    });
  },
};

export const complaintLogTable: StudentTable = {
  table: 'complaint_log',
  columns: [
    'id',
    'subject',
    'complaint_id',
    'staff_id',
    'staff_name',
    'staff_mobile',
    'cp_status',
    'cp_status_sub',
    'system_type',
    'contact_type',
    'handle_comment',
    'ctime',
  ],
  rows(world, { s, base }, out) {
    let id = base.complaint_log;
    s.complaints.forEach((c, k) => {
      const complaintId = base.complaint + k + 1;
      const code = s.lines[c.lineIdx].code;
      const handler = actor(world, 'cs', code, complaintId);
      for (let d = 0; d < c.deals; d++) {
        const last = d === c.deals - 1;
        const status = last ? c.status : 2;
        const at = Math.min(c.ctimeMs + (2 + d * 14) * HOUR, world.asOf - 60_000);
        out(
          csvLine([
            ++id,
            code,
            complaintId,
            handler.id,
            handler.realName,
            handler.mobile,
            status,
            last ? c.sub : 21,
            complaintLeaf(world, c.typeIdx),
            c.contact,
            last && status === 7 ? '已与家长沟通并解决' : '已联系家长，正在处理',
            ts(at),
          ]),
        );
      }
    });
  },
};
