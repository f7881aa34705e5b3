import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';

export type Visibility = 'public' | 'private';

export const UPLOAD_RULES = {
  maxBytes: 20 * 1024 * 1024,
  types: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'audio/mpeg',
    'audio/mp4',
    'video/mp4',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel',
    'text/csv',
  ],
  urlMinutes: 15,
} as const;

export interface UploadGrant {
  key: string;
  method: 'PUT';
  uploadUrl: string;
  headers: Record<string, string>;
  expiresAt: number;
  maxBytes: number;
  /** Where the file can be read once uploaded (signed and expiring for private files). */
  url: string;
}

/** Object storage behind signed, expiring URLs. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStorage {
  grantUpload(visibility: Visibility, fileName: string, contentType: string): UploadGrant;
  verify(visibility: Visibility, key: string, contentType: string, expires: number, sig: string, action: 'put' | 'get'): boolean;
  put(visibility: Visibility, key: string, data: Buffer): Promise<void>;
  /**
   * Writes a file from a stream (server-made files such as exports; memory stays one chunk). The file
   * appears under its key only once complete, so a re-run of the same job replaces it whole. Returns bytes written.
   * `tag` names the writer in the partial file's name (a job claim: platform/jobs/partials.ts), so the
   * partial of a writer that died (kill -9) can be found and removed.
   */
  putStream(visibility: Visibility, key: string, data: Readable, opts?: { tag?: string }): Promise<number>;
  /** Partial files of unfinished putStream writes under a folder (none for a store that keeps no partials). */
  listPartials(visibility: Visibility, prefix: string): Promise<PartialFile[]>;
  remove(visibility: Visibility, key: string): Promise<void>;
  open(visibility: Visibility, key: string): Promise<{ stream: Readable; size: number } | null>;
  downloadUrl(visibility: Visibility, key: string): string;
}

export interface PartialFile {
  /** The partial's own key (pass it to `remove`). */
  key: string;
  /** The key the write was for. */
  of: string;
  /** The writer's tag; null for an untagged write. */
  tag: string | null;
  ageMs: number;
}

const TAG = /^[A-Za-z0-9_-]{1,64}$/;
/** `<key>[.~<tag>].<uuid>.part` */
const PARTIAL = /^(.+?)(?:\.~([A-Za-z0-9_-]{1,64}))?\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

export function localStorage(root: string, secret: string): FileStorage {
  const sign = (parts: (string | number)[]) => createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
  const pathOf = (visibility: Visibility, key: string) => {
    const p = normalize(join(root, visibility, key));
    if (!p.startsWith(join(root, visibility))) throw new Error('path escapes storage root');
    return p;
  };
  const signedGet = (visibility: Visibility, key: string) => {
    if (visibility === 'public') return `/files/public/${key}`;
    const expires = Date.now() + UPLOAD_RULES.urlMinutes * 60_000;
    return `/files/private/${key}?expires=${expires}&sig=${sign(['get', 'private', key, '', expires])}`;
  };
  return {
    grantUpload(visibility, fileName, contentType) {
      const ext = (fileName.match(/\.[a-zA-Z0-9]{1,8}$/)?.[0] ?? '').toLowerCase();
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const key = `${day}/${randomUUID()}${ext}`;
      const expires = Date.now() + UPLOAD_RULES.urlMinutes * 60_000;
      const sig = sign(['put', visibility, key, contentType, expires]);
      return {
        key,
        method: 'PUT',
        uploadUrl: `/files/upload/${visibility}/${key}?expires=${expires}&sig=${sig}&contentType=${encodeURIComponent(contentType)}`,
        headers: { 'content-type': contentType },
        expiresAt: expires,
        maxBytes: UPLOAD_RULES.maxBytes,
        url: signedGet(visibility, key),
      };
    },
    verify(visibility, key, contentType, expires, sig, action) {
      if (!Number.isFinite(expires) || expires < Date.now()) return false;
      const expected = Buffer.from(sign([action, visibility, key, action === 'put' ? contentType : '', expires]));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async put(visibility, key, data) {
      const p = pathOf(visibility, key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, data);
    },
    async putStream(visibility, key, data, opts = {}) {
      const p = pathOf(visibility, key);
      await mkdir(dirname(p), { recursive: true });
      if (opts.tag !== undefined && !TAG.test(opts.tag)) throw new Error(`bad partial-file tag ${opts.tag}`);
      const part = `${p}.${opts.tag ? `~${opts.tag}.` : ''}${randomUUID()}.part`;
      try {
        await pipeline(data, createWriteStream(part));
        await rename(part, p);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
      return (await stat(p)).size;
    },
    async listPartials(visibility, prefix) {
      const base = join(root, visibility);
      const names = await readdir(pathOf(visibility, prefix), { recursive: true }).catch(() => [] as string[]);
      const out: PartialFile[] = [];
      for (const name of names) {
        const key = relative(base, join(pathOf(visibility, prefix), name))
          .split(sep)
          .join('/');
        const m = PARTIAL.exec(key);
        const s = m ? await stat(join(base, key)).catch(() => null) : null;
        if (m && s?.isFile()) out.push({ key, of: m[1], tag: m[2] ?? null, ageMs: Date.now() - s.mtimeMs });
      }
      return out;
    },
    async remove(visibility, key) {
      await rm(pathOf(visibility, key), { force: true });
    },
    async open(visibility, key) {
      const p = pathOf(visibility, key);
      const s = await stat(p).catch(() => null);
      if (!s?.isFile()) return null;
      return { stream: createReadStream(p), size: s.size };
    },
    downloadUrl: signedGet,
  };
}
