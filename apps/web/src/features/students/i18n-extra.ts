import { addTextBundle } from '../../platform/i18n/i18n';

/** More texts of the `students` namespace (list filters and bulk actions, the later detail tabs), merged into it. */
const zh = {
  more: { teacher: '老师', channel: '渠道', nameOrId: '姓名或ID，支持 *', department: '部门', label: '标签', intention: '跟进意向', intentionTrack: '跟踪中', intentionNone: '未跟踪' },
  bulk: {
    selected: '已选 {{n}} 名学员', addLabel: '批量加标签', removeLabel: '批量删标签', follow: '批量跟进', labelRequired: '请选择标签',
    added: '已添加 {{n}} 个学员标签', removed: '已删除 {{n}} 个学员标签', followed: '跟进已添加：成功 {{ok}} 名，失败 {{failed}} 名',
    confirm: { add: '确定为选中的 {{n}} 名学员添加这些标签吗？', remove: '确定从选中的 {{n}} 名学员删除这些标签吗？', follow: '确定为选中的 {{n}} 名学员添加这条跟进吗？' },
    title: { add: '批量加标签（{{n}} 名学员）', remove: '批量删标签（{{n}} 名学员）', follow: '批量跟进（{{n}} 名学员）' },
  },
  addr: {
    receiptName: '收货人', receiptTel: '收货电话', province: '省份', city: '城市', area: '区县', street: '街道', addressDetail: '详细地址',
    required: '请填写{{f}}', add: '新增地址', edit: '编辑', telAgain: '原电话 {{m}}，请重新填写', makeDefault: '设为默认地址', saved: '地址已保存', reloaded: '已加载最新地址',
    setDefault: '设为默认', confirmDefault: '确定将该地址设为默认地址吗？', defaultSet: '已设为默认地址',
  },
  black: {
    add: '加入黑名单', remove: '移出', reason: '原因', added: '已加入黑名单', removed: '已移出黑名单', listed: '在黑名单中', notListed: '不在黑名单中',
    confirmRemove: '确定将该学员移出“{{type}}”黑名单吗？',
    types: { MSG: '全部消息', COMMENT: '点评消息', COURSE: '课程消息', ACTIVITY: '活动消息', ORDER: '订单消息' },
  },
  task: {
    detail: '作业详情', open: '作业', uploaded: '上传时间', overtime: '超时', noMedia: '没有图片、视频或音频', comments: '点评与反馈', staff: '员工',
    feedback: '反馈', noComments: '暂无点评', comment: '点评', commentText: '点评内容', commentRequired: '请填写点评内容', tag: '标签',
    commented: '点评已添加', delete: '删除作业', confirmDelete: '删除后学员的这份作业将不再显示，确定删除吗？', deleted: '作业已删除', none: '该课暂无作业',
  },
  learn: { lesson: '课时', join: '参课', complete: '完课', task: '作业', comment: '点评' },
  todo: { due: '截止时间', finished: '完成时间' },
  quest: { questions: '题目数', submitted: '提交时间' },
  tab: { theme: '主题课学习', special: '专项课学习', lowPrice: '低价体验课学习', topic: '专题课学习', todo: '待办任务', addresses: '地址簿', questionnaires: '问卷', blacklist: '黑名单' },
  common: { actions: '操作' },
  cols: {
    orderNo: '订单号', expressCompany: '快递公司', expressNo: '快递单号', start: '开始', end: '结束', week: '周次', looks: '查看次数', shares: '分享次数',
    duration: '通话时长（秒）', recording: '录音', device: '设备型号', source: '登录来源', app: 'App 版本', ip: 'IP', version: '版本',
  },
};

const en: typeof zh = {
  more: { teacher: 'Teacher', channel: 'Channel', nameOrId: 'Name or ID, * allowed', department: 'Department', label: 'Labels', intention: 'Intention', intentionTrack: 'Tracked', intentionNone: 'Not tracked' },
  bulk: {
    selected: '{{n}} selected', addLabel: 'Add labels', removeLabel: 'Remove labels', follow: 'Add follow-up', labelRequired: 'Choose labels',
    added: '{{n}} student labels added', removed: '{{n}} student labels removed', followed: 'Follow-ups added: {{ok}} done, {{failed}} failed',
    confirm: { add: 'Add these labels to the {{n}} selected students?', remove: 'Remove these labels from the {{n}} selected students?', follow: 'Add this follow-up to the {{n}} selected students?' },
    title: { add: 'Add labels ({{n}} students)', remove: 'Remove labels ({{n}} students)', follow: 'Add follow-up ({{n}} students)' },
  },
  addr: {
    receiptName: 'Recipient', receiptTel: 'Phone', province: 'Province', city: 'City', area: 'District', street: 'Street', addressDetail: 'Address',
    required: 'Please enter the {{f}}', add: 'Add address', edit: 'Edit', telAgain: 'Was {{m}}; enter it again', makeDefault: 'Make it the default', saved: 'Address saved', reloaded: 'Loaded the current address',
    setDefault: 'Make default', confirmDefault: 'Make this the default address?', defaultSet: 'Default address set',
  },
  black: {
    add: 'Blacklist', remove: 'Remove', reason: 'Reason', added: 'Added to the blacklist', removed: 'Removed from the blacklist', listed: 'Blacklisted', notListed: 'Not blacklisted',
    confirmRemove: 'Remove the student from the “{{type}}” blacklist?',
    types: { MSG: 'All messages', COMMENT: 'Comments', COURSE: 'Courses', ACTIVITY: 'Activities', ORDER: 'Orders' },
  },
  task: {
    detail: 'Task detail', open: 'Tasks', uploaded: 'Uploaded', overtime: 'Late', noMedia: 'No image, video or sound', comments: 'Comments and feedback', staff: 'Staff',
    feedback: 'Feedback', noComments: 'No comments yet', comment: 'Comment', commentText: 'Comment', commentRequired: 'Please enter the comment', tag: 'Tag',
    commented: 'Comment added', delete: 'Delete task', confirmDelete: 'The upload will no longer show. Delete it?', deleted: 'Task deleted', none: 'No task for this lesson',
  },
  learn: { lesson: 'Lesson', join: 'Joined', complete: 'Completed', task: 'Tasks', comment: 'Comments' },
  todo: { due: 'Due', finished: 'Finished' },
  quest: { questions: 'Questions', submitted: 'Submitted' },
  tab: { theme: 'Theme learning', special: 'Special learning', lowPrice: 'Low-price trial', topic: 'Topic learning', todo: 'To-do tasks', addresses: 'Address book', questionnaires: 'Questionnaires', blacklist: 'Blacklist' },
  common: { actions: 'Actions' },
  cols: {
    orderNo: 'Order no.', expressCompany: 'Carrier', expressNo: 'Tracking no.', start: 'Start', end: 'End', week: 'Week', looks: 'Views', shares: 'Shares',
    duration: 'Duration (s)', recording: 'Recording', device: 'Device', source: 'Source', app: 'App version', ip: 'IP', version: 'Version',
  },
};

addTextBundle('students', zh, en);
