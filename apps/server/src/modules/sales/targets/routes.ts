import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { blankOptional, COLUMN_MAX, idFieldAs, optIdField } from '../../../platform/http/fields';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute } from '../../../platform/http/route';
import { deleteTargets, importTargets, targetPage, updateTarget } from './targets';

const area = { area: 'sales-targets' } as const;
const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(/^\d{1,18}$/, '必须是数字编号'))
      .min(1, '请选择目标')
      .max(500),
  );

const pageQuery = z.object({
  term: blankOptional(z.coerce.number().int().min(0).max(COLUMN_MAX.int)),
  departmentId: optIdField('plain'),
  teacherId: optIdField('plain'),
  sup: blankOptional(z.string().regex(/^S[1-9]$/, '级别应为 S1-S9')),
  category: blankOptional(z.coerce.number().int().min(0).max(99)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
type PageQuery = z.infer<typeof pageQuery>;
const updateBody = z.object({
  id: idFieldAs('plain'),
  gmvNum: z.coerce.number({ message: '必须是整数' }).int('必须是整数').min(0, '不能小于0').max(1_000_000),
  gmv: z.coerce.number({ message: '必须是金额' }).min(0, '不能小于0').max(99_999_999, '金额过大'),
});
const importBody = z.object({
  dryRun: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  rows: z.array(z.unknown()).min(1, '没有可导入的行').max(5000, '一次最多导入5000行'),
});

/** Sales targets (/teacherGoalSetting): list with achieved, import (dry run), update, delete. */
export function registerTargetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // Ours: the page's list (the original client read it through a query root the inventory does not name).
  defineRoute<unknown, PageQuery>(app, {
    method: 'GET',
    url: '/api/t/v1/teachertargets/getTeacherTargetsPage',
    access: area,
    scope: { teacherId: 'teacher' },
    unscoped: { departmentId: 'the organisation tree is shared by the subject lines' },
    query: pageQuery,
    handler: async (ctx, { query }) => targetPage(db, ctx.subject, query),
  });

  defineRoute<z.infer<typeof updateBody>>(app, {
    method: 'POST',
    url: '/api/t/v1/teachertargets/updateTeacherTargets',
    access: area,
    scope: { id: 'target' },
    body: updateBody,
    handler: async (ctx, { body }) => {
      await db.transaction((tx) => updateTarget(tx, ctx, body.id, { gmv_num: body.gmvNum, gmv: body.gmv }));
      return true;
    },
  });

  defineRoute<unknown, { ids: string[] }>(app, {
    method: 'POST',
    url: '/api/t/v1/teachertargets/deleteTeacherTargetsById',
    access: area,
    scope: { ids: 'target' },
    query: z.object({ ids: idList }),
    handler: async (ctx, { query }) => db.transaction((tx) => deleteTargets(tx, ctx, query.ids)),
  });

  defineRoute<z.infer<typeof importBody>>(app, {
    method: 'POST',
    url: '/api/t/v1/teachertargets/importTeacherTargets',
    access: area,
    body: importBody,
    handler: async (ctx, { body }) => importTargets(db, ctx, body.rows, body.dryRun),
  });
}
