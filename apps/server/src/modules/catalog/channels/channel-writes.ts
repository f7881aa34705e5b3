/**
 * Channel management (/channelManagement, /api/c/v1/channel/*): the class tree (levels 1-3, a child
 * one level below its parent) and channels with their landing page, level, sort and status. A
 * channel with a landing page gets a short link (and so a QR code) when created; a later landing
 * page change moves the short link's target, so printed QR codes keep working.
 * Status (our table since 0100): 0 启用, 1 停用.
 */
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { assertFreshVersion, zVersion } from '../../../platform/versioning';
import { blankOptional, idFieldAs, intField, optIdField, optIntField, optTextField, requiredText } from '../../../platform/http/fields';
import { assertWebUrl, createShortLink, qrImageOf, shortLinkOf } from './short-links';
import { epochMs } from '../../../platform/sql/columns';

export const channelInput = z.object({
  id: optIdField('coerce'),
  version: zVersion,
  channelClassId: idFieldAs('coerce'),
  channelOuterName: requiredText(100, 'coerce', '渠道名称'),
  channelInnerName: optTextField(100, 'coerce'),
  channelSort: optIntField(0, 1_000_000, 'coerce'),
  status: optIntField(0, 1, 'coerce'),
  remarks: optTextField(500, 'coerce'),
  channelLink: blankOptional(z.string().trim().max(1000, '最多1000个字符')),
  channelLevel: optTextField(20, 'coerce'),
});
export type ChannelInput = z.infer<typeof channelInput>;

export const channelClassInput = z.object({
  channelClassId: optIdField('coerce'),
  channelClassName: requiredText(50, 'coerce', '分类名称'),
  channelClassParentId: z.preprocess((v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v), optIdField('coerce')),
  channelLevel: blankOptional(intField(1, 3, 'coerce')),
  sort: optIntField(0, 1_000_000, 'coerce'),
});
export type ChannelClassInput = z.infer<typeof channelClassInput>;

async function classOf(q: Queryable, ctx: AuthedContext, id: string) {
  const r = await q.query<{ id: string; level: number }>(
    // FOR SHARE: a class being deleted (FOR UPDATE) cannot gain a child or a channel meanwhile
    'SELECT id::text AS id, level FROM channel_class WHERE id = $1::bigint AND subject = $2 AND deleted = 0 FOR SHARE',
    [id, ctx.subject],
  );
  return r.rows[0];
}

export async function saveChannelClass(tx: Queryable, ctx: AuthedContext, i: ChannelClassInput): Promise<string> {
  let level = 1;
  if (i.channelClassParentId) {
    const parent = await classOf(tx, ctx, i.channelClassParentId);
    if (!parent) throw errors.invalidField('channelClassParentId', '上级分类不存在', 'parent class not found');
    if (parent.level >= 3) throw errors.invalidField('channelClassParentId', '最多三级分类', 'at most three levels');
    if (parent.id === i.channelClassId) throw errors.invalidField('channelClassParentId', '不能是自己', 'cannot be itself');
    level = parent.level + 1;
  }
  if (i.channelLevel !== undefined && i.channelLevel !== level)
    throw errors.invalidField('channelLevel', `应为${level}级`, `should be level ${level}`);
  if (!i.channelClassId) {
    const r = await tx.query<{ id: string }>(
      'INSERT INTO channel_class (subject, pid, name, level, sort) VALUES ($1, $2::bigint, $3, $4, $5) RETURNING id::text AS id',
      [ctx.subject, i.channelClassParentId ?? null, i.channelClassName, level, i.sort ?? 0],
    );
    await recordOperation(tx, ctx, {
      action: 'channelClass.create',
      entity: 'channel_class',
      entityId: r.rows[0].id,
      detail: { name: i.channelClassName, level },
    });
    return r.rows[0].id;
  }
  const cur = await tx.query<{ name: string; pid: string | null; level: number }>(
    'SELECT name, pid::text AS pid, level FROM channel_class WHERE id = $1::bigint AND subject = $2 AND deleted = 0 FOR UPDATE',
    [i.channelClassId, ctx.subject],
  );
  if (!cur.rows[0]) throw errors.notFound('渠道分类');
  if (cur.rows[0].level !== level) {
    const kids = await tx.query('SELECT 1 FROM channel_class WHERE pid = $1::bigint AND deleted = 0 LIMIT 1', [i.channelClassId]);
    if (kids.rows[0])
      throw errors.invalidField('channelClassParentId', '有下级分类时不能改变层级', 'cannot change the level of a class with children');
  }
  await tx.query(
    'UPDATE channel_class SET name = $2, pid = $3::bigint, level = $4, sort = COALESCE($5, sort), utime = now() WHERE id = $1::bigint',
    [i.channelClassId, i.channelClassName, i.channelClassParentId ?? null, level, i.sort ?? null],
  );
  await recordOperation(tx, ctx, {
    action: 'channelClass.update',
    entity: 'channel_class',
    entityId: i.channelClassId,
    changes: diff(cur.rows[0], { name: i.channelClassName, pid: i.channelClassParentId ?? null, level }),
  });
  return i.channelClassId;
}

