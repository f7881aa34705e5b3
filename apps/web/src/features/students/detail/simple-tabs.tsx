import type { TFunction } from 'i18next';
import { Tag } from 'antd';
import type { Row } from '../api/gql';
import type { RecordColumn } from './record-table';

export interface SimpleTab {
  key: string;
  root: string;
  selection: string;
  columns: RecordColumn[];
  sort?: string;
}

const content = (r: Row) => {
  const c = r.content;
  if (typeof c === 'string') {
    try {
      const o = JSON.parse(c) as { user_content?: string };
      return o.user_content ?? c;
    } catch {
      return c;
    }
  }
  return c && typeof c === 'object' ? ((c as { user_content?: string }).user_content ?? JSON.stringify(c)) : '-';
};

/** The detail tabs that are one paged table of a GraphQL root filtered by the student. */
export function simpleTabs(tr: TFunction): SimpleTab[] {
  return [
    {
      key: 'orders',
      root: 'OrderPage',
      selection: 'id out_trade_no packages_name product_name amount status_text regtype_text trade_type_text buytime ctime',
      columns: [
        { key: 'out_trade_no', title: tr('cols.orderNo') },
        { key: 'packages_name', title: tr('common.name'), render: (r) => String(r.packages_name ?? r.product_name ?? '-') },
        { key: 'amount', title: tr('acc.amount') },
        { key: 'status_text', title: tr('common.status') },
        { key: 'regtype_text', title: tr('common.type') },
        { key: 'ctime', title: tr('common.time'), render: 'time' },
      ],
    },
    {
      key: 'express',
      root: 'ExpressPage',
      selection: 'id product_name express_company express_nu express_status_text receipt_name receipt_tel province city area address_detail ctime',
      columns: [
        { key: 'product_name', title: tr('common.name') },
        { key: 'express_company', title: tr('cols.expressCompany') },
        { key: 'express_nu', title: tr('cols.expressNo') },
        { key: 'express_status_text', title: tr('common.status') },
        { key: 'receipt_name', title: tr('detail.addresses'), render: (r) => [r.receipt_name, r.receipt_tel, r.province, r.city, r.area, r.address_detail].filter(Boolean).join(' ') },
        { key: 'ctime', title: tr('common.time'), render: 'time' },
      ],
    },
    {
      key: 'coupons',
      root: 'UserCouponPage',
      selection: 'id coupon_name coupon_type_text coupon_amount status_text start_date end_date use_time ctime',
      columns: [
        { key: 'coupon_name', title: tr('common.name') },
        { key: 'coupon_type_text', title: tr('common.type') },
        { key: 'coupon_amount', title: tr('acc.amount') },
        { key: 'status_text', title: tr('common.status') },
        { key: 'start_date', title: tr('cols.start'), render: 'time' },
        { key: 'end_date', title: tr('cols.end'), render: 'time' },
      ],
    },
    {
      key: 'week',
      root: 'StudentWeekReportPage',
      selection: 'id report_week course_type current_super current_level current_unit look_times share_times first_look_time ctime',
      columns: [
        { key: 'report_week', title: tr('cols.week'), render: 'time' },
        { key: 'current_level', title: tr('col.sup'), render: (r) => [r.current_super, r.current_level, r.current_unit].filter((x) => x != null).join(' / ') },
        { key: 'look_times', title: tr('cols.looks') },
        { key: 'share_times', title: tr('cols.shares') },
        { key: 'first_look_time', title: tr('common.time'), render: 'time' },
      ],
    },
    {
      key: 'sms',
      root: 'SmsPage',
      selection: 'id mobile content type status_text ctime',
      columns: [
        { key: 'mobile', title: tr('col.mobile') },
        { key: 'content', title: tr('common.content') },
        { key: 'status_text', title: tr('common.status') },
        { key: 'ctime', title: tr('common.time'), render: 'time' },
      ],
    },
    {
      key: 'calls',
      root: 'OutboundCallRecordPage',
      selection: 'id customer_number record_type_text cdr_status_text start_time answer_duration record_file',
      columns: [
        { key: 'customer_number', title: tr('col.mobile') },
        { key: 'record_type_text', title: tr('common.type') },
        { key: 'cdr_status_text', title: tr('common.status') },
        { key: 'start_time', title: tr('common.time'), render: 'time' },
        { key: 'answer_duration', title: tr('cols.duration') },
        { key: 'record_file', title: tr('cols.recording'), render: (r) => (r.record_file ? <audio controls preload="none" src={String(r.record_file)} style={{ height: 28 }} /> : '-') },
      ],
    },
    {
      key: 'login',
      root: 'UserLoginDataPage',
      selection: 'id device_type device_model login_source appversion ip login_time',
      columns: [
        { key: 'device_type', title: tr('common.type') },
        { key: 'device_model', title: tr('cols.device') },
        { key: 'login_source', title: tr('cols.source') },
        { key: 'appversion', title: tr('cols.app') },
        { key: 'ip', title: tr('cols.ip') },
        { key: 'login_time', title: tr('common.time'), render: 'time' },
      ],
    },
    {
      key: 'todo',
      root: 'StudentTodoTaskPage',
      selection: 'id content status_text due_time finish_time call_duration teacher { realname }',
      columns: [
        { key: 'content', title: tr('common.content') },
        { key: 'status_text', title: tr('common.status') },
        { key: 'teacher.realname', title: tr('col.teacher') },
        { key: 'due_time', title: tr('todo.due'), render: 'time' },
        { key: 'finish_time', title: tr('todo.finished'), render: 'time' },
      ],
    },
    {
      key: 'agreements',
      root: 'UserAgreementPage',
      selection: 'id agreement_name version sign_time',
      columns: [
        { key: 'agreement_name', title: tr('common.name') },
        { key: 'version', title: tr('cols.version'), render: (r) => <Tag>{String(r.version ?? '-')}</Tag> },
        { key: 'sign_time', title: tr('common.time'), render: 'time' },
      ],
    },
  ];
}

export { content as followContent };
