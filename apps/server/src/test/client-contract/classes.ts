import type { ClientDocument } from './types';

/** The class centre: class lists with statistics, a class's students, lessons, homework, rankings and header (classes). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/getClassTeacher',
    root: 'detail',
    args: { query: '[{id:1}]' },
    select:
      'id team_name team_state team_type teacher_wx enrolled teacher{ id nickname weixin_ids weichat_num ctime realname } statictis { today_order yesterday_order order_all wait_sent unadd_wechat unadd_group unlogin today_add_class yesterday_add_class tody_comp_class yesterday_comp_class tody_works yesterday_works tody_comment yesterday_comment }',
    use: 'original client src/api/modules/Team.js:676',
  },
  {
    endpoint: '/graphql/getClassComplete',
    root: 'getClassCompPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'first last number size totalPages totalElements content { mobile buy_time username nickname head status course_id course_title course_begin_time course_current_num join_course_state join_course_time complete_course_state complete_course_time student_id }',
    use: 'original client src/api/modules/Team.js:468',
  },
  {
    endpoint: '/graphql/getDepartmentCourse',
    root: 'getCompeteCourseList',
    args: { query: '', page: 1, size: 20 },
    select:
      'start_date end_date course_days join_nums join_rate now_join_nums now_join_rate totalElements completeCourse{ sup department_name teacher_name student_nums total_join_nums total_join_rate completeArr{ current_lesson sum join_nums join_rate } }',
    use: 'original client src/api/modules/Statistics.js:193',
  },
  {
    endpoint: '/graphql/getDepartmentCourse',
    root: 'getCompeteCourseList',
    args: { query: '', page: 1, size: 20 },
    select:
      'start_date end_date course_days join_nums join_rate now_join_nums now_join_rate totalElements complete_nums complete_rate now_complete_nums now_complete_rate completeCourse{ sup department_name teacher_name student_nums total_complete_nums total_complete_rate completeArr{ current_lesson sum complete_nums complete_rate } }',
    use: 'original client src/api/modules/Statistics.js:243',
  },
  {
    endpoint: '/graphql/getStuComment',
    root: 'getStuCommentPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { id team_name current_lesson buytime classTitle course_current_num start_course_date status head mobile username nickname task_image works_ctime task_sound task_video task_video_second task_sound_second has_comment_ctime has_comment_utime has_listen_time sound_comment sound_comment_second student_id listenInfoArr { task_image works_ctime task_sound task_video task_video_second task_sound_second } }',
    use: 'original client src/api/modules/Team.js:502',
  },
  {
    endpoint: '/graphql/getStuRankingList',
    root: 'getStuComRankingList',
    args: { query: '' },
    select: 'student_id mobile username head completeArr { current_lesson is_complete }',
    use: 'original client src/api/modules/Team.js:555',
  },
  {
    endpoint: '/graphql/getStuComment',
    root: 'getStuCourseList',
    args: { query: '' },
    select: 'course_id classTitle',
    use: 'original client src/api/modules/Team.js:588',
  },
  {
    endpoint: '/graphql/getStuRankingList',
    root: 'getStuTaskRankingList',
    args: { query: '' },
    select: 'student_id mobile username head completeArr { current_lesson task_image }',
    use: 'original client src/api/modules/Team.js:571',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemCoursePage',
    args: { query: '' },
    select: 'totalElements',
    use: 'original client src/api/modules/Operating.js:571',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemForTeamStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { mobile student_id nickname sex head birthday base_painting buytime base_painting_text added_wechat added_wechat_time added_group added_group_time follow fast_follow_time }',
    use: 'original client src/api/modules/Team.js:81',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemTeamStatisticsPage',
    args: { page: 1, size: 20, query: '', sort: '' },
    select:
      'first totalPages totalElements content { id ctime utime team_name team_type teacher_id teacher_wechat_id pre_enroll enrolled added_wechat unadd_wechat added_group unadd_group enroll_state team_state current_lesson progress sup term category teacher_realname teacher_nickname teacher_username teacher_wechat_no department_id department_name student_count pre_enroll today_complete_course_count yesterday_complete_course_count to_be_delivered_count course_day end_course_day }',
    use: 'original client src/api/modules/Team.js:185',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamCourseStatistics',
    args: { query: '' },
    select:
      'id course_id title enrolled current_lesson send_date join_count complete_count task_student_count today_join_count today_complete_count no_task_comment_student_count new_today_join_count new_today_complete_count',
    use: 'original client src/api/modules/studentTeam/TeamV3.js:322',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamCourseStatisticsPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'totalPages totalElements number content { id title lesson_type send_date enrolled join_count complete_count task_student_count task_count today_join_count today_complete_count today_task_student_count today_task_count course_id new_today_join_count new_today_complete_count }',
    use: 'original client src/api/modules/studentTeam/TeamV3.js:292',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialCourseList',
    args: { query: '', size: 20 },
    select: 'student_id team_id order_no',
    use: 'original client src/api/modules/Team.js:600',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialCoursePage',
    args: { query: '' },
    select: 'totalElements',
    use: 'original client src/api/modules/Operating.js:558',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialForTeamStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { id student_id ctime utime added_group added_group_time added_wechat added_wechat_time team_id teacher_id sup term current_lesson course_state team_category remaining_week birthday channel country head join_date mobile nickname page_origin page_origin_id send_id sex status username weixin_openid weixin_unionid user_num base_painting base_painting_text import_remark import_time mobile_city mobile_province buytime out_trade_no order_id fast_follow_time follow wechat_nickname }',
    use: 'original client src/api/modules/Team.js:16',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatistics',
    args: { query: '' },
    select:
      'id ctime utime team_name team_type team_state teacher_id teacher_nickname teacher_realname teacher_wechat_id teacher_wechat_no department_name department_id system_order_count order_conversion_rate student_count course_day end_course_day start_date end_date student_task_count student_join_course_count student_complete_course_count unadd_wechat unadd_group follow_count to_be_delivered_count delivered_start_count delivered_sign_count no_address_count open_app_count current_lesson category',
    use: 'original client src/api/modules/studentTeam/TeamV3.js:13',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsExtra',
    args: { query: '' },
    select:
      'all_system_order_count payment_system_order_count payment_system_order_amount no_payment_order_count no_payment_order_amount refund_order_count refund_order_amount today_no_payment_order_count today_no_payment_order_amount today_payment_order_count today_payment_order_amount',
    use: 'original client src/api/modules/studentTeam/TeamV3.js:204',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsExtra',
    args: { query: '' },
    select:
      'student_count to_be_delivered_count un_follow_count un_open_app_count no_address_count un_added_wechat_count un_added_group_count today_track_count tomorrow_track_count un_added_wechat_uids un_added_group_uids',
    use: 'original client src/api/modules/TeamV2.js:316',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsExtra',
    args: { query: '' },
    select:
      'student_count today_track_count tomorrow_track_count yesterday_join_course_uids yesterday_complete_course_uids yesterday_course_task_uids yesterday_task_comment_uids yesterday_listen_comment_uids yesterday_un_join_course_uids yesterday_un_complete_course_uids yesterday_un_listen_comment_uids yesterday_un_open_app_uids today_join_course_uids today_complete_course_uids today_join_course_count today_complete_course_count today_course_task_uids today_task_comment_uids today_listen_comment_uids today_un_join_course_uids today_un_complete_course_uids today_un_listen_comment_uids today_un_open_app_uids complete_course_count_group send_course_count_per_student',
    use: 'original client src/api/modules/TeamV2.js:316',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsExtra',
    args: { query: '' },
    select:
      'student_count total_system_order_count system_order_count system_order_amount yesterday_system_order_amount yesterday_system_order_count today_system_order_amount today_system_order_count today_join_course_count today_complete_course_count',
    use: 'original client src/api/modules/TeamV2.js:316',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsPage',
    args: { page: 1, size: 20, query: '', sort: '' },
    select:
      'first totalPages totalElements content { id ctime utime class_start class_end stop_end_time team_name team_type teacher_id teacher_wechat_id pre_enroll enrolled added_wechat added_wechat_rate unadd_wechat added_group unadd_group enroll_state team_state current_lesson progress sup term category teacher_realname teacher_nickname teacher_username teacher_wechat_no department_id department_name student_count pre_enroll system_order_count order_conversion_rate today_complete_course_count yesterday_complete_course_count to_be_delivered_count course_day end_course_day today_enroll_count follow_count follow_rate open_app_count open_app_rate no_address_count no_address_rate delivered_start_count delivered_start_rate delivered_sign_count delivered_sign_rate today_join_course_count today_join_course_rate today_actual_join_course_count today_actual_join_course_rate today_complete_course_count today_complete_course_rate today_actual_complete_course_count today_actual_complete_course_rate today_system_order_count today_system_order_rate all_join_course_rate all_complete_course_rate all_task_rate all_commont_rate refund_system_count refund_system_rate start_date end_date }',
    use: 'original client src/api/modules/Team.js:261',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsPage',
    args: { page: 1, size: 20, query: '', sort: '' },
    select: 'totalPages totalElements content { id team_name }',
    use: 'original client src/api/modules/Team.js:656',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialTeamStatisticsPage',
    args: { page: 1, size: 20, query: '', sort: '' },
    select:
      'first totalPages totalElements number content { id ctime utime team_name team_type teacher_id teacher_wechat_id pre_enroll enrolled added_wechat unadd_wechat added_group unadd_group enroll_state team_state sup term category teacher_wechat_no department_id pre_enroll order_conversion_rate pre_enroll enrolled added_wechat_rate follow_rate open_app_rate delivered_start_rate delivered_sign_rate today_join_course_rate today_complete_course_rate today_open_app_rate teacher_realname department_name }',
    use: 'original client src/api/modules/TeamV2.js:17',
  },
  {
    endpoint: '/graphql/getClassLogin',
    root: 'stuLoginPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'first last number size totalPages totalElements content { id head username nickname ctime mobile status login_time express_ctime first_login_time page_origin }',
    use: 'original client src/api/modules/Team.js:438',
  },
  {
    endpoint: '/graphql/team',
    root: 'teamStatusCount',
    args: { field: 'team_state', team_type: 1, teacher_id: '1', query: '' },
    select: 'code value name',
    use: 'original client src/api/modules/StudentTerm.js:16',
  },
  {
    endpoint: '/graphql/team',
    root: 'teamStatusPage',
    args: { query: '', team_state: '1', team_type: 1, teacher_id: '1', page: 1, size: 15 },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { id team_state team_type team_name ctime sup term start_day end_day enroll_state enrolled pre_enroll teacher_id teacher { realname } current_lesson week }',
    use: 'original client src/api/modules/StudentTerm.js:33',
  },
  {
    endpoint: '/graphql/team',
    root: 'teamUserListPage',
    args: { type: 1, team_id: '1', page: 1, id: 1 },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { id ctime birthday nickname username country head send_id channel status subscribe sex type weixin_openid user_num base_painting base_painting_text team_id mobile statistics { login complete_course join_course course_task comment listen_comment open_app } wechat_status { added_group added_wechat } express { total status } pay_channel_outer_name userExtends{ grade status } }',
    use: 'original client src/pages/music_app/views/studentTeam/components/TabPane/StudentsTab.vue:278',
  },
];
