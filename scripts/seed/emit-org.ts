/** World tables of the organisation: departments, staff, teachers, WeChat accounts. */
import { csvLine, day, pgArray, ts } from './csv';
import type { WorldTable } from './emit-types';
import { TEACHER_LEVEL_NAMES, TEACHER_WORK_PLACES } from './world-org';

export const departmentTable: WorldTable = {
  table: 'department',
  columns: ['id', 'pid', 'name', 'subject', 'sort', 'leader_staff_id', 'status', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 400 * 86_400_000);
    for (const d of world.departments) out(csvLine([d.id, d.pid, d.name, d.subject, d.sort, d.leaderStaffId, 0, t, t]));
  },
};

export const staffTable: WorldTable = {
  table: 'staff',
  columns: [
    'id',
    'user_name',
    'real_name',
    'mobile',
    'password_hash',
    'role_id',
    'role_ids',
    'subject_list',
    'duty_id',
    'department_id',
    'status',
    'is_login',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    const teacherOf = new Map(world.teachers.filter((t) => t.staffId !== null).map((t) => [t.staffId!, t]));
    for (const s of world.staff) {
      if (s.demo) continue;
      const t = teacherOf.get(s.id);
      // a teacher who left has a disabled console account
      const left = t !== undefined && t.status === 1;
      const created = ts(t ? t.joinMs : world.start - 300 * 86_400_000);
      out(
        csvLine([
          s.id,
          s.userName,
          s.realName,
          s.mobile,
          world.passwordHash,
          s.roleIds[0],
          pgArray(s.roleIds),
          pgArray(s.subjects),
          s.dutyId,
          s.departmentId,
          left ? 1 : 0,
          left ? 0 : 1,
          created,
          created,
        ]),
      );
    }
  },
};

export const teacherTable: WorldTable = {
  table: 'teacher',
  columns: [
    'id',
    'subject',
    'staff_id',
    'realname',
    'nickname',
    'sex',
    'phone',
    'status',
    'is_login',
    'join_date',
    'leave_date',
    'level',
    'level_name',
    'teacher_status',
    'work_status',
    'work_place',
    'data_auth',
    'department_id',
    'duty_id',
    'rank_id',
    'rank',
    'weixin',
    'qw_user_ids',
    'ding_userid',
    'area_name',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    const wechatNo = new Map(world.wechats.map((w) => [w.id, w.wechatNo]));
    for (const t of world.teachers) {
      const left = t.status === 1;
      out(
        csvLine([
          t.id,
          t.subject,
          t.staffId,
          t.realname,
          `${t.realname.slice(0, 1)}老师`,
          t.sex,
          t.phone,
          t.status,
          left ? 0 : 1,
          day(t.joinMs),
          day(t.leaveMs),
          t.level,
          TEACHER_LEVEL_NAMES[t.level - 1],
          left ? 2 : 1,
          left ? 0 : 1,
          TEACHER_WORK_PLACES[t.id % TEACHER_WORK_PLACES.length],
          t.dutyId === 2 ? 1 : 0,
          t.departmentId,
          t.dutyId,
          t.level,
          `T${t.level}`,
          wechatNo.get(t.mainWechatId),
          pgArray([`qw_${t.id}`]),
          `ding_${t.id}`,
          t.areaName,
          ts(t.joinMs),
          ts(t.leaveMs ?? t.joinMs),
        ]),
      );
    }
  },
};

export const wechatTable: WorldTable = {
  table: 'teacher_wechat',
  columns: [
    'id',
    'subject',
    'teacher_id',
    'wechat_no',
    'wechat_id',
    'head_img_url',
    'nickname',
    'wechat_status',
    'type',
    'is_main',
    'qw_user_id',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    for (const w of world.wechats) {
      out(
        csvLine([
          w.id,
          w.subject,
          w.teacherId,
          w.wechatNo,
          `wxid_${w.wechatNo}`,
          `/static/wechat/${w.id % 20}.png`,
          w.nickname,
          w.status,
          w.type,
          w.isMain ? 1 : 0,
          `qw_${w.teacherId}`,
          ts(w.ctimeMs),
          ts(w.ctimeMs),
        ]),
      );
    }
  },
};
