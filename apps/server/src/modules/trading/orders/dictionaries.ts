import type { Dictionary } from '@console/domain';
import type { DictionaryEntry, DictionaryName, DictionaryProvider } from '../../../platform/query';

/**
 * Trading dictionaries the spec names but does not list (01 §7 "Dictionary queries: CLIENT_FROM_ALL,
 * ORDER_TRADE_TYPE, ORDER_TYPE"), and the data behind the dictionary roots that the platform leaves
 * to modules (docs/query-language.md §2). Codes are what orders.client_from / trade_type hold.
 * ORDER_TYPE, courseSupList, courseLevelList and trialCourseCategoryList stay the built-in ones.
 */

const d = (zh: string, en: string) => ({ zh, en });

/** orders.client_from: where the order was placed. */
export const CLIENT_FROM: Dictionary = {
  IOS: d('苹果App', 'iOS app'),
  ANDROID: d('安卓App', 'Android app'),
  MINI_PROGRAM: d('微信小程序', 'WeChat mini program'),
  H5: d('H5网页', 'H5 web page'),
  PC: d('PC网页', 'PC web page'),
  BACKEND: d('后台录入', 'Entered by staff'),
};

/** orders.trade_type / refund.trade_type: how it was paid. */
export const TRADE_TYPE: Dictionary = {
  WECHAT_PAY: d('微信支付', 'WeChat Pay'),
  ALIPAY: d('支付宝', 'Alipay'),
  APPLE_PAY: d('苹果支付', 'Apple Pay'),
  HUABEI: d('花呗分期', 'Huabei instalments'),
  BANK_TRANSFER: d('对公转账', 'Bank transfer'),
  ATOME: d('Atome分期', 'Atome'),
};

/** behavior_log.action_type (the spec only fixes that dance shows types 1-4). */
export const ACTION_TYPE: Dictionary = {
  1: d('登录App', 'Logged in'),
  2: d('进入课程', 'Entered a lesson'),
  3: d('完成课程', 'Completed a lesson'),
  4: d('上传作品', 'Uploaded a work'),
  5: d('查看点评', 'Viewed a comment'),
  6: d('分享作品', 'Shared a work'),
  7: d('浏览商城', 'Browsed the mall'),
  8: d('提交订单', 'Placed an order'),
};

/**
 * The status name (the spec's order_status, e.g. PAYMENT, COMPLETED) of each CONTRACT §9 status code.
 * The spec's WAIT_COMPLETED / WAIT_COMPLETED_MULTI have no code in CONTRACT §9 and are never produced.
 */
export const ORDER_STATUS_NAME: Readonly<Record<number, string>> = {
  0: 'UNACTIVATED',
  1: 'ACTIVATED',
  2: 'PAYMENT',
  3: 'COMPLETED',
  4: 'REFUND_APPLY',
  5: 'REFUNDING',
  6: 'PART_REFUND',
  7: 'REFUND_COMPLETED',
  8: 'CLOSED',
};

const entries = (dict: Dictionary): DictionaryEntry[] => Object.entries(dict).map(([code, v]) => ({ code, name: v.zh, nameEn: v.en }));

/**
 * Module data for the dictionary roots: the static trading dictionaries above, and two read from the
 * database for the request's subject: teamStageList = the enrollment periods (code = period number,
 * newest first) and trialExpressPackageList = the live trial packages (regtype 1; code = package id).
 */
export const tradingDictionaries: DictionaryProvider = {
  async entries(name: DictionaryName, ctx) {
    switch (name) {
      case 'CLIENT_FROM_ALL':
        return entries(CLIENT_FROM);
      case 'ORDER_TRADE_TYPE':
        return entries(TRADE_TYPE);
      case 'actionTypeList':
        return entries(ACTION_TYPE);
      case 'teamStageList': {
        const r = await ctx.db.query<{ code: string; name: string }>(
          `SELECT DISTINCT ON (period) period::text AS code, period_name AS name FROM management
            WHERE subject = $1 ORDER BY period DESC, course_type LIMIT 1000`,
          [ctx.subject],
        );
        return r.rows.map((x) => ({ code: x.code, name: x.name }));
      }
      case 'trialExpressPackageList': {
        const r = await ctx.db.query<{ code: string; name: string }>(
          `SELECT id::text AS code, name FROM package WHERE subject = $1 AND regtype = 1 AND deleted = 0 ORDER BY id DESC LIMIT 1000`,
          [ctx.subject],
        );
        return r.rows.map((x) => ({ code: x.code, name: x.name }));
      }
      default:
        return [];
    }
  },
};
