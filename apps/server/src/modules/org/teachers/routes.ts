import { mobileSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { assertAccess } from '../../../platform/http/access';
import { defineCall, defineRoute } from '../../../platform/http/route';
import { streamSheet } from '../../../platform/xlsx/stream';
import { recordOperation } from '../../../platform/oplog';
import { issueCode } from '../../../platform/sms';
import { teacherBody, type TeacherBody } from './teacher-input';
import { categoryConfigs, teacherLevels, teacherMobile, teacherTotal, teachersUnder, workPlaces } from './teacher-lookups';
import { teacherExportInput, teacherSheet } from './teacher-export';
import { createTeacher, deleteTeacher, teacherDetail, updateTeacher } from './teachers';
import { idFieldAs } from '../../../platform/http/fields';

const area = { area: 'teachers' } as const;
const optionalInt = z.coerce.number().int().min(0).max(1000).optional();

/** Teachers (/teacherManagement): create, edit, leave, delete, detail and the form's lookups. Spec 02 §7. */
export function registerTeacherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineRoute<TeacherBody>(app, {
    method: 'POST',
    url: '/api/t/v1/teacher/createTeacher',
    access: area,
    body: teacherBody,
    handler: async (ctx, { body }) => {
      const created = await db.transaction((tx) => createTeacher(tx, ctx, body));
      return teacherDetail(db, created.id, created.subject);
    },
  });

  defineRoute<TeacherBody>(app, {
    method: ['POST', 'PUT'],
    url: '/api/t/v1/teacher/updateTeacher',
    access: area,
    body: teacherBody,
    handler: async (ctx, { body }) => {
      const r = await db.transaction((tx) => updateTeacher(tx, ctx, body));
      return teacherDetail(db, r.id, r.subject);
    },
  });

  defineRoute<{ id?: string; teacherId?: string }, { id?: string; teacherId?: string }>(app, {
    method: 'POST',
    url: '/api/t/v1/teacher/deleteTeacher',
    access: area,
    scope: { id: 'teacher', teacherId: 'teacher' },
    query: z.object({ id: idFieldAs('plain').optional(), teacherId: idFieldAs('plain').optional() }),
    body: z.object({ id: idFieldAs('plain').optional(), teacherId: idFieldAs('plain').optional() }).default({}),
    handler: async (ctx, { query, body }) => {
      const id = query.teacherId ?? query.id ?? body.teacherId ?? body.id;
      if (!id) throw errors.invalidField('teacherId', '不能为空', 'is required');
      await db.transaction((tx) => deleteTeacher(tx, ctx, id));
      return true;
    },
  });

  defineRoute<unknown, { teacherId: string }>(app, {
    method: 'GET',
    url: '/api/t/v1/teacher/getTeacherDetail',
    access: area,
    scope: { teacherId: 'teacher' },
    query: z.object({ teacherId: idFieldAs('plain') }),
    handler: async (ctx, { query }) => teacherDetail(db, query.teacherId, ctx.subject),
  });

  // Sends a verification code to a (new) teacher's mobile, to confirm the number on the form. Ours too:
  // `teacherId` instead of `mobile` sends to that teacher's stored number (the list shows it masked).
  defineRoute<unknown, { mobile?: string; teacherId?: string }>(app, {
    method: ['POST', 'GET'],
    url: '/api/t/v1/teacher/sendCode',
    access: area,
    scope: { teacherId: 'teacher' },
    query: z
      .object({ mobile: mobileSchema.optional(), teacherId: idFieldAs('plain').optional() })
      .refine((q) => q.mobile || q.teacherId, { message: '请填写手机号', path: ['mobile'] }),
    handler: async (ctx, { query }) => {
      const mobile = query.mobile ?? (await teacherMobile(db, ctx.subject, query.teacherId!));
      await issueCode(db, deps.sms, mobile, 'teacher', 'teacher');
      await recordOperation(db, ctx, {
        action: 'sms.send',
        ...(query.teacherId ? { entity: 'teacher', entityId: query.teacherId } : {}),
        detail: { purpose: 'teacher' },
      });
      return true;
    },
  });

  // The export belongs to the exports area (inventory) and needs the teachers area too; also a job
  // through /exportRecord (modules/exports/rest-exports.ts), which writes the same sheet.
  defineCall(app, {
    method: 'POST',
    url: '/api/t/v1/export/teacherInfo',
    access: { area: 'exports' },
    unscoped: { departmentId: 'a department: the org tree is shared by the subject lines (the sheet is limited to the subject)' },
    reply: 'raw',
    input: teacherExportInput,
    handler: async (ctx, f, { request, reply }) => {
      assertAccess(ctx, area, 'export/teacherInfo');
      return streamSheet(db, ctx, request, reply, teacherSheet(ctx, f));
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/api/t/v1/teacher/getWorkPlace',
    access: area,
    handler: async () => workPlaces(db),
  });

  // Any staff: every page scopes its data with it (13 call sites in the original client).
  defineRoute<unknown, { teacherId: string }>(app, {
    method: 'GET',
    url: '/api/t/v1/teacher/role/getAllTeacher/byRole',
    access: 'staff',
    scope: { teacherId: 'teacher' },
    query: z.object({ teacherId: idFieldAs('plain') }),
    handler: async (ctx, { query }) => teachersUnder(db, ctx.subject, query.teacherId),
  });

  // The original client's sales-level pickers sit in the search bar of many pages (issue 28).
  defineRoute<unknown, { level?: number }>(app, {
    method: 'GET',
    url: '/api/t/v1/teacher/course/teacherLevelByType',
    access: 'staff',
    query: z.object({ level: optionalInt }),
    handler: async (ctx) => teacherLevels(db, ctx.subject),
  });
  // The teacher page's org tree shows the subject's teacher total on its root (issue 28).
  defineRoute(app, {
    method: 'GET',
    url: '/api/t/v1/department/count/departmentTree',
    access: area,
    handler: async (ctx) => teacherTotal(db, ctx.subject),
  });

  const configQuery = z.object({ courseType: optionalInt, week: optionalInt, sendFull: optionalInt });
  type ConfigQuery = z.infer<typeof configQuery>;
  for (const path of ['getBySendFull', 'getByCourseType', 'getByCourseTypeAndWeek']) {
    defineRoute<unknown, ConfigQuery>(app, {
      method: 'GET',
      url: `/api/t/v1/teacher/category/config/${path}`,
      access: 'staff',
      query: configQuery,
      handler: async (_ctx, { query }) => categoryConfigs(query),
    });
  }
}
