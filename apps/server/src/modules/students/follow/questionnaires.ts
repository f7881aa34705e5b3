import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { idField, inputOf, intField, pageFields, requiredText, textField } from '../../../platform/http/fields';
import { studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';
import { Where } from '../../../platform/sql/where';

const question = z
  .object({
    id: z.string().trim().max(40).optional(),
    title: z.string({ error: '请填写题目' }).trim().min(1, '请填写题目').max(200, '题目最多200字'),
    type: z.enum(['SINGLE', 'MULTI', 'TEXT'], { error: '题型必须是 SINGLE、MULTI 或 TEXT' }),
    options: z.array(z.string().trim().min(1, '选项不能为空').max(100, '选项最多100字')).max(20, '最多20个选项').optional(),
  })
  .refine((q) => q.type === 'TEXT' || (q.options?.length ?? 0) >= 2, { message: '单选和多选题至少需要2个选项', path: ['options'] });

export const pageInput = inputOf({ ...pageFields(), title: textField(100).optional(), status: intField(0, 2).optional() });
export const byUserInput = inputOf({ uid: idField, ...pageFields() });
export const queryInput = inputOf({ id: idField, uid: idField.optional() });
export const saveInput = inputOf({
  id: idField.optional(),
  title: requiredText(100),
  description: textField(1000).optional(),
  status: intField(0, 2).optional(),
  questions: z.array(question, { error: '请填写题目列表' }).min(1, '至少需要一道题').max(100, '最多100道题'),
});

type Question = z.infer<typeof question>;
interface QuestionnaireRow {
  id: string;
  title: string;
  description: string | null;
  status: number;
  questions: Question[];
  answerCount: number;
  staffName: string | null;
  ctime: number;
  utime: number;
}

const COLUMNS = `q.id::text AS id, q.title, q.description, q.status, q.questions,
  (SELECT count(*)::int FROM questionnaire_answer a WHERE a.questionnaire_id = q.id) AS "answerCount",
  s.real_name AS "staffName", ${epochMs('q.ctime', 'ctime')}, ${epochMs('q.utime', 'utime')}`;
const SELECT = `SELECT ${COLUMNS} FROM questionnaire q LEFT JOIN staff s ON s.id = q.staff_id`;

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const present = (r: QuestionnaireRow) => ({ ...r, questions: asJson<Question[]>(r.questions) });

async function questionnaireInSubject(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query<QuestionnaireRow>(`${SELECT} WHERE q.id = $1::bigint AND q.subject = $2 AND q.deleted = 0`, [id, ctx.subject]);
  if (!r.rows[0]) throw errors.notFound('问卷');
  return present(r.rows[0]);
}

/** The questionnaires of the current subject, newest first, with their answer counts. */
export async function pageQuestionnaires(q: Queryable, ctx: AuthedContext, input: z.infer<typeof pageInput>) {
  const w = new Where().add('q.subject = ?', ctx.subject).add('q.deleted = ?', 0);
  if (input.title) w.add('q.title ILIKE ?', `%${input.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  w.addIf(input.status, 'q.status = ?', input.status);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'questionnaire q',
    joins: 'LEFT JOIN staff s ON s.id = q.staff_id',
    where: w,
    orderBy: 'q.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: (r: QuestionnaireRow) => ({ ...present(r), questionCount: asJson<Question[]>(r.questions).length }),
  });
  return springPage(p);
}

/** queryQuestionnairePage?page=&pagesize= (the original client's question and push pages): the same page, each row also as `desc`. */
export const clientPageInput = inputOf({
  page: z.preprocess((v) => (v === undefined ? 1 : v), intField(1, 100_000, 'coerce')),
  pagesize: z.preprocess((v) => (v === undefined ? 20 : v), intField(1, 1000, 'coerce')),
});
export async function clientQuestionnairePage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof clientPageInput>) {
  const p = await pageQuestionnaires(q, ctx, { page: input.page, size: input.pagesize });
  return { ...p, content: p.content.map((r) => ({ ...r, desc: r.description })) };
}

/** A student's answers in the current subject (the student detail tab), newest first. */
export async function answersByUser(q: Queryable, ctx: AuthedContext, input: z.infer<typeof byUserInput>) {
  await studentInSubject(q, ctx, input.uid);
  const p = await restPage(q, {
    select: `a.id::text AS id, a.questionnaire_id::text AS "questionnaireId", q.title, q.questions, a.answers, ${epochMs('a.submit_time', 'submitTime')}`,
    from: 'questionnaire_answer a',
    joins: 'JOIN questionnaire q ON q.id = a.questionnaire_id',
    where: 'a.uid = $1::bigint AND a.subject = $2',
    params: [input.uid, ctx.subject],
    orderBy: 'a.submit_time DESC, a.id DESC',
    page: input.page,
    size: input.size,
    base: 1,
    present: (r: { id: string; questionnaireId: string; title: string; questions: unknown; answers: unknown; submitTime: number }) => ({
      ...r,
      uid: input.uid,
      questions: asJson(r.questions),
      answers: asJson(r.answers),
    }),
  });
  return springPage(p);
}

/** One questionnaire with its questions; with `uid`, also that student's answers to it. */
export async function queryQuestionnaire(q: Queryable, ctx: AuthedContext, input: z.infer<typeof queryInput>) {
  const found = await questionnaireInSubject(q, ctx, input.id);
  if (!input.uid) return found;
  await studentInSubject(q, ctx, input.uid);
  const a = await q.query<{ id: string; answers: unknown; submitTime: number }>(
    `SELECT id::text AS id, answers, ${epochMs('submit_time', 'submitTime')} FROM questionnaire_answer
      WHERE questionnaire_id = $1::bigint AND uid = $2::bigint ORDER BY submit_time DESC`,
    [input.id, input.uid],
  );
  return { ...found, userAnswers: a.rows.map((r) => ({ ...r, answers: asJson(r.answers) })) };
}

/** Creates or updates a questionnaire; questions without an id get q1, q2, ... */
export async function saveQuestionnaire(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof saveInput>) {
  const used = new Set(input.questions.map((x) => x.id).filter(Boolean));
  if (used.size !== input.questions.filter((x) => x.id).length) throw errors.invalidField('questions', '题目编号重复', 'has duplicate ids');
  let n = 0;
  const questions = input.questions.map((x) => {
    if (x.id) return x;
    do n += 1;
    while (used.has(`q${n}`));
    return { ...x, id: `q${n}` };
  });
  if (!input.id) {
    const r = await tx.query<{ id: string }>(
      `INSERT INTO questionnaire (subject, title, description, questions, status, staff_id) VALUES ($1, $2, $3, $4, $5, $6::bigint) RETURNING id::text AS id`,
      [ctx.subject, input.title, input.description ?? null, JSON.stringify(questions), input.status ?? 0, ctx.staff.id],
    );
    await recordOperation(tx, ctx, {
      action: 'questionnaire.create',
      entity: 'questionnaire',
      entityId: r.rows[0].id,
      detail: { title: input.title, questionCount: questions.length },
    });
    return questionnaireInSubject(tx, ctx, r.rows[0].id);
  }
  const before = await questionnaireInSubject(tx, ctx, input.id);
  await tx.query(
    `UPDATE questionnaire SET title = $2, description = COALESCE($3, description), questions = $4, status = COALESCE($5, status), utime = now() WHERE id = $1::bigint`,
    [input.id, input.title, input.description ?? null, JSON.stringify(questions), input.status ?? null],
  );
  const changes = diff(before as unknown as Record<string, unknown>, {
    title: input.title,
    description: input.description,
    status: input.status,
    questions,
  });
  await recordOperation(tx, ctx, { action: 'questionnaire.update', entity: 'questionnaire', entityId: input.id, changes });
  return questionnaireInSubject(tx, ctx, input.id);
}
