import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { COLUMN_MAX } from '../../../platform/http/fields';
import { defineRoute } from '../../../platform/http/route';
import { recordOperation } from '../../../platform/oplog';
import { listNotifications, markRead, notifyStaff, unreadCount } from './service';
import { endOpenStreams, streamNotifications, type OpenStreams } from './stream';

const PREFIXES = ['/api/tm/v1/teacher/manager/notify', '/api/tm/v2/teacher/manager/notify'];
const id = z.union([z.string().regex(/^\d{1,18}$/, '必须是数字编号'), z.number().int().positive()]).transform(String);
const ids = z
  .union([z.array(id), z.string()])
  .transform((v) =>
    Array.isArray(v)
      ? v
      : v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^\d{1,18}$/, '通知编号必须是数字')).max(1000, '一次最多1000条'));

/** A staff member reads their own notifications; a top administrator may read anyone's. */
function targetStaff(ctx: AuthedContext, staffId?: string): string {
  if (!staffId || staffId === ctx.staff.id) return ctx.staff.id;
  if (!ctx.staff.roleIds.includes('7')) throw errors.forbidden('查看他人通知');
  return staffId;
}

async function staffOfTeacher(deps: AppDeps, teacherId: string): Promise<string> {
  // Teachers log in as staff; a teacher row points at its staff account.
  const r = await deps.db
    .query<{ staff_id: string | null }>('SELECT staff_id::text AS staff_id FROM teacher WHERE id = $1::bigint', [teacherId])
    .catch(() => ({ rows: [] as { staff_id: string | null }[] }));
  const staffId = r.rows[0]?.staff_id;
  if (!staffId) throw errors.notFound('老师');
  return staffId;
}

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const openStreams: OpenStreams = new Set();
  app.addHook('preClose', async () => endOpenStreams(openStreams));
  const listQuery = z.object({
    staffId: id.optional(),
    teacherId: id.optional(),
    pageNumber: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    typeId: z.coerce.number().int().optional(),
  });
  type ListQuery = z.infer<typeof listQuery>;
  const input = (q: unknown, b: unknown) => listQuery.parse({ ...(b as object), ...(q as object) });
  const readInput = z.object({
    staffId: id.optional(),
    teacherId: id.optional(),
    notifyIds: ids.optional(),
    isAllRead: z.coerce.number().optional(),
  });
  // Whose notifications: the caller's own, anyone's for role 7 (targetStaff); a teacher id names that teacher's staff account.
  const STAFF_ID = "a staff member: the caller's own notifications, or anyone's for role 7 (targetStaff)";
  const TYPE_ID = 'a notification type (dictionary)';

  for (const P of PREFIXES) {
    defineRoute<unknown, ListQuery>(app, {
      method: ['GET', 'POST'],
      url: [`${P}/getAllNotifyByStaffId`, `${P}/getAllNotifyByTeacherId`],
      access: 'staff',
      scope: { teacherId: 'teacher' },
      unscoped: { staffId: STAFF_ID, typeId: TYPE_ID },
      input: listQuery,
      handler: async (ctx, { request }) => {
        const q = input(request.query, request.body);
        const staffId = q.teacherId ? targetStaff(ctx, await staffOfTeacher(deps, q.teacherId)) : targetStaff(ctx, q.staffId);
        return listNotifications(db, staffId, q.pageNumber, q.pageSize, q.typeId);
      },
    });

    defineRoute(app, {
      method: ['GET', 'POST'],
      url: [`${P}/getUnreadCountByStaffId`, `${P}/getUnreadCountByTeacherId`, `${P}/getNotifyCountByStaffId`],
      access: 'staff',
      scope: { teacherId: 'teacher' },
      unscoped: { staffId: STAFF_ID, typeId: TYPE_ID },
      input: listQuery,
      handler: async (ctx, { request }) => {
        const q = input(request.query, request.body);
        const staffId = q.teacherId ? targetStaff(ctx, await staffOfTeacher(deps, q.teacherId)) : targetStaff(ctx, q.staffId);
        return unreadCount(db, staffId);
      },
    });

    defineRoute(app, {
      method: ['GET', 'POST'],
      url: [`${P}/updateNotifyIsReadByStaffId`, `${P}/updateNotifyIsReadByTeacherId`],
      access: 'staff',
      scope: { teacherId: 'teacher' },
      unscoped: { staffId: STAFF_ID, notifyIds: "the target staff member's notifications: markRead touches only that staff member's rows" },
      input: readInput,
      handler: async (ctx, { request }) => {
        const raw = { ...(request.body as object), ...(request.query as object) } as Record<string, unknown>;
        const q = readInput.parse(raw);
        const staffId = q.teacherId ? targetStaff(ctx, await staffOfTeacher(deps, q.teacherId)) : targetStaff(ctx, q.staffId);
        const all = q.isAllRead === 1;
        if (!all && !q.notifyIds?.length) throw errors.invalidField('notifyIds', '不能为空', 'is required');
        const changed = await markRead(db, staffId, all ? 'all' : q.notifyIds!);
        await deps.events.publish('unread', staffId, { count: await unreadCount(db, staffId) });
        return { updated: changed };
      },
    });

    defineRoute<{ staffId: string; title: string; content?: string; typeId?: number; jumpLink?: string }>(app, {
      method: 'POST',
      url: `${P}/send`,
      access: { area: 'notice-admin' },
      unscoped: { staffId: 'the staff member the notice is sent to', typeId: TYPE_ID },
      body: z.object({
        staffId: id,
        title: z.string().trim().min(1, '请输入标题').max(100),
        content: z.string().max(5000).optional(),
        typeId: z.coerce.number().int().min(0).max(COLUMN_MAX.int).optional(),
        jumpLink: z.string().max(500).optional(),
      }),
      handler: async (ctx, { body }) => {
        const n = await notifyStaff(db, deps.events, body.staffId, { ...body, subject: ctx.subject });
        await recordOperation(db, ctx, {
          action: 'notification.send',
          entity: 'notification',
          entityId: n.id,
          detail: { to: body.staffId },
        });
        return n;
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${P}/stream`,
      access: 'staff',
      reply: 'raw',
      handler: async (ctx, { request, reply }) => streamNotifications(deps, openStreams, ctx, request, reply),
    });
  }
}
