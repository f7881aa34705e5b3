/**
 * Organisation: the department tree under the demo one, back-office staff, and per subject the trial
 * (sales) and system (class) teachers with their console accounts and WeChat accounts. The demo staff
 * of CONTRACT §6 are kept as they are; `sales`, `teacher` and `classteacher` also teach in art (and
 * `teacher` in write) so their "my students" views have rows.
 */
import { Rng } from './rng';
import { DAY } from './scales';
import type { DeptRow, StaffRow, SubjectWorld, TeacherRow, WechatRow, World } from './world-types';
import { adultName, surname } from './zh';

export interface ExistingOrg {
  staff: {
    id: number;
    userName: string;
    realName: string;
    mobile: string;
    departmentId: number | null;
    subjects: number[];
    roleIds: string[];
  }[];
  departments: { id: number; name: string; pid: number; subject: number }[];
  maxStaffId: number;
  maxDeptId: number;
}

const UNIT_NAMES: Readonly<Record<number, string>> = {
  0: '美术事业部',
  1: '书法事业部',
  3: '音乐事业部',
  5: '舞蹈事业部',
  6: '手工事业部',
  9: '绘本事业部',
  10: '音乐启蒙事业部',
  11: '专注力事业部',
};
const CN_NUM = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const cn = (n: number) => (n <= 10 ? CN_NUM[n - 1] : String(n));
const LEVELS = ['初级', '中级', '高级', '资深', '金牌'];
const AREAS = ['华北区', '华东区', '华南区', '华中区', '西南区'];
const PLACES = ['北京', '武汉', '长沙', '成都', '杭州'];
export const TEACHER_LEVEL_NAMES = LEVELS;
export const TEACHER_WORK_PLACES = PLACES;

/** Phones of generated staff: 137 1xxx xxxx, outside the students' suffix range (>= 2000 0000). */
const staffMobile = (n: number) => `1371${String(n).padStart(7, '0')}`;

