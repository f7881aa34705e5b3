import { http } from '../../platform/http/client';

const C = '/api/b/v1/complaint';

export interface ComplaintRow {
  id: string;
  complaintNo: string;
  userId: string;
  userName: string | null;
  userMobile: string | null;
  systemTeacherName: string | null;
  trialTeacherName: string | null;
  cpStatus: number;
  cpStatusSub: number | null;
  systemType: string | null;
  problemName: string | null;
  problemPName: string | null;
  contactType: string | null;
  title: string | null;
  content: string;
  handleComment: string | null;
  currentStaffName: string | null;
  handleTime: number | null;
  ctime: number;
  version: number;
}

export interface ComplaintDetail extends ComplaintRow {
  orders: { id: string; outTradeNo: string; status: number; amount: number; productName: string | null; ctime: number }[];
  classes: { teamId: string; teamName: string; term: number | null; sup: string | null; teacherName: string | null }[];
  history: {
    staffName: string | null;
    cpStatus: number;
    cpStatusSub: number | null;
    systemTypeName: string | null;
    contactType: string | null;
    handleComment: string | null;
    ctime: number;
  }[];
}

export interface ComplaintType {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

export const fetchComplaints = (body: Record<string, unknown>, signal?: AbortSignal) =>
  http.post<{ total: number; list: ComplaintRow[] }>(`${C}/list`, body, { signal });
export const fetchComplaint = (complaintNo: string, signal?: AbortSignal) =>
  http.post<ComplaintDetail>(`${C}/detail`, { complaintNo }, { signal });
export const fetchComplaintTypes = (signal?: AbortSignal) => http.get<ComplaintType[]>(`${C}/getComplaintType`, undefined, { signal });
export const checkTeachingAids = (complaintNo: string, signal?: AbortSignal) =>
  http.get<{ hasTeachingAids: boolean; shipped: boolean; list: { id: string; productName: string | null; expressStatus: number }[] }>(
    `${C}/checkTeachingAids`,
    { complaintNo },
    { signal },
  );
export const dealComplaint = (body: Record<string, unknown>) => http.post<{ cpStatus: number }>(`${C}/deal`, body);
