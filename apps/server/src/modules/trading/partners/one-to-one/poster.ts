import { randomUUID } from 'node:crypto';
import type { Database } from '../../../../platform/db';
import type { FileStorage } from '../../../../platform/files';
import { recordOperation } from '../../../../platform/oplog';
import { actorOf, type OneToOneContext } from './access';

export interface PosterInput {
  title: string;
  subTitle?: string;
  content?: string;
  qrUrl?: string;
  background?: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Text wrapped at ~18 full-width characters per line, at most 8 lines. */
function lines(text: string, width = 18, max = 8): string[] {
  const out: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    for (let i = 0; i < para.length && out.length < max; i += width) out.push(para.slice(i, i + width));
    if (out.length >= max) break;
  }
  return out;
}

/** A 750×1334 SVG poster; every text is escaped, the colour is a checked hex value, nothing else is user markup. */
export function posterSvg(p: PosterInput): string {
  const bg = p.background && /^#[0-9a-fA-F]{6}$/.test(p.background) ? p.background : '#FFF4E0';
  const body = lines(p.content ?? '')
    .map((l, i) => `<text x="60" y="${520 + i * 56}" font-size="36" fill="#333">${esc(l)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334" viewBox="0 0 750 1334">',
    `<rect width="750" height="1334" fill="${bg}"/>`,
    `<text x="375" y="260" font-size="64" font-weight="bold" text-anchor="middle" fill="#222">${esc(p.title)}</text>`,
    p.subTitle ? `<text x="375" y="350" font-size="40" text-anchor="middle" fill="#555">${esc(p.subTitle)}</text>` : '',
    body,
    p.qrUrl
      ? `<rect x="255" y="1000" width="240" height="240" fill="#fff" stroke="#999"/><text x="375" y="1280" font-size="22" text-anchor="middle" fill="#666">${esc(p.qrUrl.slice(0, 60))}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** poster/createPosterCustom: renders the poster, stores it as a public file and answers its URL. */
export async function createPoster(db: Database, files: FileStorage, ctx: OneToOneContext, p: PosterInput) {
  const svg = Buffer.from(posterSvg(p), 'utf8');
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const key = `${day}/${randomUUID()}.svg`;
  await files.put('public', key, svg);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO stored_file (object_key, visibility, content_type, size, staff_id) VALUES ($1, $2, $3, $4, $5)', [
      key,
      'public',
      'image/svg+xml',
      svg.length,
      ctx.staff?.id ?? null,
    ]);
    await recordOperation(tx, ctx, {
      action: 'poster.create',
      entity: 'file',
      entityId: key,
      detail: { title: p.title, caller: ctx.caller },
      ...actorOf(ctx),
    });
  });
  return { key, url: files.downloadUrl('public', key), contentType: 'image/svg+xml', size: svg.length };
}
