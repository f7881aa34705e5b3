import { isRoleId } from '@console/domain';
import { z } from 'zod';

/**
 * Inputs of the console's saved views, list settings and recent records (zh-CN messages; the 400
 * names the field). A view's state mirrors the list page's URL state (filters, sort, size) plus the
 * column layout, bounded so a stored row stays small.
 */
const name64 = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export const listIdField = z.string('必须是文本').trim().regex(name64, '必须是列表编号（字母、数字、._-，最多64位）');
const columnKey = z.string('必须是文本').regex(name64, '列名不正确');

export const columnsState = z.object({
  order: z.array(columnKey).max(100, '最多100列').default([]),
  hidden: z.array(columnKey).max(100, '最多100列').default([]),
  widths: z
    .record(columnKey, z.number('必须是数字').int('必须是整数').min(40, '不能小于40').max(2000, '不能大于2000'))
    .default({})
    .refine((w) => Object.keys(w).length <= 100, '最多100列'),
});

const filterValue = z.union([z.string().max(200, '最多200个字符'), z.array(z.string().max(200, '最多200个字符')).max(100, '最多100项')], {
  error: '必须是文本或文本列表',
});

export const viewState = z.object({
  filters: z
    .record(z.string().regex(name64, '筛选名不正确'), filterValue)
    .default({})
    .refine((f) => Object.keys(f).length <= 50, '最多50个筛选'),
  sort: z
    .object({ field: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/, '排序字段不正确'), order: z.enum(['asc', 'desc'], '必须是 asc 或 desc') })
    .nullable()
    .optional(),
  size: z.number('必须是数字').int('必须是整数').min(1, '不能小于1').max(1000, '不能大于1000'),
  columns: columnsState.nullable().optional(),
});
export type ViewState = z.infer<typeof viewState>;
export type ColumnsState = z.infer<typeof columnsState>;

const viewName = z.string('必须是文本').trim().min(1, '不能为空').max(30, '最多30个字符');
const sharedRole = z
  .union([z.string(), z.number()], { error: '必须是角色编号' })
  .transform(String)
  .refine(isRoleId, '不是已知的角色')
  .nullable();

export const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/, '必须是数字编号') });
export const listIdQuery = z.object({ listId: listIdField });
export const listIdParam = z.object({ listId: listIdField });

export const createViewInput = z.object({
  listId: listIdField,
  name: viewName,
  state: viewState,
  sharedRoleId: sharedRole.optional(),
});
export const updateViewInput = z.object({
  name: viewName.optional(),
  state: viewState.optional(),
  sharedRoleId: sharedRole.optional(),
  /** The version the editor read; a different current version is a 409 (someone changed it meanwhile). */
  version: z.number('必须是数字').int('必须是整数').min(1, '不能小于1').optional(),
});
export const listPrefsInput = z.object({
  columns: columnsState.nullable().optional(),
  defaultViewId: z
    .union([z.string().regex(/^\d{1,18}$/, '必须是数字编号'), z.number().int().positive('必须是数字编号')], { error: '必须是数字编号' })
    .transform(String)
    .nullable()
    .optional(),
});
export const recentInput = z.object({
  kind: z.enum(['student', 'order'], '必须是 student 或 order'),
  id: z.union([z.string().trim().min(1, '不能为空').max(64, '最多64个字符'), z.number().int().transform(String)], { error: '必须是编号' }),
  label: z.string('必须是文本').trim().min(1, '不能为空').max(100, '最多100个字符'),
});
