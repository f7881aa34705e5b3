import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { errors } from '../../../platform/http/errors';
import { readSheetRows } from '../../../platform/xlsx/sheet';
import { idField, inputOf, requiredText } from '../../../platform/http/fields';
import { defineCall } from '../../../platform/http/route';
import { changeMany, CHANGE_SHEET_TITLES, MAX_CHANGE_ROWS } from './change-batch';
import { changeStudentClass } from './change-class';
import { changeLog, changeLogInput, queryTeams, queryTeamsInput } from './change-reads';
import { BOX_SHEET_TITLES, boxChangeInput, changeExpressBoxes, MAX_BOX_ROWS, sendTrialCourseByMobiles, sendTrialInput } from './put-course';
import {
  createStopBatch,
  deleteStopBatch,
  editStopBatch,
  executeStopBatch,
  pageStopBatches,
  stopBatchEditInput,
  stopBatchIdInput,
  stopBatchInput,
  stopBatchItems,
  stopBatchPageInput,
} from './stop-batches';
import {
  batchUpdateTeamKind,
  bindingInput,
  bindTeamGroup,
  calculationTeamInfo,
  changeLevel,
  courseDayKindInput,
  createTeam,
  createTeamInput,
  groupList,
  groupListInput,
  levelInput,
  roomsInput,
  roomsOfTeams,
  switchInput,
  teamBinding,
  teamIdsInput,
  teamKindInput,
  teamStateInput,
  teamSwitch,
  updateCourseDayKind,
  updateTeamState,
  updateTeamSwitch,
} from './team-ops';

const classes = { area: 'classes' } as const;
const teaching = { area: 'teaching' } as const;
const TEAM = '/api/tm/v1/teacher/manager/team';
const CHANGE = '/api/ts/v1/teamChange';
const both = (name: string) => [`/api/ts/v1/teaching/${name}`, `/api/ts/v2/teaching/${name}`];
const GET_POST: Array<'GET' | 'POST'> = ['GET', 'POST'];
const dryRunField = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()).default(false);

