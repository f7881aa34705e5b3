import { mobileSchema, parseSubject } from '@console/domain';
import { z } from 'zod';
import { COLUMN_MAX, dayField, idFieldAs } from '../../../platform/http/fields';

const optionalId = z
  .union([idFieldAs('plain', { zero: false }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null ? undefined : v));
/** 0 在职 / 1 离职; the original client also sends ON_JOB / LEAVE. */
const teacherStatus = z
  .union([z.literal('LEAVE'), z.literal('ON_JOB'), z.literal('WORKING'), z.coerce.number().int().min(0).max(1)])
  .optional()
  .transform((v) => (v === 'LEAVE' ? 1 : v === undefined || typeof v === 'string' ? (v === undefined ? undefined : 0) : v));

/** A WeChat id (6–20 characters on WeChat; 64 leaves room for enterprise ids), as text or `{weixinNo}`. */
const wechatItem = z.preprocess(
  (w) =>
    w && typeof w === 'object' && !Array.isArray(w)
      ? ((o) => o.wechat_no ?? o.weixinNo ?? o.weixin_no ?? o.id ?? '')(w as Record<string, unknown>)
      : typeof w === 'number'
        ? String(w)
        : w,
  z.string({ error: '必须是微信号' }).trim().min(1, '不能为空').max(64, '最多64个字符'),
);

/**
 * The teacher's subjects as the form sends them ("0,3", 3, "music_app"): every code must exist (400
 * here); that the caller holds them is checked with the caller (teacher-scope.ts, 420).
 */
const subjectCodes = z
  .union([z.string().max(100, '最多100个字符'), z.number()], { error: '不是有效的学科' })
  .optional()
  .transform((v, c): number[] | undefined => {
    const parts = String(v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!parts.length) return undefined;
    const codes = parts.map((p) => parseSubject(p)?.code);
    if (codes.some((code) => code === undefined)) {
      c.addIssue({ code: 'custom', message: '不是有效的学科' });
      return z.NEVER;
    }
    return codes as number[];
  });

/**
 * The teacher form (createTeacher / updateTeacher): the original client's nested body
 * `{teacher, department, duty, rank, weixinList}`. The teacher's subject is the first of `subject`
 * ("0,3" from the client), else the request's subject.
 */
export const teacherBody = z.object({
  teacher: z.object(
    {
      id: optionalId,
      realName: z.string({ message: '请输入老师姓名' }).trim().min(1, '请输入老师姓名').max(32, '姓名最多32个字'),
      nickname: z.string().trim().max(32).nullish(),
      /** A masked mobile (as the detail shows it) on an edit means "unchanged". */
      phone: z.union([mobileSchema, z.string().regex(/^1\d{2}\*{4}\d{4}$/, '手机号格式不正确')]),
      sex: z.coerce.number().int().min(1).max(3).default(3),
      headImage: z.string().max(500).nullish(),
      /** 'YYYY-MM-DD' naming a real day (2026-02-30 is refused, not rolled over), a ms timestamp or ''. */
      joinDate: dayField,
      leaveDate: dayField,
      status: teacherStatus,
      isLogin: z.coerce.number().int().min(0).max(1).optional(),
      level: z.coerce.number().int().min(0).max(99).nullish(),
      dataAuth: z.coerce.number().int().min(0).max(9).nullish(),
      workPlace: z.string().trim().max(40).nullish(),
      dingUserid: z.string().trim().max(64).nullish(),
      subject: subjectCodes,
    },
    { message: '请填写老师信息' },
  ),
  department: z.object({ id: idFieldAs('plain', { zero: false }) }, { message: '请选择部门' }),
  duty: z
    .union([z.array(z.object({ id: z.coerce.number() }).nullish()).max(20), z.object({ id: z.coerce.number() })])
    .optional()
    .transform((d) => {
      const first = Array.isArray(d) ? d.find((x) => x) : d;
      return first ? first.id : undefined;
    })
    .pipe(z.number().int().min(1, '未知职务').max(4, '未知职务').optional()),
  rank: z
    .object({ id: z.coerce.number().int().min(0).max(COLUMN_MAX.int).nullish(), name: z.string().trim().max(32, '最多32个字符').nullish() })
    .nullish(),
  weixinList: z.array(wechatItem).max(20).default([]),
});
export type TeacherBody = z.infer<typeof teacherBody>;

/** The teacher's subject: the first the form names, else the request's subject. */
export function teacherSubject(body: TeacherBody, fallback: number): number {
  return body.teacher.subject?.[0] ?? fallback;
}
