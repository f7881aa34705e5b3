/**
 * Builds the world (organisation, catalogue, terms) and, once the students have been counted, the
 * classes. Classes are cut per (subject, team type, term, category or level) group so every class
 * has students; members are dealt round-robin in student order, which every pass repeats exactly.
 */
import { hash32 } from './rng';
import { DAY, type Scale } from './scales';
import { SUBJECT_CONTENT, SYSTEM_LESSONS, SYSTEM_SUPS, TRIAL_CATEGORIES } from './subjects';
import { buildCatalog } from './world-catalog';
import { activeTeachers, buildOrg, type ExistingOrg } from './world-org';
import { buildTerms, SYSTEM_WEEKS } from './world-terms';
import type { SubjectWorld, TeamRow, World } from './world-types';

export function buildWorld(opts: { scale: Scale; seed: number; asOf: number; passwordHash: string; existing: ExistingOrg }): World {
  const world: World = {
    scale: opts.scale,
    seed: opts.seed,
    asOf: opts.asOf,
    start: opts.asOf - opts.scale.historyDays * DAY,
    passwordHash: opts.passwordHash,
    subjects: SUBJECT_CONTENT.map((content): SubjectWorld => ({
      content,
      unitDeptId: 0,
      trialTeachers: [],
      systemTeachers: [],
      channels: [],
      channelWeights: [],
      trialPackages: new Map(),
      firstPackages: [],
      renewPackages: [],
      mallPackages: [],
      extraPackages: new Map(),
      trialTerms: [],
      systemTerms: [],
      trialCourseIds: [],
      systemCourseIds: [],
      coupons: [],
      topicId: 0,
    })),
    subjectIndex: new Map(SUBJECT_CONTENT.map((c, i) => [c.code, i])),
    departments: [],
    deptNames: new Map(),
    staff: [],
    teachers: [],
    wechats: [],
    channelClasses: [],
    channels: [],
    products: [],
    packages: [],
    terms: [],
    courses: [],
    coupons: [],
    complaintTypes: [],
    teams: [],
    demo: {},
    backOffice: { ops: [], finance: [], cs: [] },
    generatedStaff: { first: 0, last: 0 },
    generatedDepartments: { first: 0, last: 0 },
  };
  buildOrg(world, opts.existing);
  buildCatalog(world);
  buildTerms(world);
  const types: [string, string[]][] = [
    ['服务问题', ['老师服务', '客服态度']],
    ['物流问题', ['发货延迟', '材料缺损']],
    ['课程问题', ['课程质量', '上课卡顿']],
    ['费用问题', ['退费争议', '重复扣费']],
  ];
  for (const [name, children] of types) {
    const parent = { id: world.complaintTypes.length + 1, pid: null, name };
    world.complaintTypes.push(parent);
    for (const child of children) world.complaintTypes.push({ id: world.complaintTypes.length + 1, pid: parent.id, name: child });
  }
  return world;
}

/** Leaf complaint categories (complaint.system_type points at one of these). */
export function complaintLeaf(world: World, idx: number): number {
  const leaves = world.complaintTypes.filter((t) => t.pid !== null);
  return leaves[idx % leaves.length].id;
}

export interface TeamGroup {
  firstTeamId: number;
  teams: number;
  /** members dealt so far in the current pass */
  dealt: number;
}

/** What every class of a group shares: dates and lessons (enough to count learning records). */
export type TeamShape = Pick<TeamRow, 'classStart' | 'classEnd' | 'lessons' | 'lessonSpacingDays'>;

interface GroupParts {
  subjectIdx: number;
  teamType: number;
  termIdx: number;
  sub: number;
}

const partsOf = (key: number): GroupParts => ({
  subjectIdx: Math.floor(key / 10_000_000),
  teamType: Math.floor(key / 1_000_000) % 10,
  termIdx: Math.floor(key / 1000) % 1000,
  sub: key % 1000,
});

export function groupShape(world: World, key: number): TeamShape {
  const { subjectIdx, teamType, termIdx, sub } = partsOf(key);
  const sw = world.subjects[subjectIdx];
  const trial = teamType === 0;
  const classStart = (trial ? sw.trialTerms[termIdx] : sw.systemTerms[termIdx]).classStart;
  const cat = trial ? TRIAL_CATEGORIES[sub] : null;
  return {
    classStart,
    classEnd: cat ? classStart + cat.days * DAY : classStart + SYSTEM_WEEKS * 7 * DAY,
    lessons: cat ? cat.lessons : SYSTEM_LESSONS,
    lessonSpacingDays: cat ? 2 : 7,
  };
}

/** Cuts every counted group into classes and assigns teachers active through the class window. */
export function planTeams(world: World, counts: Map<number, number>): Map<number, TeamGroup> {
  const groups = new Map<number, TeamGroup>();
  const keys = [...counts.keys()].sort((a, b) => a - b);
  for (const key of keys) {
    const n = counts.get(key)!;
    const { subjectIdx, teamType, termIdx, sub } = partsOf(key);
    const sw = world.subjects[subjectIdx];
    const trial = teamType === 0;
    const term = trial ? sw.trialTerms[termIdx] : sw.systemTerms[termIdx];
    const teams = Math.max(1, Math.ceil(n / (trial ? world.scale.trialClassSize : world.scale.systemClassSize)));
    const shape = groupShape(world, key);
    const teachers = activeTeachers(trial ? sw.trialTeachers : sw.systemTeachers, shape.classStart, shape.classEnd);
    const offset = hash32(world.seed, key) % teachers.length;
    groups.set(key, { firstTeamId: world.teams.length + 1, teams, dealt: 0 });
    for (let j = 0; j < teams; j++) {
      const sup = trial ? 'S1' : SYSTEM_SUPS[sub];
      const label = trial ? (TRIAL_CATEGORIES[sub].days === 7 ? '单周' : '双周') : teamType === 2 ? '年课' : '';
      world.teams.push({
        ...shape,
        id: world.teams.length + 1,
        subject: sw.content.code,
        name: `${sw.content.brand}${term.period}期${trial ? label : `${sup}${label}`}${j + 1}班`,
        teamType,
        term,
        category: trial ? sub : null,
        sup,
        teacher: teachers[(offset + j) % teachers.length],
        courseIds: trial ? sw.trialCourseIds.slice(0, shape.lessons) : sw.systemCourseIds[sub],
        ctimeMs: Math.min(term.enrollStart, world.asOf - DAY),
      });
    }
  }
  return groups;
}

/** Deals the next member of a group to a class (round-robin keeps classes even). */
export function dealTeam(groups: Map<number, TeamGroup>, key: number): number {
  const g = groups.get(key);
  if (!g) throw new Error(`team group ${key} was not planned`);
  const id = g.firstTeamId + (g.dealt % g.teams);
  g.dealt++;
  return id;
}

export function resetDealing(groups: Map<number, TeamGroup>): void {
  for (const g of groups.values()) g.dealt = 0;
}
