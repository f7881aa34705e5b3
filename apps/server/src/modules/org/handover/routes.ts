import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute } from '../../../platform/http/route';
import { parseInput } from '../../../platform/http/validate';
import { assertInSubjects } from '../../../platform/scope';
import { handover, inHandoverTransaction } from './handover';
import { handoverRecords, studentsOf, teamsOf, wechatsOf } from './handover-reads';
import { blankOptional, idFieldAs, optIdField } from '../../../platform/http/fields';

const area = { area: 'handover' } as const;
/** Id lists arrive as "1,2,3", [1,2,3] or ["1"]. */
const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean)))
  .pipe(z.array(z.string().regex(/^\d{1,18}$/, '必须是数字编号')).max(5000, '一次最多交接5000条'));
const teacherQuery = z.object({ teacherId: idFieldAs('plain') });
const pageNum = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(20);

const steamInput = z.object({
  studentSteamIds: idList,
  sendTeacherId: idFieldAs('plain'),
  sendWeixinIds: idList,
  receiveTeacherId: idFieldAs('plain'),
  weixinId: optIdField('plain'),
  handoverReason: z.string().trim().max(200).optional(),
});
const wechatInput = z.object({
  sendTeacherId: idFieldAs('plain'),
  receiveTeacherId: idFieldAs('plain'),
  weixinIds: idList.pipe(z.array(z.string()).min(1, '请选择微信号')),
  handoverReason: z.string().trim().max(200).optional(),
});
const teamInput = z.object({
  isLeaveHandover: z.union([z.boolean(), z.coerce.number()]).optional(),
  handoverReason: z.string().trim().max(200).optional(),
  subject: z.coerce.number().int().optional(),
  body: z
    .array(
      z.object({
        teamId: idFieldAs('plain'),
        sendTeacherId: idFieldAs('plain'),
        receiveTeacherId: idFieldAs('plain'),
        weixinId: optIdField('plain'),
      }),
    )
    .min(1, '请选择要交接的班级')
    .max(100, '一次最多交接100个班级'),
});

/** handoverTeam's rows: each names a class, two teachers and perhaps a WeChat account, all in the caller's subjects (else 404). */
async function assertRowsInSubjects(tx: Queryable, subjects: readonly number[], rows: z.infer<typeof teamInput>['body']): Promise<void> {
  const teams = rows.map((r) => r.teamId);
  const teachers = rows.flatMap((r) => [r.sendTeacherId, r.receiveTeacherId]);
  const wechats = rows.flatMap((r) => (r.weixinId ? [r.weixinId] : []));
  await assertInSubjects(tx, 'class', teams, subjects);
  await assertInSubjects(tx, 'teacher', teachers, subjects);
  await assertInSubjects(tx, 'teacherWechat', wechats, subjects);
}

/** Query first, then body: the original client sends these as query parameters, a new one as JSON. */
const merged = (query: unknown, body: unknown) => ({ ...((query as object) ?? {}), ...((body as object) ?? {}) });

