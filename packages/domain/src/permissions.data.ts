/**
 * Who may call each API area (deny by default: an area missing here, or a role missing from its
 * list, is refused with 420). Reviewed as data: a change here is a permission change.
 *
 * Roles are the union of the roles of every menu item (all subjects, hidden items and the writing
 * role-19 menu included, conditional items excluded) whose page belongs to or uses the area
 * (`area` / `uses` in menu-pages.data.ts), each item's roles cut by its group's roles.
 * permissions.test.ts checks that this table equals that derivation. Role 7 is in every list.
 * 'any-staff' = every logged-in staff member. Exceptions with hand-set roles (no menu page):
 * notice-admin (administrators).
 */
import type { ApiArea } from './api-areas';
import type { RoleId } from './roles';

export interface ApiAreaDef {
  roles: readonly RoleId[] | 'any-staff';
  titleZh: string;
  titleEn: string;
  /** Menu pages (or rule) the roles come from. */
  source: string;
}

const USUAL: readonly RoleId[] = ['1', '2', '3', '4', '5', '7', '19', '21'];
const TRADING = 'trading menu (00 §2): roles = usual list (no list in the spec)';

export const API_AREAS: Readonly<Record<ApiArea, ApiAreaDef>> = {
  accounts: { roles: USUAL, titleZh: '学员账户(小熊币/宝石/现金)', titleEn: 'Student accounts', source: '/issueBearCoins' },
  address: { roles: USUAL, titleZh: '收货地址', titleEn: 'Addresses', source: 'student pages, /express' },
  agg: { roles: USUAL, titleZh: '企微群聊与SOP流程', titleEn: 'Team chats and SOP processes', source: 'class pages, /groupSop' },
  'ai-cs': { roles: USUAL, titleZh: 'AI智能客服', titleEn: 'AI customer service', source: '/reply, /rebot (00 §6 AI customer service)' },
  approvals: { roles: USUAL, titleZh: '审批', titleEn: 'Approvals', source: '/approval, /approvalCenter' },
  auth: {
    roles: 'any-staff',
    titleZh: '登录与会话',
    titleEn: 'Login and session',
    source: 'every staff (login calls themselves are public)',
  },
  autoenroll: { roles: USUAL, titleZh: '老师招生配置', titleEn: 'Teacher enrollment config', source: 'schedule pages' },
  'call-center': {
    roles: ['1', '2', '4', '7', '21'],
    titleZh: '呼叫中心',
    titleEn: 'Call center',
    source: '/record, /CallRecord, /statistics, /CallCenter (00 §6 Call center)',
  },
  calligraphy: { roles: USUAL, titleZh: '书法课订单', titleEn: 'Calligraphy orders', source: `/order; ${TRADING}` },
  'camp-teachers': { roles: USUAL, titleZh: '训练营老师', titleEn: 'Camp teachers', source: 'class pages' },
  classes: { roles: USUAL, titleZh: '班级', titleEn: 'Classes', source: 'class pages (00 §6 Class management)' },
  clues: { roles: USUAL, titleZh: '线索', titleEn: 'Clues', source: 'clue pages, /musicalRecruit, /myClue' },
  complaints: { roles: USUAL, titleZh: '投诉', titleEn: 'Complaints', source: '/complaint' },
  contracts: { roles: USUAL, titleZh: '合同', titleEn: 'Contracts', source: `/contractManage; ${TRADING}` },
  coupons: { roles: ['1', '3', '4', '7'], titleZh: '优惠券', titleEn: 'Coupons', source: '/coupon, /sendcoupon (00 §6 Coupon)' },
  courseware: { roles: [...USUAL, '38'], titleZh: '课程与课件', titleEn: 'Courses and courseware', source: 'class pages, review pages' },
  currency: { roles: 'any-staff', titleZh: '币种', titleEn: 'Currencies', source: 'global (00 §7 currency list, loaded by the layout)' },
  data: {
    roles: ['1', '2', '3', '4', '7', '19'],
    titleZh: '数据中心',
    titleEn: 'Data center',
    source: 'data center pages (00 §6 Data center)',
  },
  'enterprise-chat': {
    roles: ['1', '2', '7'],
    titleZh: '企业微信员工',
    titleEn: 'Enterprise-chat staff',
    source: '/weixinManagement (00 §6 staff WeChat)',
  },
  exports: {
    roles: [...USUAL, '25'],
    titleZh: '导出与导入',
    titleEn: 'Exports and imports',
    source: '/exportRecord, /order, schedule pages, /renewUserLayer, /teacherManagement',
  },
  express: { roles: USUAL, titleZh: '物流', titleEn: 'Express shipments', source: '/express, /deliverPeriod' },
  'friend-messaging': {
    roles: ['1', '2', '3', '4', '7'],
    titleZh: '好友消息',
    titleEn: 'Friend messaging',
    source: '/wechartsendList (00 §6 Marketing)',
  },
  'group-chat': { roles: USUAL, titleZh: '群聊', titleEn: 'Group chats', source: 'class pages, /wechartsendList' },
  handover: { roles: ['1', '2', '7'], titleZh: '工作交接', titleEn: 'Handover', source: '/workHandover (00 §6 handover)' },
  invoices: { roles: USUAL, titleZh: '发票', titleEn: 'Invoices', source: `/invoiceManage; ${TRADING}` },
  ivr: { roles: ['7'], titleZh: 'IVR任务', titleEn: 'IVR tasks', source: '/ivrManagement (00 §6 IVR tasks)' },
  live: {
    roles: ['1', '2', '3', '4', '7', '19'],
    titleZh: '直播数据',
    titleEn: 'Live data',
    source: '/liveBroadcast, /liveBroadcastNew (00 §6 Data center)',
  },
  material: { roles: USUAL, titleZh: '素材库', titleEn: 'Material library', source: '/materialLibrary, /dataBanks' },
  navy: { roles: ['1', '2', '7', '24', '25'], titleZh: '水军账号', titleEn: 'Water army', source: '/wechatWaterArmy (00 §6 Settings)' },
  notifications: { roles: 'any-staff', titleZh: '通知', titleEn: 'Notifications', source: 'global (top-bar notification drawer)' },
  'one-to-one': { roles: USUAL, titleZh: '一对一订单与用户服务', titleEn: 'One-to-one service', source: '/order, /order/ponyAI, /ponyAI' },
  orders: { roles: USUAL, titleZh: '订单', titleEn: 'Orders', source: `/order, /shiftOrder, /order/ponyAI; ${TRADING}` },
  products: { roles: ['7'], titleZh: '商品与套餐', titleEn: 'Products and packages', source: '/shopManger, /meal (00 §6 Shop)' },
  recruitment: {
    roles: USUAL,
    titleZh: '招生(预生成班级/0元课)',
    titleEn: 'Recruitment',
    source: '/preGeneratedClass, /zeroSalesManage, /twoTransformations, /trainingCamp',
  },
  'redeem-codes': {
    roles: ['1', '2', '3', '4', '7'],
    titleZh: '兑换码',
    titleEn: 'Redeem codes',
    source: '/marketing, /redeemCode, /exchangeSearch (00 §6 Marketing)',
  },
  refunds: { roles: USUAL, titleZh: '退款', titleEn: 'Refunds', source: `/financeRefound; ${TRADING}` },
  renewal: { roles: USUAL, titleZh: '续费', titleEn: 'Renewal', source: '/renewUserLayer' },
  review: {
    roles: ['1', '2', '7', '19', '21', '38'],
    titleZh: '点评',
    titleEn: 'Review',
    source: 'review pages (00 §6 Review management)',
  },
  'review-voice': {
    roles: ['1', '2', '7', '38'],
    titleZh: '点评语音库',
    titleEn: 'Review voice library',
    source: '/voice-library (00 §6 Voice library)',
  },
  'sales-targets': {
    roles: ['1', '2', '7'],
    titleZh: '老师目标',
    titleEn: 'Teacher goals',
    source: '/teacherGoalSetting (00 §6 Teacher goals)',
  },
  schedules: {
    roles: USUAL,
    titleZh: '招生排期',
    titleEn: 'Enrollment schedules',
    source: 'schedule pages (/operatingSchedule, /majorCourse: 1,2,7)',
  },
  'short-url': { roles: USUAL, titleZh: '渠道链接与二维码', titleEn: 'Channel links and QR codes', source: '/channelManagement' },
  sop: { roles: USUAL, titleZh: 'SOP', titleEn: 'SOP', source: '/groupSop' },
  staff: { roles: ['1', '7', '24'], titleZh: '系统账号', titleEn: 'System accounts', source: '/systemAccount (00 §6 System account)' },
  students: {
    roles: USUAL,
    titleZh: '学员',
    titleEn: 'Students',
    source: 'student pages, /changePhoneNumber, /associationSell, /todoTask, ...',
  },
  teachers: {
    roles: ['1', '2', '7', '19', '25'],
    titleZh: '组织架构与员工',
    titleEn: 'Organisation and staff',
    source: '/organizationalStructure, /teacherManagement (00 §6; 19 via the writing role-19 menu)',
  },
  teaching: {
    roles: USUAL,
    titleZh: '教务(调班/停课/开课)',
    titleEn: 'Teaching operations',
    source: 'class pages, /suspendClasses, /putTheCourse',
  },
  track: { roles: USUAL, titleZh: '老师赛道', titleEn: 'Teacher tracks', source: 'clue pages' },
  ums: { roles: USUAL, titleZh: '商城物流(UMS)', titleEn: 'Shop logistics (UMS)', source: '/express' },
  upload: { roles: 'any-staff', titleZh: '文件上传凭证', titleEn: 'Upload credentials', source: 'global (00 §7 upload credentials)' },
  'wechat-labels': { roles: USUAL, titleZh: '微信标签', titleEn: 'WeChat labels', source: 'student pages, /wechartsendList' },
  'operation-log': {
    roles: ['7'],
    titleZh: '操作日志',
    titleEn: 'Operation log',
    source: '/loginRecord, /changelog (00 §6 Operation log and changelog: 7)',
  },
  'staff-self': {
    roles: 'any-staff',
    titleZh: '本人信息',
    titleEn: 'Own staff record',
    source: 'CONTRACT §5 (detail/info, resetPwd, logout)',
  },
  'notice-admin': {
    roles: ['1', '7'],
    titleZh: '发送通知',
    titleEn: 'Send notices',
    source: 'not in the spec: server endpoint sending a notice to staff; administrators (1, 7)',
  },
  'refund-payment': {
    roles: ['1', '4', '7'],
    titleZh: '退款打款',
    titleEn: 'Refund payment',
    source: 'issue 7: finance (role 4) initiates the refund payment (financeRefund, batchRefund); administrators 1, 7',
  },
  'sms-outbox': {
    roles: ['1', '2', '3', '4', '7'],
    titleZh: '验证码查询',
    titleEn: 'Verification-code lookup',
    source: '/getVerCode (00 §6 Verification-code lookup)',
  },
};
