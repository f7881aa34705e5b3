import type { ClientDocument } from './types';

/** Enrollment periods (management) and the stage dictionary, as the period selects send them (issue 28). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/filter',
    root: 'teamStageList',
    select: 'stage stage_text',
    use: 'MSearch stageSupLevels: the period select',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ManagementListEx',
    args: {
      query: '{"bool":{"must":[{"wildcard":{"period_name.keyword":"**"}},{"term":{"subject":3}},{"term":{"type":"0"}}]}}',
      sort: '{"id":"desc"}',
    },
    select: 'id period period_name',
    use: 'MSearch searchStage: periods of a course type',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'Management',
    args: { query: '{"type":1,"period":"360","subject":3}' },
    select: 'period period_name type status',
    use: 'ReviewManage.getManagementByPeriod: the period name and type',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ManagementForTeacherList',
    args: { query: '{"team_state":[0,1,2],"team_type":{"gt":0},"subject":3,"category":[],"trial_management_type":0}' },
    select: 'management { period_name period status subject }',
    use: 'User.ManagementForTeacherList: period tabs of the student pages',
  },
];
