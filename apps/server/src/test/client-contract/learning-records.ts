import type { ClientDocument } from './types';

/**
 * Learning-record statistics as the original client asks for them (statistics → learn record: lesson cards
 * of a period, the lesson detail, the students of a lesson; the system join-course log). Arguments are
 * neutral literals; the selection is what the page reads.
 */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialRecordOperatorStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'totalPages totalElements content { id ctime utime course_id term sup image team_state lesson_type title send_date all_send_course_count today_join_course_count today_complete_course_count yesterday_join_course_count join_course_count ad_join_course_count ad_today_join_course_count ad_today_complete_course_count ad_yesterday_join_course_count }',
    use: 'learn-record statistics, trial tab: a card per lesson of the period with today / yesterday / total joins (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialRecordDetailBossStatistics',
    args: { query: '' },
    select:
      'id ctime utime course_id term sup team_state lesson_type title send_date image current_lesson week desc encyclopedias professional all_send_course_count join_course_count complete_course_count all_join_course_rate all_complete_course_rate task_count comment_count lesson_comment_count learn_course_count ad_count ad_join_course_count ad_complete_course_count ad_learn_course_count ad_all_join_course_rate ad_all_complete_course_rate',
    use: 'learn-record lesson detail (trial): the lesson card and its totals and rates (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialRecordListStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'content { id cid mid ctime utime student_id course_id team_id team_name term sup team_state teacher_id realname department_id department_name user_num username nickname birthday base_painting mobile sex mobile_city mobile_province status state learn_course_count last_join_course_time complete_time task_count last_task_time comment_count lesson_comment_count ad_count ad_last_join_course_time ad_complete_time ad_join_course_count ad_complete_course_count ad_state } empty first last number size numberOfElements totalElements totalPages',
    use: 'learn-record lesson detail (trial): the students of the lesson, joined / completed (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemRecordOperatorStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'totalPages totalElements content { id ctime utime course_id term sup image team_state lesson_type title send_date all_send_course_count today_join_course_count today_complete_course_count yesterday_join_course_count join_course_count ad_join_course_count ad_today_join_course_count ad_today_complete_course_count ad_yesterday_join_course_count }',
    use: 'learn-record statistics, system tab: a card per lesson of the period with today / yesterday / total joins (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemRecordDetailBossStatistics',
    args: { query: '' },
    select:
      'id ctime utime course_id term sup team_state lesson_type title send_date image current_lesson week desc encyclopedias professional all_send_course_count join_course_count complete_course_count all_join_course_rate all_complete_course_rate task_count comment_count lesson_comment_count learn_course_count ad_count ad_join_course_count ad_complete_course_count ad_learn_course_count ad_all_join_course_rate ad_all_complete_course_rate',
    use: 'learn-record lesson detail (system): the lesson card and its totals and rates (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemRecordListStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'content { id cid mid ctime utime student_id course_id team_id team_name term sup team_state teacher_id user_num mobile state learn_course_count last_join_course_time complete_time comment_count lesson_comment_count ad_count ad_last_join_course_time ad_complete_time ad_join_course_count ad_complete_course_count ad_state completed_count studentSystemStatistics { life_cycle remain_order_count } teacherInfo { id realname department_id department_name } task { id ctime task_image } userExtends { mobile username nickname birthday base_painting sex status } } empty first last number size numberOfElements totalElements totalPages',
    use: 'learn-record lesson detail (system): the students of the lesson, joined / completed (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemRecordListStatisticsPage',
    args: { query: '{}', page: 1 },
    select:
      'totalElements totalPages number content { subject id ctime utime course_id lesson student_id teacher_id team_id term title subject sup is_first_week_send is_join_course is_complete_course join_course_time complete_time userExtends { id u_id user_num_text username mobile status status_text } teacherInfo { realname department_name } teamInfo { id sup team_name team_type } management { period_name } }',
    use: 'system join-course log: lessons sent with join / completion, student, teacher, class, period (api/modules/Statistics.js)',
  },
];
