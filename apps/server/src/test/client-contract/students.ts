import type { ClientDocument } from './types';

/**
 * The students area as the original client asks for it: student lists (trial, system, all users),
 * the student detail, search boxes, class pickers of the student pages (StudentTeam*), the phone
 * lookup of /graphql/user. Arguments are neutral literals; the selection is what the page reads.
 */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/user',
    root: 'blurrySearch',
    args: { query: '' },
    select: 'id mobile wechat_nikename last_team_id',
    use: 'phone lookup box: students whose mobile contains the digits, with their last class (api/modules/refundApproval.js)',
  },
  {
    endpoint: '/graphql/user',
    root: 'blurrySearch',
    args: { query: '' },
    select: 'mobile wechat_nikename id last_team_id',
    use: 'phone lookup box: students whose mobile contains the digits, with their last class (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'SendCourseLogPage',
    args: { query: '', sort: '', page: 1, size: 20 },
    select:
      'totalPages totalElements content { wd_info title ctime start_date studentCompleteCourseLog { ctime is_today_join_course complete_time is_today_complete_course } }',
    use: 'student detail, lesson tab: lessons sent to the student in a class and how they went (api/modules/LearnRecord.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'SendCourseLogPage',
    args: { query: '', sort: '', page: 1, size: 20 },
    select:
      'totalPages totalElements content { wd_info title ctime start_date studentCompleteCourseLog { ctime is_today_join_course complete_time is_today_complete_course learn_course_count course_task_count task_comment_count state } }',
    use: 'student detail, lesson tab: lessons sent to the student in a class and how they went (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentCourseTaskPage',
    args: { query: '', sort: '', page: 1, size: 20 },
    select:
      'totalPages totalElements content { id cid student_id task_image task_video cover_path video_desc video_path status taskComment { id sound_comment sound_comment_second type ctime teacherInfo { realname } } listenComment { id flag_id } sendCourseLog { wd_info title } is_day_upload_task ctime }',
    use: 'student detail, portfolio tab: homework with comments and lesson (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentDetails',
    args: { query: '' },
    select:
      'systemCourseOfStudentDetails { course_state current_super current_progress send_course_count join_course_count complete_course_count buy_system_order_weeks logic_end_course_time task_count comment_count listen_comment_count casualTeacherInfo { realname } teamInfo { id team_name team_type class_end teacher_wechat_info { wechat_no } teacher_info { phone realname departmentInfo { name parentDepartmentInfo { name parentDepartmentInfo { name } } } } } readyTeamInfo { id team_type team_name team_state } added_group added_wechat first_order_buytime system_order_count remaining_week first_send_course_time } trialOfStudentDetails { course_state current_super team_category_text current_progress send_course_count join_course_count remaining_week complete_course_count task_count comment_count listen_comment_count logic_end_course_time teamInfo { id team_name class_end team_type teacher_wechat_info { wechat_no } teacher_info { phone realname departmentInfo { name parentDepartmentInfo { name parentDepartmentInfo { name parentDepartmentInfo { name } } } } } } orderInfo { buytime packages_course_week } added_group added_wechat userIntention { id describe type today } first_send_course_time }',
    use: 'student detail header: the trial and system class cards, teacher and department chain (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemPageMenu',
    args: { query: '' },
    select:
      'total_count today_new_count started_count un_started_count finish_count refund_count day7_no_join_count day15_no_join_count day30_no_join_count un_upload_count current_week_no_upload_count current_month_no_upload_count',
    use: 'system-student list tabs: counters under the client names (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemStatisticsList',
    args: { query: '{"studentid":"4594","subject":3,"course_state":[0,1,2,6]}', sort: '{"ctime":"asc"}' },
    select:
      'remaining_week departmentname addedgroup addedwechat expressstatus currentlevel currentsuper currentunit currentlesson teamid teamname noactivecount all_noactivecount activecount all_activecount taskcount flag_total_count flagcount currenttotal start_course_count channel_outer_name orderInfo { packages_name buytime } managementInfo { course_day end_course_day } teacherInfo { realname departmentInfo { name } phone } teacherWeixinRelationInfo { weixin_no } casualTeacherInfo { realname }',
    use: 'student detail, system-course card: class, teacher, package, activity counters (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemStatisticsListEx',
    args: { query: '', sort: '' },
    select: 'username mobile user_num_text studentid',
    use: 'system-student search box: name / phone / user number suggestions (components/MSearch/searchItems/searchPhoneAndUsername_system.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentSystemStatisticsPage',
    args: { query: '', page: 1, sort: '' },
    select:
      'totalPages totalElements content { remaining_week course_day end_course_day last_complete_time last_join_time flag_total_count pay_channel channel_outer_name life_cycle studentid user_num_text username usernum nickname userlabel usernum ctime utime basepainting birthday mobile mobilecity mobileprovince head sex currentsuper currentlevel currentunit currentlesson currenttotal orderid packagescourseweek packagescourseday packagesname packagestype sup teacherid teamid term addedgroup addedwechat teamname teamstate realname departmentname expressstatus expresscount follow isnoactive noactivecount isactive activecount istask taskcount isflag flagcount devicetype lastlogintime isrefund trialcurrentlesson trialteamname trialrealname trialdepartmentname user_status department_id sys_label send_id remain_order_count lastUserFollowLog { ctime content } user_info { sender { id username user_num } } userLoginDataInfo { device_type appversion } }',
    use: 'system-student list: one row per student in a system class, flat columns (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeam',
    args: { query: '' },
    select:
      'id ctime utime team_name team_type teacher_id teacher_wechat_id pre_enroll enrolled added_wechat unadd_wechat added_group unadd_group enroll_state team_state current_lesson progress sup term category teacher_info { realname } managementInfo { course_day end_course_day }',
    use: 'class header of the class pages: one class with teacher, WeChat and period dates (api/modules/Team.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeam',
    args: { query: '' },
    select: 'teacher_id',
    use: 'class header of the class pages: one class with teacher, WeChat and period dates (api/modules/TeamV2.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeam',
    args: { query: '' },
    select:
      'id ctime utime team_name team_type teacher_id teacher_wechat_id pre_enroll enrolled added_wechat unadd_wechat added_group unadd_group enroll_state team_state current_lesson progress sup term category teacher_info { realname weixin { weixin_no } departmentInfo { id pid } } teacher_wechat_info { wechat_no } managementInfo { course_day end_course_day }',
    use: 'class header of the class pages: one class with teacher, WeChat and period dates (api/modules/TeamV2.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamList',
    args: { query: '', size: 3000 },
    select: 'id team_name sup',
    use: 'class pickers (period, teacher, class name) on search bars and dialogs (api/modules/StudentTerm.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamList',
    args: { query: '' },
    select: 'teacher_id',
    use: 'class pickers (period, teacher, class name) on search bars and dialogs (api/modules/Teacher.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamList',
    args: { query: '' },
    select: 'id team_name',
    use: 'class pickers (period, teacher, class name) on search bars and dialogs (api/modules/Teacher.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamList',
    args: { query: '', sort: '' },
    select: 'id team_name',
    use: 'class pickers (period, teacher, class name) on search bars and dialogs (api/modules/Team.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamList',
    args: { query: '', size: 500 },
    select: 'term',
    use: 'class pickers (period, teacher, class name) on search bars and dialogs (components/MSearch/searchItems/searchStage.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamListEx',
    args: { query: '', sort: '' },
    select: 'id team_name teacher_id',
    use: 'class name picker of the search bar (api/modules/Team.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTeamListEx',
    args: { query: '' },
    select: 'id team_name',
    use: 'class name picker of the search bar (components/MSearch/searchItems/teamDetail.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialStatisticsPage',
    args: { query: '', page: 1, sort: '' },
    select:
      'totalPages totalElements content { id username user_num nickname head sex birthday base_painting mobile mobile_city mobile_province team_id team_name teacher_realname department_name team_type team_state term wechat_nikename express_id express_status trial_order_no system_order_no follow added_group added_wechat channel is_conversion conversion_type is_today_join_course is_today_complete_course has_today_course_task today_course_task_count system_team_id system_team_name system_order_no system_order_buytime system_teacher_id system_teacher_realname system_teacher_username system_teacher_department_id system_teacher_department_name system_order_packages_name device_type last_login_time }',
    use: 'trial-student list (first version) with conversion columns (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialV2Statistics',
    args: { query: '' },
    select:
      'sup id buytime payChannelInfo { channel_inner_name } teacherInfo { realname departmentInfo { name } weixin { weixin_no } phone } managementInfo { course_day end_course_day } teamInfo { id team_name } orderInfo { packages_name } all_join_course_count join_course_count send_course_count start_course_count all_complete_course_count complete_course_count task_count comment_count listen_comment_count current_lesson added_group added_wechat express_status',
    use: 'student detail, trial card: one trial class row (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialV2StatisticsList',
    args: { query: '' },
    select:
      'sup id buytime teacherInfo { realname departmentInfo { name parentDepartmentInfo { name parentDepartmentInfo { name } } } weixin { weixin_no } phone } managementInfo { course_day end_course_day } teamInfo { id team_name team_type class_start class_end stop_end_time } orderInfo { packages_name } all_join_course_count join_course_count send_course_count start_course_count all_complete_course_count complete_course_count task_count comment_count listen_comment_count current_lesson added_group added_wechat express_status course_state last_join_time last_complete_time remaining_week ctime team_id',
    use: 'trial-student search box / detail trial card list (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialV2StatisticsList',
    args: { query: '', sort: '' },
    select: 'id user_num_text mobile',
    use: 'trial-student search box / detail trial card list (components/MSearch/searchItems/searchPhoneOrUsernum.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'User',
    args: { query: '' },
    select:
      'jluserInfo { avatar nick_name wechat_no remark labels } bought_subject mobile_province mobile_city teams { subject id team_type team_name team_state wd_info teacher_info { realname nickname } teacher_wechat_info { wechat_no } course_count start_course_count send_course_count day_join_course_count day_complete_course_count course_task_count task_comment_count listen_comment_count current_lesson } zero_teamid_write_trials { start_course_count course_task_count task_comment_count listen_comment_count course_ids team_name } address { id receipt_name receipt_tel province city area address_detail street id }',
    use: 'student detail: the person, classes, addresses, WeChat profile (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'User',
    args: { query: '' },
    select: 'id',
    use: 'student detail: the person, classes, addresses, WeChat profile (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserBehaviorLogPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'number totalElements content { uid username nickname weixin_nick_name head birthday sex status status_text base_painting base_painting_text channel first_order_send_id join_date mobile mobile_province mobile_city device_model team_id team_name current_lesson teacher_id teacher_name teacher_department_id teacher_department_name order_id stage out_trade_no order_status order_regtype task_id comment_id course_id course_title team_state action_time action_type action_type_text weixinUser { nickname avatar } teacher { realname departmentInfo { name } } user { id username nickname birthday head mobile status status_text } firstOrderSend { nickname username mobile } team { term team_name team_type } order { buytime } task { ctime } }',
    use: 'behaviour trail: actions with the student and current class / order / homework (api/modules/Statistics.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserBehaviorLogPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select: 'totalPages totalElements content { action_time action_type action_type_text device_model }',
    use: 'behaviour trail: actions with the student and current class / order / homework (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserExtends',
    args: { query: '' },
    select:
      'head sex username user_num birthday mobile u_id join_date weixinUser { follow } channelInfo { channel_inner_name } lastLoginData { device_model login_time } sender { username user_num u_id }',
    use: 'student detail: profile line, WeChat, last login, assets (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserExtendsList',
    args: { query: '', size: 200 },
    select: 'u_id user_num username',
    use: 'student search boxes: students of the subject by phone / user number (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserExtendsList',
    args: { query: '' },
    select: 'id u_id mobile username',
    use: 'student search boxes: students of the subject by phone / user number (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserExtendsList',
    args: { query: '', sort: '' },
    select: 'id user_num_text mobile u_id',
    use: 'student search boxes: students of the subject by phone / user number (components/MSearch/searchItems/searchPhoneOrUsernum.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserExtendsListEx',
    args: { query: '', sort: '' },
    select: 'id mobile username user_num u_id subject',
    use: 'student lookup of the base API module (api/modules/Base.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserFollowLogPage',
    args: { query: '', size: 20, page: 1, sort: '' },
    select:
      'content { uid label_text createTeacherInfo { realname duty_id departmentInfo { name } } createStaffInfo { real_name } contact_type point_type finish_type content ctime } totalElements',
    use: 'student detail, follow-up tab: notes with the author (teacher or staff) (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/user',
    root: 'userFollowStateList',
    select: 'id nameZh sort',
    use: 'class page: the student states to filter by (pages/music_app/views/studentTeam/components/TabPane/StudentsTab.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserList',
    args: { query: '', size: 400 },
    select: 'id',
    use: 'trial class name search: student ids (components/MSearch/searchItems/searchTrialTeamName.vue)',
  },
  {
    endpoint: '/graphql/user',
    root: 'userListForTeam',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { id nickname sex birthday head mobile base_painting follow added_group added_wechat buytime added_wechat_time added_group_time follow_time order_id }',
    use: 'class page: the students of a class with WeChat / group flags and times (api/modules/Team.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserReplaceMobileLogList',
    args: { query: '' },
    select: 'new_mobile',
    use: 'phone-change page: lookup by old / new mobile (pages/music_app/views/operating/views/changePhoneNumber/components/searchPhone.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserReplaceMobileLogList',
    args: { query: '' },
    select: 'old_mobile',
    use: 'phone-change page: lookup by old / new mobile (pages/music_app/views/operating/views/changePhoneNumber/components/searchPhone.vue)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserReplaceMobileLogPage',
    args: { query: '', page: 1 },
    select:
      'totalElements totalPages number content { id cid ctime del mid utime new_mobile old_mobile new_uid uid staff_id remark user { id user_num username } staff { id real_name user_name } }',
    use: 'phone-change page: the log with student and staff (api/modules/Operating.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialV2StatisticsPage',
    args: { query: '', page: 1, sort: '' },
    select:
      'totalPages totalElements number content { id user_label team_id order_no teacher_id term express_id express_status last_login_time user_intention_type user_intention_describe send_course_count task_course_count last_task_time join_course_count all_join_course_count complete_course_count all_complete_course_count task_count comment_count listen_comment_count last_join_time last_complete_time last_listen_comment_time added_group added_wechat follow user_status is_track today tomorrow userInfo { id nickname username user_num sex birthday head mobile base_painting mobile_city mobile_province } teamInfo { team_name team_type team_state } teacherInfo { realname departmentInfo { name } } orderInfo { id packages_id user_source_text trial_course { order_no } } userLoginDataInfo { device_type appversion } userIntention { type describe is_track today tomorrow } payChannelInfo { channel_inner_name channel_outer_name } expressInfo { express_status } userExtends { wechat_no wechat_id wechat_avatar wechat_nick_name } questionnaire_count bi_label sys_label }',
    use: 'trial-student list: the student, class, order source and trial order number, learning counters (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialV2StatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'totalPages totalElements number content { id user_label team_id order_no teacher_id term express_id express_status last_login_time user_intention_type user_intention_describe send_course_count join_course_count all_join_course_count complete_course_count all_complete_course_count task_course_count task_count last_task_time comment_count listen_comment_count last_join_time last_complete_time last_comment_time last_listen_comment_time last_open_app_time open_app_count added_group added_wechat follow user_status is_track today tomorrow userInfo { id user_num_text nickname username user_num sex birthday head mobile base_painting mobile_city mobile_province send_id } teamInfo { team_name team_type team_state } teacherInfo { realname departmentInfo { name } } orderInfo { id packages_id user_source_text trial_course { order_no } } userLoginDataInfo { device_type appversion } userIntention { type describe is_track today tomorrow } payChannelInfo { channel_inner_name channel_outer_name } expressInfo { express_status id address_id province city area address_detail receipt_name receipt_tel } questionnaire_count bi_label sys_label userExtends { wechat_no wechat_id wechat_avatar wechat_nick_name } }',
    use: 'trial class detail, prepare tab: the students of a trial class with address and trial order (api/modules/studentTeam/TeamV3.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserExtends',
    args: { query: '' },
    select:
      'couponUserList { id status start_date end_date notity_date ctime utime coupon { name type amount } order { ctime packages_type packages_name } } accountUserCollect { code value } bear_amount',
    use: 'student detail, assets tab: coupons with the order they paid, accounts and coin balance (api/modules/User.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'UserLoginDataPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'totalPages totalElements number content { id ctime login_time login_source ostype old_token new_token device_id device_model device_type user_agent appname appversion buildcode system_version channel market carrier headers }',
    use: 'review page, user result: the student app logins with device, app build, store, carrier, headers (api/modules/Order.js)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'StudentTrialLearnListStatisticsPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'totalPages totalElements number content { id join_course_count last_join_course_time complete_course_count last_complete_course_time task_count comment_count listen_comment_count userIntention { type describe is_track today tomorrow } user_status user_label bu_join_state first_join_course_time bu_complete_state first_complete_course_time userInfo { id user_num_text nickname username user_num sex birthday head mobile base_painting mobile_city mobile_province send_id } sys_label userExtends { id u_id head mobile user_num_text user_num send_id } }',
    use: 'trial class detail, learning tab: first / latest join and completion, made-up lessons (api/modules/studentTeam/TeamV3.js)',
  },
];
