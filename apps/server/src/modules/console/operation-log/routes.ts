import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { defineRoute } from '../../../platform/http/route';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';
import { historyQuery, recordHistory, type HistoryQuery } from './history';

const query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  staffId: z.string().regex(/^\d+$/).optional(),
  /**
   * The original client's login-record page: uid = the staff, type LOGIN | ADD | RESET (utils/enums
   * LOGINTYPE), or the console it runs in, BOSS (staff) | TOSS (teachers): then every login-record kind.
   */
  uid: z.string().regex(/^\d+$/).optional(),
  type: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['LOGIN', 'ADD', 'RESET', 'BOSS', 'TOSS', '']).optional(),
  ),
  pagesize: z.coerce.number().int().min(1).max(200).optional(),
  action: z.string().max(60).optional(),
  entity: z.string().max(60).optional(),
  entityId: z.string().max(60).optional(),
  startTime: z.coerce.number().optional(),
  endTime: z.coerce.number().optional(),
});
type Query = z.infer<typeof query>;
const LOGIN_TYPE_ACTIONS: Record<string, string[]> = {
  LOGIN: ['login', 'login.failed'],
  ADD: ['staff.create'],
  RESET: ['staff.password', 'password.reset'],
};
const LOGIN_RECORD_ACTIONS = Object.values(LOGIN_TYPE_ACTIONS).flat();
LOGIN_TYPE_ACTIONS.BOSS = LOGIN_RECORD_ACTIONS;
LOGIN_TYPE_ACTIONS.TOSS = LOGIN_RECORD_ACTIONS;
/** The record kind the login-record page shows (LOGINTYPE), from the action. */
const operateType = `CASE ${['LOGIN', 'ADD', 'RESET']
  .map((k) => `WHEN action IN (${LOGIN_TYPE_ACTIONS[k].map((a) => `'${a}'`).join(', ')}) THEN '${k}'`)
  .join(' ')} END`;

/** The operation log read by /loginRecord and /changelog. Top administrators only (spec 00 §6). */
export function registerOplogRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute<unknown, Query>(app, {
    method: 'GET',
    url: '/api/t/v1/operatelog/getLog',
    access: { area: 'operation-log' },
    unscoped: {
      staffId: 'a staff member (the log of who did what)',
      uid: 'a staff member: the login-record page names the staff uid',
      entityId: 'a filter on the audit log of every subject, read by administrators only (operation-log area); no record is read',
    },
    query,
    handler: async (_ctx, { query: q }) => {
      const w = new Where();
      const staffId = q.staffId ?? q.uid;
      if (staffId) w.add('staff_id = ?::bigint', staffId);
      if (q.type) w.add('action = ANY(?::text[])', LOGIN_TYPE_ACTIONS[q.type]);
      const size = q.pagesize ?? q.size;
      if (q.action) w.add(q.action.endsWith('*') ? 'action LIKE ?' : 'action = ?', q.action.replace(/\*$/, '%'));
      if (q.entity) w.add('entity = ?', q.entity);
      if (q.entityId) w.add('entity_id = ?', q.entityId);
      if (q.startTime) w.add('ctime >= to_timestamp(?::double precision / 1000)', q.startTime);
      if (q.endTime) w.add('ctime < to_timestamp(?::double precision / 1000)', q.endTime);
      const p = await restPage(deps.db, {
        select: `id::text AS id, staff_id::text AS "staffId", staff_name AS "staffName", action, entity, entity_id AS "entityId",
                changes, detail, subject, ip, request_id AS "requestId", ${epochMs('ctime', 'ctime')},
                ${operateType} AS "operateType", staff_name AS "loginName"`,
        from: 'operation_log',
        where: w,
        orderBy: 'operation_log.id DESC',
        page: q.page,
        size,
        base: 1,
      });
      return springPage(p);
    },
  });

  // One record's history (the console's 操作记录 drawer): any staff may ask, the record's area decides.
  defineRoute<unknown, HistoryQuery>(app, {
    method: 'GET',
    url: '/api/t/v1/operatelog/recordHistory',
    access: 'staff',
    unscoped: {
      entityId:
        'its kind is the entity field (student or order): checked in the use case by RECORD_HISTORY[entity].visible, against the active subject',
    },
    query: historyQuery,
    handler: async (ctx, { query: q }) => recordHistory(deps.db, ctx, q),
  });
}
