import { createHash, createHmac, randomUUID } from 'node:crypto';
import { UPLOAD_RULES, type FileStorage, type Visibility } from './index';

export interface S3Config {
  /** e.g. https://s3.cn-north-1.amazonaws.com.cn or a MinIO / OSS-compatible endpoint (path-style URLs). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature V4 query-string presigning (what every S3-compatible store accepts). */
export function presignS3(cfg: S3Config, method: 'GET' | 'PUT', key: string, expiresSeconds: number, now = new Date()): string {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${cfg.region}/s3/aws4_request`;
  const url = new URL(cfg.endpoint);
  // Path-style (/bucket/key); an empty bucket means the endpoint is already the bucket's host.
  const path = `${cfg.bucket ? `/${cfg.bucket}` : ''}/${key.split('/').map(encode).join('/')}`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${cfg.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [method, path, canonicalQuery, `host:${url.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const kDate = hmac(`AWS4${cfg.secretAccessKey}`, day);
  const signature = createHmac('sha256', hmac(hmac(hmac(kDate, cfg.region), 's3'), 'aws4_request'))
    .update(toSign)
    .digest('hex');
  return `${url.origin}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/**
 * Object storage on an S3-compatible service: the browser uploads and downloads with presigned URLs
 * straight to the bucket, so this server never streams the bytes. Private and public files live
 * under their own prefixes; both are read through presigned GETs.
 */
export function s3Storage(cfg: S3Config): FileStorage {
  const ttl = UPLOAD_RULES.urlMinutes * 60;
  return {
    grantUpload(visibility, fileName, contentType) {
      const ext = (fileName.match(/\.[a-zA-Z0-9]{1,8}$/)?.[0] ?? '').toLowerCase();
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      const key = `${day}/${randomUUID()}${ext}`;
      return {
        key,
        method: 'PUT',
        uploadUrl: presignS3(cfg, 'PUT', `${visibility}/${key}`, ttl),
        headers: { 'content-type': contentType },
        expiresAt: Date.now() + ttl * 1000,
        maxBytes: UPLOAD_RULES.maxBytes,
        url: presignS3(cfg, 'GET', `${visibility}/${key}`, ttl),
      };
    },
    verify: () => false,
    put: async () => {
      throw new Error('S3 storage takes uploads at the bucket, not through this server');
    },
    putStream: async () => {
      // Server-made files (exports) would need a multipart upload to the bucket; not built yet.
      throw new Error('S3 storage does not take server-made files yet');
    },
    // putStream is not built for S3 (a multipart upload would be; a dead one is the bucket's lifecycle rule's to end).
    listPartials: async () => [],
    remove: async () => undefined,
    open: async () => null,
    downloadUrl: (visibility: Visibility, key: string) => presignS3(cfg, 'GET', `${visibility}/${key}`, ttl),
  };
}
