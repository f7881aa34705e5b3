/** Student tables: the person, the subject lines, the address book. */
import { csvLine, day, ts } from './csv';
import type { StudentTable } from './emit-types';
import type { EnrollmentStory } from './story-types';
import type { TeamRow, World } from './world-types';
import { placeNames, REGIONS, type Place } from './zh-places';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

export const teamOf = (world: World, e: EnrollmentStory): TeamRow => world.teams[e.teamId - 1];

export function regionCodes(p: Place): [string, string, string] {
  const prov = REGIONS[p.provinceIdx].code;
  const city = `${prov}${String(p.cityIdx + 1).padStart(2, '0')}`;
  return [`${prov}0000`, `${city}00`, `${city}${String(p.areaIdx + 1).padStart(2, '0')}`];
}

export const studentTable: StudentTable = {
  table: 'student',
  columns: [
    'id',
    'user_num',
    'mobile',
    'tel_area_code',
    'mobile_province',
    'mobile_city',
    'username',
    'nickname',
    'sex',
    'birthday',
    'base_painting',
    'grade',
    'country_code',
    'province',
    'city',
    'area',
    'channel_id',
    'send_id',
    'first_subject',
    'join_date',
    'wechat_unionid',
    'wechat_nickname',
    'wechat_follow',
    'is_logoff',
    'logoff_time',
    'ctime',
    'utime',
  ],
  rows(world, { s }, out) {
    const home = placeNames(s.place);
    const mob = placeNames(s.mobilePlace);
    const first = s.lines[0];
    const channel = world.subjects[first.subjectIdx].channels[first.channelIdx];
    const unionid = `oU${((s.id * 2654435761) % 4294967296).toString(36)}${s.userNum.slice(-4)}`;
    out(
      csvLine([
        s.id,
        s.userNum,
        s.mobile,
        '86',
        mob.province,
        mob.city,
        s.username,
        s.nickname,
        s.sex,
        day(s.birthdayMs),
        s.basePainting,
        s.grade,
        s.country,
        home.province,
        home.city,
        home.area,
        channel.id,
        s.sendId,
        first.code,
        ts(s.joinMs),
        unionid,
        s.nickname,
        s.wechatFollow ? 1 : 0,
        s.logoff === 1 ? 1 : 0,
        s.logoff === 1 ? ts(s.logoffMs) : null,
        ts(s.joinMs),
        ts(s.logoffMs ?? s.joinMs),
      ]),
    );
  },
};

export const studentSubjectTable: StudentTable = {
  table: 'student_subject',
  columns: [
    'id',
    'student_id',
    'subject',
    'user_status',
    'life_cycle',
    'join_date',
    'channel_id',
    'send_id',
    'teacher_id',
    'department_id',
    'team_id',
    'term',
    'sup',
    'trial_teacher_id',
    'trial_team_id',
    'trial_term',
    'first_order_time',
    'last_order_buy_time',
    'system_order_count',
    'remaining_week',
    'added_wechat',
    'ctime',
    'utime',
  ],
  rows(world, { s, base }, out) {
    s.lines.forEach((line, k) => {
      const sw = world.subjects[line.subjectIdx];
      const trial = line.trial ? teamOf(world, line.trial) : null;
      const lastSys = line.systems[line.systems.length - 1];
      const sys = lastSys ? teamOf(world, lastSys) : null;
      const current = sys ?? trial;
      const teacher = sys?.teacher ?? trial?.teacher ?? null;
      let remaining: number | null = null;
      if (lastSys && sys) {
        const weeks = s.orders[lastSys.orderIdx].pkg.courseWeek ?? 0;
        remaining = lastSys.refundStatus === 1 ? 0 : Math.max(0, weeks - Math.max(0, Math.floor((world.asOf - sys.classStart) / WEEK)));
      }
      const wechat = (line.trial?.addedWechat ?? false) || line.systems.some((e) => e.addedWechat);
      const utime = Math.max(line.joinMs, line.lastBuyMs ?? 0);
      out(
        csvLine([
          base.student_subject + k + 1,
          s.id,
          line.code,
          line.userStatus,
          line.lifeCycle,
          ts(line.joinMs),
          sw.channels[line.channelIdx].id,
          k === 0 ? s.sendId : null,
          teacher?.id,
          teacher?.departmentId,
          current?.id,
          current?.term.period,
          current?.sup,
          trial?.teacher.id,
          trial?.id,
          trial?.term.period,
          ts(line.firstOrderMs),
          ts(line.lastBuyMs),
          line.systemOrders,
          remaining,
          wechat ? 1 : 0,
          ts(line.joinMs),
          ts(utime),
        ]),
      );
    });
  },
};

export const addressTable: StudentTable = {
  table: 'address',
  columns: [
    'id',
    'uid',
    'receipt_name',
    'receipt_tel',
    'tel_area_code',
    'province',
    'city',
    'area',
    'street',
    'address_detail',
    'province_code',
    'city_code',
    'area_code',
    'country_code',
    'country_name',
    'zip_code',
    'is_default',
    'deleted',
    'ctime',
    'utime',
  ],
  rows(_world, { s, base }, out) {
    const a = s.address;
    if (!a) return;
    const n = placeNames(a.place);
    const codes = regionCodes(a.place);
    out(
      csvLine([
        base.address + 1,
        s.id,
        a.receiptName,
        a.receiptTel,
        '86',
        n.province,
        n.city,
        n.area,
        a.street,
        a.detail,
        ...codes,
        'CN',
        '中国',
        `${codes[2]}`,
        1,
        0,
        ts(a.ctimeMs),
        ts(a.ctimeMs),
      ]),
    );
    if (a.spare) {
      // grandparents' home, kept in the address book but not the default
      const g = { ...a.place, areaIdx: 0 };
      const gn = placeNames(g);
      const gc = regionCodes(g);
      out(
        csvLine([
          base.address + 2,
          s.id,
          a.receiptName,
          a.receiptTel,
          '86',
          gn.province,
          gn.city,
          gn.area,
          a.street,
          `${a.detail.slice(0, 8)}老家`,
          ...gc,
          'CN',
          '中国',
          gc[2],
          0,
          0,
          ts(a.ctimeMs + DAY),
          ts(a.ctimeMs + DAY),
        ]),
      );
    }
  },
};
