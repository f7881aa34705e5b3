import type { Database, Queryable } from '../../../platform/db';
import type { EventBus } from '../../../platform/events';
import type { AuthedContext } from '../../../platform/http/context';
import { recordOperation } from '../../../platform/oplog';
import { announce } from '../../console';
import {
  assertSomethingChosen,
  checkReceiveWechat,
  followSubjectLines,
  lockTeachers,
  moveClasses,
  moveStudents,
  moveWechats,
  tellTeachers,
  writeRecord,
  type Asked,
  type Notice,
  type Parties,
} from './handover-steps';

export interface HandoverInput {
  sendTeacherId: string;
  receiveTeacherId: string;
  /** student_team rows (a student in a class) to move. */
  studentTeamIds?: string[];
  /** The sender's WeChat accounts to move (with the students on them). */
  weixinIds?: string[];
  /** Classes to move (with their students). */
  teamIds?: string[];
  /** The receiver's WeChat account the moved students and classes now use. */
  receiveWeixinId?: string | null;
  reason?: string | null;
  isLeave?: boolean;
}

export interface HandoverResult {
  recordId: string;
  students: number;
  weixins: number;
  teams: number;
}

/**
 * Hands students, WeChat accounts and classes from one teacher to another in one transaction: either
 * everything moves or nothing does (a row that no longer belongs to the sender fails it all). The
 * teacher columns of the classes, the students' class rows and their subject line (the student detail's
 * teacher) follow; enrolment counts do not change. Both teachers are told. The steps are in
 * handover-steps.ts.
 */
export async function handover(tx: Queryable, ctx: AuthedContext, input: HandoverInput, notices: Notice[]): Promise<HandoverResult> {
  const { sender, receiver } = await lockTeachers(tx, input.sendTeacherId, input.receiveTeacherId);
  const parties: Parties = { sender, receiver, receiveWeixin: await checkReceiveWechat(tx, receiver, input.receiveWeixinId ?? null) };
  const asked: Asked = { weixinIds: input.weixinIds ?? [], teamIds: input.teamIds ?? [], studentTeamIds: input.studentTeamIds ?? [] };
  const moved = new Set<string>();
  await moveWechats(tx, parties, asked.weixinIds, moved);
  await moveClasses(tx, parties, asked.teamIds, moved);
  await moveStudents(tx, parties, asked.studentTeamIds, moved);
  assertSomethingChosen(moved, asked);
  const ids = [...moved];
  await followSubjectLines(tx, parties, ids);
  const recordId = await writeRecord(tx, ctx, parties, asked, ids, input);
  const result = { recordId, students: ids.length, weixins: asked.weixinIds.length, teams: asked.teamIds.length };
  await recordOperation(tx, ctx, {
    action: 'teacher.handover',
    entity: 'teacher',
    entityId: sender.id,
    changes: { teacher: [sender.realname, receiver.realname] },
    detail: { ...result, receiveTeacherId: receiver.id, reason: input.reason ?? null, isLeave: Boolean(input.isLeave) },
  });
  notices.push(...(await tellTeachers(tx, parties, result)));
  return result;
}

/** Runs handovers in one transaction, then tells the teachers (never before the commit). */
export async function inHandoverTransaction<T>(
  db: Database,
  events: EventBus,
  work: (tx: Queryable, notices: Notice[]) => Promise<T>,
): Promise<T> {
  const notices: Notice[] = [];
  const result = await db.transaction((tx) => work(tx, notices));
  for (const n of notices) await announce(events, n.staffId, n.dto);
  return result;
}