/**
 * Deletes (marks deleted) a class that holds nothing: refused while it has live child classes or live
 * channels, so no channel is left without a class. The row lock makes the check and the mark atomic
 * against a concurrent child or channel (those take the class FOR SHARE).
 */
export async function deleteChannelClass(tx: Queryable, ctx: AuthedContext, id: string): Promise<void> {
  const cur = await tx.query<{ name: string }>(
    'SELECT name FROM channel_class WHERE id = $1::bigint AND subject = $2 AND deleted = 0 FOR UPDATE',
    [id, ctx.subject],
  );
  if (!cur.rows[0]) throw errors.notFound('渠道分类');
  const use = await tx.query<{ kids: number; channels: number }>(
    `SELECT (SELECT count(*) FROM channel_class WHERE pid = $1::bigint AND deleted = 0)::int AS kids,
       (SELECT count(*) FROM channel WHERE channel_class_id = $1::bigint AND deleted = 0)::int AS channels`,
    [id],
  );
  const { kids, channels } = use.rows[0];
  if (kids > 0)
    throw errors.conflict(
      `该分类下还有${kids}个下级分类，请先删除或移走`,
      `This class still has ${kids} child classes; delete or move them first`,
    );
  if (channels > 0)
    throw errors.conflict(
      `该分类下还有${channels}个渠道，请先移到其他分类`,
      `This class still has ${channels} channels; move them to another class first`,
    );
  await tx.query('UPDATE channel_class SET deleted = 1, utime = now() WHERE id = $1::bigint', [id]);
  await recordOperation(tx, ctx, {
    action: 'channelClass.delete',
    entity: 'channel_class',
    entityId: id,
    detail: { name: cur.rows[0].name },
  });
}

