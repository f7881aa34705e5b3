import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { parseInput } from '../../../platform/http/validate';
import { assertInSubjects } from '../../../platform/scope';
import { departmentTree } from '../departments/departments';
import { bindQwStaff, qwStaffList, qwStaffPage } from './qw-staff';
import { blankOptional, blankToUndefined, idFieldAs, optIdField } from '../../../platform/http/fields';

const filter = z.object({
  name: blankOptional(z.string().trim().max(64)),
  status: blankOptional(z.coerce.number().int().min(0).max(1)),
  departmentId: optIdField('plain'),
  teacherId: optIdField('plain'),
  bound: blankOptional(z.coerce.number().int().min(0).max(1)),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
const bindInput = z.object({
  qwUserId: z.string({ message: '请选择企业微信员工' }).trim().min(1, '请选择企业微信员工').max(64),
  teacherId: z.preprocess(blankToUndefined, idFieldAs('plain').nullish()),
});
const batchInput = z.object({
  list: z
    .array(z.object({ qwUserId: z.string().trim().min(1, '请选择企业微信员工').max(64), receiveTeacherId: idFieldAs('plain') }))
    .min(1, '请选择要交接的企业微信员工')
    .max(200, '一次最多交接200个'),
  handoverReason: z.string().trim().max(200).optional(),
});
/**
 * Object scope (platform/scope): teachers and enterprise-chat accounts are subject-scoped, departments are
 * not (one org tree). `input` only shows the object-scope test the fields these handlers parse themselves.
 */
const filterScope = {
  scope: { teacherId: 'teacher' },
  unscoped: { departmentId: 'a department: the org tree is shared by the subject lines' },
  input: filter,
} as const;

/** Query and body together: the original client mixes both. */
const merged = (query: unknown, body: unknown) => ({
  ...((query as object) ?? {}),
  ...((body && typeof body === 'object' ? body : {}) as object),
});

/** Enterprise-chat (企业微信) staff and their binding to teachers; their handover. Spec 02 §7. */
export function registerEnterpriseChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const access = { area: 'enterprise-chat' } as const;
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/zq/v1/qw/staff/getStaffPage',
    access,
    ...filterScope,
    handler: async (ctx, { query, body }) => {
      const f = parseInput(filter, merged(query, body), 'query');
      return qwStaffPage(db, ctx.subject, { ...f, page: f.pageNum, size: f.pageSize });
    },
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/zq/v1/qw/staff/getStaffInfoList',
    access,
    ...filterScope,
    handler: async (ctx, { query, body }) => qwStaffList(db, ctx.subject, parseInput(filter, merged(query, body), 'query')),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/zq/v1/qw/staff/bind/qwUser/teacher',
    access,
    scope: { qwUserId: 'qwStaff', teacherId: 'teacher' },
    input: bindInput,
    handler: async (ctx, { query, body }) => {
      const b = parseInput(bindInput, merged(query, body), 'body');
      await db.transaction((tx) => bindQwStaff(tx, ctx, b.qwUserId, b.teacherId ?? null));
      return true;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/zq/v1/qw/staff/department/tree',
    access,
    handler: async () => departmentTree(db),
  });
  defineRoute<unknown, { teacherId: string }>(app, {
    method: 'GET',
    url: '/api/zq/v1/staffLoginInfo/getStaffInfoList',
    access,
    scope: { teacherId: 'teacher' },
    query: z.object({ teacherId: idFieldAs('plain') }),
    handler: async (ctx, { query }) => qwStaffList(db, ctx.subject, { teacherId: query.teacherId }),
  });

  // Handover of enterprise-chat accounts: those whose teacher has left, and moving them in one go.
  defineRoute(app, {
    method: 'POST',
    url: '/api/zq/v1/qw/handoverList',
    access: { area: 'handover' },
    ...filterScope,
    handler: async (ctx, { query, body }) => {
      const f = parseInput(filter, merged(query, body), 'body');
      return qwStaffPage(db, ctx.subject, { ...f, teacherLeft: !f.teacherId, page: f.pageNum, size: f.pageSize });
    },
  });
  defineRoute<z.infer<typeof batchInput>>(app, {
    method: 'POST',
    url: '/api/zq/v1/qw/batchHandover',
    access: { area: 'handover' },
    body: batchInput,
    handler: async (ctx, { body }) => {
      if (new Set(body.list.map((x) => x.qwUserId)).size !== body.list.length) throw errors.invalidField('list', '有重复的企业微信员工');
      await db.transaction(async (tx) => {
        // the accounts and teachers sit inside the list, out of reach of a route declaration
        await assertInSubjects(
          tx,
          'qwStaff',
          body.list.map((x) => x.qwUserId),
          ctx.staff.subjectList,
        );
        await assertInSubjects(
          tx,
          'teacher',
          body.list.map((x) => x.receiveTeacherId),
          ctx.staff.subjectList,
        );
        for (const row of body.list) await bindQwStaff(tx, ctx, row.qwUserId, row.receiveTeacherId, 'qw.handover');
      });
      return { moved: body.list.length };
    },
  });
}
