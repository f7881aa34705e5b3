import type { Queryable } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

export interface NotificationInput {
  title: string;
  content?: string;
  briefIntroduction?: string;
  typeId?: number;
  typeName?: string;
  jumpLink?: string;
  subject?: number | null;
}

export interface NotificationDto {
  id: string;
  typeId: number;
  typeName: string;
  title: string;
  briefIntroduction: string;
  content: string;
  jumpLink: string;
  notifyTime: number;
  isRead: boolean;
}

const COLUMNS = `id::text AS id, type_id AS "typeId", type_name AS "typeName", title, brief_introduction AS "briefIntroduction",
  content, jump_link AS "jumpLink", ${epochMs('notify_time', 'notifyTime')}, is_read AS "isRead"`;

type Row = NotificationDto;
const toDto = (r: Row): NotificationDto => ({ ...r, notifyTime: Number(r.notifyTime) });

/** Writes a notification (inside the caller's transaction). Announce it with `announce` after commit. */
export async function insertNotification(q: Queryable, staffId: string, n: NotificationInput): Promise<NotificationDto> {
  const r = await q.query<Row>(
    `INSERT INTO notification (staff_id, type_id, type_name, title, brief_introduction, content, jump_link, subject)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      staffId,
      n.typeId ?? 0,
      n.typeName ?? '',
      n.title,
      n.briefIntroduction ?? (n.content ?? '').slice(0, 80),
      n.content ?? '',
      n.jumpLink ?? '',
      n.subject ?? null,
    ],
  );
  return toDto(r.rows[0]);
}

export async function announce(events: EventBus, staffId: string, n: NotificationDto): Promise<void> {
  await events.publish('notify', staffId, { ...n });
}

/** The one function any module calls to notify a staff member: stored, then pushed live to every instance. */
export async function notifyStaff(db: Queryable, events: EventBus, staffId: string, n: NotificationInput): Promise<NotificationDto> {
  const dto = await insertNotification(db, staffId, n);
  await announce(events, staffId, dto);
  return dto;
}

export async function listNotifications(q: Queryable, staffId: string, page: number, size: number, typeId?: number) {
  const w = new Where().add('staff_id = ?', staffId);
  if (typeId !== undefined) w.add('type_id = ?', typeId);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'notification',
    where: w,
    orderBy: 'notification.is_read, notification.notify_time DESC, notification.id DESC',
    page,
    size,
    base: 1,
    present: toDto,
  });
  return springPage(p);
}

export async function unreadCount(q: Queryable, staffId: string): Promise<number> {
  const r = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM notification WHERE staff_id = $1 AND NOT is_read', [staffId]);
  return Number(r.rows[0].n);
}

export async function markRead(q: Queryable, staffId: string, ids: string[] | 'all'): Promise<number> {
  const r =
    ids === 'all'
      ? await q.query('UPDATE notification SET is_read = true, read_time = now() WHERE staff_id = $1 AND NOT is_read', [staffId])
      : await q.query(
          'UPDATE notification SET is_read = true, read_time = now() WHERE staff_id = $1 AND NOT is_read AND id = ANY($2::bigint[])',
          [staffId, ids],
        );
  return r.affectedRows ?? 0;
}
