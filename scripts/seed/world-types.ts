/**
 * The "world": every row that is not per-student (organisation, catalogue, terms, teams), built in
 * memory before the students are generated. Students only point into it, so the world is small even
 * at the large scale (about 100,000 teams and a few thousand teachers).
 */
import type { SubjectContent } from './subjects';
import type { Scale } from './scales';

export interface DeptRow {
  id: number;
  pid: number;
  name: string;
  subject: number;
  sort: number;
  leaderStaffId: number | null;
}

export interface StaffRow {
  id: number;
  userName: string;
  realName: string;
  mobile: string;
  roleIds: string[];
  subjects: number[];
  dutyId: string | null;
  departmentId: number;
  /** Demo accounts already exist (CONTRACT §6) and are never rewritten. */
  demo: boolean;
}

export interface TeacherRow {
  id: number;
  subject: number;
  staffId: number | null;
  realname: string;
  sex: number;
  phone: string;
  /** 0 在职, 1 离职 */
  status: number;
  joinMs: number;
  leaveMs: number | null;
  level: number;
  departmentId: number;
  dutyId: 1 | 2 | 3 | 4;
  mainWechatId: number;
  wechatIds: number[];
  areaName: string;
}

export interface WechatRow {
  id: number;
  subject: number;
  teacherId: number;
  wechatNo: string;
  nickname: string;
  status: number;
  type: number;
  isMain: boolean;
  ctimeMs: number;
}

export interface ChannelRow {
  id: number;
  subject: number;
  classId: number;
  name: string;
  code: string;
  status: number;
  weight: number;
  /** Referral channels carry a recommender (student.send_id). */
  referral: boolean;
  ctimeMs: number;
}

export interface ChannelClassRow {
  id: number;
  subject: number;
  pid: number | null;
  name: string;
  level: number;
  sort: number;
}

export interface ProductRow {
  id: number;
  subject: number;
  name: string;
  type: 'ACTUAL_GOODS' | 'VIRTUAL_GOODS';
  fen: number;
  code: string;
  sup: string | null;
  courseWeek: number | null;
  ctimeMs: number;
}

export interface PackageRow {
  id: number;
  subject: number;
  name: string;
  regtype: number;
  fen: number;
  originalFen: number;
  sup: string | null;
  category: number | null;
  courseLength: number | null;
  courseWeek: number | null;
  courseDay: number | null;
  /** Products in the box (ACTUAL) and the course itself (VIRTUAL). */
  productIds: number[];
  /** Which express product_type an order of this package ships as, or null (nothing physical). */
  expressType: number | null;
  /** Currencies with a price list (CNY always). */
  currencies: string[];
  status: number;
  ctimeMs: number;
}

export interface TermRow {
  id: number;
  subject: number;
  /** 0 trial, 1 system */
  courseType: number;
  period: number;
  name: string;
  enrollStart: number;
  enrollEnd: number;
  classStart: number;
  classEnd: number;
  status: number;
  courseWeek: number;
}

export interface CourseRow {
  id: number;
  subject: number;
  lessonType: number;
  sup: string;
  unit: string;
  lesson: string;
  title: string;
  sort: number;
}

export interface CouponRow {
  id: number;
  subject: number;
  name: string;
  /** 0 general, 1 trial, 2 system, 3 renew, 4 camp */
  type: number;
  rule: 'MONEYOFF' | 'DISCOUNT';
  status: number;
  thresholdFen: number;
  amountFen: number;
  /** DISCOUNT: 9.00 = pay 90%, kept as tenths-of-a-percent integer (900) */
  discount: number | null;
  validDays: number;
  packageIds: number[];
  ctimeMs: number;
}

export interface TeamRow {
  id: number;
  subject: number;
  name: string;
  /** 0 trial, 1 system (month to half year), 2 system (year courses) */
  teamType: number;
  term: TermRow;
  category: number | null;
  sup: string;
  teacher: TeacherRow;
  classStart: number;
  classEnd: number;
  lessons: number;
  lessonSpacingDays: number;
  courseIds: number[];
  ctimeMs: number;
}

export interface SubjectWorld {
  content: SubjectContent;
  unitDeptId: number;
  trialTeachers: TeacherRow[];
  systemTeachers: TeacherRow[];
  channels: ChannelRow[];
  channelWeights: number[];
  trialPackages: Map<number, PackageRow>;
  /** [supIdx 0..2][length 1..5 -> idx 0..4] */
  firstPackages: PackageRow[][];
  /** [supIdx 0..5][0 half year, 1 year] */
  renewPackages: PackageRow[][];
  mallPackages: PackageRow[];
  extraPackages: Map<number, PackageRow>;
  trialTerms: TermRow[];
  systemTerms: TermRow[];
  trialCourseIds: number[];
  /** [supIdx] -> 12 lesson ids */
  systemCourseIds: number[][];
  coupons: CouponRow[];
  topicId: number;
}

export interface DemoStaffIds {
  admin: number;
  manager: number;
  ops: number;
  cs: number;
  finance: number;
  sales: number;
  teacher: number;
  classteacher: number;
  reviewer: number;
}

export interface World {
  scale: Scale;
  seed: number;
  asOf: number;
  start: number;
  passwordHash: string;
  subjects: SubjectWorld[];
  /** subject code -> index into subjects */
  subjectIndex: Map<number, number>;
  /** generated departments only (the demo tree already exists) */
  departments: DeptRow[];
  /** every department's name, demo and generated (approval snapshots) */
  deptNames: Map<number, string>;
  staff: StaffRow[];
  teachers: TeacherRow[];
  wechats: WechatRow[];
  channelClasses: ChannelClassRow[];
  channels: ChannelRow[];
  products: ProductRow[];
  packages: PackageRow[];
  terms: TermRow[];
  courses: CourseRow[];
  coupons: CouponRow[];
  complaintTypes: { id: number; pid: number | null; name: string }[];
  /** Filled by the team planner once the students are counted. */
  teams: TeamRow[];
  demo: Partial<DemoStaffIds>;
  /** Staff who act on approvals and complaints, per subject index: [ops, finance, cs]. */
  backOffice: { ops: StaffRow[]; finance: StaffRow[]; cs: StaffRow[] };
  generatedStaff: { first: number; last: number };
  generatedDepartments: { first: number; last: number };
}
