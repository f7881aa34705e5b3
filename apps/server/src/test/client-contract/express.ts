import type { ClientDocument } from './types';

/** Shipments and the logistics counters (trading). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'ExpressList',
    args: { query: '', sort: '', page: 1, size: 20 },
    select:
      'user_id order_id province receipt_name city receipt_tel express_company express_status_text express_status express_nu product_name address_detail logistics_mode out_trade_no express_total',
    use: 'student detail, logistics tab (sends page with a list root)',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'ExpressListEx',
    args: { query: '' },
    select: 'id receipt_tel user_id',
    use: 'logistics search box: shipments by receiver phone',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'ExpressListEx',
    args: { query: '' },
    select: 'id product_name express_company express_nu express_status center_ctime center_express_id delivery_type',
    use: 'order detail drawer: the shipments of an order with warehouse times',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'ExpressPage',
    args: { query: '', sort: '', page: 1, size: 20 },
    select:
      'totalPages totalElements content { id address_id order_id product_type_text source_type product_name replenish_type product_type receipt_name receipt_tel province city area address_detail express_remark express_status express_status_text ctime express_company express_nu express_total center_product_code center_ctime delivery_collect_time signing_time }',
    use: 'student detail, logistics tab: shipments with remark and warehouse fields',
  },

  {
    endpoint: '/graphql/filter',
    root: 'isSwitch',
    args: { query: '' },
    select: 'is_allow',
    use: 'logistics center: may the caller export (is_allow)',
  },

  {
    endpoint: '/graphql/logisticsList',
    root: 'LogisticsListPage',
    args: { query: '', size: 20, page: 1 },
    select:
      'first last number size totalPages totalElements content { id product_name delivery_collect_time express_status express_status_chinese buy_time province area city address_detail express_company signing_time receipt_name center_utime center_ctime receipt_tel express_nu level ctime utime sup term product_version last_team_id teacher_id last_teacher_id pay_teacher_id regtype order_id pay_channel user { id birthday mobile } }',
    use: 'trading logistics list (legacy /graphql/logisticsList)',
  },

  {
    endpoint: '/graphql/logisticsList',
    root: 'LogisticsListPageNew',
    args: { query: '', size: 20, page: 1 },
    select:
      'first last number size totalPages totalElements content { id order_id address_id product_name delivery_collect_time center_express_id express_status express_status_chinese buy_time province replenish_type product_type replenish_reason area city express_remark address_detail express_company signing_time receipt_name receipt_tel express_nu operator_id operator_name level express_regtype_text ctime utime center_ctime sup term product_version last_team_id teacher_id last_teacher_id pay_teacher_id regtype street center_product_code stageInfo { course_day } approvalReissueInfo { atts_url } reissue_reson teamInfo { team_name } lastTeamInfo { team_name } teacherInfo { realname area_name department_name group_name } lastTeacherInfo { realname area_name department_name group_name } payTeacherInfo { realname area_name department_name group_name } user { id birthday username mobile } source_type delivery_type }',
    use: 'logistics center list with class, teachers and reissue approval',
  },

  {
    endpoint: '/graphql/logisticsStatistics',
    root: 'logisticsStatistics',
    args: { query: '' },
    select: 'no_address wait_send has_send has_signed signed_failed has_return confirm_wait_send invalid difficult',
    use: 'trading logistics list: counters per status for the side bar',
  },

  {
    endpoint: '/graphql/logisticsStatistics',
    root: 'logisticsStatisticsNew',
    args: { query: '' },
    select: 'no_address wait_send has_send has_signed signed_failed has_return confirm_wait_send invalid difficult',
    use: 'logistics center: counters per status for the tabs',
  },

  {
    endpoint: '/graphql/logisticsStatistics',
    root: 'logisticsStatisticsNew',
    args: { query: '' },
    select: 'no_address wait_send has_send has_signed signed_failed has_return confirm_wait_send invalid difficult pause',
    use: 'logistics center: counters per status including the refund pause',
  },

  {
    endpoint: '/graphql/logisticsStatistics',
    root: 'operator',
    args: { query: '' },
    select: 'id realname',
    use: 'logistics filters: the staff who handle shipments',
  },

  {
    endpoint: '/graphql/express',
    root: 'stuExpressPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'empty first last number size numberOfElements totalElements totalPages content { id head nickname username address_detail province city area express_status ctime mobile user_id order_id receipt_tel receipt_name product_name address_id street }',
    use: 'class page, logistics tab (legacy /graphql/express)',
  },

  {
    endpoint: '/graphql/filter',
    root: 'trialExpressPackageList',
    args: { query: '' },
    select: 'id name',
    use: 'order filters: trial packages that ship materials',
  },
];
