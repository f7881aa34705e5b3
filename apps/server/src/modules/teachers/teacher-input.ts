import { mobileSchema } from '@console/domain';
import { z } from 'zod';

const idText = z.union([z.string().regex(/^\d{1,18}$/, '必须是数字编号'), z.number().int().positive()]).transform(String);
const optionalId = z
  .union([idText, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null ? undefined : v));
/** Dates arrive as 'YYYY-MM-DD', ms timestamps or ''. */
const dateText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, c) => {
    if (v === '' || v === null || v === undefined) return null;
    const d = typeof v === 'number' || /^\d{10,}$/.test(v) ? new Date(Number(v)) : new Date(v);
    if (Number.isNaN(d.getTime())) {
      c.addIssue({ code: 'custom', message: '日期格式不正确' });
      return z.NEVER;
    }
    return d.toISOString().slice(0, 10);
  });
/** 0 在职 / 1 离职; the original client also sends ON_JOB / LEAVE. */
const teacherStatus = z
  .union([z.literal('LEAVE'), z.literal('ON_JOB'), z.literal('WORKING'), z.coerce.number().int().min(0).max(1)])
  .optional()
  .transform((v) => (v === 'LEAVE' ? 1 : v === undefined || typeof v === 'string' ? (v === undefined ? undefined : 0) : v));

const wechatItem = z.union([
  z.string().trim().min(1),
  z
    .object({ id: optionalId, wechat_no: z.string().optional(), weixinNo: z.string().optional(), weixin_no: z.string().optional() })
    .transform((w) => w.wechat_no ?? w.weixinNo ?? w.weixin_no ?? w.id ?? ''),
]);

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
      joinDate: dateText,
      leaveDate: dateText,
      status: teacherStatus,
      isLogin: z.coerce.number().int().min(0).max(1).optional(),
      level: z.coerce.number().int().min(0).max(99).nullish(),
      dataAuth: z.coerce.number().int().min(0).max(9).nullish(),
      workPlace: z.string().trim().max(40).nullish(),
      dingUserid: z.string().trim().max(64).nullish(),
      subject: z.union([z.string(), z.number()]).optional(),
    },
    { message: '请填写老师信息' },
  ),
  department: z.object({ id: idText }, { message: '请选择部门' }),
  duty: z
    .union([z.array(z.object({ id: z.coerce.number() }).nullish()), z.object({ id: z.coerce.number() })])
    .optional()
    .transform((d) => {
      const first = Array.isArray(d) ? d.find((x) => x) : d;
      return first ? first.id : undefined;
    })
    .pipe(z.number().int().min(1, '未知职务').max(4, '未知职务').optional()),
  rank: z.object({ id: z.coerce.number().int().nullish(), name: z.string().nullish() }).nullish(),
  weixinList: z.array(wechatItem).max(20).default([]),
});
export type TeacherBody = z.infer<typeof teacherBody>;

export function teacherSubject(body: TeacherBody, fallback: number): number {
  const first = String(body.teacher.subject ?? '')
    .split(',')
    .map((s) => s.trim())
    .find((s) => /^\d+$/.test(s));
  return first === undefined ? fallback : Number(first);
}
