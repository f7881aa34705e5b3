import { menuDataFor, routesFor } from '@console/domain';
import type { Queryable } from '../../../platform/db';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { findStaffBy, staffDto, toPrincipal } from '../../../platform/auth/staff-record';
import { AppError, errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { clientMenuList } from './client-menu';

const B = '/api/b/boss/v1';

/** Roles and menus are our permission data (packages/domain), changed by a release, not on a page. */
const fixedByRelease = (what: string) =>
  new AppError('BAD_REQUEST', `${what}由系统统一定义，不能在此修改，请联系管理员`, `${what}: defined by the system, not editable here`);

interface ClientMenuRow {
  id: string;
  parentId: string;
  name: string;
  title: string;
  path: string;
  sort: number;
  hidden: boolean;
  /** ms as a string: the client cuts its first 10 characters for seconds. */
  ctime: string;
}

/**
 * Roles and menus are seeded with the database and shipped with the code: their creation time is when
 * this database was installed (its first migration), the one real date they have.
 */
async function installedAt(db: Queryable): Promise<string> {
  const r = await db.query<{ ms: string | null }>(
    'SELECT (EXTRACT(EPOCH FROM min(applied_at)) * 1000)::bigint::text AS ms FROM schema_migrations',
  );
  return r.rows[0]?.ms ?? '';
}

/** Our menu of a subject as the client's flat menu rows (groups, then their pages); ids are stable keys. */
function menuRows(subjectCode: number, ctime: string): ClientMenuRow[] {
  const rows: ClientMenuRow[] = [];
  menuDataFor(subjectCode).groups.forEach((g, gi) => {
    rows.push({ id: `g-${g.key}`, parentId: '0', name: g.titleZh, title: g.titleZh, path: '', sort: gi, hidden: false, ctime });
    g.items.forEach((item, ii) =>
      rows.push({
        id: `${g.key}-${item.path.replace(/^\//, '')}`,
        parentId: `g-${g.key}`,
        name: item.titleZh,
        title: item.titleZh,
        path: item.path,
        sort: ii,
        hidden: Boolean(item.hidden),
        ctime,
      }),
    );
  });
  return rows;
}

/**
 * The original client's /api/b/boss/v1/* staff, role and menu calls (its bossAuth pages and the login's
 * staff/current), answered from our staff, role and menu data (decisions/client-compatibility.md).
 */
export function registerBossRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // What the client stores after login: the staff object it reads and the sidebar paths it may show.
  defineRoute(app, {
    method: 'GET',
    url: `${B}/staff/current`,
    access: 'staff',
    handler: async (ctx) => {
      const row = await findStaffBy(db, 'id', ctx.staff.id);
      if (!row) throw errors.unauthenticated();
      const dept = await db.query<{ department_id: string | null; name: string | null }>(
        'SELECT s.department_id::text AS department_id, d.name FROM staff s LEFT JOIN department d ON d.id = s.department_id WHERE s.id = $1::bigint',
        [row.id],
      );
      const principal = toPrincipal(row);
      const departmentId = dept.rows[0]?.department_id ?? null;
      return {
        staff: {
          ...staffDto(principal, row.role_id),
          roleList: row.role_ids,
          // Never the client's show-everything switch: the sidebar follows menuList, from our menus.
          admin: false,
          departmentId: departmentId ?? '',
          departmentName: dept.rows[0]?.name ?? '',
          departmentList: departmentId ? [departmentId] : [],
          positionId: row.duty_id ?? '0',
        },
        menuList: clientMenuList(ctx.subject, { id: row.id, roleIds: row.role_ids, mobile: row.mobile }),
      };
    },
  });

  defineRoute<unknown, { pageNumber?: number; pageNum?: number; pageSize?: number; name?: string }>(app, {
    method: 'GET',
    url: `${B}/role/list`,
    access: { area: 'staff' },
    query: z.object({
      // The role page sends pageNum, the staff dialog pageNumber (and pageSize 1000 to list them all).
      pageNumber: z.coerce.number().int().min(1).max(10000).optional(),
      pageNum: z.coerce.number().int().min(1).max(10000).optional(),
      pageSize: z.coerce.number().int().min(1).max(1000).optional(),
      name: z.string().max(40).optional(),
    }),
    handler: async (ctx, { query }) => {
      const ctime = await installedAt(db);
      const rows = menuRows(ctx.subject, ctime);
      // A role's menus: the rows of our menu of the subject it may open (its group rows included).
      const menusOf = (roleId: string) => {
        const open = new Set(routesFor(ctx.subject, { id: '0', roleIds: [roleId] }));
        const items = rows.filter((m) => m.path && open.has(m.path));
        const groups = rows.filter((g) => items.some((i) => i.parentId === g.id));
        return [...groups, ...items].map((m) => ({ id: m.id, name: m.name, path: m.path }));
      };
      // The role table is a handful of fixed rows: filtered and paged here rather than in SQL.
      const r = await db.query<{ id: string; name: string; name_en: string }>(
        'SELECT id, name, name_en FROM role WHERE NOT deleted ORDER BY id::int',
      );
      const all = r.rows
        .filter((x) => !query.name || x.name.includes(query.name))
        .map((x) => {
          const menuList = menusOf(x.id);
          return {
            id: x.id,
            name: x.name,
            describe: x.name_en,
            menus: menuList.map((m) => m.id),
            menuList,
            menuCheckStrictly: true,
            ctime,
          };
        });
      const size = query.pageSize ?? 20;
      const page = query.pageNumber ?? query.pageNum ?? 1;
      return { content: all.slice((page - 1) * size, page * size), totalElements: all.length, number: page - 1, size };
    },
  });

  defineRoute<unknown, { menuId?: string }>(app, {
    method: 'GET',
    url: [`${B}/menu/list`, `${B}/menu/getMenuTree`, `${B}/menu/info`],
    access: { area: 'staff' },
    unscoped: { menuId: 'a menu entry: menus are product data, not subject-scoped records' },
    query: z.object({ menuId: z.string().max(80).optional() }),
    handler: async (ctx, { query, request }) => {
      const rows = menuRows(ctx.subject, await installedAt(db));
      if (request.url.includes('/menu/info')) {
        const one = rows.find((x) => x.id === query.menuId);
        if (!one) throw errors.notFound('菜单');
        return one;
      }
      if (request.url.includes('/menu/getMenuTree'))
        return rows.filter((x) => x.parentId === '0').map((g) => ({ ...g, children: rows.filter((x) => x.parentId === g.id) }));
      return rows;
    },
  });

  for (const [path, what] of [
    ['role/add', '角色'],
    ['role/update', '角色'],
    ['role/delete', '角色'],
    ['menu/add', '菜单'],
    ['menu/update', '菜单'],
    ['menu/delete', '菜单'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `${B}/${path}`,
      access: { area: 'staff' },
      unscoped: {
        id: 'refused before reading any record',
        ids: 'refused before reading any record',
        parentId: 'refused before reading any record',
      },
      handler: async () => {
        throw fixedByRelease(what);
      },
    });
  }
}
