import { labelOf, maskMobile } from '@console/domain';
import { z } from 'zod';
import type { AuthedContext } from '../../../platform/http/context';
import { idFieldAs, optTextField } from '../../../platform/http/fields';
import type { SheetExport } from '../../../platform/xlsx/stream';
import { epochMs } from '../../../platform/sql/columns';

/**
 * POST /api/t/v1/export/teacherInfo: the teachers of a department and every department under it, as
 * a sheet (the synchronous download and the export job write the same file). The spec: "skipped
 * without a department", so the department is required (400 naming departmentId).
 */
export const teacherExportInput = z.object({ departmentId: idFieldAs('coerce'), fileName: optTextField(150, 'coerce') });
export type TeacherExportFilter = z.infer<typeof teacherExportInput>;

interface TeacherSheetRow {
  _k: string;
  id: string;
  realname: string | null;
  phone: string | null;
  department_name: string | null;
  duty_id: number | null;
  rank: string | null;
  level_name: string | null;
  status: number;
  work_place: string | null;
  join_date: number | null;
  leave_date: number | null;
}

const STATUS_TEXT: Record<number, string> = { 0: '在职', 1: '离职' };

export function teacherSheet(ctx: AuthedContext, f: TeacherExportFilter): SheetExport<TeacherSheetRow> {
  return {
    name: 'teacherInfo',
    fileName: f.fileName ?? '部门老师',
    columns: [
      { title: '老师ID', value: (r: TeacherSheetRow) => r.id },
      { title: '姓名', value: (r) => r.realname },
      { title: '手机号', value: (r) => (r.phone ? maskMobile(r.phone) : null) },
      { title: '部门', value: (r) => r.department_name },
      { title: '职务', value: (r) => (r.duty_id === null ? null : labelOf('dutyId', r.duty_id)) },
      { title: '职级', value: (r) => r.rank },
      { title: '级别', value: (r) => r.level_name },
      { title: '工作地点', value: (r) => r.work_place },
      { title: '状态', value: (r) => STATUS_TEXT[r.status] ?? String(r.status) },
      { title: '入职时间', value: (r) => r.join_date, kind: 'time' },
      { title: '离职时间', value: (r) => r.leave_date, kind: 'time' },
    ],
    select: `t.id::text AS _k, t.id::text AS id, t.realname, t.phone, d.name AS department_name, t.duty_id, t.rank, t.level_name,
      t.status, t.work_place, ${epochMs('t.join_date', 'join_date')},
      ${epochMs('t.leave_date', 'leave_date')}`,
    from: `FROM teacher t LEFT JOIN department d ON d.id = t.department_id
      WHERE t.subject = $1 AND t.deleted = 0 AND t.department_id IN (
        WITH RECURSIVE sub AS (SELECT id FROM department WHERE id = $2::bigint
          UNION SELECT d2.id FROM department d2 JOIN sub ON d2.pid = sub.id)
        SELECT id FROM sub)`,
    params: [ctx.subject, f.departmentId],
    keyColumn: 't.id',
  };
}
