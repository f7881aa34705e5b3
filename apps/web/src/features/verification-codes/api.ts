import { http } from '../../platform/http/client';

export interface SmsRecord {
  mobile: string;
  code: string | null;
  content: string;
  ctime: number;
}

/** Verification-code lookup (spec 00 §7 `GET /api/m/v1/sms/getCodeByMobile?mobile`): newest first. */
export function fetchCodesByMobile(mobile: string, signal?: AbortSignal): Promise<SmsRecord[]> {
  return http.get<SmsRecord[]>('/api/m/v1/sms/getCodeByMobile', { mobile }, { signal });
}
