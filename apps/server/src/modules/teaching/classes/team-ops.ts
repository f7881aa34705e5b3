import { z } from 'zod';
import type { Queryable } from '../../../platform/db';
import type { AuthedContext } from '../../../platform/http/context';
import { errors } from '../../../platform/http/errors';
import { diff, recordOperation } from '../../../platform/oplog';
import { restPage, springPage } from '../../../platform/sql/page';
import { assertFreshVersion } from '../../../platform/versioning';
import { blankOptional, idField, idListField, inputOf, intField, msField, requiredText, textField } from '../../../platform/http/fields';
import { lockTeams, recountTeams, type LockedTeam } from './team-stats';

/** Class edits (state, kind, course-day kind, WeChat group, auto-add switch) and the recount. */

const versionField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().int().min(0).optional(),
);

async function freshTeam(tx: Queryable, ctx: AuthedContext, teamId: string, version: number | undefined): Promise<LockedTeam> {
  const t = (await lockTeams(tx, ctx, [teamId])).get(teamId) as LockedTeam;
  await assertFreshVersion(tx, {
    entity: 'team',
    entityId: t.id,
    expected: version,
    version: t.version,
    utime: t.utime,
    current: { team_state: t.team_state },
  });
  return t;
}

export const teamStateInput = inputOf({ teamId: idField, teamState: intField(0, 2), version: versionField });

/**
 * Changes a class's state (0 待开课, 1 开课中, 2 已结课). Race-safe: the row is locked and the
 * caller's version checked (409 names who changed it); the students' life cycle follows the class.
 */
export async function updateTeamState(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof teamStateInput>) {
  const t = await freshTeam(tx, ctx, input.teamId, input.version);
  if (t.team_state === input.teamState) return { teamId: t.id, teamState: t.team_state, version: t.version };
  const u = await tx.query<{ version: number }>('UPDATE team SET team_state = $2, utime = now() WHERE id = $1::bigint RETURNING version', [
    t.id,
    input.teamState,
  ]);
  await tx.query(
    'UPDATE student_team SET life_cycle = $2, utime = now() WHERE team_id = $1::bigint AND del = 0 AND life_cycle IS DISTINCT FROM 91',
    [t.id, input.teamState],
  );
  await recordOperation(tx, ctx, {
    action: 'class.state',
    entity: 'team',
    entityId: t.id,
    changes: { team_state: [t.team_state, input.teamState] },
  });
  return { teamId: t.id, teamState: input.teamState, version: u.rows[0].version };
}

/** updateStudentTeamByState: ON/OFF is the class's auto-add-friend switch (what the original client sends); 0–2 a state change. */
export const switchInput = inputOf({
  teamId: idField,
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.union([z.enum(['ON', 'OFF']), z.coerce.number().int().min(0).max(2)], { error: '必须是 ON、OFF 或班级状态 0–2' }),
  ),
  version: versionField,
});
export async function updateTeamSwitch(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof switchInput>) {
  if (typeof input.status === 'number')
    return updateTeamState(tx, ctx, { teamId: input.teamId, teamState: input.status, version: input.version });
  const t = await freshTeam(tx, ctx, input.teamId, input.version);
  const on = input.status === 'ON' ? 1 : 0;
  await tx.query('UPDATE team SET auto_add_friend = $2, utime = now() WHERE id = $1::bigint', [t.id, on]);
  await recordOperation(tx, ctx, { action: 'class.autoAddFriend', entity: 'team', entityId: t.id, detail: { switchState: input.status } });
  return teamSwitch(tx, ctx, t.id);
}

