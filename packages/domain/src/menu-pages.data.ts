/**
 * Page catalogue: every console route that appears in some subject menu, with its display titles and
 * the API area(s) it uses. Subject menus (menus-*.data.ts) pick pages from here and add roles.
 * Titles: spec labels where the spec gives one (招生排期, 专项扩展课排期, 精品课, 答案库, ...), else the
 * label a console of this kind shows for the page.
 */
import type { ApiArea } from './api-areas';

export interface PageDef {
  titleZh: string;
  titleEn: string;
  area: ApiArea;
  uses?: readonly ApiArea[];
}

const CLASS_USES: readonly ApiArea[] = ['teaching', 'courseware', 'camp-teachers', 'group-chat', 'agg'];
const STUDENT_USES: readonly ApiArea[] = ['address', 'wechat-labels'];
const SCHEDULE_USES: readonly ApiArea[] = ['autoenroll', 'exports'];
const REVIEW_USES: readonly ApiArea[] = ['courseware'];

export const PAGES = {
  // class management
  '/classManage': { titleZh: '体验课班级', titleEn: 'Trial classes', area: 'classes', uses: CLASS_USES },
  '/trialTeam': { titleZh: '体验课班级', titleEn: 'Trial classes', area: 'classes', uses: CLASS_USES },
  '/systemTeam': { titleZh: '系统课班级', titleEn: 'System classes', area: 'classes', uses: CLASS_USES },
  '/trainTeam': { titleZh: '训练营班级', titleEn: 'Camp classes', area: 'classes', uses: CLASS_USES },
  '/aestheticTeam': { titleZh: '美育课班级', titleEn: 'Aesthetic classes', area: 'classes', uses: CLASS_USES },
  '/ponyAI': { titleZh: '小马AI课班级', titleEn: 'Pony AI classes', area: 'classes', uses: [...CLASS_USES, 'one-to-one'] },
  '/specialExpand': { titleZh: '专项扩展课班级', titleEn: 'Special extension classes', area: 'classes', uses: CLASS_USES },
  '/classDetailManage': { titleZh: '班级明细管理', titleEn: 'Class details', area: 'classes', uses: ['teaching'] },
  // students
  '/trial': { titleZh: '体验课学员', titleEn: 'Trial students', area: 'students', uses: STUDENT_USES },
  '/trialUsers': { titleZh: '体验课学员', titleEn: 'Trial students', area: 'students', uses: STUDENT_USES },
  '/newSystem': { titleZh: '系统课学员', titleEn: 'System-course students', area: 'students', uses: STUDENT_USES },
  '/newSystemUsers': { titleZh: '系统课学员', titleEn: 'System-course students', area: 'students', uses: STUDENT_USES },
  '/system': { titleZh: '系统课学员', titleEn: 'System-course students', area: 'students', uses: STUDENT_USES },
  '/systemUsers': { titleZh: '系统课学员', titleEn: 'System-course students', area: 'students', uses: STUDENT_USES },
  '/piano': { titleZh: '钢琴学员', titleEn: 'Piano students', area: 'students', uses: STUDENT_USES },
  '/allUsers': { titleZh: '全部学员', titleEn: 'All students', area: 'students', uses: STUDENT_USES },
  '/users': { titleZh: '学员列表', titleEn: 'Students', area: 'students', uses: STUDENT_USES },
  // renewal
  '/renewUserLayer': { titleZh: '续费工作台', titleEn: 'Renewal workbench', area: 'renewal', uses: ['exports'] },
  // trading
  '/order': { titleZh: '订单管理', titleEn: 'Orders', area: 'orders', uses: ['one-to-one', 'calligraphy', 'exports'] },
  '/financeRefound': { titleZh: '退款管理', titleEn: 'Refunds', area: 'refunds' },
  '/invoiceManage': { titleZh: '发票管理', titleEn: 'Invoices', area: 'invoices' },
  '/contractManage': { titleZh: '合同管理', titleEn: 'Contracts', area: 'contracts' },
  '/shiftOrder': { titleZh: '转单管理', titleEn: 'Order transfer', area: 'orders' },
  '/order/ponyAI': { titleZh: '小马AI订单', titleEn: 'Pony AI orders', area: 'orders', uses: ['one-to-one'] },
  // clues
  '/clueLibrary': { titleZh: '线索池', titleEn: 'Clue pool', area: 'clues', uses: ['track'] },
  '/threadManage': { titleZh: '线索库', titleEn: 'Lead library', area: 'clues', uses: ['track'] },
  '/saleInventory': { titleZh: '销售库存', titleEn: 'Sales inventory', area: 'clues', uses: ['track'] },
  '/capacityAllocation': { titleZh: '线索容量配置', titleEn: 'Clue capacity config', area: 'clues', uses: ['track'] },
  '/robAllocation': { titleZh: '抢宝配置', titleEn: 'Grab-treasure config', area: 'clues' },
  '/recruitList': { titleZh: '招生列表', titleEn: 'Recruitment list', area: 'clues' },
  '/musicalRecruit': { titleZh: '音乐招生', titleEn: 'Music recruitment', area: 'clues' },
  '/myClue': { titleZh: '线索管理', titleEn: 'Lead management', area: 'clues', uses: ['track'] },
  // enrollment schedules
  '/operatingSchedule': { titleZh: '招生排期', titleEn: 'Recruitment schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/systemSchedule': { titleZh: '系统课排期', titleEn: 'System-course schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/trialSchedule': { titleZh: '体验课排期', titleEn: 'Trial-course schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/campSchedule': { titleZh: '训练营排期', titleEn: 'Camp schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/newCampSchedule': { titleZh: '新训练营排期', titleEn: 'New camp schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/arteducationSchedule': { titleZh: '美育排期', titleEn: 'Art-education schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/themeSchedule': { titleZh: '主题课排期', titleEn: 'Theme-course schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/majorCourse': { titleZh: '专项扩展课排期', titleEn: 'Special extension schedule', area: 'schedules', uses: SCHEDULE_USES },
  '/ponyAISchedule': { titleZh: '小马AI排期', titleEn: 'Pony AI schedule', area: 'schedules', uses: SCHEDULE_USES },
  // recruitment
  '/preGeneratedClass': { titleZh: '预生成班级', titleEn: 'Pre-formed classes', area: 'recruitment' },
  '/zeroSalesManage': { titleZh: '0元课销售配置', titleEn: 'Zero-course sales', area: 'recruitment' },
  '/twoTransformations': { titleZh: '二次转化', titleEn: 'Second conversion', area: 'recruitment' },
  '/trainingCamp': { titleZh: '训练营招生', titleEn: 'Training camp', area: 'recruitment' },
  // logistics
  '/express': { titleZh: '物流管理', titleEn: 'Express shipments', area: 'express', uses: ['address', 'ums'] },
  // review
  '/taskComment': { titleZh: '作品点评', titleEn: 'Work review', area: 'review', uses: REVIEW_USES },
  '/reviewManagement': { titleZh: '作品列表', titleEn: 'Work list', area: 'review', uses: REVIEW_USES },
  '/review': { titleZh: '作品点评', titleEn: 'Work review', area: 'review', uses: REVIEW_USES },
  '/voice-library': { titleZh: '点评语音库', titleEn: 'Review voice library', area: 'review-voice' },
  '/labelManage': { titleZh: '标签管理', titleEn: 'Labels', area: 'review' },
  '/testingLabelManage': { titleZh: '测评标签管理', titleEn: 'Assessment labels', area: 'review' },
  '/labelContent': { titleZh: '标签内容', titleEn: 'Label content', area: 'review' },
  '/schedule': { titleZh: '点评排班', titleEn: 'Review roster', area: 'review' },
  '/parttimeHandover': { titleZh: '兼职交接', titleEn: 'Part-time handover', area: 'review' },
  '/realReviewSchedule': { titleZh: '实时点评排班', titleEn: 'Live review roster', area: 'review' },
  // operations
  '/activityManagement': { titleZh: '活动管理', titleEn: 'Activities', area: 'students' },
  '/exchangeSearch': { titleZh: '兑换查询', titleEn: 'Exchange lookup', area: 'redeem-codes' },
  '/complaint': { titleZh: '投诉管理', titleEn: 'Complaints', area: 'complaints' },
  '/channelManagement': { titleZh: '渠道管理', titleEn: 'Channels', area: 'short-url' },
  '/teacherGoalSetting': { titleZh: '老师目标设置', titleEn: 'Teacher goals', area: 'sales-targets' },
  '/issueBearCoins': { titleZh: '发放小熊币', titleEn: 'Issue coins', area: 'accounts' },
  '/getVerCode': { titleZh: '验证码查询', titleEn: 'Verification codes', area: 'sms-outbox' },
  '/recommend': { titleZh: '转介绍截图', titleEn: 'Referral screenshots', area: 'students' },
  '/changePhoneNumber': { titleZh: '更换手机号', titleEn: 'Phone replacement', area: 'students' },
  '/suspendClasses': { titleZh: '停课管理', titleEn: 'Class suspension', area: 'teaching' },
  '/recommendActivity': { titleZh: '推荐有礼活动', titleEn: 'Referral activity', area: 'students' },
  '/associationSell': { titleZh: '跟进记录', titleEn: 'Follow-up records', area: 'students' },
  '/materialLibrary': { titleZh: '素材库', titleEn: 'Material library', area: 'material' },
  '/putTheCourse': { titleZh: '投放课程', titleEn: 'Grant courses', area: 'teaching' },
  '/deliverPeriod': { titleZh: '发货期数', titleEn: 'Delivery periods', area: 'express' },
  '/ivrManagement': { titleZh: 'IVR任务', titleEn: 'IVR tasks', area: 'ivr' },
  '/todoTask': { titleZh: '待办任务', titleEn: 'To-do tasks', area: 'students' },
  '/dataBanks': { titleZh: '资料库', titleEn: 'Data bank', area: 'material' },
  '/groupSop': { titleZh: '群SOP', titleEn: 'Group SOP', area: 'sop', uses: ['agg'] },
  '/uploadFile': { titleZh: '上传素材', titleEn: 'Material upload', area: 'material' },
  '/manageChangeClass': { titleZh: '体验课调班', titleEn: 'Trial class change', area: 'teaching' },
  '/addClassOpt': { titleZh: '创建班级', titleEn: 'Create class', area: 'teaching' },
  // shop
  '/shopManger': { titleZh: '商品管理', titleEn: 'Products', area: 'products' },
  '/meal': { titleZh: '套餐管理', titleEn: 'Packages', area: 'products' },
  // marketing
  '/marketing': { titleZh: '兑换码', titleEn: 'Redeem codes', area: 'redeem-codes' },
  '/redeemCode': { titleZh: '兑换码', titleEn: 'Redeem codes', area: 'redeem-codes' },
  '/coupon': { titleZh: '优惠券', titleEn: 'Coupons', area: 'coupons' },
  '/sendcoupon': { titleZh: '发放优惠券', titleEn: 'Send coupons', area: 'coupons' },
  '/wechartsendList': {
    titleZh: '微信群发',
    titleEn: 'WeChat mass messages',
    area: 'friend-messaging',
    uses: ['group-chat', 'wechat-labels'],
  },
  // AI customer service
  '/reply': { titleZh: '答案库', titleEn: 'Answer library', area: 'ai-cs' },
  '/rebot': { titleZh: '机器人配置', titleEn: 'Robot config', area: 'ai-cs' },
  // approvals
  '/approval': { titleZh: '审批中心', titleEn: 'Approvals', area: 'approvals' },
  '/approvalCenter': { titleZh: '审批中心', titleEn: 'Approvals', area: 'approvals' },
  // call center
  '/record': { titleZh: '通话记录', titleEn: 'Call records', area: 'call-center' },
  '/CallRecord': { titleZh: '通话记录', titleEn: 'Call records', area: 'call-center' },
  '/statistics': { titleZh: '外呼统计', titleEn: 'Outbound stats', area: 'call-center' },
  '/CallCenter': { titleZh: '坐席配置', titleEn: 'Seat config', area: 'call-center' },
  // data center
  '/salesIndicators': { titleZh: '销售指标', titleEn: 'Sales indicators', area: 'data' },
  '/liveBroadcastNew': { titleZh: '直播数据(新)', titleEn: 'Live data (new)', area: 'live' },
  '/liveBroadcast': { titleZh: '直播数据', titleEn: 'Live data', area: 'live' },
  '/priodPerformance': { titleZh: '期次业绩', titleEn: 'Period performance', area: 'data' },
  '/salesPerformance': { titleZh: '销售业绩', titleEn: 'Sales performance', area: 'data' },
  '/behavior': { titleZh: '行为轨迹', titleEn: 'Behaviour trail', area: 'data', uses: ['students'] },
  '/learnRecord': { titleZh: '学习记录', titleEn: 'Learning records', area: 'data', uses: ['students'] },
  '/systemJoinCourseLog': { titleZh: '系统课参课记录', titleEn: 'System-course attendance', area: 'data' },
  '/exportRecord': { titleZh: '导出记录', titleEn: 'Export records', area: 'exports' },
  // settings
  '/organizationalStructure': { titleZh: '组织架构', titleEn: 'Organisation structure', area: 'teachers' },
  '/teacherManagement': { titleZh: '员工管理', titleEn: 'Staff management', area: 'teachers', uses: ['exports'] },
  '/weixinManagement': { titleZh: '员工微信管理', titleEn: 'Staff WeChat', area: 'enterprise-chat' },
  '/wechatWaterArmy': { titleZh: '水军管理', titleEn: 'Water army', area: 'navy' },
  '/workHandover': { titleZh: '工作交接', titleEn: 'Work handover', area: 'handover' },
  '/systemAccount': { titleZh: '系统账号', titleEn: 'System accounts', area: 'staff' },
  '/loginRecord': { titleZh: '操作日志', titleEn: 'Operation log', area: 'operation-log' },
  '/changelog': { titleZh: '更新日志', titleEn: 'Changelog', area: 'operation-log' },
} as const satisfies Record<string, PageDef>;

export type PagePath = keyof typeof PAGES;
