import { addTextBundle } from '../../platform/i18n/i18n';

/** The students area's texts (namespace `students`), registered when the feature's code loads. */
const zh = {
  list: {
    search: '手机号/学员编号', searchPh: '支持 * 通配，如 *1234*', term: '期数', sup: '难度', teacher: '老师ID', team: '班级ID',
    channel: '渠道ID', userStatus: '用户状态', lifeCycle: '生命周期', joinDate: '注册时间', buyTime: '购买时间', addedWechat: '加微信',
    addedGroup: '进群', expressStatus: '物流状态', yes: '是', no: '否', export: '导出', exporting: '正在导出…', exported: '导出完成',
    empty: '暂无学员', all: '全部', tab: '分类', selectPage: '选择本页学员', selectRow: '选择学员 {{id}}',
  },
  col: {
    student: '学员', userNum: '学员编号', mobile: '手机号', nickname: '昵称', status: '用户状态', lifeCycle: '生命周期', joinDate: '注册时间',
    channel: '渠道', teacher: '老师', team: '班级', term: '期数', sup: '难度', courseState: '课程状态', addedWechat: '加微信', addedGroup: '进群',
    express: '物流', buytime: '购买时间', joinRate: '参课率', completeRate: '完课率', remainingWeek: '剩余周', conversion: '转化',
    ctime: '时间', subject: '学科',
  },
  tabs: {
    total: '全部', today_new: '今日新增', started: '已开课', un_started: '未开课', finished: '已结课', stopped: '已停课', refund: '退费',
    studying: '学习中', renewed: '已续费',
  },
  titles: {
    trial: '体验课学员', system: '系统课学员', camp: '训练营学员', allUsers: '全部学员', piano: '钢琴学员', trialUsers: '体验课学员',
    systemUsers: '系统课学员', newSystemUsers: '系统课学员', users: '学员列表',
  },
  detail: {
    notFound: '学员不存在或不在当前学科', profile: '学员资料', reveal: '查看', revealed: '已查看完整手机号（已记录操作日志）',
    labels: '标签', classes: '当前班级', default: '默认', addresses: '收货地址', noAddress: '暂无地址', wechat: '微信', follow: '已关注公众号', notFollow: '未关注公众号',
    logoff: '已注销', fields: {
      user_num: '学员编号', username: '姓名', nickname: '昵称', mobile: '手机号', sex_text: '性别', birthday: '生日', grade: '年级',
      base_painting_text: '绘画基础', mobile_province: '手机归属地', email: '邮箱', area: '地区', channel: '渠道', send_id: '推荐人',
      join_date: '注册时间', status_text: '用户状态', life_cycle_text: '生命周期', bought_subject: '已购学科', subject_text: '学科',
    },
  },
  tab: {
    trial: '体验课学习', system: '系统课学习', camp: '训练营学习', orders: '订单', express: '物流', coupons: '优惠券', accounts: '账户',
    follow: '跟进记录', week: '周报', sms: '短信记录', calls: '通话记录', notify: '消息通知', login: '登录数据', agreements: '协议',
    replace: '更换手机号', logoff: '注销',
  },
  acc: { cash: '现金', coin: '小熊币', diamond: '钻石', transType: '交易类型', amount: '金额', balance: '余额', desc: '说明', note: '备注' },
  follow: {
    add: '新增跟进', content: '跟进内容', contentRequired: '请填写跟进内容', today: '今日意向', tomorrow: '明日意向', saved: '跟进记录已保存',
    author: '跟进人',
  },
  notify: { type: '通知类型', status: '状态', on: '开启', off: '关闭', saved: '通知开关已更新', confirmOff: '确定关闭该类型的通知吗？' },
  logoff: {
    state: '注销状态', none: '无注销申请', s0: '待提交', s1: '审核中', s2: '已注销', s3: '已取消', apply: '申请注销', pass: '通过注销',
    cancel: '取消注销', reason: '注销原因', reasonRequired: '请填写注销原因', notes: '备注', confirmPass: '通过后该学员账号将被注销，且无法恢复，确定通过吗？',
    confirmCancel: '确定取消该注销申请吗？', applied: '注销申请已提交', passed: '已通过注销', cancelled: '注销申请已取消',
  },
  replace: {
    oldMobile: '原手机号', newMobile: '新手机号', code: '验证码', sendCode: '发送验证码', resend: '{{s}} 秒后重发', sent: '验证码已发送',
    submit: '确认更换', confirm: '确定将该学员的手机号更换为 {{m}} 吗？', done: '手机号已更换', mobileInvalid: '请输入正确的11位手机号',
    codeRequired: '请输入验证码', log: '更换记录', remark: '备注', needReveal: '请先点击“查看”显示原手机号',
  },
  common: { save: '保存', cancel: '取消', ok: '确定', time: '时间', content: '内容', status: '状态', type: '类型', name: '名称', operator: '操作人' },
};

