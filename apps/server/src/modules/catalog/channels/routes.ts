import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { defineCall, defineRoute } from '../../../platform/http/route';
import { COLUMN_MAX, idFieldAs, optIdField, optIntField, optTextField, pageFields, requiredText } from '../../../platform/http/fields';
import {
  channelAndClass,
  channelById,
  channelClassInput,
  channelInput,
  deleteChannelClass,
  saveChannel,
  saveChannelClass,
} from './channel-writes';
import { departmentInput, downloadInput, introductionOf, recordDownload, saveIntroduction, saveIntroductionInput } from './introductions';
import { createShortLink, listShortLinks, qrPng, shortLinkOf, shortLinkTarget, visitShortLink } from './short-links';

const shortUrl = { area: 'short-url' } as const;
const GET_POST: ('GET' | 'POST')[] = ['GET', 'POST'];
/** QR size in pixels: the smaller of width and height, 64-2000 (default 300). */
const zSize = optIntField(64, 2000, 'coerce');
/** A channel's class is looked up in the active subject only: a missing or foreign one is 400 naming the field. */
const channelClassUnscoped = {
  channelClassId:
    'checked in the use case: a class of the active subject, else 400 渠道分类不存在 (a foreign one answers like a missing one)',
};
/**
 * A parent class id is 0 for the root, and the use case looks it up in the active subject only (a class
 * of another subject answers like a missing one: 400 上级分类不存在, or an empty level of the tree).
 */
const parentClassUnscoped = {
  channelClassParentId:
    'checked in the use case: a class of the active subject, 0 = the root; another subject’s answers like a missing one',
};

/**
 * Channels, short links, QR codes and introductions (/channelManagement; areas `short-url`).
 * `GET /s/<code>` and `GET /s/<code>/qr.png` are public: whoever holds the link may follow it.
 */
