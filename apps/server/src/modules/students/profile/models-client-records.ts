import { DICTIONARIES } from '@console/domain';
import { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { computed, defineModel, noFilter, type QueryRegistry, studentRef } from '../../../platform/query';
import { teamRowFields, TEAM_ROW_RELATIONS } from './models-statistics';

/**
 * Student-area roots the original client reads that had no model of ours (docs/decisions/
 * client-compatibility.md, "Students"): the phone-change log, the students of one class on
 * /graphql/user, the follow-state list of the class page.
 */

const STUDENTS = { area: 'students' } as const;

/** replace_mobile_log: one change of a student's phone by staff; mobiles masked, filters see the real numbers. */
export const UserReplaceMobileLogModel = defineModel({
  name: 'UserReplaceMobileLog',
  description: "Changes of a student's mobile (replace_mobile_log); filter by uid, old_mobile or new_mobile",
  source: 'replace_mobile_log',
  subjectColumn: 'subject',
  access: STUDENTS,
  roots: ['Page', 'List'],
  fields: {
    id: { type: 'id' },
    ...studentRef('uid'),
    cid: { type: 'id', column: 'uid', description: "the student (the client's customer id)" },
    new_uid: noFilter('id', { column: 'uid', description: 'the student keeps its id when the phone changes' }),
    subject: noFilter('int'),
    old_mobile: { type: 'string', mask: 'mobile' },
    new_mobile: { type: 'string', mask: 'mobile' },
    staff_id: noFilter('id'),
    mid: noFilter('id', { column: 'staff_id', description: 'who made the change (staff)' }),
    remark: noFilter('string'),
    del: noFilter('int', { sql: '0', description: 'changes are never deleted' }),
    ctime: { type: 'time' },
    utime: noFilter('time', { column: 'ctime', description: 'a change is written once' }),
  },
  relations: {
    user: { model: 'User', localField: 'uid', foreignField: 'id' },
    staff: { model: 'Staff', localField: 'staff_id', foreignField: 'id' },
  },
});

/** userListForTeam: the students of a class, one row per student (id = the student), with the class row's WeChat and follow state. */
export const TeamUserModel = defineModel({
  name: 'TeamUser',
  description: 'Students of a class (student_team, del = 0), id = the student; filter by team_id',
  source: 'student_team',
  subjectColumn: 'subject',
  where: 't.del = 0',
  access: STUDENTS,
  roots: ['Page'],
  rootNames: { Page: 'userListForTeam' },
  defaultSort: { enter_team_time: 'asc' },
  fields: {
    ...teamRowFields(),
    id: { type: 'id', column: 'student_id', description: 'the student id' },
    row_id: noFilter('id', { column: 'id', description: 'the student_team row' }),
    enter_team_time: { type: 'time', filter: false },
    added_wechat_time: noFilter('time'),
    added_group_time: noFilter('time'),
    follow_time: computed('time', '(SELECT max(f.ctime) FROM follow_log f WHERE f.uid = t.student_id AND f.subject = t.subject)', {
      description: 'the latest follow-up of the student in the subject',
    }),
  },
  relations: TEAM_ROW_RELATIONS,
});

export function registerClientRecordRoots(registry: QueryRegistry): void {
  registry.register(UserReplaceMobileLogModel, TeamUserModel);
  registry.addRoot({
    name: 'userFollowStateList',
    access: STUDENTS,
    description: 'The student states the class page filters by (the user_status dictionary): id, nameZh, nameEn, sort',
    args: { query: { type: GraphQLString, description: 'ignored (list-style calls)' }, size: { type: GraphQLInt } },
    type: () =>
      new GraphQLNonNull(
        new GraphQLList(
          new GraphQLNonNull(
            new GraphQLObjectType({
              name: 'UserFollowState',
              fields: {
                id: { type: new GraphQLNonNull(GraphQLString) },
                nameZh: { type: new GraphQLNonNull(GraphQLString) },
                nameEn: { type: new GraphQLNonNull(GraphQLString) },
                sort: { type: new GraphQLNonNull(GraphQLInt) },
              },
            }),
          ),
        ),
      ),
    resolve: () =>
      Object.entries(DICTIONARIES.userStatus).map(([code, label], i) => ({ id: code, nameZh: label.zh, nameEn: label.en, sort: i })),
  });
}
