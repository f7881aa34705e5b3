import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { AppError, errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { UPLOAD_RULES, type Visibility } from '../../../platform/files';
import { recordOperation } from '../../../platform/oplog';

const grantQuery = z.object({
  fileName: z.string().trim().min(1).max(200).default('file'),
  contentType: z.enum(UPLOAD_RULES.types, { message: '不支持的文件类型' }).default('image/png'),
});
type GrantQuery = z.infer<typeof grantQuery>;

export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { files, db } = deps;
  const grants: [string, Visibility][] = [
    ['/api/home/v1/ossconfig/getStsPubWriteToken', 'public'],
    ['/api/home/v1/ossconfig/getPubWriteSinged', 'public'],
    ['/api/home/v1/ossconfig/getPrivateWriteSinged', 'private'],
  ];
  for (const [url, visibility] of grants) {
    defineRoute<unknown, GrantQuery>(app, {
      method: 'GET',
      url,
      access: 'staff',
      query: grantQuery,
      handler: async (ctx, { query }) => {
        const grant = files.grantUpload(visibility, query.fileName, query.contentType);
        await recordOperation(db, ctx, { action: 'file.grant', entity: 'file', entityId: grant.key, detail: { visibility } });
        return { ...grant, visibility, allowedTypes: UPLOAD_RULES.types };
      },
    });
  }

  // The signed URL is the credential for these three: they are called by the browser directly.
  app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_RULES.maxBytes }, (_req, body, done) => done(null, body));
    const signed = z.object({ expires: z.coerce.number(), sig: z.string(), contentType: z.string().optional() });

    defineRoute<unknown, z.infer<typeof signed>, never>(scope, {
      method: 'PUT',
      url: '/files/upload/:visibility/*',
      access: 'public',
      query: signed,
      handler: async (_ctx, { params, query, request }) => {
        const visibility = params.visibility as Visibility;
        const key = params['*'];
        const contentType = query.contentType ?? '';
        if (!['public', 'private'].includes(visibility) || !files.verify(visibility, key, contentType, query.expires, query.sig, 'put')) {
          throw new AppError('FORBIDDEN', '上传地址无效或已过期', 'Upload URL invalid or expired');
        }
        if ((request.headers['content-type'] ?? '').split(';')[0] !== contentType)
          throw errors.invalidField('content-type', '与签名不符', 'does not match the grant');
        const data = request.body;
        if (!Buffer.isBuffer(data) || data.length === 0) throw errors.invalidField('body', '文件为空', 'is empty');
        await files.put(visibility, key, data);
        await db.query(
          `INSERT INTO stored_file (object_key, visibility, content_type, size) VALUES ($1, $2, $3, $4)
           ON CONFLICT (object_key) DO UPDATE SET size = EXCLUDED.size`,
          [key, visibility, contentType, data.length],
        );
        return { key, size: data.length, url: files.downloadUrl(visibility, key) };
      },
    });

    defineRoute<unknown, Partial<z.infer<typeof signed>>, never>(scope, {
      method: 'GET',
      url: '/files/:visibility/*',
      access: 'public',
      reply: 'raw',
      handler: async (_ctx, { params, request, reply }) => {
        const visibility = params.visibility as Visibility;
        const key = params['*'];
        if (visibility !== 'public' && visibility !== 'private') throw errors.notFound('文件');
        if (visibility === 'private') {
          const q = request.query as Record<string, string>;
          if (!files.verify('private', key, '', Number(q.expires), String(q.sig ?? ''), 'get')) {
            throw new AppError('FORBIDDEN', '下载地址无效或已过期', 'Download URL invalid or expired');
          }
        }
        const meta = await db.query<{ content_type: string }>('SELECT content_type FROM stored_file WHERE object_key = $1', [key]);
        const file = await files.open(visibility, key);
        if (!file || !meta.rows[0]) throw errors.notFound('文件');
        return reply
          .header('content-type', meta.rows[0].content_type)
          .header('content-length', String(file.size))
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    });
  });
}
