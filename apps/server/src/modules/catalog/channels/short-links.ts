/**
 * Short links served by this server (inventory area `short-url`): `GET /s/<code>` answers a 302 to
 * the stored URL and counts the visit in the same statement (`visits = visits + 1`, race-safe without
 * a lock). A channel's short link follows the channel's landing page (updateChannel rewrites `url`).
 * QR codes are PNGs rendered here (the `qrcode` library, no network): of any text (createErcode) or of
 * a short link (`GET /s/<code>/qr.png`, public like the link it encodes).
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { restPage } from '../../../platform/sql/page';
import { epochMs } from '../../../platform/sql/columns';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 8 characters of an unambiguous alphabet (57^8 ≈ 1.1e14 codes). */
export function newShortCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const shortLinkOf = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/s/${code}`;
export const qrImageOf = (publicUrl: string, code: string) => `${shortLinkOf(publicUrl, code)}/qr.png`;

/** Only web addresses may be shortened (no javascript:, data: or relative targets). */
export function assertWebUrl(url: string, field = 'url'): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw errors.invalidField(field, '必须是 http(s) 网址', 'must be an http(s) address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw errors.invalidField(field, '必须是 http(s) 网址', 'must be an http(s) address');
}

/** Stores a short link (a new code; retried on the unlikely collision) and returns its row. */
export async function createShortLink(
  tx: Queryable,
  ctx: AuthedContext,
  input: { url: string; remark?: string; channelId?: string },
): Promise<{ id: string; code: string }> {
  assertWebUrl(input.url);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newShortCode();
    const r = await tx.query<{ id: string; code: string }>(
      `INSERT INTO short_url (code, url, remark, subject, channel_id, staff_id) VALUES ($1, $2, $3, $4, $5::bigint, $6::bigint)
       ON CONFLICT (code) DO NOTHING RETURNING id::text AS id, code`,
      [code, input.url, input.remark ?? null, ctx.subject, input.channelId ?? null, ctx.staff.id],
    );
    if (r.rows[0]) {
      await recordOperation(tx, ctx, {
        action: 'shortUrl.create',
        entity: 'short_url',
        entityId: r.rows[0].id,
        detail: { code, url: input.url, channelId: input.channelId },
      });
      return r.rows[0];
    }
  }
  throw errors.conflict('短链生成失败，请重试', 'Could not allocate a short code, try again');
}

/** The caller's short links (newest first) with their visit counts. */
export async function listShortLinks(q: Queryable, ctx: AuthedContext, publicUrl: string, page: number, size: number) {
  const p = await restPage(q, {
    select: `id::text AS id, code, url, remark, channel_id::text AS "channelId", visits::int AS visits, ${epochMs('last_visit')} AS "lastVisit",
       ${epochMs('ctime')} AS ctime`,
    from: 'short_url',
    where: 'staff_id = $1::bigint',
    params: [ctx.staff.id],
    orderBy: 'id DESC',
    page,
    size,
    base: 1,
    present: (row: Record<string, unknown> & { code: string }) => ({
      ...row,
      shortUrl: shortLinkOf(publicUrl, row.code),
      erCode: qrImageOf(publicUrl, row.code),
    }),
  });
  return { content: p.rows, totalElements: p.total, number: p.page, size: p.size };
}

/** Counts the visit and answers where to go; null for an unknown code. */
export async function visitShortLink(q: Queryable, code: string): Promise<string | null> {
  if (!/^[A-Za-z0-9]{4,16}$/.test(code)) return null;
  const r = await q.query<{ url: string }>('UPDATE short_url SET visits = visits + 1, last_visit = now() WHERE code = $1 RETURNING url', [
    code,
  ]);
  return r.rows[0]?.url ?? null;
}

export async function shortLinkTarget(q: Queryable, code: string): Promise<string | null> {
  if (!/^[A-Za-z0-9]{4,16}$/.test(code)) return null;
  const r = await q.query<{ code: string }>('SELECT code FROM short_url WHERE code = $1', [code]);
  return r.rows[0]?.code ?? null;
}

/** A QR code PNG of `content`, `width` pixels square (the QR library adds a 2-module quiet zone). */
export function qrPng(content: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(content, { type: 'png', width, margin: 2, errorCorrectionLevel: 'M' });
}
