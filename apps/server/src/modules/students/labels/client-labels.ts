/**
 * The original client's label calls under /api/toss/v1/toss-api/label/ (issue 28): the same labels
 * as labels.ts, in the shapes its pages read. Our labels have two kinds: system labels (type 0, one
 * library per subject) and teacher-defined labels (type 1); the client's "department library" is
 * answered with the system labels, as we keep no per-department library.
 */
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { idFieldAs, inputOf, intField, listField, optIdField, optTextField } from '../../../platform/http/fields';
import { ownTeacherId, studentInSubject } from '../../../platform/scope';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

/** listLabelsForUser?userId=&teacherId=: the client always sends teacherId=111 (a placeholder), so it is read and ignored. */
export const userLabelsInput = inputOf({ userId: idFieldAs('coerce'), teacherId: optIdField('coerce') });

/** The name of the one "department" the system labels are grouped under in getTeacherLabel. */
export const SYSTEM_LIBRARY = '系统标签';

interface LabelRef {
  id: string;
  labelInfoId: string;
  name: string;
  type: number;
}
const REF = 'l.id::text AS id, l.id::text AS "labelInfoId", l.name, l.type';

/** getMarketingLabelInfo: the subject's system labels as {id, name} (the redeem-code form's customer sign, the retention tags). */
export async function marketingLabels(q: Queryable, ctx: AuthedContext) {
  const r = await q.query<{ id: string; name: string }>(
    'SELECT l.id::text AS id, l.name FROM label l WHERE l.subject = $1 AND l.type = 0 AND l.deleted = 0 ORDER BY l.sort, l.id',
    [ctx.subject],
  );
  return r.rows;
}

export const labelPageInput = inputOf({
  type: optTextField(20, 'coerce'),
  name: optTextField(50, 'coerce'),
  labelAttr: optTextField(20, 'coerce'),
  pageNo: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField(1, 100_000, 'coerce')),
  size: z.preprocess((v) => (v === undefined || v === '' ? 20 : v), intField(1, 200, 'coerce')),
});

/**
 * findLabelByPage (the system-label table): {content [{id, name, labelAttr, desc, userNum, changeRule}], totalElements}.
 * type SYSTEM (the page's only value) → system labels, DEFINE → teacher-defined ones. We keep no label
 * attribute, definition or change rule: they are answered null, and a labelAttr filter matches nothing.
 */
export async function labelPage(q: Queryable, ctx: AuthedContext, input: z.infer<typeof labelPageInput>) {
  const w = new Where().add('l.subject = ?', ctx.subject).add('l.deleted = ?', 0);
  w.add('l.type = ?', input.type?.toUpperCase() === 'DEFINE' ? 1 : 0);
  if (input.name) w.add('l.name ILIKE ?', `%${input.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (input.labelAttr) w.and('false');
  const p = await restPage(q, {
    select: `l.id::text AS id, l.name, NULL::text AS "labelAttr", NULL::text AS "desc", NULL::text AS "changeRule",
      (SELECT count(*)::int FROM student_label sl WHERE sl.label_id = l.id) AS "userNum"`,
    from: 'label l',
    where: w,
    orderBy: 'l.sort, l.id',
    page: input.pageNo,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}

export const teacherLabelInput = inputOf({ userId: optIdField('coerce'), teacherIds: listField(idFieldAs('coerce'), 200) });

/**
 * getTeacherLabel {userId, teacherIds}: teacherLabel (teacher-defined labels of the given teachers, else
 * the caller's own teacher, else all of the subject) and teaDepLabel {library: labels} for the label
 * filter; with a userId also the student's own labels split the same way (studentLabel, stuDepLabel).
 */
export async function teacherLabels(q: Queryable, ctx: AuthedContext, input: z.infer<typeof teacherLabelInput>) {
  const own = input.teacherIds?.length ? input.teacherIds : await ownTeacherId(q, ctx).then((id) => (id ? [id] : null));
  const defined = await q.query<LabelRef>(
    `SELECT ${REF} FROM label l WHERE l.subject = $1 AND l.type = 1 AND l.deleted = 0
        AND ($2::bigint[] IS NULL OR l.teacher_id = ANY($2::bigint[])) ORDER BY l.sort, l.id`,
    [ctx.subject, own],
  );
  const system = await q.query<LabelRef>(
    `SELECT ${REF} FROM label l WHERE l.subject = $1 AND l.type = 0 AND l.deleted = 0 ORDER BY l.sort, l.id`,
    [ctx.subject],
  );
  const answer: Record<string, unknown> = { teacherLabel: defined.rows, teaDepLabel: { [SYSTEM_LIBRARY]: system.rows } };
  if (input.userId) {
    await studentInSubject(q, ctx, input.userId);
    const carried = await q.query<LabelRef>(
      `SELECT ${REF} FROM student_label sl JOIN label l ON l.id = sl.label_id
        WHERE sl.student_id = $1::bigint AND sl.subject = $2 AND l.deleted = 0 ORDER BY l.sort, l.id`,
      [input.userId, ctx.subject],
    );
    const systemCarried = carried.rows.filter((l) => l.type === 0);
    answer.studentLabel = carried.rows.filter((l) => l.type === 1);
    answer.stuDepLabel = systemCarried.length ? { [SYSTEM_LIBRARY]: systemCarried } : {};
  }
  return answer;
}
