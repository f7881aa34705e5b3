import { http } from '../../platform/http/client';

const CI = '/api/ci/v1/clue';

export interface CapacityRow {
  id: string;
  teacher_id: string;
  teacher_name: string;
  department_name: string | null;
  stage_no: number;
  capacity: number;
  held: number;
}
export interface GrabRow {
  id: string;
  teacher_id: string;
  teacher_name: string;
  phone: string;
  daily_limit: number;
  enabled: number;
}

export const configApi = {
  capacityPage: (page: number, size: number, teacherId?: string) =>
    http.get<{ content: CapacityRow[]; totalElements: number }>(`${CI}/capacity/config/getPageCapacityConfig`, {
      pageNum: page,
      pageSize: size,
      teacherId,
    }),
  capacityAdd: (teacherId: string, stageNo: number, capacity: number) =>
    http.post(`${CI}/capacity/config/batchInsert`, [{ teacherId, stageNo, capacity }]),
  capacityUpdate: (id: string, capacity: number) => http.post(`${CI}/capacity/config/update`, { id, capacity }),
  capacityDelete: (id: string) => http.post(`${CI}/capacity/config/batchDelete?ids=${id}`, {}),
  grabList: () => http.get<GrabRow[]>(`${CI}/grab/treasure/config/list`),
  grabSave: (item: { id?: string; teacherId?: string; dailyLimit?: number; enabled?: number; delete?: number }) =>
    http.post(`${CI}/grab/treasure/config/addOrUpdateOrDelete`, [item]),
};
