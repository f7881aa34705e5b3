/** The complaint list (complaint/list), the counter (complaint/num) and one complaint with its student's records (detail). */
import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { maskMobile } from '../../../platform/query/present';
import { listField, optIdField, optIntField, optTextField, timeField } from '../../../platform/http/fields';
import { toDate } from '../../../platform/http/time-text';
import { fenToYuan, numericToFen } from '../../../platform/money';
import { epochMs } from '../../../platform/sql/columns';
import { listPage, restPage } from '../../../platform/sql/page';
import { Where } from '../../../platform/sql/where';

export const listInput = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, '每页最多200条').default(20),
  cpStatus: optIntField(0, 9, 'coerce'),
  cpStatusSub: optIntField(0, 99, 'coerce'),
  complaintNo: optTextField(40, 'coerce'),
  uid: optIdField('coerce'),
  userId: optIdField('coerce'),
  systemType: optIdField('coerce'),
  contactType: optTextField(10, 'coerce'),
  startTime: timeField,
  endTime: timeField,
  teacherIds: listField(z.coerce.string().regex(/^\d+$/, '必须是数字编号'), 200),
  businessId: z.unknown().optional(),
});
export type ListInput = z.infer<typeof listInput>;

const COLUMNS = `c.id::text AS id, c.complaint_no, c.uid::text AS uid, s.username, s.mobile, c.order_id::text AS order_id, c.teacher_id::text AS teacher_id,
  t.realname AS teacher_name, tt.realname AS trial_teacher_name, c.cp_status, c.cp_status_sub, c.system_type::text AS system_type,
  ty.name AS type_name, ty.pid::text AS type_pid, pty.name AS type_pname, c.contact_type, c.title, c.content, c.handle_comment,
  c.handler_staff_id::text AS handler_staff_id, h.real_name AS handler_name, c.version,
  ${epochMs('c.handle_time')} AS handle_time, ${epochMs('c.finish_time')} AS finish_time, ${epochMs('c.ctime')} AS ctime`;
const JOINS = `LEFT JOIN student s ON s.id = c.uid
  LEFT JOIN teacher t ON t.id = c.teacher_id
  LEFT JOIN student_subject ss ON ss.student_id = c.uid AND ss.subject = c.subject
  LEFT JOIN teacher tt ON tt.id = ss.trial_teacher_id
  LEFT JOIN complaint_type ty ON ty.id = c.system_type
  LEFT JOIN complaint_type pty ON pty.id = ty.pid
  LEFT JOIN staff h ON h.id = c.handler_staff_id`;

type Row = Record<string, string | number | null> & { mobile: string | null; version: number; cp_status: number };
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function presentComplaint(r: Row) {
  return {
    id: r.id,
    complaintNo: r.complaint_no,
    userId: r.uid,
    uid: r.uid,
    userName: r.username,
    userMobile: r.mobile ? maskMobile(r.mobile) : null,
    orderId: r.order_id,
    systemTeacherId: r.teacher_id,
    systemTeacherName: r.teacher_name,
    trialTeacherName: r.trial_teacher_name,
    cpStatus: r.cp_status,
    cpStatusSub: r.cp_status_sub,
    systemType: r.system_type,
    problemName: r.type_name,
    problemPid: r.type_pid ?? r.system_type,
    problemPName: r.type_pname ?? r.type_name,
    contactType: r.contact_type,
    title: r.title,
    content: r.content,
    handleComment: r.handle_comment,
    currentStaffId: r.handler_staff_id,
    currentStaffName: r.handler_name,
    handleTime: n(r.handle_time),
    finishTime: n(r.finish_time),
    ctime: n(r.ctime),
    version: r.version,
  };
}

export async function listComplaints(q: Queryable, ctx: AuthedContext, f: ListInput) {
  const w = new Where();
  w.and(`c.subject = ${w.p(ctx.subject)}`);
  if (f.cpStatus) w.and(`c.cp_status = ${w.p(f.cpStatus)}`);
  if (f.cpStatusSub) w.and(`c.cp_status_sub = ${w.p(f.cpStatusSub)}`);
  if (f.complaintNo) w.and(`c.complaint_no = ${w.p(f.complaintNo)}`);
  if (f.uid ?? f.userId) w.and(`c.uid = ${w.p(f.uid ?? f.userId)}::bigint`);
  if (f.systemType)
    w.add('(c.system_type = ?::bigint OR c.system_type IN (SELECT id FROM complaint_type WHERE pid = ?::bigint))', f.systemType);
  if (f.contactType) w.and(`c.contact_type = ${w.p(f.contactType)}`);
  if (f.teacherIds?.length) w.and(`c.teacher_id = ANY(${w.p(f.teacherIds)}::bigint[])`);
  const from = toDate(f.startTime);
  const to = toDate(f.endTime);
  if (from) w.and(`c.ctime >= ${w.p(from)}`);
  if (to) w.and(`c.ctime <= ${w.p(to)}`);
  const p = await restPage(q, {
    select: COLUMNS,
    from: 'complaint c',
    joins: JOINS,
    where: w,
    orderBy: 'c.ctime DESC, c.id DESC',
    page: f.pageNumber,
    size: f.pageSize,
    base: 1,
    present: presentComplaint,
  });
  return listPage(p);
}

