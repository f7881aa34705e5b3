import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { sendExport, type ExportOptions } from '../../../platform/query/export';

/**
 * The search-index tables the original client exports from, as our query roots. The client renames
 * a few fields for its index (`ctime` → `create_order_time`); they are named back here. Columns the
 * model does not have (index-only fields such as `_score`) are left out of the file.
 */
const TABLES: Record<string, { apiName: string; fields: Record<string, string> }> = {
  o_express: { apiName: 'ExpressPage', fields: { create_order_time: 'ctime' } },
};

const json = (v: unknown, field: string): unknown => {
  if (typeof v !== 'string') return v ?? undefined;
  if (!v.trim()) return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    throw errors.invalidField(field, '必须是 JSON', 'must be JSON');
  }
};

/** Renames object keys (and `key.keyword`) everywhere in a bool query. */
function renameFields(v: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(v)) return v.map((x) => renameFields(x, names));
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, x]) => {
      const [base, ...rest] = k.split('.');
      const key = names[base] ? [names[base], ...rest].join('.') : k;
      return [key, renameFields(x, names)];
    }),
  );
}

const input = z.object({
  tableName: z.string().min(1).max(50),
  name: z.string().max(200).optional(),
  headers: z.unknown(),
  query: z.unknown().optional(),
  sort: z.unknown().optional(),
});

/**
 * POST /data/search/m1/v1/search/common/export: the original client's express export. Its arguments
 * come as URL parameters (axios `params`, nested objects as JSON); a JSON body is read as well. It
 * answers synchronously with the file, through the same streaming export as POST /graphql/export.
 */
export function registerCommonExportRoute(app: FastifyInstance, opts: ExportOptions): void {
  defineRoute(app, {
    method: 'POST',
    url: '/data/search/m1/v1/search/common/export',
    access: 'staff',
    reply: 'raw',
    handler: async (ctx, { request, reply }) => {
      const parsed = input.safeParse({ ...((request.body as object | null) ?? {}), ...(request.query as object) });
      if (!parsed.success) throw errors.invalidField(String(parsed.error.issues[0].path[0] ?? 'tableName'), '不能为空', 'is required');
      const p = parsed.data;
      const table = TABLES[p.tableName];
      if (!table) throw errors.invalidField('tableName', `不支持导出：${p.tableName}`, `cannot be exported: ${p.tableName}`);
      const model = opts.registry.root(table.apiName)?.model;
      const headers = json(p.headers, 'headers');
      if (!headers || typeof headers !== 'object' || Array.isArray(headers)) throw errors.invalidField('headers', '必须是 {"字段":"列名"}');
      const header = Object.fromEntries(
        Object.entries(headers as Record<string, unknown>)
          .map(([k, v]) => [table.fields[k] ?? k, String(v)] as const)
          .filter(([k]) => !model || k.includes('.') || model.fields.has(k)),
      );
      return sendExport(
        opts,
        ctx,
        {
          apiName: table.apiName,
          header,
          fileName: p.name ?? null,
          query: renameFields(json(p.query, 'query'), table.fields) as Record<string, unknown> | undefined,
          sort: renameFields(json(p.sort, 'sort'), table.fields) as Record<string, unknown> | undefined,
        },
        request,
        reply,
      );
    },
  });
}
