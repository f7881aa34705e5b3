import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, msField, pageFields, requiredText, textField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

export const examByUidInput = inputOf({ uid: idField });
export const codesPageInput = inputOf({
  ...pageFields(),
  status: intField(0, 2).optional(),
  code: textField(32).optional(),
  uid: idField.optional(),
});
export const createCodesInput = inputOf({
  num: intField(1, 500),
  examName: requiredText(100),
  examLevel: textField(50).optional(),
  expireTime: msField.optional(),
  remark: textField(200).optional(),
});

/** Code alphabet without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const CODE_COLUMNS = `c.id::text AS id, c.code, c.exam_name, c.exam_level, c.status, c.uid::text AS uid, ${epochMs('c.use_time', 'use_time')},
  ${epochMs('c.expire_time', 'expire_time')}, c.remark, st.real_name AS staff_name, ${epochMs('c.ctime', 'ctime')}`;

/** examByUid: a student's exams in the current subject and the exchange codes they redeemed. */
export async function examsOfStudent(q: Queryable, ctx: AuthedContext, uid: string) {
  await studentInSubject(q, ctx, uid);
  const exams = await q.query<Record<string, unknown> & { score: string | null }>(
    `SELECT id::text AS id, uid::text AS uid, exam_name, exam_level, score::text AS score, status, ${epochMs('exam_time', 'exam_time')}, certificate_url,
            exchange_code_id::text AS exchange_code_id, ${epochMs('ctime', 'ctime')}
       FROM student_exam WHERE uid = $1::bigint AND subject = $2 ORDER BY ctime DESC, id DESC`,
    [uid, ctx.subject],
  );
  const codes = await q.query(
    `SELECT ${CODE_COLUMNS} FROM exam_change_code c LEFT JOIN staff st ON st.id = c.staff_id WHERE c.uid = $1::bigint AND c.subject = $2 ORDER BY c.id DESC`,
    [uid, ctx.subject],
  );
  return { uid, exams: exams.rows.map((e) => ({ ...e, score: e.score === null ? null : Number(e.score) })), changeCodes: codes.rows };
}

/** Exam exchange codes of the current subject, newest first. */
export async function changeCodesPage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof codesPageInput>) {
  const w = new Where().add('c.subject = ?', ctx.subject);
  w.addIf(input.status, 'c.status = ?', input.status);
  w.addIf(input.code, 'c.code = ?', input.code?.toUpperCase());
  w.addIf(input.uid, 'c.uid = ?::bigint', input.uid);
  const p = await restPage(q, {
    select: CODE_COLUMNS,
    from: 'exam_change_code c',
    joins: 'LEFT JOIN staff st ON st.id = c.staff_id',
    where: w,
    orderBy: 'c.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}

/** Generates `num` unused exchange codes for an exam (status 1 未使用). */
export async function createChangeCodes(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof createCodesInput>) {
  const codes = new Set<string>();
  while (codes.size < input.num) codes.add(newCode());
  const r = await tx.query<{ code: string }>(
    `INSERT INTO exam_change_code (subject, code, exam_name, exam_level, expire_time, remark, staff_id)
     SELECT $1, unnest($2::text[]), $3, $4, to_timestamp($5::double precision / 1000), $6, $7::bigint
     ON CONFLICT (code) DO NOTHING RETURNING code`,
    [ctx.subject, [...codes], input.examName, input.examLevel ?? null, input.expireTime ?? null, input.remark ?? null, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'exam.changeCodes.create',
    entity: 'exam_change_code',
    detail: { examName: input.examName, examLevel: input.examLevel, num: r.rows.length },
  });
  return { num: r.rows.length, codes: r.rows.map((x) => x.code) };
}