/** Handover (/workHandover): what a teacher holds, the handover itself and its records. Spec 02 §7 "Handover". */
export function registerHandoverRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, events } = deps;
  for (const [path, read] of [
    ['getHandoverSteam', studentsOf],
    ['getHandoverWechat', wechatsOf],
    ['getWeixinByTeacherId', wechatsOf],
  ] as const) {
    defineRoute<unknown, { teacherId: string }>(app, {
      method: ['GET', 'POST'],
      url: `/api/t/v2/handover/${path}`,
      access: area,
      scope: { teacherId: 'teacher' },
      query: teacherQuery,
      handler: async (_ctx, { query }) => read(db, query.teacherId),
    });
  }

  defineRoute<unknown, { teacherId: string }>(app, {
    method: ['GET', 'POST'],
    url: '/api/t/v2/handover/checkTeacherWechat',
    access: area,
    scope: { teacherId: 'teacher' },
    query: teacherQuery,
    handler: async (_ctx, { query }) => {
      const list = await wechatsOf(db, query.teacherId);
      return { hasWechat: list.length > 0, count: list.length };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/t/v2/handover/postHandoverSteam',
    access: area,
    scope: {
      sendTeacherId: 'teacher',
      receiveTeacherId: 'teacher',
      studentSteamIds: 'studentTeam',
      sendWeixinIds: 'teacherWechat',
      weixinId: 'teacherWechat',
    },
    input: steamInput,
    handler: async (ctx, { query, body }) => {
      const input = parseInput(steamInput, merged(query, body), 'body');
      return inHandoverTransaction(db, events, (tx, notices) =>
        handover(
          tx,
          ctx,
          {
            sendTeacherId: input.sendTeacherId,
            receiveTeacherId: input.receiveTeacherId,
            studentTeamIds: input.studentSteamIds,
            weixinIds: input.sendWeixinIds,
            receiveWeixinId: input.weixinId,
            reason: input.handoverReason,
          },
          notices,
        ),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/t/v2/handover/postHandoverWechat',
    access: area,
    scope: { sendTeacherId: 'teacher', receiveTeacherId: 'teacher', weixinIds: 'teacherWechat' },
    input: wechatInput,
    handler: async (ctx, { query, body }) => {
      const input = parseInput(wechatInput, merged(query, body), 'body');
      return inHandoverTransaction(db, events, (tx, notices) =>
        handover(
          tx,
          ctx,
          {
            sendTeacherId: input.sendTeacherId,
            receiveTeacherId: input.receiveTeacherId,
            weixinIds: input.weixinIds,
            reason: input.handoverReason,
          },
          notices,
        ),
      );
    },
  });

  // Classes, possibly to several receivers at once (a leaving teacher's classes): all in one transaction.
  defineRoute<z.infer<typeof teamInput>>(app, {
    method: 'POST',
    url: '/api/t/v2/handover/handoverTeam',
    access: area,
    unscoped: { body: 'checked in the use case (assertInSubjects): a list of rows, each with a class, two teachers and a WeChat account' },
    body: teamInput,
    handler: async (ctx, { body }) =>
      inHandoverTransaction(db, events, async (tx, notices) => {
        // The rows are objects in a list, out of the route declaration's reach: checked here, all before any move.
        await assertRowsInSubjects(tx, ctx.staff.subjectList, body.body);
        const results = [];
        for (const row of body.body)
          results.push(
            await handover(
              tx,
              ctx,
              {
                sendTeacherId: row.sendTeacherId,
                receiveTeacherId: row.receiveTeacherId,
                teamIds: [row.teamId],
                receiveWeixinId: row.weixinId,
                reason: body.handoverReason,
                isLeave: Boolean(Number(body.isLeaveHandover ?? 0)),
              },
              notices,
            ),
          );
        return results;
      }),
  });

  const recordQuery = z.object({
    teacherSendId: idFieldAs('plain').optional(),
    sendTeacherId: idFieldAs('plain').optional(),
    teacherReceiveId: idFieldAs('plain').optional(),
    handoverType: blankOptional(z.coerce.number().int().min(1).max(3)),
    weixinSendId: optIdField('plain'),
    teamId: optIdField('plain'),
    pageNumber: pageNum,
    pageSize,
  });
  type RecordQuery = z.infer<typeof recordQuery>;
  defineRoute<unknown, RecordQuery>(app, {
    method: ['GET', 'POST'],
    url: ['/api/t/v2/handover/page/getHandoverRecord', '/api/t/v2/handover/getHandoverRecordsteam'],
    access: area,
    scope: {
      teacherSendId: 'teacher',
      sendTeacherId: 'teacher',
      teacherReceiveId: 'teacher',
      weixinSendId: 'teacherWechat',
      teamId: 'class',
    },
    query: recordQuery,
    handler: async (_ctx, { query: q }) =>
      handoverRecords(db, {
        sendTeacherId: q.teacherSendId ?? q.sendTeacherId,
        receiveTeacherId: q.teacherReceiveId,
        handoverType: q.handoverType,
        weixinSendId: q.weixinSendId,
        teamId: q.teamId,
        page: q.pageNumber,
        size: q.pageSize,
      }),
  });

  const teamsQuery = z.object({
    teacherId: idFieldAs('plain'),
    subject: z.coerce.number().int().optional(),
    pageNo: pageNum,
    pageSize: z.coerce.number().int().min(1).max(200).default(100),
  });
  type TeamsQuery = z.infer<typeof teamsQuery>;
  defineRoute<unknown, TeamsQuery>(app, {
    method: 'GET',
    url: '/api/ts/v2/teaching/student/team/getStudentTeamByTeacherIdAndSubjectPage',
    access: area,
    scope: { teacherId: 'teacher' },
    query: teamsQuery,
    handler: async (_ctx, { query: q }) => teamsOf(db, q.teacherId, q.subject, q.pageNo, q.pageSize),
  });
}
