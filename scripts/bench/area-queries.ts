import type { BenchContext, BenchQuery } from './queries';
import { page, pageSql, q } from './queries';

/**
 * The list pages of the shop and channels, organisation, approvals and marketing areas (issues 16, 18,
 * 19, 20). REST rows (`roots: ['rest']`) are measured through the call the console makes.
 */
export function areaBenchQueries(ctx: BenchContext): BenchQuery[] {
  const days30 = ctx.asOf - 30 * 86_400_000;
  const since = new Date(days30).toISOString();
  return [
    // shop and channels (issue 19)
    {
      name: 'ProductPage: products on sale (/shopManger)',
      path: '/graphql/v1/toss',
      roots: ['ProductPage'],
      document: (r) => page(r, { status: 0 }, 'id name type price status ctime prices { currencies_code currencies_price }'),
      sql: pageSql('product', 'subject = 0 AND deleted = 0 AND status = $1', [0], 'id, name, type, price, status, ctime'),
    },
    {
      name: 'PackagesPage: packages (/meal)',
      path: '/graphql/v1/toss',
      roots: ['PackagesPage'],
      document: (r) =>
        page(r, {}, 'id name regtype price status ctime prices { currencies_code price } products { product_name quantity }'),
      sql: pageSql('package', 'subject = 0 AND deleted = 0', [], 'id, name, regtype, price, status, ctime'),
    },
    {
      name: 'ChannelDetailStatisticsPage: channels (/channelManagement)',
      path: '/graphql/v1/toss',
      roots: ['ChannelDetailStatisticsPage'],
      document: (r) =>
        page(
          r,
          {},
          'id channel_outer_name channel_inner_name channel_class_name p_channel_class_name channel_link_short visits status ctime',
          {
            id: 'desc',
          },
        ),
      sql: pageSql('channel', 'subject = 0 AND deleted = 0', [], 'id, name, inner_name, status, ctime', 'id DESC'),
    },
    {
      name: 'IntroductionPage: department introductions (/channelManagement)',
      path: '/graphql/v1/toss',
      roots: ['IntroductionPage'],
      document: (r) => page(r, {}, 'id department_name title file_name channel_name downloads utime', { id: 'desc' }),
      sql: pageSql('introduction', 'subject = 0', [], 'id, department_id, title, file_name, utime', 'id DESC'),
    },
    {
      name: 'IntroductionDownloadLogPage: introduction downloads (/channelManagement)',
      path: '/graphql/v1/toss',
      roots: ['IntroductionDownloadLogPage'],
      document: (r) => page(r, {}, 'id department_name title channel_name staff_name ctime', { id: 'desc' }),
      sql: pageSql('introduction_download_log', 'subject = 0', [], 'id, department_id, channel_id, staff_id, ctime', 'id DESC'),
    },
    {
      name: 'ChannelManagementStatisticsPage: 30 days per channel',
      path: '/graphql/v1/toss',
      roots: ['ChannelManagementStatisticsPage'],
      document: (r) =>
        `{ ${r}(query: ${q({ startCtime: days30, termCondition: 'trialchannel', page: 1, pageSzie: 20 })}) { totalElements content { pay_channel trial_user_num system_user_num system_user_amounts } } }`,
      sql: [
        {
          text: `SELECT channel_id, count(DISTINCT uid) FROM orders WHERE subject = 0 AND regtype = 1 AND channel_id IS NOT NULL AND ctime >= $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 20`,
          values: [since],
        },
      ],
    },
    {
      name: 'TeacherManagePage: teachers of a department (organisation)',
      path: '/graphql/v1/boss',
      roots: ['TeacherManagePage'],
      document: (r) =>
        page(r, { department_id: [ctx.departmentId] }, 'id realname phone status department { name } weixin { weixin_no }', { id: 'desc' }),
      sql: pageSql(
        'teacher',
        'subject = 0 AND deleted = 0 AND department_id = ANY($1::bigint[])',
        [[ctx.departmentId]],
        'id, realname, phone, status, department_id',
        'id DESC',
      ),
    },
    {
      name: 'StaffPage: enabled accounts (system accounts)',
      path: '/graphql/v1/toss',
      roots: ['StaffPage'],
      document: (r) =>
        page(r, { status: 0 }, 'id user_name real_name mobile role_names department_name status last_login_time', { id: 'desc' }),
      sql: pageSql('staff', 'status = $1', [0], 'id, user_name, real_name, mobile, status', 'id DESC'),
    },
    // organisation (issue 16): the REST list pages of /teacherGoalSetting, /wechatWaterArmy and /workHandover
    {
      name: 'teachertargets/getTeacherTargetsPage: newest targets, achieved from orders (REST)',
      path: '/api/t/v1/teachertargets/getTeacherTargetsPage?page=1&size=20',
      roots: ['rest'],
      method: 'GET',
      document: () => '',
      sql: [],
    },
    {
      name: 'navy/getNavyPage: every department (REST)',
      path: '/api/t/v1/navy/getNavyPage?pageNum=1&pageSize=20',
      roots: ['rest'],
      body: 'null',
      document: () => '',
      sql: pageSql('navy_account', 'subject = 0 AND del = 0', [], 'id, weixin_no, department_id, wechat_status, ctime', 'id DESC'),
    },
    {
      name: 'handover/page/getHandoverRecord: records (REST)',
      path: '/api/t/v2/handover/page/getHandoverRecord?pageNumber=1&pageSize=20',
      roots: ['rest'],
      method: 'GET',
      document: () => '',
      sql: pageSql('handover_record', 'subject = 0', [], 'id, send_teacher_id, receive_teacher_id, handover_type, ctime'),
    },
    // approvals and complaints (issue 18): the approval centre's lists (REST, as the console calls
    // them: parameters in the query, the body's `query` is ignored) and FlowApprovalPage
    {
      name: "FlowApprovalPage: a student's approvals",
      path: '/graphql/v1/toss',
      roots: ['FlowApprovalPage'],
      document: (r) => page(r, { uid: ctx.anchorUid }, 'id type status apply_name ctime abstract_content', { ctime: 'desc' }),
      sql: pageSql('flow_approval', 'subject = 0 AND uid = $1', [ctx.anchorUid], 'id, type, status, apply_name, ctime, abstract_content'),
    },
    {
      name: 'approval2/list/pending: waiting for me (REST)',
      path: '/api/b/v1/backend/approval2/list/pending?page=1&size=20',
      roots: ['rest'],
      document: () => '',
      sql: pageSql(
        'flow_approval f',
        'f.subject = 0 AND f.status = 0 AND f.current_step > 0',
        [],
        'f.id, f.type, f.status, f.apply_name, f.ctime',
        'f.ctime DESC, f.id DESC',
      ),
    },
    {
      name: 'approval2/list/showAll: refunds (REST)',
      path: '/api/b/v1/backend/approval2/list/showAll?page=1&size=20&type=REFUND',
      roots: ['rest'],
      document: () => '',
      sql: pageSql('flow_approval', 'subject = 0 AND type = 0', [], 'id, type, status, apply_name, ctime'),
    },
    {
      name: 'approval2/list/completed: handled by me (REST)',
      path: '/api/b/v1/backend/approval2/list/completed?page=1&size=20',
      roots: ['rest'],
      document: () => '',
      sql: [],
    },
    {
      name: 'complaint/list: 处理中 (REST)',
      path: '/api/b/v1/complaint/list?pageNumber=1&pageSize=20&cpStatus=2',
      roots: ['rest'],
      document: () => '',
      sql: pageSql('complaint', 'subject = 0 AND cp_status = 2', [], 'id, complaint_no, uid, cp_status, ctime'),
    },
    // marketing (issue 20): the list pages of /coupon, /sendcoupon, /marketing (configs, code library, log), /issueBearCoins
    {
      name: 'CouponPage: coupons',
      path: '/graphql/v1/toss',
      roots: ['CouponPage'],
      document: (r) => page(r, {}, 'id name type status amount issued_num ctime', { ctime: 'desc' }),
      sql: pageSql('coupon', 'subject = 0 AND deleted = 0', [], 'id, name, type, status, amount, issued_num, ctime'),
    },
    {
      name: 'CouponDispensePage: sending records',
      path: '/graphql/v1/toss',
      roots: ['CouponDispensePage'],
      document: (r) => page(r, {}, 'id coupon_id source total success_num fail_num ctime', { ctime: 'desc' }),
      sql: pageSql('coupon_dispense', 'subject = 0', [], 'id, coupon_id, source, total, success_num, fail_num, ctime'),
    },
    {
      name: 'ExchangeCodeConfigPage: redeem-code configs (del 0)',
      path: '/graphql/v1/toss',
      roots: ['ExchangeCodeConfigPage'],
      document: (r) => page(r, { del: 0 }, 'id title num converted_num status ctime', { ctime: 'desc' }),
      sql: pageSql('redeem_code_config', 'subject = 0 AND deleted = 0', [], 'id, title, num, converted_num, status, ctime'),
    },
    {
      name: 'ExchangeCodePage: the code library of the biggest config, unused',
      path: '/graphql/v1/toss',
      roots: ['ExchangeCodePage'],
      document: (r) => page(r, { config_id: ctx.redeemConfigId, status: 1 }, 'id code status expire_date ctime', { id: 'desc' }),
      sql: pageSql(
        'redeem_code',
        'subject = 0 AND config_id = $1 AND status = 1',
        [ctx.redeemConfigId],
        'id, code, status, expire_date, ctime',
        'id DESC',
      ),
    },
    {
      name: 'ExchangeCodeLogPage: redemption log',
      path: '/graphql/v1/toss',
      roots: ['ExchangeCodeLogPage'],
      document: (r) => page(r, {}, 'id code config_id status user_id order_no use_date', { ctime: 'desc' }),
      sql: pageSql('redeem_code_log', 'subject = 0', [], 'id, code, config_id, status, user_id, order_no, use_date'),
    },
    {
      name: 'AccountPage: coin ledger (issue coins page)',
      path: '/graphql/v1/toss',
      roots: ['AccountPage'],
      document: (r) => page(r, { account_type: 2 }, 'id uid amount balance_after desc ctime', { ctime: 'desc' }),
      sql: pageSql('account_record', 'subject = 0 AND account_type = 2', [], 'id, uid, amount, balance_after, description, ctime'),
    },
  ];
}
