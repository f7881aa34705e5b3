import { addTextBundle } from '../../platform/i18n/i18n';

/**
 * Texts of the record tools shared by every detail page (namespace `records`): the history drawer,
 * the edit-conflict dialog and the unsaved-changes guard. Field and action names fall back to the
 * stored name when not listed here, so a new area's history is readable before it adds labels.
 */
const zh = {
  history: {
    open: '操作记录',
    title: '操作记录',
    empty: '暂无操作记录',
    by: '操作人',
    at: '时间',
    ip: 'IP',
    unknownStaff: '系统',
    more: '加载更多',
    none: '（空）',
    details: '详情',
  },
  conflict: {
    title: '保存冲突',
    who: '{{who}} 于 {{at}} 修改了这条记录，你的修改尚未保存。',
    whoUnknown: '这条记录在你打开后被修改过（{{at}}），你的修改尚未保存。',
    someone: '其他人',
    field: '字段',
    mine: '我的修改',
    theirs: '当前内容',
    reload: '重新加载',
    overwrite: '覆盖保存',
    cancel: '继续编辑',
    confirmOverwrite: '用你的修改覆盖 {{who}} 的修改？',
    overwritten: '已覆盖保存',
    reloaded: '已加载最新内容',
  },
  unsaved: {
    title: '放弃未保存的修改？',
    body: '离开后，填写的内容将不会保存。',
    leave: '放弃修改',
    stay: '继续编辑',
  },
  field: {
    remark: '备注',
    receipt_name: '收货人',
    receipt_tel: '收货电话',
    tel_area_code: '区号',
    province: '省份',
    city: '城市',
    area: '区县',
    street: '街道',
    address_detail: '详细地址',
    is_default: '默认地址',
    express_status: '物流状态',
    product_version: '盒子版本',
    mobile: '手机号',
  },
  action: {
    order_remark: '修改订单备注',
    address_create: '新增地址',
    address_update: '修改地址',
    address_default: '设为默认地址',
    express_address: '修改物流地址',
    express_status: '修改物流状态',
    student_mobile_reveal: '查看完整手机号',
    student_mobile_replace: '更换手机号',
    refund_create: '退款',
    order_pushMessage: '推送消息',
    order_teacherMessage: '通知老师',
    order_resendCompleteMessage: '重发订单完成消息',
  },
};

const en: typeof zh = {
  history: {
    open: 'History',
    title: 'Record history',
    empty: 'No changes recorded',
    by: 'By',
    at: 'At',
    ip: 'IP',
    unknownStaff: 'System',
    more: 'Load more',
    none: '(empty)',
    details: 'Details',
  },
  conflict: {
    title: 'Edit conflict',
    who: '{{who}} changed this record at {{at}}; your changes are not saved yet.',
    whoUnknown: 'This record changed after you opened it ({{at}}); your changes are not saved yet.',
    someone: 'Someone else',
    field: 'Field',
    mine: 'Mine',
    theirs: 'Current',
    reload: 'Reload',
    overwrite: 'Overwrite',
    cancel: 'Keep editing',
    confirmOverwrite: "Overwrite {{who}}'s changes with yours?",
    overwritten: 'Saved over the other change',
    reloaded: 'Loaded the current version',
  },
  unsaved: {
    title: 'Discard unsaved changes?',
    body: 'What you typed will not be saved if you leave.',
    leave: 'Discard',
    stay: 'Keep editing',
  },
  field: {
    remark: 'Remark',
    receipt_name: 'Receiver',
    receipt_tel: 'Receiver phone',
    tel_area_code: 'Area code',
    province: 'Province',
    city: 'City',
    area: 'District',
    street: 'Street',
    address_detail: 'Address',
    is_default: 'Default address',
    express_status: 'Shipping status',
    product_version: 'Box version',
    mobile: 'Mobile',
  },
  action: {
    order_remark: 'Order remark changed',
    address_create: 'Address added',
    address_update: 'Address changed',
    address_default: 'Default address set',
    express_address: 'Shipping address changed',
    express_status: 'Shipping status changed',
    student_mobile_reveal: 'Full mobile revealed',
    student_mobile_replace: 'Mobile replaced',
    refund_create: 'Refund',
    order_pushMessage: 'Message pushed',
    order_teacherMessage: 'Teacher notified',
    order_resendCompleteMessage: 'Order-complete message resent',
  },
};

addTextBundle('records', zh, en);

export const NS = 'records';

/** A stored name as an i18n key (dots would nest). */
export const keyOf = (name: string) => name.replace(/\./g, '_');