export async function teamSwitch(q: Queryable, ctx: AuthedContext, teamId: string) {
  const r = await q.query<{ id: string; auto_add_friend: number; team_state: number }>(
    'SELECT id::text AS id, auto_add_friend, team_state FROM team WHERE id = $1::bigint AND subject = $2 AND deleted = 0',
    [teamId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('班级');
  return { teamId: r.rows[0].id, switchState: r.rows[0].auto_add_friend ? 'ON' : 'OFF', teamState: r.rows[0].team_state };
}

export const teamKindInput = inputOf({ teamIds: idListField, teamKind: intField(0, 99) });
export async function batchUpdateTeamKind(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof teamKindInput>) {
  const teams = await lockTeams(tx, ctx, input.teamIds);
  await tx.query('UPDATE team SET team_kind = $2, utime = now() WHERE id = ANY($1::bigint[]) AND team_kind <> $2', [
    [...teams.keys()],
    input.teamKind,
  ]);
  await recordOperation(tx, ctx, {
    action: 'class.teamKind',
    entity: 'team',
    detail: { teamIds: [...teams.keys()], teamKind: input.teamKind },
  });
  return { updated: teams.size };
}

export const courseDayKindInput = inputOf({ teamId: idField, courseDayKind: intField(0, 9), version: versionField });
export async function updateCourseDayKind(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof courseDayKindInput>) {
  const t = await freshTeam(tx, ctx, input.teamId, input.version);
  const before = await tx.query<{ course_day_kind: number | null }>('SELECT course_day_kind FROM team WHERE id = $1::bigint', [t.id]);
  await tx.query('UPDATE team SET course_day_kind = $2, utime = now() WHERE id = $1::bigint', [t.id, input.courseDayKind]);
  await recordOperation(tx, ctx, {
    action: 'class.courseDayKind',
    entity: 'team',
    entityId: t.id,
    changes: diff({ course_day_kind: before.rows[0].course_day_kind }, { course_day_kind: input.courseDayKind }),
  });
  return { teamId: t.id, courseDayKind: input.courseDayKind };
}

export const teamIdsInput = inputOf({ teamId: idField.optional(), teamIds: idListField.optional() });
/** calculationTeamInfo: recounts the classes' statistics now and returns them. */
export async function calculationTeamInfo(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof teamIdsInput>) {
  const ids = input.teamIds ?? (input.teamId ? [input.teamId] : []);
  if (!ids.length) throw errors.invalidField('teamId', '不能为空', 'is required');
  await lockTeams(tx, ctx, ids);
  await recountTeams(tx, ids);
  const r = await tx.query(
    `SELECT id::text AS "teamId", student_count, enrolled, added_wechat, added_group, join_count, complete_count, task_count, comment_count,
            system_order_count, refund_count, renew_count, express_sent_count, express_signed_count, flow_out_count
       FROM team WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  return r.rows;
}

export const bindingInput = inputOf({ teamId: idField, roomWxid: textField(100).optional() });
/** teamBindingStatus: GET reads whether the class has a WeChat group; POST binds (roomWxid) or unbinds (empty). */
export async function teamBinding(q: Queryable, ctx: AuthedContext, teamId: string) {
  const r = await q.query<{ room_wxid: string | null; qr_code: string | null }>(
    'SELECT room_wxid, qr_code FROM team WHERE id = $1::bigint AND subject = $2 AND deleted = 0',
    [teamId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('班级');
  return { teamId, roomWxid: r.rows[0].room_wxid, qrCode: r.rows[0].qr_code, bindingStatus: r.rows[0].room_wxid ? 1 : 0 };
}
export async function bindTeamGroup(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof bindingInput>) {
  const t = await freshTeam(tx, ctx, input.teamId, undefined);
  const before = await teamBinding(tx, ctx, t.id);
  if (input.roomWxid) {
    const taken = await tx.query<{ team_name: string }>(
      'SELECT team_name FROM team WHERE room_wxid = $1 AND id <> $2::bigint AND subject = $3 AND deleted = 0',
      [input.roomWxid, t.id, ctx.subject],
    );
    if (taken.rows[0])
      throw errors.conflict(`该微信群已绑定班级「${taken.rows[0].team_name}」`, 'This WeChat group is bound to another class');
  }
  await tx.query('UPDATE team SET room_wxid = $2, utime = now() WHERE id = $1::bigint', [t.id, input.roomWxid || null]);
  await recordOperation(tx, ctx, {
    action: 'class.bindGroup',
    entity: 'team',
    entityId: t.id,
    changes: diff({ room_wxid: before.roomWxid }, { room_wxid: input.roomWxid || null }),
  });
  return teamBinding(tx, ctx, t.id);
}

export const roomsInput = inputOf({ teamIds: idListField });
/** findListByTeamIds: the WeChat groups of the classes (one row per bound class). */
export async function roomsOfTeams(q: Queryable, ctx: AuthedContext, input: z.infer<typeof roomsInput>) {
  const r = await q.query(
    `SELECT id::text AS "teamId", team_name AS "teamName", room_wxid AS "roomWxid", qr_code AS "qrCode"
       FROM team WHERE id = ANY($1::bigint[]) AND subject = $2 AND room_wxid IS NOT NULL ORDER BY id`,
    [input.teamIds, ctx.subject],
  );
  return r.rows;
}

export const groupListInput = inputOf({
  teamName: textField(60).optional(),
  page: intField(1, 100000).default(1),
  size: intField(1, 200).default(20),
});
/** groupInfo/list: the bound WeChat groups of the subject, newest class first. */
export async function groupList(q: Queryable, ctx: AuthedContext, input: z.infer<typeof groupListInput>) {
  const like = input.teamName ? `%${input.teamName.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = 'subject = $1 AND deleted = 0 AND room_wxid IS NOT NULL AND ($2::text IS NULL OR team_name ILIKE $2)';
  const p = await restPage(q, {
    select: `id::text AS "teamId", team_name AS "teamName", room_wxid AS "roomWxid", qr_code AS "qrCode", student_count AS "studentCount", added_group AS "addedGroup"`,
    from: 'team',
    where,
    params: [ctx.subject, like],
    orderBy: 'ctime DESC, id DESC',
    page: input.page,
    size: input.size,
    base: 1,
  });
  return springPage(p);
}

export const createTeamInput = inputOf({
  teamName: requiredText(60),
  teamType: intField(0, 9),
  termId: idField,
  teacherId: idField.optional(),
  sup: blankOptional(z.string().regex(/^S[1-9]$/, '必须是 S1–S9')),
  category: intField(0, 999).optional(),
  preEnroll: intField(0, 1000).default(0),
  classStart: msField.optional(),
  classEnd: msField.optional(),
});
/** Manual class creation (/addClassOpt): a live class of a period, teacher and department from the teacher. */
export async function createTeam(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof createTeamInput>) {
  const term = await tx.query<{ period: number }>('SELECT period FROM management WHERE id = $1::bigint AND subject = $2', [
    input.termId,
    ctx.subject,
  ]);
  if (!term.rows[0]) throw errors.notFound('招生期');
  let departmentId: string | null = null;
  if (input.teacherId) {
    const t = await tx.query<{ department_id: string | null }>(
      'SELECT department_id::text AS department_id FROM teacher WHERE id = $1::bigint AND subject = $2',
      [input.teacherId, ctx.subject],
    );
    if (!t.rows[0]) throw errors.notFound('老师');
    departmentId = t.rows[0].department_id;
  }
  if (input.classStart !== undefined && input.classEnd !== undefined && input.classEnd < input.classStart)
    throw errors.invalidField('classEnd', '不能早于开课时间', 'must not be before classStart');
  const dup = await tx.query('SELECT 1 FROM team WHERE subject = $1 AND team_name = $2 AND deleted = 0', [ctx.subject, input.teamName]);
  if (dup.rows[0]) throw errors.conflict('班级名称已存在', 'A class with this name exists');
  const r = await tx.query<{ id: string }>(
    `INSERT INTO team (subject, team_name, team_type, term, term_id, teacher_id, department_id, sup, category, pre_enroll, class_start, class_end, staff_id, created_manually)
     VALUES ($1, $2, $3, $4, $5::bigint, $6::bigint, $7::bigint, $8, $9, $10, to_timestamp($11::float8 / 1000), to_timestamp($12::float8 / 1000), $13::bigint, 1)
     RETURNING id::text AS id`,
    [
      ctx.subject,
      input.teamName,
      input.teamType,
      term.rows[0].period,
      input.termId,
      input.teacherId ?? null,
      departmentId,
      input.sup ?? null,
      input.category ?? null,
      input.preEnroll,
      input.classStart ?? null,
      input.classEnd ?? null,
      ctx.staff.id,
    ],
  );
  await recordOperation(tx, ctx, {
    action: 'class.create',
    entity: 'team',
    entityId: r.rows[0].id,
    detail: { teamName: input.teamName, teamType: input.teamType },
  });
  return { id: r.rows[0].id };
}

export const levelInput = inputOf({
  studentId: idField,
  teamId: idField,
  sup: z
    .string()
    .trim()
    .regex(/^S[1-9]$/, '必须是 S1–S9'),
  reason: requiredText(200),
});
/** Level change: the student's difficulty (sup) in a class; the class's statistics do not depend on it. */
export async function changeLevel(tx: Queryable, ctx: AuthedContext, input: z.infer<typeof levelInput>) {
  const r = await tx.query<{ sup: string | null }>(
    'SELECT sup FROM student_team WHERE student_id = $1::bigint AND team_id = $2::bigint AND subject = $3 AND del = 0 FOR UPDATE',
    [input.studentId, input.teamId, ctx.subject],
  );
  if (!r.rows[0]) throw errors.notFound('学员在该班级的记录');
  await tx.query(
    'UPDATE student_team SET sup = $3, current_super = $3, utime = now() WHERE student_id = $1::bigint AND team_id = $2::bigint',
    [input.studentId, input.teamId, input.sup],
  );
  await tx.query(
    'UPDATE student_subject SET sup = $2, utime = now() WHERE student_id = $1::bigint AND subject = $3 AND team_id = $4::bigint',
    [input.studentId, input.sup, ctx.subject, input.teamId],
  );
  await recordOperation(tx, ctx, {
    action: 'class.level',
    entity: 'student',
    entityId: input.studentId,
    changes: { sup: [r.rows[0].sup, input.sup] },
    detail: { teamId: input.teamId, reason: input.reason },
  });
  return { studentId: input.studentId, teamId: input.teamId, sup: input.sup };
}
