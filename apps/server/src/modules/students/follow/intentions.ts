import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { flagField, idField, inputOf, intField, textField } from '../../../platform/http/fields';
import { ownTeacherId, studentInSubject } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

export const intentionInput = inputOf({
  uid: idField,
  type: intField(0, 99).default(0),
  describe: textField(500).optional(),
  isTrack: flagField.optional(),
  today: textField(100).optional(),
  tomorrow: textField(100).optional(),
});
export type IntentionInput = z.infer<typeof intentionInput>;

export interface IntentionDto {
  id: string;
  uid: string;
  type: number;
  describe: string | null;
  isTrack: number;
  today: string | null;
  tomorrow: string | null;
  teacherId: string | null;
  ctime: number;
  utime: number;
}

const COLUMNS = `id::text AS id, uid::text AS uid, type, describe, is_track AS "isTrack", today, tomorrow,
  teacher_id::text AS "teacherId", ${epochMs('ctime', 'ctime')}, ${epochMs('utime', 'utime')}`;

async function current(tx: Queryable, ctx: AuthedContext, uid: string, type: number): Promise<IntentionDto | undefined> {
  const r = await tx.query<IntentionDto>(
    `SELECT ${COLUMNS} FROM user_intention WHERE uid = $1::bigint AND subject = $2 AND type = $3 FOR UPDATE`,
    [uid, ctx.subject, type],
  );
  return r.rows[0];
}

/** Only the fields the caller gave change; the rest keep their values. */
async function applyUpdate(tx: Queryable, ctx: AuthedContext, before: IntentionDto, input: IntentionInput): Promise<IntentionDto> {
  const after = { describe: input.describe, isTrack: input.isTrack, today: input.today, tomorrow: input.tomorrow };
  const changes = diff(before as unknown as Record<string, unknown>, after);
  const r = await tx.query<IntentionDto>(
    `UPDATE user_intention SET describe = COALESCE($2, describe), is_track = COALESCE($3, is_track), today = COALESCE($4, today),
            tomorrow = COALESCE($5, tomorrow), utime = now()
      WHERE id = $1::bigint RETURNING ${COLUMNS}`,
    [before.id, input.describe ?? null, input.isTrack ?? null, input.today ?? null, input.tomorrow ?? null],
  );
  await recordOperation(tx, ctx, {
    action: 'student.intention.update',
    entity: 'student',
    entityId: input.uid,
    changes,
    detail: { intentionId: before.id, type: input.type },
  });
  return r.rows[0];
}

/**
 * userintention/create: records the student's intention of this type in the current subject. One
 * row per (student, subject, type): creating it again updates it (today / tomorrow change daily).
 */
export async function createIntention(tx: Queryable, ctx: AuthedContext, input: IntentionInput): Promise<IntentionDto> {
  await studentInSubject(tx, ctx, input.uid);
  const teacherId = await ownTeacherId(tx, ctx);
  const inserted = await tx.query<IntentionDto>(
    `INSERT INTO user_intention (subject, uid, teacher_id, type, describe, is_track, today, tomorrow)
     VALUES ($1, $2::bigint, $3::bigint, $4, $5, $6, $7, $8)
     ON CONFLICT (uid, subject, type) DO NOTHING RETURNING ${COLUMNS}`,
    [
      ctx.subject,
      input.uid,
      teacherId,
      input.type,
      input.describe ?? null,
      input.isTrack ?? 0,
      input.today ?? null,
      input.tomorrow ?? null,
    ],
  );
  if (inserted.rows[0]) {
    await recordOperation(tx, ctx, {
      action: 'student.intention.create',
      entity: 'student',
      entityId: input.uid,
      detail: {
        intentionId: inserted.rows[0].id,
        type: input.type,
        isTrack: input.isTrack ?? 0,
        today: input.today,
        tomorrow: input.tomorrow,
      },
    });
    return inserted.rows[0];
  }
  return applyUpdate(tx, ctx, (await current(tx, ctx, input.uid, input.type))!, input);
}

/** userintention/update: changes the intention of (uid, type); 404 when none was recorded. */
export async function updateIntention(tx: Queryable, ctx: AuthedContext, input: IntentionInput): Promise<IntentionDto> {
  await studentInSubject(tx, ctx, input.uid);
  const before = await current(tx, ctx, input.uid, input.type);
  if (!before) throw errors.notFound('学员意向');
  return applyUpdate(tx, ctx, before, input);
}
