/** Class membership (the statistics rows of the trial and system lists) and learning records. */
import { csvLine, ts } from './csv';
import { outTradeNo } from './emit-orders';
import { teamOf } from './emit-students';
import type { StudentTable } from './emit-types';
import { lessonAt, lessonTotals, newLesson, unlockedCount } from './learning';
import type { EnrollmentStory } from './story-types';
import type { World } from './world-types';

const WEEK = 7 * 86_400_000;
const scratch = newLesson();

function lifeCycle(world: World, e: EnrollmentStory): number {
  if (e.refundStatus === 1) return 91;
  const t = teamOf(world, e);
  return world.asOf < t.classStart ? 0 : world.asOf <= t.classEnd ? 1 : 2;
}

export const studentTeamTable: StudentTable = {
  table: 'student_team',
  columns: [
    'id',
    'subject',
    'student_id',
    'team_id',
    'team_type',
    'term',
    'sup',
    'category',
    'teacher_id',
    'teacher_wechat_id',
    'department_id',
    'order_id',
    'order_no',
    'buytime',
    'life_cycle',
    'course_state',
    'current_super',
    'current_level',
    'current_unit',
    'current_lesson',
    'remaining_week',
    'added_group',
    'added_wechat',
    'follow',
    'express_status',
    'express_send_count',
    'express_sign_in_count',
    'is_conversion',
    'renew_status',
    'refund_status',
    'enter_team_way',
    'enter_team_time',
    'leave_time',
    'send_course_time',
    'join_count',
    'complete_count',
    'task_count',
    'comment_count',
    'last_join_time',
    'last_complete_time',
    'last_task_time',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    s.enrollments.forEach((e, k) => {
      const team = teamOf(world, e);
      const o = s.orders[e.orderIdx];
      const orderId = base.orders + e.orderIdx + 1;
      const totals = lessonTotals(team, e, world.asOf, scratch);
      const current = totals.unlocked ? world.courses[team.courseIds[totals.unlocked - 1] - 1] : null;
      const shipment = o.express[0];
      const sent = o.express.filter((x) => x.status === 2 || x.status === 3 || x.status === 4 || x.status === 5 || x.status === 8).length;
      const signed = o.express.filter((x) => x.status === 3).length;
      const weeks = o.pkg.courseWeek ?? 0;
      const remaining =
        e.kind === 'system' && e.refundStatus !== 1
          ? Math.max(0, weeks - Math.max(0, Math.floor((world.asOf - team.classStart) / WEEK)))
          : null;
      const followed = s.lines[e.lineIdx].follows.some((f) => f.enrollment === e);
      const utime = Math.max(e.enterMs, totals.lastJoin ?? 0, totals.lastTask ?? 0, e.leaveMs ?? 0);
      out(
        csvLine([
          base.student_team + k + 1,
          team.subject,
          s.id,
          team.id,
          team.teamType,
          team.term.period,
          team.sup,
          team.category,
          team.teacher.id,
          team.teacher.mainWechatId,
          team.teacher.departmentId,
          orderId,
          outTradeNo(o, orderId),
          ts(o.buyMs),
          lifeCycle(world, e),
          0,
          team.sup,
          current ? team.sup.replace('S', 'L') : null,
          current?.unit ?? null,
          current?.lesson ?? null,
          remaining,
          e.addedGroup ? 1 : 0,
          e.addedWechat ? 1 : 0,
          followed ? 1 : 0,
          shipment?.status ?? null,
          sent,
          signed,
          e.converted ? 1 : 0,
          e.renewed ? 1 : 0,
          e.refundStatus,
          0,
          ts(e.enterMs),
          ts(e.leaveMs),
          ts(e.enterMs),
          totals.joined,
          totals.completed,
          totals.tasks,
          totals.comments,
          ts(totals.lastJoin),
          ts(totals.lastComplete),
          ts(totals.lastTask),
          ts(e.enterMs),
          ts(utime),
        ]),
      );
    });
  },
};

export const learningRecordTable: StudentTable = {
  table: 'learning_record',
  columns: [
    'id',
    'student_id',
    'team_id',
    'course_id',
    'join_time',
    'complete_time',
    'task_time',
    'comment_time',
    'listen_comment_time',
    'last_learn_time',
    'ctime',
    'utime',
    'subject',
    'duration',
    'lesson_type',
    'state',
    'join_count',
    'complete_count',
    'task_count',
    'comment_count',
    'listen_comment_count',
    'chapter_learned_count',
  ],
  rows(world, { s, base }, out) {
    let id = base.learning_record;
    for (const e of s.enrollments) {
      const team = teamOf(world, e);
      const n = unlockedCount(team, e, world.asOf);
      const lessonType = e.kind === 'trial' ? 0 : 1;
      for (let k = 0; k < n; k++) {
        const l = lessonAt(team, e, k, world.asOf, scratch);
        out(
          csvLine([
            ++id,
            s.id,
            team.id,
            team.courseIds[k],
            ts(l.joinMs),
            ts(l.completeMs),
            ts(l.taskMs),
            ts(l.commentMs),
            ts(l.listenMs),
            ts(l.lastMs),
            ts(l.unlockMs),
            ts(l.lastMs),
            team.subject,
            l.duration,
            lessonType,
            l.state,
            l.joinCount,
            l.completeCount,
            l.taskCount,
            l.commentCount,
            l.listenCount,
            l.chapters,
          ]),
        );
      }
    }
  },
};
