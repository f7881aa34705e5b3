import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel, type FieldOptions, type RelationOptions } from '../../../platform/query';
import { departmentSubtreeFilter } from '../departments/department-filter';

/**
 * Teachers (spec 02 §3 "Teacher", "WeChat teacher account"). Two models read the same table:
 * - `Teacher` is the reference lookup every page needs (teacherList, nested `teacher { realname }`
 *   on orders, teams, express...): any logged-in staff ('staff'); the phone is always masked.
 * - `TeacherManage` is the organisation/staff admin page (TeacherManagePage, sorted id desc), behind
 *   the `teachers` area, without soft-deleted teachers.
 */

/** `CASE t.col WHEN 'k' THEN 'label' ... END` from a dictionary (developer constants, quotes escaped). */
export function labelCaseSql(column: string, dict: Dictionary): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const whens = Object.entries(dict).map(([code, e]) => `WHEN ${/^\d+$/.test(code) ? code : q(code)} THEN ${q(e.zh)}`);
  return `CASE ${column} ${whens.join(' ')} END`;
}

const WECHAT_STATUS: Dictionary = { 0: { zh: '正常', en: 'Normal' }, 1: { zh: '停用', en: 'Disabled' } };
const WECHAT_TYPE: Dictionary = { 0: { zh: '个人微信', en: 'Personal WeChat' }, 1: { zh: '企业微信', en: 'Enterprise WeChat' } };

const TEACHER_FIELDS: Record<string, FieldOptions> = {
  id: { type: 'id' },
  subject: { type: 'int', label: DICTIONARIES.subject },
  staff_id: { type: 'id', description: 'console account of the teacher, if any' },
  realname: { type: 'string' },
  nickname: { type: 'string' },
  sex: { type: 'int', label: DICTIONARIES.sex },
  phone: { type: 'string', mask: 'mobile' },
  status: { type: 'int', label: DICTIONARIES.teacherStatus },
  is_login: { type: 'int' },
  head_image: { type: 'string' },
  join_date: { type: 'time' },
  leave_date: { type: 'time' },
  level: { type: 'int' },
  level_name: { type: 'string' },
  teacher_status: { type: 'int' },
  work_status: { type: 'int' },
  work_place: { type: 'string' },
  data_auth: { type: 'int' },
  department_id: { type: 'id' },
  department_name: {
    type: 'string',
    sql: '(SELECT d.name FROM department d WHERE d.id = t.department_id)',
    description: "the teacher's department",
  },
  group_name: {
    type: 'string',
    sql: '(SELECT p.name FROM department d JOIN department p ON p.id = d.pid WHERE d.id = t.department_id)',
    description: "the parent of the teacher's department (the group it belongs to)",
  },
  duty_id: { type: 'int', label: DICTIONARIES.dutyId },
  duty: { type: 'string', sql: labelCaseSql('t.duty_id', DICTIONARIES.dutyId), description: 'duty name' },
  rank_id: { type: 'int' },
  rank: { type: 'string' },
  weixin_text: {
    type: 'string',
    column: 'weixin',
    description: 'the WeChat id written on the teacher (the `weixin` relation is the main account)',
  },
  qw_user_ids: { type: 'string[]' },
  ding_userid: { type: 'string' },
  area_name: { type: 'string' },
  deleted: { type: 'int' },
  main_wechat_id: {
    type: 'id',
    sql: '(SELECT w.id FROM teacher_wechat w WHERE w.teacher_id = t.id AND w.is_main = 1 AND w.deleted = 0 ORDER BY w.id LIMIT 1)',
    description: 'the main WeChat account (weixinTeacher)',
  },
  ctime: { type: 'time' },
  utime: { type: 'time' },
};

