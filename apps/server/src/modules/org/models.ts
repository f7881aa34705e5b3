import type { QueryRegistry } from '../../platform/query';
import { registerOrganizationCompatRoots } from './teachers/compat-models';
import { DepartmentModel, RoleModel, StaffModel } from './departments/org-models';
import { TeacherOutboundRecordModel, TeacherOutboundStatModel } from './teachers/outbound-models';
import { TeacherLevelModel, TeacherManageModel, TeacherModel, TeacherWechatModel } from './teachers/teacher-models';

/**
 * Query models of the organisation area (see docs/query-language.md, "How to add a model"; root names
 * in docs/decisions/query-roots.md): teachers and their WeChat accounts, departments, staff, roles,
 * outbound-call records (channels: catalog).
 */
export function registerOrganizationQueries(registry: QueryRegistry): void {
  registry.register(
    TeacherModel,
    TeacherManageModel,
    TeacherLevelModel,
    TeacherWechatModel,
    DepartmentModel,
    StaffModel,
    RoleModel,
    TeacherOutboundRecordModel,
    TeacherOutboundStatModel,
  );
  registerOrganizationCompatRoots(registry);
}