export async function saveChannel(tx: Queryable, ctx: AuthedContext, i: ChannelInput): Promise<string> {
  if (!(await classOf(tx, ctx, i.channelClassId))) throw errors.invalidField('channelClassId', '渠道分类不存在', 'channel class not found');
  if (i.channelLink) assertWebUrl(i.channelLink, 'channelLink');
  const values = {
    channel_class_id: i.channelClassId,
    name: i.channelOuterName,
    inner_name: i.channelInnerName ?? i.channelOuterName,
    sort: i.channelSort,
    status: i.status,
    remark: i.remarks,
    channel_link: i.channelLink,
    channel_level: i.channelLevel,
  };
  if (!i.id) {
    const r = await tx.query<{ id: string }>(
      `INSERT INTO channel (subject, channel_class_id, name, inner_name, sort, status, remark, channel_link, channel_level, staff_id)
       VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9, $10::bigint) RETURNING id::text AS id`,
      [
        ctx.subject,
        values.channel_class_id,
        values.name,
        values.inner_name,
        values.sort ?? 0,
        values.status ?? 0,
        values.remark ?? null,
        values.channel_link ?? null,
        values.channel_level ?? null,
        ctx.staff.id,
      ],
    );
    const id = r.rows[0].id;
    if (i.channelLink) {
      const link = await createShortLink(tx, ctx, { url: i.channelLink, remark: `渠道 ${i.channelOuterName}`, channelId: id });
      await tx.query('UPDATE channel SET short_code = $2 WHERE id = $1::bigint', [id, link.code]);
    }
    await recordOperation(tx, ctx, {
      action: 'channel.create',
      entity: 'channel',
      entityId: id,
      detail: { name: i.channelOuterName, link: i.channelLink },
    });
    return id;
  }
  const cur = await tx.query<Record<string, unknown>>(
    `SELECT channel_class_id::text AS channel_class_id, name, inner_name, sort, status, remark, channel_link, channel_level, short_code, version, utime
       FROM channel WHERE id = $1::bigint AND subject = $2 AND deleted = 0 FOR UPDATE`,
    [i.id, ctx.subject],
  );
  const before = cur.rows[0];
  if (!before) throw errors.notFound('渠道');
  const set = Object.entries(values).filter(([, v]) => v !== undefined);
  await assertFreshVersion(tx, {
    entity: 'channel',
    entityId: i.id,
    expected: i.version,
    version: Number(before.version),
    utime: before.utime as Date,
    current: Object.fromEntries(set.map(([k]) => [k, before[k]])),
  });
  await tx.query(`UPDATE channel SET ${set.map(([k], n) => `${k} = $${n + 2}`).join(', ')}, utime = now() WHERE id = $1::bigint`, [
    i.id,
    ...set.map(([, v]) => v),
  ]);
  if (i.channelLink && i.channelLink !== before.channel_link) {
    if (before.short_code)
      await tx.query('UPDATE short_url SET url = $2, utime = now() WHERE code = $1', [before.short_code, i.channelLink]);
    else {
      const link = await createShortLink(tx, ctx, { url: i.channelLink, remark: `渠道 ${i.channelOuterName}`, channelId: i.id });
      await tx.query('UPDATE channel SET short_code = $2 WHERE id = $1::bigint', [i.id, link.code]);
    }
  }
  await recordOperation(tx, ctx, {
    action: 'channel.update',
    entity: 'channel',
    entityId: i.id,
    changes: diff(before, Object.fromEntries(set)),
  });
  return i.id;
}

/** One channel as the edit form and getChannelById read it (client names), with its short link and QR image. */
export async function channelById(q: Queryable, ctx: AuthedContext, publicUrl: string, id: string) {
  const r = await q.query<Record<string, unknown> & { short_code: string | null }>(
    `SELECT c.id::text AS id, c.channel_class_id::text AS "channelClassId", c.name AS "channelOuterName", c.inner_name AS "channelInnerName",
       c.sort AS "channelSort", c.status, c.remark AS remarks, c.channel_link AS "channelLink", c.channel_level AS "channelLevel",
       c.short_code, c.version, s.visits::int AS visits, ${epochMs('c.ctime')} AS ctime
     FROM channel c LEFT JOIN short_url s ON s.code = c.short_code WHERE c.id = $1::bigint AND c.subject = $2`,
    [id, ctx.subject],
  );
  const row = r.rows[0];
  if (!row) throw errors.notFound('渠道');
  const { short_code: code, ...rest } = row;
  return {
    ...rest,
    shortCode: code,
    channelLinkShort: code ? shortLinkOf(publicUrl, code) : null,
    shortErCode: code ? qrImageOf(publicUrl, code) : null,
  };
}

/** The children of a class (0 = the top) and the channels directly in it (the cascading picker). */
export async function channelAndClass(q: Queryable, ctx: AuthedContext, parentId: string | undefined) {
  const classes = await q.query(
    `SELECT id::text AS id, name AS "channelClassName", pid::text AS "channelClassParentId", level AS "channelLevel", sort
       FROM channel_class WHERE subject = $1 AND deleted = 0 AND pid IS NOT DISTINCT FROM $2::bigint ORDER BY sort, id`,
    [ctx.subject, parentId ?? null],
  );
  const channels = parentId
    ? await q.query(
        `SELECT id::text AS id, name AS "channelOuterName", inner_name AS "channelInnerName", status, sort AS "channelSort"
           FROM channel WHERE subject = $1 AND deleted = 0 AND channel_class_id = $2::bigint ORDER BY sort, id`,
        [ctx.subject, parentId],
      )
    : { rows: [] };
  return { channelClassList: classes.rows, channelList: channels.rows };
}
