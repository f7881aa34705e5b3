import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AppError, errors } from '../http/errors';
import { contentDisposition } from '../query/xlsx';
import type { FileStorage } from './index';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Downloads of server-made files that belong to a record (an export, an import report). The storage
 * signs (key, expiry); the link names the record's own download route, so that route can check the
 * requester and their permissions again before the file leaves.
 */
export function recordDownloadLink(files: FileStorage, key: string, routePath: string): { url: string; expiresAt: number } {
  const signed = new URL(files.downloadUrl('private', key), 'http://x');
  const expires = Number(signed.searchParams.get('expires'));
  return { url: `${routePath}?expires=${expires}&sig=${signed.searchParams.get('sig')}`, expiresAt: expires };
}

/** Refuses a link that recordDownloadLink did not make for this key, or that has expired. */
export function assertRecordLink(files: FileStorage, key: string | null, link: { expires: number; sig: string }): asserts key is string {
  if (!key || !files.verify('private', key, '', link.expires, link.sig, 'get'))
    throw new AppError('FORBIDDEN', '下载地址无效或已过期', 'Download URL invalid or expired');
}

/** The stored file, or a 404 naming what is missing. */
export async function openRecordFile(files: FileStorage, key: string, missing: string): Promise<{ stream: Readable; size: number }> {
  const stored = await files.open('private', key);
  if (!stored) throw errors.notFound(missing);
  return stored;
}

/** Streams a stored .xlsx as a download under the given file name. */
export function sendXlsx(reply: FastifyReply, file: { stream: Readable; size: number }, fileName: string): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(file.stream);
}
