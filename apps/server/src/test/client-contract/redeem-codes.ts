import type { ClientDocument } from './types';

/** Redeem codes (/marketing, /redeemCode): the original client's Marketing.js documents. */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'ExchangeCodeConfigPage',
    args: { query: '{"del":0}', page: 1, sort: '{"status":"desc","ctime":"desc"}' },
    select: `totalElements totalPages number content { id title num converted_num package_id package_name channel_id channel_name
      customer_sign_id customer_sign_name start_date end_date status code ctime expire channelInfo { channel_outer_name }
      packageInfo { name } customerSignInfo { name } send_express course_level }`,
    use: 'marketing/redeemCode index: the config list (Marketing.getRedeemCodeList)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ExchangeCodeConfig',
    args: { query: '{"id":"1"}' },
    select: 'id title num package_id channel_id customer_sign_id start_date end_date status code ctime packageInfo { name type }',
    use: 'marketing/redeemCode add/library: one config (Marketing.getRedeemCodeDetail)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ExchangeCodeLogPage',
    args: { query: '', page: 1, sort: '' },
    select: `totalElements totalPages number content { id code config_id del use_date status user_id teacher_id team_id card_no order_no
      converted_date teacherInfo { realname department_name area_name group_name } teamInfo { team_name team_type } userInfo { username mobile } }`,
    use: 'marketing/redeemCode library: the redemption log (Marketing.getRedeemCodeLog; empty query and sort literals)',
  },
];