const TEACHER_RELATIONS: Record<string, RelationOptions> = {
  department: { model: 'Department', localField: 'department_id', foreignField: 'id' },
  weixinTeacher: { model: 'TeacherWechat', localField: 'main_wechat_id', foreignField: 'id' },
  // The original client's names: `departmentInfo { name }` and `weixin { weixin_no }` (the main account).
  departmentInfo: { model: 'Department', localField: 'department_id', foreignField: 'id' },
  weixin: { model: 'TeacherWechat', localField: 'main_wechat_id', foreignField: 'id' },
  wechats: { model: 'TeacherWechat', localField: 'id', foreignField: 'teacher_id', many: true },
  teacherLevelInfo: { model: 'TeacherLevel', localField: 'id', foreignField: 'id' },
};

export const TeacherModel = defineModel({
  name: 'Teacher',
  description: 'teacher (reference lookup; phone masked)',
  source: 'teacher',
  access: 'staff',
  subjectColumn: 'subject',
  roots: ['List', 'ListEx', 'One'],
  rootNames: { List: 'teacherList' },
  fields: TEACHER_FIELDS,
  relations: TEACHER_RELATIONS,
});

export const TeacherManageModel = defineModel({
  name: 'TeacherManage',
  description: 'teacher management page (/teacherManagement), newest id first',
  source: 'teacher',
  access: { area: 'teachers' },
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  defaultSort: { id: 'desc' },
  roots: ['Page', 'List', 'Count'],
  fields: manageFields(),
  // The original client filters by a department node object: teachers of its whole subtree.
  filterKeys: { department: departmentSubtreeFilter },
  relations: {
    ...TEACHER_RELATIONS,
    staff: { model: 'Staff', localField: 'staff_id', foreignField: 'id' },
    // The original page reads `duty { id name }` and `rank { id name }` as objects (compat-models.ts).
    duty: { model: 'TeacherDuty', localField: 'duty_id', foreignField: 'id' },
    rank: { model: 'TeacherRank', localField: 'rank_id', foreignField: 'id' },
  },
});

/** The management page's fields: duty and rank are objects there (relations), plus weixin_ids. */
function manageFields(): Record<string, FieldOptions> {
  const { duty: _duty, rank: _rank, ...rest } = TEACHER_FIELDS;
  return {
    ...rest,
    rank_name: { type: 'string', column: 'rank' },
    weixin_ids: {
      type: 'string[]',
      sql: '(SELECT coalesce(array_agg(w.id::text ORDER BY w.id), ARRAY[]::text[]) FROM teacher_wechat w WHERE w.teacher_id = t.id AND w.deleted = 0)',
      description: "ids of the teacher's WeChat accounts",
    },
    leave_train: { type: 'time', sql: 'NULL::timestamptz', description: "not kept (the original form's training date)" },
  };
}

/** `teacherLevelInfo {level, level_name}` of the spec, as a nested object over the same row. */
export const TeacherLevelModel = defineModel({
  name: 'TeacherLevel',
  source: 'teacher',
  access: 'staff',
  subjectColumn: 'subject',
  roots: [],
  fields: { id: { type: 'id' }, level: { type: 'int' }, level_name: { type: 'string' } },
});

export const TeacherWechatModel = defineModel({
  name: 'TeacherWechat',
  description: 'WeChat account a teacher uses with students (WeChatTeacherList)',
  source: 'teacher_wechat',
  access: 'staff',
  subjectColumn: 'subject',
  roots: ['List', 'ListEx', 'Page', 'One'],
  rootNames: { List: 'WeChatTeacherList', ListEx: 'WeChatTeacherListEx', Page: 'WeChatTeacherPage', One: 'WeChatTeacher' },
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    teacher_id: { type: 'id' },
    wechat_no: { type: 'string' },
    weixin_no: { type: 'string', column: 'wechat_no', description: "the original client's name of wechat_no" },
    wechat_id: { type: 'string' },
    wechat_qr_code: { type: 'string' },
    head_img_url: { type: 'string' },
    nickname: { type: 'string' },
    wechat_status: { type: 'int', label: WECHAT_STATUS },
    wechat_record_id: { type: 'string' },
    type: { type: 'int', label: WECHAT_TYPE },
    is_main: { type: 'int' },
    qw_user_id: { type: 'string' },
    deleted: { type: 'int' },
    ctime: { type: 'time' },
    utime: { type: 'time' },
  },
  relations: { teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' } },
});