export function registerChannelRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // short links and QR codes name this server as PUBLIC_URL says, else as the caller reached it (the
  // console shows `/s/<code>` under its own origin, so both agree without configuration)
  const publicUrl = (request: FastifyRequest) =>
    deps.config.publicUrl ?? `${request.protocol}://${request.headers.host ?? `localhost:${deps.config.port}`}`;

  // ---- channels and the class tree ----
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/channel/createChannel',
    access: shortUrl,
    unscoped: channelClassUnscoped,
    input: channelInput.omit({ id: true, version: true }),
    handler: async (ctx, i, raw) => channelById(db, ctx, publicUrl(raw.request), await db.transaction((tx) => saveChannel(tx, ctx, i))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/channel/updateChannel',
    access: shortUrl,
    scope: { id: 'channel' },
    unscoped: channelClassUnscoped,
    input: channelInput.extend({ id: idFieldAs('coerce') }),
    handler: async (ctx, i, raw) => channelById(db, ctx, publicUrl(raw.request), await db.transaction((tx) => saveChannel(tx, ctx, i))),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/c/v1/channel/getChannelById',
    access: 'staff',
    scope: { id: 'channel' },
    input: z.object({ id: idFieldAs('coerce') }),
    handler: (ctx, i, raw) => channelById(db, ctx, publicUrl(raw.request), i.id),
  });
  defineCall(app, {
    method: GET_POST,
    url: ['/api/c/v1/channel/createChannelClassV2', '/api/c/v1/channel/updateChannelClassV2'],
    access: shortUrl,
    scope: { channelClassId: 'channelClass' },
    unscoped: parentClassUnscoped,
    input: channelClassInput,
    handler: async (ctx, i, raw) => {
      const update = raw.request.url.includes('updateChannelClassV2');
      if (update && !i.channelClassId) throw errors.invalidField('channelClassId', '不能为空', 'is required');
      const id = await db.transaction((tx) => saveChannelClass(tx, ctx, update ? i : { ...i, channelClassId: undefined }));
      return { id };
    },
  });
  // not in the original client (it had no delete): ours, refused while the class holds classes or channels
  defineCall(app, {
    method: 'POST',
    url: '/api/c/v1/channel/deleteChannelClass',
    access: shortUrl,
    scope: { channelClassId: 'channelClass' },
    input: z.object({ channelClassId: idFieldAs('coerce') }),
    handler: async (ctx, i) => {
      await db.transaction((tx) => deleteChannelClass(tx, ctx, i.channelClassId));
      return { id: i.channelClassId };
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/c/v1/channel/getChannelAndClass',
    access: 'staff',
    unscoped: parentClassUnscoped,
    input: z.object({ channelClassParentId: z.preprocess((v) => (v === '0' || v === 0 ? undefined : v), optIdField('coerce')) }),
    handler: (ctx, i) => channelAndClass(db, ctx, i.channelClassParentId),
  });

  // ---- short links and QR codes ----
  defineCall(app, {
    method: 'POST',
    url: '/api/f/v1/shorturl/createAndSave',
    access: shortUrl,
    input: z.object({ url: requiredText(2000, 'coerce', '网址'), remark: optTextField(200, 'coerce') }),
    handler: async (ctx, i, raw) => {
      const link = await db.transaction((tx) => createShortLink(tx, ctx, i));
      return { id: link.id, code: link.code, shortUrl: shortLinkOf(publicUrl(raw.request), link.code), url: i.url };
    },
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/f/v1/shorturl/getShortUrl',
    access: shortUrl,
    input: z.object(pageFields({ reading: 'coerce', maxSize: 200, maxPage: COLUMN_MAX.int })),
    handler: (ctx, i, raw) => listShortLinks(db, ctx, publicUrl(raw.request), i.page, i.size),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/f/v1/ercode/createErcode',
    access: shortUrl,
    reply: 'raw',
    input: z.object({ url: optTextField(2000, 'coerce'), content: optTextField(2000, 'coerce'), width: zSize, height: zSize }),
    handler: async (_ctx, i, raw) => {
      const text = i.content || i.url;
      if (!text) throw errors.invalidField('content', '不能为空', 'is required');
      const size = Math.min(i.width ?? i.height ?? 300, i.height ?? i.width ?? 300);
      return raw.reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .send(await qrPng(text, size));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/s/:code',
    access: 'public',
    reply: 'raw',
    handler: async (_ctx, { params, reply }) => {
      const target = await visitShortLink(db, params.code);
      if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('短链不存在 / short link not found');
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/s/:code/qr.png',
    access: 'public',
    reply: 'raw',
    query: z.object({ size: zSize }),
    handler: async (_ctx, { params, query, reply, request }) => {
      const code = await shortLinkTarget(db, params.code);
      if (!code) return reply.code(404).type('text/plain; charset=utf-8').send('短链不存在 / short link not found');
      const png = await qrPng(shortLinkOf(publicUrl(request), code), (query as { size?: number }).size ?? 300);
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  });

  // ---- introductions by department ----
  defineCall(app, {
    method: GET_POST,
    url: '/api/s/v1/introductionControllerV1/selectIntroductionByDepartmentId',
    access: shortUrl,
    unscoped: { departmentId: 'the org tree is shared by the subject lines (the introduction is read in the active subject)' },
    input: departmentInput,
    handler: (ctx, i) => introductionOf(db, ctx, i.departmentId),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/s/v1/introductionControllerV1/saveIntroductionByDepartmentId',
    access: shortUrl,
    scope: { channelId: 'channel' },
    unscoped: { departmentId: 'the org tree is shared by the subject lines (the introduction is saved in the active subject)' },
    input: saveIntroductionInput,
    handler: async (ctx, i) => {
      await db.transaction((tx) => saveIntroduction(tx, ctx, i));
      return introductionOf(db, ctx, i.departmentId);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/s/v1/introductionControllerV1/downloadIntroductionChannelLog',
    access: shortUrl,
    scope: { channelId: 'channel' },
    unscoped: { departmentId: 'the org tree is shared by the subject lines (the introduction is read in the active subject)' },
    input: downloadInput,
    handler: (ctx, i) => db.transaction((tx) => recordDownload(tx, ctx, i)),
  });
}
