import type { ClientDocument } from './types';

/** Teacher, department, staff and outbound-line roots of the organisation pages (issue 16). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/boss',
    root: 'TeacherManagePage',
    args: { page: 1, query: '', size: 20, sort: '' },
    select: `number totalPages totalElements content { id realname sex nickname ding_userid phone status is_login head_image join_date leave_date
      level leave_train teacher_status data_auth work_place weixin_ids department { id name pid pname } duty { id name } rank { id name }
      weixin { id weixin_no } teacherLevelInfo { level level_name } }`,
    use: 'teacher management list (tossAuth teacherManagement/rightBar.vue)',
  },
  {
    endpoint: '/graphql/v1/boss',
    root: 'TeacherManagePage',
    // The query as rightBar.vue encodes it: a department node (its subtree's teachers) plus the search terms.
    args: {
      page: 1,
      query: JSON.stringify({ department: { id: '12', pid: '3', children: [{ id: 13, pid: 12, name: '一队', children: [] }] }, status: 0 }),
      size: 20,
      sort: '{"id": "desc"}',
    },
    select: 'number totalPages totalElements content { id realname phone status department { id name } }',
    use: 'teacher management list filtered by the chosen department node (teacherManagement/rightBar.vue department watcher)',
  },
  {
    endpoint: '/graphql/v1/boss',
    root: 'TeacherManagePage',
    args: { page: 1, query: JSON.stringify({ department: { id: '12', pid: '3', children: '[]' } }), size: 3000 },
    select: 'number totalPages totalElements content { id realname weixin_ids }',
    use: 'schedule step teacher picker, children sent as a JSON string (operating/addSchedule SecondStep.vue)',
  },
  { endpoint: '/graphql/v1/boss', root: 'TeacherDutyList', args: {}, select: 'id name', use: 'teacher form, duty select' },
  { endpoint: '/graphql/v1/boss', root: 'TeacherRankList', args: {}, select: 'id name', use: 'teacher form, rank select' },
  {
    endpoint: '/graphql/v1/boss',
    root: 'TeacherDepartmentPage',
    args: { query: '' },
    select: 'number totalPages totalElements content { id pid name }',
    use: 'department pickers',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TeacherDepartmentList',
    args: { query: '', size: 300 },
    select: 'id pid name',
    use: 'department pickers',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TeacherDepartmentRelationList',
    args: { query: '' },
    select: 'teacher_id department { name }',
    use: 'teacher filters',
  },
  {
    endpoint: '/graphql/v1/boss',
    root: 'TeacherList',
    args: { query: '' },
    select: 'id realname phone department { id name pname }',
    use: 'teacher pickers',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TeacherList',
    args: { query: '', page: 1, size: 500 },
    select: 'department_id id',
    use: 'outbound seat binding: teachers of the chosen departments, page by page',
  },
  {
    endpoint: '/graphql/v1/boss',
    root: 'WeChatTeacherListEx',
    args: { query: '' },
    select: 'id wechat_no wechat_id wechat_record_id',
    use: 'WeChat pickers',
  },
  { endpoint: '/graphql/v1/toss', root: 'StaffListEx', args: { query: '' }, select: 'id real_name', use: 'staff pickers' },
  {
    endpoint: '/graphql/v1/teacher',
    root: 'TeacherWeixinRelationList',
    args: { query: '' },
    select: 'teacher_id weixin_id is_effective',
    use: 'teacher WeChat binding',
  },
  {
    endpoint: '/graphql/v1/teacher',
    root: 'TeacherWeixinRelation',
    args: { query: '' },
    select: 'teacher_id is_effective',
    use: 'teacher WeChat binding',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TeacherOutboundPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'totalPages totalElements content { id cid ctime del mid utime cno agent_name teacher_id tel_type tel use_status bind_time teacherInfo { realname department_name department_id } }',
    use: 'call centre seat configuration',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TeacherOutboundCallRecordPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select: `empty first last number size numberOfElements totalElements totalPages content { id cid ctime del mid utime cno agent_name teacher_id
      student_id student_mobile request_unique_id cdr_status cdr_status_text call_type call_type_text start_time bridge_time answer_time end_time
      answer_duration end_reason end_reason_text teacherInfo { id ding_userid realname nickname phone status head_image sex level is_login join_date
      leave_date leave_train ctime utime cid mid duty_id duty_name rank_id rank_name group_id group_name department_id department_name area_id area_name }
      studentInfo { id sex status mobile username mobile_city mobile_province birthday teams { team_name team_type } trialCourse { term current_lesson }
      systemCourse { term current_level } } }`,
    use: 'call centre call records',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TeacherOutboundStatistics',
    args: { query: '' },
    select: 'total answerTotal notAnswerTotal answerTotalTime answerRate avgTime',
    use: 'call centre totals',
  },
];
