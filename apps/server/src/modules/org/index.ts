import type { Family } from '../../platform/family';
import { defineRestExport, registerRestExport } from '../console';
import { registerDepartmentRoutes } from './departments/routes';
import { registerHandoverRoutes } from './handover/routes';
import { registerOrganizationQueries } from './models';
import { registerStaffRoutes } from './staff/routes';
import { registerBossRoutes } from './staff/boss-routes';
import { registerBossStaffRoutes } from './staff/boss-staff-routes';
import { teacherExportInput, teacherSheet, type TeacherExportFilter } from './teachers/teacher-export';
import { registerTeacherRoutes } from './teachers/routes';
import { registerEnterpriseChatRoutes } from './wechat/enterprise-chat-routes';
import { registerNavyRoutes } from './wechat/navy-accounts';

const teacherExport = defineRestExport<TeacherExportFilter>({
  access: [{ area: 'exports' }, { area: 'teachers' }],
  input: teacherExportInput,
  fileName: '部门老师',
  sheet: teacherSheet,
});

/**
 * The organisation family: departments, teachers, staff accounts and roles, WeChat, enterprise-chat and
 * navy accounts, and the handover of a leaving member's students and clues.
 */
export const orgFamily: Family = {
  name: 'org',
  queries: registerOrganizationQueries,
  register(app, deps) {
    registerStaffRoutes(app, deps);
    registerBossRoutes(app, deps);
    registerBossStaffRoutes(app, deps);
    registerDepartmentRoutes(app, deps);
    registerTeacherRoutes(app, deps);
    registerNavyRoutes(app, deps);
    registerHandoverRoutes(app, deps);
    registerEnterpriseChatRoutes(app, deps);
    registerRestExport('/api/t/v1/export/teacherInfo', teacherExport);
  },
};