/** Class (team) management and the teaching operations (spec 01 §7 "Class (team) calls"; docs/decisions/classes.md). */
export function registerClassesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // --- class edits (area classes) ---
  defineCall(app, {
    method: 'POST',
    url: `${TEAM}/updateTeamState`,
    access: classes,
    scope: { teamId: 'class' },
    input: teamStateInput,
    handler: (ctx, i) => db.transaction((tx) => updateTeamState(tx, ctx, i)),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${TEAM}/updateStudentTeamByState`,
    access: classes,
    scope: { teamId: 'class' },
    input: switchInput,
    handler: (ctx, i) => db.transaction((tx) => updateTeamSwitch(tx, ctx, i)),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${TEAM}/getStudentTeamById`,
    access: classes,
    scope: { teamId: 'class' },
    input: inputOf({ teamId: idField }),
    handler: (ctx, i) => teamSwitch(db, ctx, i.teamId),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${TEAM}/calculationTeamInfo`,
    access: classes,
    scope: { teamId: 'class', teamIds: 'class' },
    input: teamIdsInput,
    handler: (ctx, i) => db.transaction((tx) => calculationTeamInfo(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: `${TEAM}/batchUpdateTeamKind`,
    access: classes,
    scope: { teamIds: 'class' },
    input: teamKindInput,
    handler: (ctx, i) => db.transaction((tx) => batchUpdateTeamKind(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: both('updateCourseDayKind'),
    access: classes,
    scope: { teamId: 'class' },
    input: courseDayKindInput,
    handler: (ctx, i) => db.transaction((tx) => updateCourseDayKind(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/api/zq/v1/qw/room/findListByTeamIds',
    access: classes,
    scope: { teamIds: 'class' },
    input: roomsInput,
    handler: (ctx, i) => roomsOfTeams(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: '/api/zq/v1/groupInfo/teamBindingStatus',
    access: classes,
    scope: { teamId: 'class' },
    input: bindingInput,
    handler: (ctx, i, { request }) =>
      request.method === 'GET' ? teamBinding(db, ctx, i.teamId) : db.transaction((tx) => bindTeamGroup(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/api/zq/v1/groupInfo/list',
    access: classes,
    input: groupListInput,
    handler: (ctx, i) => groupList(db, ctx, i),
  });

  // --- class change (area teaching): one student with a reason, many by mobile / by class, a sheet with a dry run ---
  defineCall(app, {
    method: 'POST',
    url: `${CHANGE}/changeStudentTeam`,
    access: teaching,
    scope: { studentId: 'student', toTeamId: 'class', fromTeamId: 'class' },
    input: inputOf({ studentId: idField, toTeamId: idField, fromTeamId: idField.optional(), reason: requiredText(200) }),
    handler: (ctx, i) => db.transaction((tx) => changeStudentClass(tx, ctx, { ...i, importType: 0 })),
  });
  const manyInput = inputOf({
    data: z.array(z.unknown(), { error: '必须是调班列表' }).min(1, '不能为空').max(MAX_CHANGE_ROWS, `一次最多${MAX_CHANGE_ROWS}人`),
    reason: requiredText(200).optional(),
    dryRun: dryRunField,
  });
  // The original client reads payload[0] = refused rows, payload[1] = moved rows.
  const asPair = (r: Awaited<ReturnType<typeof changeMany>>) => [r.rows.filter((x) => !x.ok), r.rows.filter((x) => x.ok)];
  defineCall(app, {
    method: 'POST',
    url: `${CHANGE}/changeTrialTeamByMobile`,
    access: teaching,
    input: manyInput,
    handler: async (ctx, i) => asPair(await changeMany(db, ctx, i.data, { dryRun: i.dryRun, importType: 0, defaultReason: i.reason })),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CHANGE}/changeTrialTeam`,
    access: teaching,
    input: manyInput,
    handler: async (ctx, i) =>
      asPair(
        await changeMany(db, ctx, await expandByClass(i.data, ctx.subject), { dryRun: i.dryRun, importType: 1, defaultReason: i.reason }),
      ),
  });
  defineCall(app, {
    method: 'POST',
    url: `${CHANGE}/changeTeamByImport`,
    access: teaching,
    input: inputOf({
      rows: z.array(z.unknown()).max(MAX_CHANGE_ROWS).optional(),
      fileKey: z.string().trim().max(200).optional(),
      dryRun: dryRunField,
      reason: requiredText(200).optional(),
    }),
    handler: async (ctx, i) => {
      const rows = i.rows ?? (i.fileKey ? await readSheetRows(deps.files, i.fileKey, CHANGE_SHEET_TITLES, MAX_CHANGE_ROWS) : undefined);
      if (!rows) throw errors.invalidField('rows', '不能为空（或上传文件 fileKey）', 'is required');
      return asPair(await changeMany(db, ctx, rows, { dryRun: i.dryRun, importType: 2, defaultReason: i.reason }));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: `${CHANGE}/queryTeams`,
    access: teaching,
    scope: { teacherId: 'teacher' },
    input: queryTeamsInput,
    handler: (ctx, i) => queryTeams(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: `${CHANGE}/queryChangeTeamLog`,
    access: teaching,
    scope: { uid: 'student', teamId: 'class' },
    input: changeLogInput,
    handler: (ctx, i) => changeLog(db, ctx, i),
  });

  /** By class: a row {fromTeamId, toTeamId} without students moves every live student of fromTeamId. */
  async function expandByClass(data: unknown[], subject: number): Promise<unknown[]> {
    const out: unknown[] = [];
    for (const row of data) {
      const r = (row ?? {}) as Record<string, unknown>;
      const ids = r.studentIds ?? r.student_ids;
      if (r.studentId || r.mobile || !r.fromTeamId) out.push(row);
      else if (Array.isArray(ids)) for (const studentId of ids) out.push({ ...r, studentId });
      else {
        const s = await db.query<{ id: string }>(
          'SELECT student_id::text AS id FROM student_team WHERE team_id = $1::bigint AND subject = $2 AND del = 0 ORDER BY student_id',
          [String(r.fromTeamId).replace(/\D/g, '') || '0', subject],
        );
        for (const x of s.rows) out.push({ ...r, studentId: x.id });
      }
    }
    return out.length ? out : data;
  }

  // --- level / term changes, manual class creation ---
  defineCall(app, {
    method: 'POST',
    url: both('changeLevel'),
    access: teaching,
    scope: { studentId: 'student', teamId: 'class' },
    input: levelInput,
    handler: (ctx, i) => db.transaction((tx) => changeLevel(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: both('changeTerm'),
    access: teaching,
    scope: { studentId: 'student', toTeamId: 'class', fromTeamId: 'class' },
    input: inputOf({ studentId: idField, toTeamId: idField, fromTeamId: idField.optional(), reason: requiredText(200) }),
    handler: (ctx, i) =>
      db.transaction(async (tx) => {
        const r = await tx.query<{ a: number | null; b: number | null }>(
          `SELECT (SELECT term FROM team WHERE id = $1::bigint) AS b,
                  (SELECT t.term FROM student_team st JOIN team t ON t.id = st.team_id WHERE st.student_id = $2::bigint AND st.del = 0
                      AND ($3::bigint IS NULL OR st.team_id = $3::bigint) ORDER BY st.enter_team_time DESC LIMIT 1) AS a`,
          [i.toTeamId, i.studentId, i.fromTeamId ?? null],
        );
        if (r.rows[0] && r.rows[0].a !== null && r.rows[0].a === r.rows[0].b)
          throw errors.badRequest('调期需要调入另一期的班级', 'A term change moves into a class of another term');
        return changeStudentClass(tx, ctx, { ...i, importType: 0 });
      }),
  });
  defineCall(app, {
    method: 'POST',
    url: both('createTeam'),
    access: teaching,
    scope: { termId: 'term', teacherId: 'teacher' },
    input: createTeamInput,
    handler: (ctx, i) => db.transaction((tx) => createTeam(tx, ctx, i)),
  });

  // --- stop (suspension) batches ---
  defineCall(app, {
    method: 'POST',
    url: both('studentTeamStopLog/add'),
    access: teaching,
    input: stopBatchInput,
    handler: (ctx, i) => db.transaction((tx) => createStopBatch(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: both('studentTeamStopLog/edit'),
    access: teaching,
    scope: { id: 'stopBatch' },
    input: stopBatchEditInput,
    handler: (ctx, i) => db.transaction((tx) => editStopBatch(tx, ctx, i)),
  });
  defineCall(app, {
    method: GET_POST,
    url: both('studentTeamStopLog/page'),
    access: teaching,
    input: stopBatchPageInput,
    handler: (ctx, i) => pageStopBatches(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: both('studentTeamStopLog/items'),
    access: teaching,
    scope: { id: 'stopBatch' },
    input: inputOf({ id: idField }),
    handler: (ctx, i) => stopBatchItems(db, ctx, i.id),
  });
  defineCall(app, {
    method: 'POST',
    url: both('studentTeamStopLog/delete'),
    access: teaching,
    scope: { id: 'stopBatch' },
    input: stopBatchIdInput,
    handler: (ctx, i) => db.transaction((tx) => deleteStopBatch(tx, ctx, i)),
  });
  defineCall(app, {
    method: 'POST',
    url: both('studentTeamStopLog/execute'),
    access: teaching,
    scope: { id: 'stopBatch' },
    input: stopBatchIdInput,
    handler: (ctx, i) => db.transaction((tx) => executeStopBatch(tx, ctx, i)),
  });

  // --- /putTheCourse ---
  defineCall(app, {
    method: GET_POST,
    url: both('sendTrialCourseByMobiles'),
    access: teaching,
    scope: { teamId: 'class' },
    input: sendTrialInput,
    handler: (ctx, i) => sendTrialCourseByMobiles(db, ctx, i),
  });
  defineCall(app, {
    method: GET_POST,
    url: both('expressBoxChange/file'),
    access: teaching,
    input: boxChangeInput,
    handler: async (ctx, i) => {
      const rows = i.rows ?? (i.fileKey ? await readSheetRows(deps.files, i.fileKey, BOX_SHEET_TITLES, MAX_BOX_ROWS) : []);
      return changeExpressBoxes(db, ctx, rows, i.dryRun);
    },
  });
}
