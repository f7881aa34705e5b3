import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { defineRoute } from '../../../platform/http/route';
import { diff, recordOperation } from '../../../platform/oplog';
import { blankOptional, blankToUndefined, idFieldAs, optIdField } from '../../../platform/http/fields';
import { epochMs } from '../../../platform/sql/columns';
import { restPage, springPage } from '../../../platform/sql/page';

const area = { area: 'navy' } as const;

const navyBody = z.object({
  id: optIdField('plain'),
  weixinNo: z.string({ message: '请输入微信号' }).trim().min(1, '请输入微信号').max(64, '微信号最多64个字符'),
  nickname: z.string().trim().max(64).nullish(),
  wechatId: z.string().trim().max(64).nullish(),
  headImgUrl: z.string().max(500).nullish(),
  type: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).default(0)),
  zqStatus: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).default(0)),
  departmentId: optIdField('plain'),
  teacherId: optIdField('plain'),
  remark: z.string().trim().max(200).nullish(),
});
type NavyBody = z.infer<typeof navyBody>;

const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  weixinNo: blankOptional(z.string().trim().max(64)),
  zqStatus: blankOptional(z.coerce.number().int().min(0).max(1)),
  wechat_status: blankOptional(z.coerce.number().int().min(0).max(1)),
  type: blankOptional(z.coerce.number().int().min(0).max(1)),
});
type PageQuery = z.infer<typeof pageQuery>;
/** The body is the department ids to show (or null / [] for all). */
// The page posts its department ids as the bare body, or null when none is picked (an empty body,
// read as {}): no department means every department of the subject (there is no per-staff department scope).
const departmentIds = z
  .union([
    z.array(z.union([z.string(), z.number()])),
    z.null(),
    z.object({ departmentIds: z.array(z.union([z.string(), z.number()])).nullish() }),
  ])
  .optional()
  .transform((v) => (v ? ((Array.isArray(v) ? v : v.departmentIds) ?? []).map(String) : []))
  .pipe(z.array(z.string().regex(/^\d{1,18}$/, '必须是数字编号')).max(500));

const COLUMNS = `n.id::text AS id, n.subject, n.weixin_no, n.nickname, n.wechat_id, n.head_img_url, n.type, n.zq_status, n.remark,
  n.department_id::text AS department_id, d.name AS department_name, n.teacher_id::text AS teacher_id, t.realname AS teacher_name,
  ${epochMs('n.ctime', 'ctime')}`;
const JOINS = 'LEFT JOIN department d ON d.id = n.department_id LEFT JOIN teacher t ON t.id = n.teacher_id';
const SELECT = `SELECT ${COLUMNS} FROM navy_account n ${JOINS}`;

async function navyPage(q: Queryable, subject: number, f: PageQuery, departments: string[]) {
  const status = f.zqStatus ?? f.wechat_status;
  const where = `n.del = 0 AND n.subject = $1 AND ($2::text IS NULL OR n.weixin_no ILIKE '%' || $2 || '%')
    AND ($3::int IS NULL OR n.zq_status = $3) AND ($4::int IS NULL OR n.type = $4)
    AND (cardinality($5::bigint[]) = 0 OR n.department_id = ANY($5::bigint[]))`;
  const params = [subject, f.weixinNo ?? null, status ?? null, f.type ?? null, departments];
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'navy_account n',
    joins: JOINS,
    where,
    params,
    orderBy: 'n.id DESC',
    page: f.pageNum,
    size: f.pageSize,
    base: 1,
  });
  return springPage(p);
}