const en: typeof zh = {
  list: {
    search: 'Mobile / user no.', searchPh: 'Wildcards *, e.g. *1234*', term: 'Term', sup: 'Level', teacher: 'Teacher ID', team: 'Class ID',
    channel: 'Channel ID', userStatus: 'User status', lifeCycle: 'Life cycle', joinDate: 'Registered', buyTime: 'Bought', addedWechat: 'WeChat added',
    addedGroup: 'In group', expressStatus: 'Express status', yes: 'Yes', no: 'No', export: 'Export', exporting: 'Exporting…', exported: 'Export done',
    empty: 'No students', all: 'All', tab: 'Tab', selectPage: 'Select the students of this page', selectRow: 'Select student {{id}}',
  },
  col: {
    student: 'Student', userNum: 'User no.', mobile: 'Mobile', nickname: 'Nickname', status: 'User status', lifeCycle: 'Life cycle', joinDate: 'Registered',
    channel: 'Channel', teacher: 'Teacher', team: 'Class', term: 'Term', sup: 'Level', courseState: 'Course state', addedWechat: 'WeChat', addedGroup: 'Group',
    express: 'Express', buytime: 'Bought', joinRate: 'Join rate', completeRate: 'Completion', remainingWeek: 'Weeks left', conversion: 'Converted',
    ctime: 'Time', subject: 'Subject',
  },
  tabs: {
    total: 'All', today_new: 'New today', started: 'Started', un_started: 'Not started', finished: 'Finished', stopped: 'Stopped', refund: 'Refunded',
    studying: 'Studying', renewed: 'Renewed',
  },
  titles: {
    trial: 'Trial students', system: 'System students', camp: 'Camp students', allUsers: 'All students', piano: 'Piano students', trialUsers: 'Trial students',
    systemUsers: 'System students', newSystemUsers: 'System students', users: 'Students',
  },
  detail: {
    notFound: 'No such student in this subject', profile: 'Profile', reveal: 'Show', revealed: 'Full number shown (recorded in the operation log)',
    labels: 'Labels', classes: 'Current classes', default: 'Default', addresses: 'Addresses', noAddress: 'No address', wechat: 'WeChat', follow: 'Follows the account', notFollow: 'Not following',
    logoff: 'Logged off', fields: {
      user_num: 'User no.', username: 'Name', nickname: 'Nickname', mobile: 'Mobile', sex_text: 'Sex', birthday: 'Birthday', grade: 'Grade',
      base_painting_text: 'Painting basis', mobile_province: 'Mobile region', email: 'Email', area: 'Area', channel: 'Channel', send_id: 'Referrer',
      join_date: 'Registered', status_text: 'User status', life_cycle_text: 'Life cycle', bought_subject: 'Bought subjects', subject_text: 'Subject',
    },
  },
  tab: {
    trial: 'Trial learning', system: 'System learning', camp: 'Camp learning', orders: 'Orders', express: 'Express', coupons: 'Coupons', accounts: 'Accounts',
    follow: 'Follow-ups', week: 'Weekly reports', sms: 'SMS', calls: 'Calls', notify: 'Notifications', login: 'Logins', agreements: 'Agreements',
    replace: 'Replace mobile', logoff: 'Log off',
  },
  acc: { cash: 'Cash', coin: 'Coins', diamond: 'Diamonds', transType: 'Transaction type', amount: 'Amount', balance: 'Balance', desc: 'Description', note: 'Note' },
  follow: {
    add: 'Add follow-up', content: 'Content', contentRequired: 'Please enter the follow-up', today: 'Intention today', tomorrow: 'Intention tomorrow',
    saved: 'Follow-up saved', author: 'By',
  },
  notify: { type: 'Type', status: 'Status', on: 'On', off: 'Off', saved: 'Notification switch updated', confirmOff: 'Turn this notification type off?' },
  logoff: {
    state: 'Log-off state', none: 'No request', s0: 'Draft', s1: 'Under review', s2: 'Logged off', s3: 'Cancelled', apply: 'Apply', pass: 'Approve',
    cancel: 'Cancel request', reason: 'Reason', reasonRequired: 'Please give a reason', notes: 'Notes', confirmPass: 'The account will be logged off for good. Approve?',
    confirmCancel: 'Cancel this log-off request?', applied: 'Request submitted', passed: 'Logged off', cancelled: 'Request cancelled',
  },
  replace: {
    oldMobile: 'Old mobile', newMobile: 'New mobile', code: 'Code', sendCode: 'Send code', resend: 'Resend in {{s}} s', sent: 'Code sent',
    submit: 'Replace', confirm: 'Replace the mobile with {{m}}?', done: 'Mobile replaced', mobileInvalid: 'Enter an 11-digit mobile',
    codeRequired: 'Enter the code', log: 'Replacement log', remark: 'Remark', needReveal: 'Click “Show” first to reveal the old mobile',
  },
  common: { save: 'Save', cancel: 'Cancel', ok: 'OK', time: 'Time', content: 'Content', status: 'Status', type: 'Type', name: 'Name', operator: 'Operator' },
};

addTextBundle('students', zh, en);
import './i18n-extra';

export const NS = 'students';
