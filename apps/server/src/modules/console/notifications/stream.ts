import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import type { AppEvent } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { unreadCount } from './service';

const HEARTBEAT_MS = 25_000;

/** The open streams of one server, so closing it ends them instead of waiting for browsers to hang up. */
export type OpenStreams = Set<FastifyReply['raw']>;

export function endOpenStreams(open: OpenStreams): void {
  for (const res of open) res.end();
  open.clear();
}

/**
 * Server-Sent Events for the console's badge and drawer. On (re)connect the client's Last-Event-ID
 * replays what it missed, so a reconnect catches up without a reload.
 */
export async function streamNotifications(
  deps: AppDeps,
  openStreams: OpenStreams,
  ctx: AuthedContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const staffId = ctx.staff.id;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (e: AppEvent) => {
    res.write(`id: ${e.id}\nevent: ${e.channel}\ndata: ${JSON.stringify(e.payload)}\n\n`);
  };
  // Subscribe first so nothing published during the replay is lost; the replay skips duplicates.
  let lastSent = 0n;
  const queue: AppEvent[] = [];
  let replaying = true;
  const unsubscribe = deps.events.subscribe(staffId, (e) => {
    if (replaying) queue.push(e);
    else if (BigInt(e.id) > lastSent) {
      lastSent = BigInt(e.id);
      send(e);
    }
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  openStreams.add(res);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    openStreams.delete(res);
  });

  res.write('retry: 2000\n\n');
  const q = request.query as Record<string, unknown>;
  const lastId = String(request.headers['last-event-id'] ?? q.lastEventId ?? '');
  if (lastId) {
    for (const e of await deps.events.since(staffId, lastId)) {
      lastSent = BigInt(e.id);
      send(e);
    }
  }
  for (const e of queue) {
    if (BigInt(e.id) > lastSent) {
      lastSent = BigInt(e.id);
      send(e);
    }
  }
  replaying = false;
  res.write(`event: unread\ndata: ${JSON.stringify({ count: await unreadCount(deps.db, staffId) })}\n\n`);
}