async function saveNavy(tx: Queryable, ctx: AuthedContext, b: NavyBody): Promise<string> {
  const clash = await tx.query(
    'SELECT 1 FROM navy_account WHERE subject = $1 AND weixin_no = $2 AND del = 0 AND ($3::bigint IS NULL OR id <> $3::bigint)',
    [ctx.subject, b.weixinNo, b.id ?? null],
  );
  if (clash.rows[0]) throw errors.conflict(`水军微信号 ${b.weixinNo} 已存在`, `Navy account ${b.weixinNo} already exists`);
  const row = {
    weixin_no: b.weixinNo,
    nickname: b.nickname ?? null,
    wechat_id: b.wechatId ?? null,
    head_img_url: b.headImgUrl ?? null,
    type: b.type,
    zq_status: b.zqStatus,
    department_id: b.departmentId ?? null,
    teacher_id: b.teacherId ?? null,
    remark: b.remark ?? null,
  };
  const cols = Object.keys(row);
  if (!b.id) {
    const r = await tx.query<{ id: string }>(
      `INSERT INTO navy_account (subject, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id::text AS id`,
      [ctx.subject, ...Object.values(row)],
    );
    await recordOperation(tx, ctx, { action: 'navy.create', entity: 'navy', entityId: r.rows[0].id, detail: { weixinNo: b.weixinNo } });
    return r.rows[0].id;
  }
  const before = await tx.query<Record<string, unknown>>(
    `SELECT ${cols.map((c) => (c.endsWith('_id') && c !== 'wechat_id' ? `${c}::text AS ${c}` : c)).join(', ')} FROM navy_account WHERE id = $1::bigint AND del = 0 FOR UPDATE`,
    [b.id],
  );
  if (!before.rows[0]) throw errors.notFound('水军账号');
  await tx.query(`UPDATE navy_account SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')}, utime = now() WHERE id = $1::bigint`, [
    b.id,
    ...Object.values(row),
  ]);
  await recordOperation(tx, ctx, { action: 'navy.update', entity: 'navy', entityId: b.id, changes: diff(before.rows[0], row) });
  return b.id;
}

/** Navy (water-army) WeChat accounts (/wechatWaterArmy): page with filters and a department body, save, delete. */
export function registerNavyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  defineRoute<unknown, PageQuery>(app, {
    method: 'POST',
    url: '/api/t/v1/navy/getNavyPage',
    access: area,
    query: pageQuery,
    handler: async (ctx, { query, request }) => navyPage(db, ctx.subject, query, parseDepartments(request.body)),
  });

  defineRoute<NavyBody>(app, {
    method: 'POST',
    url: '/api/t/v1/navy/saveNavy',
    access: area,
    scope: { id: 'navy', teacherId: 'teacher' },
    unscoped: {
      departmentId: 'the organisation tree is shared by the subject lines',
      wechatId: "the account's WeChat user name (text), not a record",
    },
    body: navyBody,
    handler: async (ctx, { body }) => {
      const id = await db.transaction((tx) => saveNavy(tx, ctx, body));
      const r = await db.query(`${SELECT} WHERE n.id = $1::bigint`, [id]);
      return { ...r.rows[0], ctime: Number(r.rows[0].ctime) };
    },
  });

  defineRoute<{ id: string }>(app, {
    method: 'POST',
    url: '/api/t/v1/navy/delNavy',
    access: area,
    scope: { id: 'navy' },
    body: z.object({ id: idFieldAs('plain'), del: z.coerce.number().optional() }),
    handler: async (ctx, { body }) => {
      await db.transaction(async (tx) => {
        const r = await tx.query<{ weixin_no: string }>(
          'UPDATE navy_account SET del = 1, utime = now() WHERE id = $1::bigint AND del = 0 RETURNING weixin_no',
          [body.id],
        );
        if (!r.rows[0]) throw errors.notFound('水军账号');
        await recordOperation(tx, ctx, {
          action: 'navy.delete',
          entity: 'navy',
          entityId: body.id,
          detail: { weixinNo: r.rows[0].weixin_no },
        });
      });
      return true;
    },
  });
}

function parseDepartments(body: unknown): string[] {
  const r = departmentIds.safeParse(body ?? null);
  if (!r.success) throw errors.invalidField('departmentIds', '必须是部门编号列表', 'must be a list of department ids');
  return r.data;
}