export function buildOrg(world: World, existing: ExistingOrg): void {
  const rng = new Rng(world.seed, 101);
  let deptId = existing.maxDeptId;
  let staffId = existing.maxStaffId;
  world.generatedDepartments.first = deptId + 1;
  world.generatedStaff.first = staffId + 1;
  const deptByName = new Map(existing.departments.map((d) => [d.name, d.id]));
  for (const d of existing.departments) world.deptNames.set(d.id, d.name);
  const dept = (name: string, pid: number, subject: number): number => {
    const found = deptByName.get(name);
    if (found) return found;
    const row: DeptRow = { id: ++deptId, pid, name, subject, sort: world.departments.length, leaderStaffId: null };
    world.departments.push(row);
    world.deptNames.set(row.id, name);
    deptByName.set(name, row.id);
    return row.id;
  };
  const root = dept('总部', 99999, 0);
  const backOffice = {
    ops: dept('运营中心', root, 0),
    cs: dept('客服中心', root, 0),
    finance: dept('财务部', root, 0),
    research: dept('教研中心', root, 0),
  };
  const review = dept('点评组', backOffice.research, 0);
  const hr = dept('人事部', root, 0);

  const byUser = new Map(existing.staff.map((s) => [s.userName, s]));
  for (const s of existing.staff) {
    world.staff.push({ ...s, dutyId: null, departmentId: s.departmentId ?? root, demo: true });
    (world.demo as Record<string, number>)[s.userName] = s.id;
  }
  let mobileSeq = 0;
  const addStaff = (
    userName: string,
    realName: string,
    roleIds: string[],
    subjects: number[],
    departmentId: number,
    dutyId: string | null = null,
  ): StaffRow => {
    const row: StaffRow = {
      id: ++staffId,
      userName,
      realName,
      mobile: staffMobile(++mobileSeq),
      roleIds,
      subjects,
      dutyId,
      departmentId,
      demo: false,
    };
    world.staff.push(row);
    return row;
  };
  const ALL = world.subjects.map((s) => s.content.code);
  for (let i = 1; i <= 3; i++)
    world.backOffice.ops.push(addStaff(`ops${String(i).padStart(2, '0')}`, adultName(rng), ['2'], ALL, backOffice.ops));
  for (let i = 1; i <= 2; i++)
    world.backOffice.finance.push(addStaff(`finance${String(i).padStart(2, '0')}`, adultName(rng), ['4'], ALL, backOffice.finance));
  for (let i = 1; i <= 6; i++)
    world.backOffice.cs.push(addStaff(`cs${String(i).padStart(2, '0')}`, adultName(rng), ['3'], ALL, backOffice.cs));
  for (let i = 1; i <= 4; i++) addStaff(`reviewer${String(i).padStart(2, '0')}`, adultName(rng), ['38'], [0, 1, 3], review);
  addStaff('hr01', adultName(rng), ['25'], ALL, hr);
  addStaff('sysadmin01', adultName(rng), ['24'], ALL, root);

  let teacherId = 0;
  let wechatId = 0;
  const addTeacher = (
    sw: SubjectWorld,
    duty: 1 | 2 | 3 | 4,
    deptIdOf: number,
    staff: StaffRow | null,
    joinMs: number,
    leaveMs: number | null,
  ): TeacherRow => {
    const name = staff?.realName ?? adultName(rng);
    const t: TeacherRow = {
      id: ++teacherId,
      subject: sw.content.code,
      staffId: staff?.id ?? null,
      realname: name,
      sex: rng.chance(0.75) ? 2 : 1,
      phone: staff?.mobile ?? staffMobile(++mobileSeq),
      status: leaveMs === null ? 0 : 1,
      joinMs,
      leaveMs,
      level: rng.int(1, 5),
      departmentId: deptIdOf,
      dutyId: duty,
      mainWechatId: 0,
      wechatIds: [],
      areaName: rng.pick(AREAS),
    };
    const accounts = rng.chance(0.35) ? 2 : 1;
    for (let k = 0; k < accounts; k++) {
      const w: WechatRow = {
        id: ++wechatId,
        subject: t.subject,
        teacherId: t.id,
        wechatNo: `xx_${sw.content.slug}_${String(t.id).padStart(4, '0')}${'ab'[k]}`,
        nickname: `${sw.content.brand}-${name.slice(0, 1)}老师${k ? '(2)' : ''}`,
        status: t.status === 1 ? 1 : 0,
        type: k,
        isMain: k === 0,
        ctimeMs: joinMs + DAY,
      };
      world.wechats.push(w);
      t.wechatIds.push(w.id);
    }
    t.mainWechatId = t.wechatIds[0];
    world.teachers.push(t);
    return t;
  };

  const longAgo = world.start - 400 * DAY;
  for (const sw of world.subjects) {
    const code = sw.content.code;
    const unit = dept(UNIT_NAMES[code] ?? `${sw.content.name}事业部`, root, code);
    sw.unitDeptId = unit;
    const students = world.scale.students * sw.content.share * 1.3;
    const count = Math.max(world.scale.minTeachers * 2, Math.round(students / world.scale.studentsPerTeacher));
    const trialCount = Math.max(world.scale.minTeachers, Math.round(count * 0.58));
    const systemCount = Math.max(world.scale.minTeachers, count - trialCount);
    const short = UNIT_NAMES[code]?.replace('事业部', '') ?? sw.content.name;
    const trialGroups = code === 0 ? [dept('美术销售一部', unit, 0), dept('美术销售二部', unit, 0)] : [];
    const systemGroups = code === 0 ? [dept('美术班主任组', unit, 0)] : [];
    while (trialGroups.length * 8 < trialCount) trialGroups.push(dept(`${short}体验课销售${cn(trialGroups.length + 1)}组`, unit, code));
    while (systemGroups.length * 8 < systemCount) systemGroups.push(dept(`${short}班主任${cn(systemGroups.length + 1)}组`, unit, code));

    // The demo staff who teach come first so they always own classes in the current terms.
    const demoTeacher = (userName: string, duty: 1 | 2, group: number, linked: boolean) => {
      const s = byUser.get(userName);
      if (!s) return;
      const staff = world.staff.find((x) => x.id === s.id)!;
      const t = addTeacher(sw, duty, group, linked ? staff : null, longAgo, null);
      if (!linked) t.phone = staff.mobile; // same person, second subject: staff_id is unique, so only the phone links it
      t.realname = staff.realName;
      (duty === 1 ? sw.trialTeachers : sw.systemTeachers).push(t);
    };
    if (code === 0) {
      demoTeacher('sales', 1, trialGroups[0], true);
      demoTeacher('classteacher', 2, systemGroups[0], true);
      demoTeacher('teacher', 2, systemGroups[0], true);
    }
    if (code === 1) demoTeacher('teacher', 2, systemGroups[0], false);

    const make = (duty: 1 | 2, n: number, groups: number[], into: TeacherRow[]) => {
      for (let k = into.length; k < n; k++) {
        const veteran = k < Math.ceil(n * 0.6);
        const joinMs = veteran
          ? longAgo + rng.int(0, 300) * DAY
          : world.start + rng.int(0, Math.max(1, world.scale.historyDays - 45)) * DAY;
        const leaves = !veteran && rng.chance(0.15) && world.asOf - joinMs > 90 * DAY;
        const leaveMs = leaves ? joinMs + rng.int(60, Math.floor((world.asOf - joinMs) / DAY) - 10) * DAY : null;
        const group = groups[Math.floor(k / 8) % groups.length];
        const kind = duty === 1 ? 'xs' : 'bzr';
        const family = surname(rng);
        const staff = addStaff(
          `${sw.content.slug}_${kind}${String(k + 1).padStart(3, '0')}`,
          adultName(rng, family),
          duty === 1 ? ['5'] : ['21'],
          [code],
          group,
          String(duty),
        );
        into.push(addTeacher(sw, duty, group, staff, joinMs, leaveMs));
      }
    };
    make(1, trialCount, trialGroups, sw.trialTeachers);
    make(2, systemCount, systemGroups, sw.systemTeachers);
    // part-timers help with trial classes (duty 3 and 4)
    for (let k = 0; k < Math.max(1, Math.round(trialCount * 0.08)); k++) {
      sw.trialTeachers.push(addTeacher(sw, k % 2 === 0 ? 3 : 4, trialGroups[0], null, world.start + rng.int(0, 60) * DAY, null));
    }
    for (const d of world.departments)
      if (d.subject === code && d.leaderStaffId === null) d.leaderStaffId = sw.trialTeachers[0]?.staffId ?? null;
  }
  world.generatedStaff.last = staffId;
  world.generatedDepartments.last = deptId;
}

/** Teachers of a pool who teach through the whole class window (joined before, not left). */
export function activeTeachers(pool: readonly TeacherRow[], fromMs: number, toMs: number): TeacherRow[] {
  const active = pool.filter((t) => t.joinMs <= fromMs && (t.leaveMs === null || t.leaveMs >= toMs));
  return active.length ? active : pool.filter((t) => t.leaveMs === null);
}
