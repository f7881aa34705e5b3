/**
 * Introductions by department (/api/s/v1/introductionControllerV1/): the channel introduction text a
 * department hands out (one per department and subject), and the log of who downloaded it, for which
 * channel. Saving replaces the department's text (an upsert on (subject, department_id)).
 */
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { idFieldAs, optIdField, optTextField, requiredText } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';

/** The file's address as the file platform answers it: `/files/public/…` here, an http(s) address on S3. */
const zFileUrl = optTextField(1000, 'coerce').refine((v) => !v || /^(\/files\/public\/|https?:\/\/)/.test(v), {
  message: '必须是上传后的文件地址',
});

export const departmentInput = z.object({ departmentId: idFieldAs('coerce') });
export const saveIntroductionInput = z.object({
  departmentId: idFieldAs('coerce'),
  title: requiredText(100, 'coerce', '标题'),
  content: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string('必须是文本').max(20000, '最多20000个字符')),
  channelId: optIdField('coerce'),
  fileUrl: zFileUrl,
  fileName: optTextField(200, 'coerce'),
});
export const downloadInput = z.object({ departmentId: idFieldAs('coerce'), channelId: optIdField('coerce') });

async function assertDepartment(q: Queryable, id: string): Promise<void> {
  const r = await q.query('SELECT 1 FROM department WHERE id = $1::bigint', [id]);
  if (!r.rows[0]) throw errors.invalidField('departmentId', '部门不存在', 'department not found');
}
async function assertChannel(q: Queryable, ctx: AuthedContext, id: string | undefined): Promise<void> {
  if (!id) return;
  const r = await q.query('SELECT 1 FROM channel WHERE id = $1::bigint AND subject = $2 AND deleted = 0', [id, ctx.subject]);
  if (!r.rows[0]) throw errors.invalidField('channelId', '渠道不存在', 'channel not found');
}

export async function introductionOf(q: Queryable, ctx: AuthedContext, departmentId: string) {
  const r = await q.query(
    `SELECT i.id::text AS id, i.department_id::text AS "departmentId", d.name AS "departmentName", i.title, i.content,
       i.file_url AS "fileUrl", i.file_name AS "fileName", i.channel_id::text AS "channelId", c.name AS "channelName", ${epochMs('i.utime')} AS utime,
       (SELECT count(*)::int FROM introduction_download_log l WHERE l.introduction_id = i.id) AS downloads
     FROM introduction i JOIN department d ON d.id = i.department_id LEFT JOIN channel c ON c.id = i.channel_id
     WHERE i.subject = $1 AND i.department_id = $2::bigint`,
    [ctx.subject, departmentId],
  );
  return r.rows[0] ?? null;
}

export async function saveIntroduction(tx: Queryable, ctx: AuthedContext, i: z.infer<typeof saveIntroductionInput>) {
  await assertDepartment(tx, i.departmentId);
  await assertChannel(tx, ctx, i.channelId);
  const r = await tx.query<{ id: string }>(
    `INSERT INTO introduction (subject, department_id, title, content, channel_id, staff_id, file_url, file_name)
     VALUES ($1, $2::bigint, $3, $4, $5::bigint, $6::bigint, $7, $8)
     ON CONFLICT (subject, department_id) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content,
       channel_id = EXCLUDED.channel_id, staff_id = EXCLUDED.staff_id, file_url = EXCLUDED.file_url,
       file_name = EXCLUDED.file_name, utime = now()
     RETURNING id::text AS id`,
    [ctx.subject, i.departmentId, i.title, i.content, i.channelId ?? null, ctx.staff.id, i.fileUrl || null, i.fileName || null],
  );
  await recordOperation(tx, ctx, {
    action: 'introduction.save',
    entity: 'introduction',
    entityId: r.rows[0].id,
    detail: { departmentId: i.departmentId, title: i.title, fileName: i.fileName ?? null },
  });
}

/** Records that the caller downloaded the department's introduction (for a channel) and answers the log. */
export async function recordDownload(tx: Queryable, ctx: AuthedContext, i: z.infer<typeof downloadInput>) {
  await assertChannel(tx, ctx, i.channelId);
  const intro = await tx.query<{ id: string; channel_id: string | null }>(
    'SELECT id::text AS id, channel_id::text AS channel_id FROM introduction WHERE subject = $1 AND department_id = $2::bigint',
    [ctx.subject, i.departmentId],
  );
  if (!intro.rows[0]) throw errors.notFound('部门介绍');
  await tx.query(
    `INSERT INTO introduction_download_log (introduction_id, subject, department_id, channel_id, staff_id) VALUES ($1::bigint, $2, $3::bigint, $4::bigint, $5::bigint)`,
    [intro.rows[0].id, ctx.subject, i.departmentId, i.channelId ?? intro.rows[0].channel_id, ctx.staff.id],
  );
  await recordOperation(tx, ctx, {
    action: 'introduction.download',
    entity: 'introduction',
    entityId: intro.rows[0].id,
    detail: { channelId: i.channelId },
  });
  const log = await tx.query(
    `SELECT l.id::text AS id, l.channel_id::text AS "channelId", c.name AS "channelName", l.staff_id::text AS "staffId",
       s.real_name AS "staffName", ${epochMs('l.ctime')} AS ctime
     FROM introduction_download_log l LEFT JOIN channel c ON c.id = l.channel_id LEFT JOIN staff s ON s.id = l.staff_id
     WHERE l.introduction_id = $1::bigint ORDER BY l.id DESC LIMIT 50`,
    [intro.rows[0].id],
  );
  return log.rows;
}
