import './i18n';

/** The organisation and settings pages (issue 16), one lazy chunk for the area. */
export { DepartmentPage } from './department-page';
export { TeacherPage } from './teacher-page';
export { StaffPage } from './staff-page';
export { WechatPage } from './wechat-page';
export { NavyPage } from './navy-page';
export { HandoverPage } from './handover-page';
export { TargetPage } from './target-page';
export { LoginRecordPage, ChangeLogPage } from './oplog-pages';
