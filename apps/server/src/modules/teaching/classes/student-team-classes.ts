import { defineModel } from '../../../platform/query';
import { TEAM_FIELDS, TEAM_RELATIONS } from './team-models';

/**
 * `StudentTeam`, `StudentTeamList`, `StudentTeamListEx`: the original client's class pickers and class
 * headers on the student pages (class ids, names, teacher, period, `team_state` filter), so they answer
 * classes (team rows, soft-deleted classes left out), with the client's relation names. A student's
 * own class rows are `User.teams` (StudentTeamRow). See docs/decisions/client-compatibility.md.
 */
export const StudentTeamClassModel = defineModel({
  name: 'StudentTeam',
  description: 'A class as the student pages pick it (team, deleted = 0)',
  source: 'team',
  access: { area: 'students' },
  subjectColumn: 'subject',
  where: 't.deleted = 0',
  roots: ['List', 'ListEx', 'One'],
  fields: TEAM_FIELDS,
  relations: TEAM_RELATIONS,
});
