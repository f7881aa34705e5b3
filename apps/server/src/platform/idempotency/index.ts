import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db';
import type { AuthedContext } from '../http/context';
import { AppError, errors } from '../http/errors';

/** The Idempotency-Key header (CONTRACT §3), first value when repeated. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return Array.isArray(key) ? key[0] : key;
}

const WAIT_MS = 10_000;
const POLL_MS = 50;

export interface IdempotentResult<T> {
  replayed: boolean;
  value: T;
}

/**
 * Runs a money or stock operation at most once per Idempotency-Key and staff member (CONTRACT §3; a
 * key is the sender's own, so another staff member's reused key never replays this one's answer): the same key
 * replays the first answer, the same key with another body is refused (409), and a request arriving
 * while the first still runs waits for it (then replays) or gets 409 after 10 s.
 * The claim row is written before the work starts, so concurrent requests cannot both run it.
 */
export async function idempotent<T>(
  db: Database,
  ctx: AuthedContext,
  scope: string,
  key: string | undefined,
  body: unknown,
  run: () => Promise<T>,
): Promise<IdempotentResult<T>> {
  if (!key) throw errors.invalidField('Idempotency-Key', '请求头不能为空', 'header is required');
  if (key.length > 200) throw errors.invalidField('Idempotency-Key', '过长', 'is too long');
  const staffId = ctx.staff.id;
  const bodyHash = createHash('sha256').update(stableJson(body)).digest('hex');
  const claimed = await db.query(
    `INSERT INTO idempotency_key (key, scope, staff_id, body_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (scope, staff_id, key) DO NOTHING`,
    [key, scope, staffId, bodyHash],
  );
  if ((claimed.affectedRows ?? 0) === 0) return { replayed: true, value: await waitForFirst<T>(db, scope, staffId, key, bodyHash) };
  try {
    const value = await run();
    await db.query(
      `UPDATE idempotency_key SET status = 'done', response_status = 200, response_body = $4 WHERE scope = $1 AND staff_id = $2 AND key = $3`,
      [scope, staffId, key, JSON.stringify({ ok: value })],
    );
    return { replayed: false, value };
  } catch (err) {
    if (err instanceof AppError && err.kind !== 'INTERNAL') {
      // A refusal is an answer too: the same request again gets the same refusal.
      await db.query(
        `UPDATE idempotency_key SET status = 'done', response_status = $4, response_body = $5 WHERE scope = $1 AND staff_id = $2 AND key = $3`,
        [scope, staffId, key, err.status, JSON.stringify({ error: { kind: err.kind, zh: err.message, en: err.messageEn } })],
      );
    } else {
      // Unexpected failure: free the key so the caller can retry.
      await db.query('DELETE FROM idempotency_key WHERE scope = $1 AND staff_id = $2 AND key = $3', [scope, staffId, key]);
    }
    throw err;
  }
}

async function waitForFirst<T>(db: Database, scope: string, staffId: string, key: string, bodyHash: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const r = await db.query<{
      body_hash: string;
      status: string;
      response_body: { ok?: T; error?: { kind: AppError['kind']; zh: string; en: string } } | null;
    }>('SELECT body_hash, status, response_body FROM idempotency_key WHERE scope = $1 AND staff_id = $2 AND key = $3', [
      scope,
      staffId,
      key,
    ]);
    const row = r.rows[0];
    if (!row) throw errors.conflict('相同的请求刚刚失败，请重试', 'The same request just failed, retry');
    if (row.body_hash !== bodyHash) throw errors.conflict('该幂等键已用于另一个请求', 'This Idempotency-Key was used for another request');
    if (row.status === 'done' && row.response_body) {
      if (row.response_body.error) throw new AppError(row.response_body.error.kind, row.response_body.error.zh, row.response_body.error.en);
      return row.response_body.ok as T;
    }
    if (Date.now() > deadline) throw errors.conflict('相同的请求正在处理中，请稍后查看结果', 'The same request is still running');
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}