/** The counter of the top bar and the tabs: complaints still to handle, per status, in the subject. */
export async function complaintCounts(q: Queryable, ctx: AuthedContext) {
  const r = await q.query<{ cp_status: number; cp_status_sub: number | null; n: string }>(
    'SELECT cp_status, cp_status_sub, count(*)::text AS n FROM complaint WHERE subject = $1 AND cp_status <> 7 GROUP BY cp_status, cp_status_sub',
    [ctx.subject],
  );
  const by = (s: number) => r.rows.filter((x) => x.cp_status === s).reduce((a, x) => a + Number(x.n), 0);
  const pending = by(1);
  const processing = by(2);
  const revisit = by(3);
  return {
    count: pending + processing,
    pending,
    processing,
    revisit,
    returned: r.rows.filter((x) => x.cp_status_sub === 11).reduce((a, x) => a + Number(x.n), 0),
  };
}

export async function loadComplaint(q: Queryable, ctx: AuthedContext, complaintNo: string): Promise<Row> {
  const r = await q.query<Row>(`SELECT ${COLUMNS} FROM complaint c ${JOINS} WHERE c.complaint_no = $1 AND c.subject = $2`, [
    complaintNo,
    ctx.subject,
  ]);
  if (!r.rows[0]) throw errors.notFound('投诉单');
  return r.rows[0];
}

export async function complaintDetail(q: Queryable, ctx: AuthedContext, complaintNo: string) {
  const c = await loadComplaint(q, ctx, complaintNo);
  const orders = await q.query<{
    id: string;
    out_trade_no: string;
    status: number;
    amount: string;
    product_name: string | null;
    ctime: number;
  }>(
    `SELECT o.id::text AS id, o.out_trade_no, o.status, o.amount::text AS amount, o.product_name, ${epochMs('o.ctime')} AS ctime
       FROM orders o WHERE o.uid = $1::bigint AND o.subject = $2 ORDER BY o.ctime DESC LIMIT 50`,
    [c.uid, ctx.subject],
  );
  const teams = await q.query<{
    team_id: string;
    team_name: string;
    team_type: number;
    term: number | null;
    sup: string | null;
    teacher_name: string | null;
  }>(
    `SELECT st.team_id::text AS team_id, t.team_name, st.team_type, st.term, st.sup, te.realname AS teacher_name
       FROM student_team st JOIN team t ON t.id = st.team_id LEFT JOIN teacher te ON te.id = st.teacher_id
      WHERE st.student_id = $1::bigint AND st.subject = $2 ORDER BY st.id DESC LIMIT 50`,
    [c.uid, ctx.subject],
  );
  const history = await q.query<Row>(
    `SELECT l.staff_name, l.staff_mobile, l.cp_status, l.cp_status_sub, l.system_type::text AS system_type, ty.name AS type_name,
            l.contact_type, l.handle_comment, ${epochMs('l.ctime')} AS ctime
       FROM complaint_log l LEFT JOIN complaint_type ty ON ty.id = l.system_type WHERE l.complaint_id = $1::bigint ORDER BY l.id`,
    [c.id],
  );
  return {
    ...presentComplaint(c),
    orders: orders.rows.map((o) => ({
      id: o.id,
      outTradeNo: o.out_trade_no,
      status: o.status,
      amount: fenToYuan(numericToFen(o.amount)),
      productName: o.product_name,
      ctime: Number(o.ctime),
    })),
    classes: teams.rows.map((t) => ({
      teamId: t.team_id,
      teamName: t.team_name,
      teamType: t.team_type,
      term: t.term,
      sup: t.sup,
      teacherName: t.teacher_name,
    })),
    history: history.rows.map((h) => ({
      staffName: h.staff_name,
      staffMobile: h.staff_mobile ? maskMobile(String(h.staff_mobile)) : null,
      cpStatus: h.cp_status,
      cpStatusSub: h.cp_status_sub,
      systemType: h.system_type,
      systemTypeName: h.type_name,
      contactType: h.contact_type,
      handleComment: h.handle_comment,
      ctime: n(h.ctime),
    })),
  };
}
