import { DICTIONARIES } from '@console/domain';
import { computed, defineModel, noFilter, studentRef } from '../../../platform/query';

/**
 * Small relation targets the original client's student pages read under its own names
 * (docs/decisions/client-compatibility.md, "Students"). None has a root of its own; each is read
 * through a relation, one `WHERE key = ANY($keys)` statement per level.
 */

const STUDENTS = { area: 'students' } as const;

/** `weixinUser { follow nickname avatar }`: the student's WeChat (official account) profile, from student. */
export const WeixinUserModel = defineModel({
  name: 'WeixinUser',
  description: "The student's WeChat profile (student.wechat_*)",
  source: 'student',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    ...studentRef('id'),
    follow: noFilter('int', { column: 'wechat_follow', description: '1 = follows the official account' }),
    subscribe: noFilter('int', { column: 'wechat_follow' }),
    nickname: noFilter('string', { column: 'wechat_nickname' }),
    avatar: noFilter('string', { column: 'wechat_head' }),
    headimgurl: noFilter('string', { column: 'wechat_head' }),
    unionid: noFilter('string', { column: 'wechat_unionid' }),
    wechat_no: noFilter('string'),
  },
});

/**
 * `jluserInfo { avatar nick_name wechat_no remark labels }`: the student as the teacher sees them on
 * WeChat, in the current subject: WeChat profile, the latest follow-up note as the remark, the
 * student's labels of the subject (a JSON array of names, as text).
 */
export const JlUserInfoModel = defineModel({
  name: 'JlUserInfo',
  description: 'The student as seen on the teacher WeChat: profile, latest follow-up note, labels (per subject line)',
  source: `SELECT ss.student_id AS id, ss.subject, s.wechat_head, s.wechat_nickname, s.wechat_no
    FROM student_subject ss JOIN student s ON s.id = ss.student_id`,
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    subject: noFilter('int'),
    avatar: noFilter('string', { column: 'wechat_head' }),
    nick_name: noFilter('string', { column: 'wechat_nickname' }),
    wechat_no: noFilter('string'),
    remark: computed(
      'string',
      '(SELECT f.content FROM follow_log f WHERE f.uid = t.id AND f.subject = t.subject ORDER BY f.ctime DESC LIMIT 1)',
      { description: 'the latest follow-up note' },
    ),
    // JSON text of the names: the original client's student detail JSON.parses it (issue 28).
    labels: computed(
      'string',
      `(SELECT coalesce(json_agg(l.name ORDER BY l.sort, l.id), '[]'::json)::text FROM student_label sl JOIN label l ON l.id = sl.label_id
        WHERE sl.student_id = t.id AND sl.subject = t.subject AND l.deleted = 0)`,
    ),
  },
});

/** `lastLoginData`: the latest app login of the student in the subject (DISTINCT ON pushes the key down). */
export const LastLoginDataModel = defineModel({
  name: 'LastLoginData',
  description: 'The latest login of a student in a subject (login_data)',
  source: `SELECT DISTINCT ON (uid, subject) id, uid, subject, device_type, device_model, device_id, login_time, login_source, appversion, ip
    FROM login_data ORDER BY uid, subject, login_time DESC`,
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    device_type: noFilter('string'),
    device_model: noFilter('string'),
    device_id: noFilter('string'),
    appversion: noFilter('string'),
    login_source: noFilter('string'),
    login_time: noFilter('time'),
    ip: noFilter('string'),
  },
});

/** `lastUserFollowLog { ctime content }`: the latest follow-up note on the student in the subject. */
export const LastFollowLogModel = defineModel({
  name: 'LastFollowLog',
  description: 'The latest follow-up note of a student in a subject (follow_log)',
  source: `SELECT DISTINCT ON (uid, subject) id, uid, subject, teacher_id, staff_id, content, label_text, ctime
    FROM follow_log ORDER BY uid, subject, ctime DESC`,
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: [],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    teacher_id: noFilter('id'),
    content: noFilter('string'),
    label_text: noFilter('string'),
    ctime: noFilter('time'),
  },
});

/** `accountUserCollect { code value }`: one row per account of the student (code = account type, value = balance). */
export const AccountUserCollectModel = defineModel({
  name: 'AccountUserCollect',
  description: "A student's account balances: code = account_type (1 cash, 2 coins, 3 gems), value = balance",
  source: 'account',
  access: STUDENTS,
  roots: [],
  defaultSort: { code: 'asc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    code: noFilter('int', { column: 'account_type', label: DICTIONARIES.accountType }),
    value: noFilter('money', { column: 'balance' }),
    frozen: noFilter('money'),
  },
});

/** `address { ... }`: the student's delivery addresses (not deleted, default first). */
export const UserAddressModel = defineModel({
  name: 'UserAddress',
  description: "A student's delivery addresses (address, deleted = 0); the phone is masked",
  source: 'address',
  where: 't.deleted = 0',
  access: STUDENTS,
  roots: [],
  defaultSort: { is_default: 'desc' },
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    receipt_name: noFilter('string'),
    receipt_tel: noFilter('string', { mask: 'mobile' }),
    province: noFilter('string'),
    city: noFilter('string'),
    area: noFilter('string'),
    street: noFilter('string'),
    address_detail: noFilter('string'),
    is_default: noFilter('int'),
    ctime: noFilter('time'),
  },
});

export const CLIENT_MODELS = [
  WeixinUserModel,
  JlUserInfoModel,
  LastLoginDataModel,
  LastFollowLogModel,
  AccountUserCollectModel,
  UserAddressModel,
];
