import type { ClientDocument } from './types';

/** Orders as the original client reads them: order tables, statistics, lines, class order tabs (trading). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'CouponOrderStatisticsPage',
    args: { query: '', page: 1 },
    select:
      'totalPages totalElements number content { id uid ctime buytime packages_name sup stage regtype amount status order_status bear_integral gem_integral product_name out_trade_no total_amount pay_teacher_duty_id user { id username nickname mobile mobile_province mobile_city birthday } user_coupon { status oid status_text } channel { channel_outer_name } team { id team_name } last_teacher_id trial_team_id teacher { realname area_name department_name group_name } salesman { realname area_name department_name group_name } express { express_total last_express_status address_detail province city area product_name product_type } trial_course { team_category } first_order_send_id first_send_user { id username nickname mobile } trial_pay_channel trial_pay_channel_text isrefund topic_id }',
    use: 'order list, coupon orders tab: the page of orders paid with a coupon',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'CouponOrderSumStatistics',
    args: { query: '', sumField: 'amount', termField: 'status' },
    select: 'code type count value',
    use: 'order list, coupon orders tab: amount per status above the table',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'Order',
    args: { query: '' },
    select:
      'id uid ctime packages_name sup stage regtype amount status order_status bear_integral gem_integral product_name out_trade_no user { id username nickname mobile mobile_province mobile_city birthday } channel { channel_outer_name } team { id team_name } last_teacher_id teacher { realname area_name department_name group_name } salesman { realname area_name department_name group_name } express { express_total last_express_status } trial_course { team_category } first_order_send_id first_send_user { id username nickname mobile } trial_pay_channel trial_pay_channel_text',
    use: 'order detail: one order with student, teachers, shipment and referrer',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'Order',
    args: { query: '' },
    select: 'pay_channel_user_extends { u_id user_num username }',
    use: 'student detail: who referred the paying student',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderListEx',
    args: { query: '', size: 20 },
    select: 'id out_trade_no',
    use: 'order search box: order numbers matching what was typed',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderOptStatisticsPage',
    args: { query: '', page: 1 },
    select:
      'totalPages totalElements number content { id paymentPay { transaction_id trade_type_text } channelDetail { channel_outer_name } discount_amount packages_course_week remaining_week promotionsList { gifts_name } pay_channel_user_extends { username mobile u_id } invoice_status_text uid rmbRefundStatusText associated_order_regtype associated_order_out_trade_no ctime buytime order_total_amount packages_name sup stage availablePromotions { id } regtype promotions_status amount status order_status bear_integral gem_integral product_name out_trade_no total_amount pay_teacher_duty_id user { id username nickname mobile mobile_province mobile_city birthday } user_coupon { status oid status_text } channel { channel_outer_name } team { id team_name } last_teacher_id trial_team_id teacher { realname area_name department_name group_name } salesman { realname area_name department_name group_name } express { express_total last_express_status address_detail province city area product_name product_type } trial_course { team_category } first_order_send_id first_send_user { id username nickname mobile } trial_pay_channel trial_pay_channel_text isrefund topic_id exchange_type_text exchange_code course_sub_out_trade_no course_product_name course_order_total_amount instrument_product_name instrument_order_total_amount instrument_sub_out_trade_no instrument_invoice_code instrument_invoice_status_text instrument_invoice_type_text product_type exchange_code_log { library { title } } }',
    use: 'order operations table (first version) with payments, promotions, lines and invoices',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderOptStatisticsPage',
    args: { query: '', page: 1 },
    select:
      'totalPages totalElements number content { id paymentPay { transaction_id trade_type_text } channelDetail { channel_outer_name } discount_amount packages_course_week promotionsList { gifts_name } pay_channel_user_extends { username mobile u_id } invoice_status_text uid associated_order_regtype associated_order_out_trade_no ctime buytime order_total_amount packages_name sup stage regtype amount status order_status bear_integral gem_integral product_name out_trade_no total_amount pay_teacher_duty_id user { id username nickname mobile mobile_province mobile_city birthday } user_coupon { status oid status_text } channel { channel_outer_name } team { id team_name } last_teacher_id trial_team_id teacher { realname area_name department_name group_name } salesman { realname area_name department_name group_name } express { express_total last_express_status address_detail province city area product_name product_type } trial_course { team_category } first_order_send_id first_send_user { id username nickname mobile } trial_pay_channel trial_pay_channel_text isrefund topic_id exchange_type_text exchange_code course_sub_out_trade_no course_product_name course_order_total_amount instrument_product_name instrument_order_total_amount instrument_sub_out_trade_no instrument_invoice_code instrument_invoice_status_text instrument_invoice_type_text product_type exchange_code_log { library { title } } }',
    use: 'order operations table (second version)',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderOptSumStatistics',
    args: { query: '', sumField: 'amount', termField: 'status' },
    select: 'code type count value',
    use: 'order operations table: amount per status above the table',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderPage',
    args: { query: '{"subject":3,"pay_channel_user":"4594","regtype":1,"status":3}', size: 20, page: 1 },
    select:
      'totalElements content { user { id mobile user_num status } buytime sup_text packages_name channelDetail { channel_outer_name } }',
    use: 'student detail, referral tab (User.OrderPageRecord): orders of the students this one referred',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderPage',
    args: { query: '', page: 1 },
    select:
      'totalPages totalElements number content { id uid associated_order_regtype associated_order_out_trade_no ctime buytime packages_name sup stage regtype amount status order_status bear_integral gem_integral product_name out_trade_no total_amount pay_teacher_duty_id user { id username nickname mobile mobile_province mobile_city birthday } user_coupon { status oid status_text } channel { channel_outer_name } team { id team_name } last_teacher_id trial_team_id teacher { realname area_name department_name group_name } salesman { realname area_name department_name group_name } express { express_total last_express_status address_detail province city area product_name product_type } trial_course { team_category } first_order_send_id first_send_user { id username nickname mobile } trial_pay_channel trial_pay_channel_text isrefund topic_id exchange_type_text exchange_code exchange_code_log { library { title } } }',
    use: 'order list (trading): the main order table',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'totalElements totalPages number content { id regtype last_team_id teacher_id last_teacher_id teacher { id realname nickname department_name } ctime buydate buytime out_trade_no type isrefund rmbRefundStatusText status order_status product_name packages_name amount student_team_name packages_course_week team { team_name } user { id nickname username user_num sex birthday head mobile base_painting mobile_city mobile_province status send_id user_num_text } subject subject_text }',
    use: 'trial class detail (v3): system orders of the class students',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderPage',
    args: { query: '', page: 1, size: 20, sort: '' },
    select:
      'totalElements totalPages number content { id uid user { id mobile username weixinUser { avatar } } out_trade_no packages_name product_name buytime ctime paymentPay { ctime buytime } status order_status teacher { realname department_name } team { id team_name } }',
    use: 'class detail (v2): orders of the class students',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderPage',
    args: { query: '', size: 20, page: 1 },
    select:
      'totalElements content { user { id mobile user_num status } buytime sup_text packages_name channelDetail { channel_outer_name } }',
    use: 'student list: the paid system course of each student',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'totalPages totalElements content { rmbRefundStatusText id regtype isrefund invoice_status_text packages_course_week remaining_week packages_name promotionsList { gifts_name } amount order_status out_trade_no ctime total_amount discount_amount topic_id pay_channel_user_extends { username mobile u_id } express { express_nu express_total last_express_status } user { mobile } paymentPay { transaction_id trade_type_text } channelDetail { channel_outer_name } team { team_name teacher_info { realname departmentInfo { id name } } } }',
    use: 'student detail, orders tab: orders with refund, invoice, promotion and shipment state',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderProductList',
    args: { query: '' },
    select: 'oid name price',
    use: 'order detail: the product lines of an order',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderProductPage',
    args: { query: '', page: 1 },
    select: 'totalPages totalElements number content { pid oid id }',
    use: 'product page: which orders bought a product',
  },

  {
    endpoint: '/graphql/v1/toss',
    root: 'OrderStatistics',
    args: { query: '', sumField: 'amount', termField: 'status' },
    select: 'code type count value',
    use: 'order list: amount, coins and gems per status (type = the termField)',
  },

  {
    endpoint: '/graphql/order',
    root: 'teamUserOrderPage',
    args: { query: '', page: 1, size: 20 },
    select:
      'first last number size totalPages totalElements content { id product_name sup packages_course_week ctime status packages_id order_status packages_name express_status express_cur_time teacher_wx teacher_name student_team_name management_start_date user { id mobile username nickname head sex birthday base_painting_text } }',
    use: 'class page, orders tab (legacy /graphql/order)',
  },
];
