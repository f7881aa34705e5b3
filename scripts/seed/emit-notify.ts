/**
 * Notifications for the demo staff (CONTRACT §6): what the drawer shows right after login. Type ids
 * follow the spec's jump targets: 3 trial users page, 4 order page, 5 approval centre, 10 a student.
 */
import { SUBJECTS } from '@console/domain';
import { csvLine, ts } from './csv';
import type { WorldTable } from './emit-types';
import { Rng } from './rng';

const HOUR = 3_600_000;

export const notificationTable: WorldTable = {
  table: 'notification',
  columns: [
    'staff_id',
    'type_id',
    'type_name',
    'title',
    'brief_introduction',
    'content',
    'jump_link',
    'subject',
    'is_read',
    'notify_time',
    'read_time',
  ],
  rows(world, out) {
    const rng = new Rng(world.seed, 909);
    const students = world.scale.students;
    for (const staff of world.staff.filter((s) => s.demo)) {
      const subjects = staff.subjects.length ? staff.subjects : [0];
      const n = rng.int(8, 14);
      for (let k = 0; k < n; k++) {
        const code = subjects[k % subjects.length];
        const key = SUBJECTS.find((s) => s.code === code)?.key ?? 'art_app';
        // recent students first, the showcase student (id 1) in every drawer
        const studentId = k === 0 ? 1 : Math.max(1, students - rng.int(0, Math.min(students - 1, 500)));
        const type = [10, 3, 4, 5][k % 4];
        const at = world.asOf - (k * 7 + rng.int(1, 6)) * HOUR;
        const read = k >= 4 && rng.chance(0.6);
        const msg: Record<number, [string, string, string, string]> = {
          3: ['新学员分配', '您有新的体验课学员', `新分配体验课学员，请在24小时内添加微信并完成首次联系。`, `/${key}/#/trialUsers`],
          4: ['订单通知', '学员完成了系统课购买', `学员（ID ${studentId}）已支付系统课订单，请及时跟进开课安排。`, `/${key}/#/order`],
          5: ['审批通知', '您有一条待处理的审批', '有新的退款申请等待审批，请前往审批中心处理。', `/${key}/#/approvalCenter`],
          10: ['学员动态', '学员学习提醒', `学员（ID ${studentId}）本周已完成全部课程，记得点评作品。`, `/${key}/#/details/${studentId}`],
        };
        const [typeName, title, content, link] = msg[type];
        out(
          csvLine([staff.id, type, typeName, title, content.slice(0, 40), content, link, code, read, ts(at), read ? ts(at + HOUR) : null]),
        );
      }
    }
  },
};
