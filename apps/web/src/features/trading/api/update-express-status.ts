import { http } from '../../../platform/http/client';

export interface ExpressStatusInput {
  expressId: string;
  status?: number;
  remark?: string;
  expressCompany?: string;
  expressNu?: string;
}

/** POST /api/ex/v1/express/updateExpressStatus: a status change with a remark (logged). */
export function updateExpressStatus(input: ExpressStatusInput): Promise<unknown> {
  return http.post<unknown>('/api/ex/v1/express/updateExpressStatus', input, { silent: true });
}
