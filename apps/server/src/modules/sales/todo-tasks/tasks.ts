import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { recordOperation } from '../../../platform/oplog';
import { isManager } from '../clues/operations';
import { idField, inputOf, intField, msField, textField } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { ownTeacherId } from '../../../platform/scope';
import { epochMs } from '../../../platform/sql/columns';

/**
 * Students' to-do tasks of a teacher (/todoTask; listed by StudentTodoTaskPage): mark done, postpone.
 * Only a pending task (status 0) changes, checked in the UPDATE itself, so two clicks or two people
 * cannot both act: the second gets 409. A teacher acts on their own tasks; managers on any.
 */
const BASE = '/api/u/v1/todoTask';
export const doneInput = inputOf({ id: idField, callDuration: intField(0, 86_400).optional(), content: textField(500).optional() });
export const postponeInput = inputOf({ id: idField, dueTime: msField, content: textField(500).optional() });

async function pendingTask(tx: Queryable, ctx: AuthedContext, id: string) {
  const r = await tx.query<{ teacher_id: string; status: number; due_ms: number | null }>(
    `SELECT teacher_id::text AS teacher_id, status, ${epochMs('due_time', 'due_ms')}
       FROM todo_task WHERE id = $1::bigint AND subject = $2 FOR UPDATE`,
    [id, ctx.subject],
  );
  const task = r.rows[0];
  if (!task) throw errors.notFound('待办任务');
  if (!isManager(ctx) && (await ownTeacherId(tx, ctx)) !== task.teacher_id) throw errors.forbidden('只能处理自己的待办任务');
  if (task.status !== 0) throw errors.conflict('任务已处理，请刷新', 'The task was already handled');
  return task;
}

export async function markDone(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof doneInput>) {
  await pendingTask(tx, ctx, input.id);
  await tx.query(
    `UPDATE todo_task SET status = 1, finish_time = now(), utime = now(), call_duration = COALESCE($2, call_duration),
       content = COALESCE($3, content) WHERE id = $1::bigint AND status = 0`,
    [input.id, input.callDuration ?? null, input.content ?? null],
  );
  await recordOperation(tx, ctx, { action: 'todo.done', entity: 'todo_task', entityId: input.id, changes: { status: [0, 1] } });
  return { id: input.id, status: 1 };
}

export async function postpone(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof postponeInput>) {
  const task = await pendingTask(tx, ctx, input.id);
  if (input.dueTime <= Date.now()) throw errors.invalidField('dueTime', '必须晚于当前时间', 'must be in the future');
  if (task.due_ms !== null && input.dueTime <= task.due_ms)
    throw errors.invalidField('dueTime', '必须晚于原截止时间', 'must be after the current due time');
  await tx.query(
    'UPDATE todo_task SET due_time = to_timestamp($2::float8 / 1000), utime = now(), content = COALESCE($3, content) WHERE id = $1::bigint AND status = 0',
    [input.id, input.dueTime, input.content ?? null],
  );
  await recordOperation(tx, ctx, {
    action: 'todo.postpone',
    entity: 'todo_task',
    entityId: input.id,
    changes: { due_time: [task.due_ms, input.dueTime] },
  });
  return { id: input.id, due_time: input.dueTime };
}

export function registerTodoTaskRoutes(app: FastifyInstance, deps: AppDeps): void {
  const access = { area: 'students' } as const;
  defineCall(app, {
    method: 'POST',
    url: `${BASE}/done`,
    access,
    scope: { id: 'todoTask' },
    input: doneInput,
    handler: (ctx, input) => deps.db.transaction((tx) => markDone(tx, ctx, input)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${BASE}/postpone`,
    access,
    scope: { id: 'todoTask' },
    input: postponeInput,
    handler: (ctx, input) => deps.db.transaction((tx) => postpone(tx, ctx, input)),
  });
}
